import {
  GRID_FIELD_LABELS,
  GRID_FIELDS,
  type GridField,
  type GridValues,
  PRODUCT_BULK_MAX,
  PRODUCT_LIST_MESSAGES as M,
  type ProductBulkInput,
  type ProductBulkResponse,
  type ProductBulkResult,
  type ProductBulkRow,
} from '@suraksha/contracts/admin/product-list';
import { formatPaisa, paisaToRupees, rupeesToPaisa } from '@suraksha/domain/money';
import { offerPriceProblem } from '@suraksha/domain/offer-price';
import { type Permission, can } from '@suraksha/domain/permissions';
import { audit, auditContextOf } from '../../platform/audit.ts';
import { AppError, ForbiddenError } from '../../platform/errors.ts';
import type { RequestContext, StaffActor } from '../../platform/request-context.ts';
import { withStockReason } from '../stock/stock-reason.ts';
import { type GridColumns, type LockedGridValues, lockGridValues, updateGridValues } from './product-bulk-repo.ts';

/** What each field of the grid asks of the role (decision 0102): an editor never changes prices, the warehouse only stock. */
export const GRID_FIELD_PERMISSION: Record<GridField, Permission> = {
  price: 'catalogue.prices',
  offer_price: 'catalogue.prices',
  stock: 'stock.write',
  active: 'catalogue.write',
};

const fieldsOf = (row: ProductBulkRow): GridField[] => GRID_FIELDS.filter((f) => row[f] !== undefined);

/** The grid's values of a locked row, in the API's units (rupees). */
function valuesOf(row: LockedGridValues): GridValues {
  return {
    price: paisaToRupees(row.pricePaisa),
    offer_price: row.offerPricePaisa === null ? null : paisaToRupees(row.offerPricePaisa),
    stock: row.stock,
    active: row.active,
  };
}

/** How a value reads in a message: money as "Rs 1,200.00", no offer as "none". */
function shown(field: GridField, value: GridValues[GridField]): string {
  if (value === null) return 'none';
  if (field === 'price' || field === 'offer_price') return formatPaisa(rupeesToPaisa(value as number));
  if (field === 'active') return value ? 'active' : 'inactive';
  return String(value);
}

const refused = (id: number, message: string, now: GridValues | null): ProductBulkResult => ({ id, ok: false, message, now });

/** Saves one row in its own transaction, or says why not (nothing written then). */
async function saveRow(ctx: RequestContext<StaffActor>, row: ProductBulkRow): Promise<ProductBulkResult> {
  const role = ctx.actor.staff.role;
  const fields = fieldsOf(row);
  return ctx.db.transaction(async (tx) => {
    const locked = await lockGridValues(tx, row.id);
    if (!locked) return refused(row.id, M.notFound, null);
    const current = valuesOf(locked);
    const forbidden = fields.filter((f) => !can(role, GRID_FIELD_PERMISSION[f]));
    if (forbidden.length > 0) return refused(row.id, M.forbidden(forbidden.map((f) => GRID_FIELD_LABELS[f]).join(' and ')), current);
    // Someone else changed a field this row changes since staff loaded the page: theirs stands.
    for (const f of fields) {
      const seen = (row[f] as { from: GridValues[GridField] }).from;
      if (seen !== current[f]) return refused(row.id, M.stale(GRID_FIELD_LABELS[f], shown(f, current[f]), shown(f, seen)), current);
    }
    const next: GridValues = { ...current };
    for (const f of fields) (next as Record<GridField, unknown>)[f] = (row[f] as { to: unknown }).to;
    const problem = offerPriceProblem(next.price, next.offer_price);
    if (problem === 'offer_needs_price') return refused(row.id, M.offerNeedsPrice, current);
    if (problem === 'offer_not_below_price') {
      return refused(row.id, M.offerBelowPrice(shown('offer_price', next.offer_price), shown('price', next.price)), current);
    }

    const columns: GridColumns = {};
    if (row.price) columns.pricePaisa = rupeesToPaisa(next.price);
    if (row.offer_price) columns.offerPricePaisa = next.offer_price === null ? null : rupeesToPaisa(next.offer_price);
    if (row.stock) {
      columns.stock = next.stock;
      await withStockReason(tx, { reason: 'bulk_edit', actorId: ctx.actor.staff.id });
    }
    if (row.active) columns.active = next.active;
    await updateGridValues(tx, row.id, columns);
    await audit(tx, auditContextOf(ctx), {
      action: 'product.bulk_edit',
      entity: 'product',
      entityId: row.id,
      before: { sku: locked.sku, ...Object.fromEntries(fields.map((f) => [f, current[f]])) },
      after: { sku: locked.sku, ...Object.fromEntries(fields.map((f) => [f, next[f]])) },
    });
    return { id: row.id, ok: true, message: M.saved, now: next };
  });
}

/**
 * Saves the grid's changed rows (decision 0102), each in its own transaction with its audit row,
 * so a refusal (someone changed it meanwhile, a rule, a field the role may not change) stops no
 * other row. More than PRODUCT_BULK_MAX rows: 413. A call where no row is the role's to change: 403.
 * The caller tells the storefront's caches once, when something was saved.
 */
export async function bulkEditProducts(ctx: RequestContext<StaffActor>, body: ProductBulkInput): Promise<ProductBulkResponse> {
  if (body.rows.length > PRODUCT_BULK_MAX) throw new AppError(413, M.tooMany);
  const role = ctx.actor.staff.role;
  if (body.rows.every((row) => fieldsOf(row).some((f) => !can(role, GRID_FIELD_PERMISSION[f])))) throw new ForbiddenError(M.allForbidden);
  const results: ProductBulkResult[] = [];
  for (const row of body.rows) results.push(await saveRow(ctx, row));
  const saved = results.filter((r) => r.ok).length;
  const refusedCount = results.length - saved;
  return {
    result: 'success',
    saved,
    refused: refusedCount,
    message: refusedCount === 0 ? M.savedAll(saved) : `${M.savedAll(saved)} ${refusedCount} refused: see each row.`,
    results,
  };
}
