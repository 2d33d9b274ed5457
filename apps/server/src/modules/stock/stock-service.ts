import {
  LOW_STOCK_PER_PAGE,
  STOCK_MESSAGES,
  STOCK_MOVEMENTS_PER_PAGE,
  type LowStockResponse,
  type StockMovementsResponse,
  type StockProduct,
  type StockReason,
  type StockThresholdResponse,
} from '@suraksha/contracts/admin/stock';
import { audit, auditContextOf } from '../../platform/audit.ts';
import type { Database } from '../../platform/database.ts';
import { ConflictError, NotFoundError } from '../../platform/errors.ts';
import type { RequestContext, StaffActor } from '../../platform/request-context.ts';
import { countLowStock, findLowStock } from './low-stock-repo.ts';
import {
  type StockProductRow,
  findMovements,
  findStockProduct,
  lockStockProduct,
  movementTotals,
  setLowStockAt,
} from './stock-product-repo.ts';

const pages = (page: number, perPage: number, total: number) => ({
  page,
  perPage,
  total,
  totalPages: Math.max(1, Math.ceil(total / perPage)),
});

const productOf = (row: StockProductRow): StockProduct => ({
  id: row.id,
  title: row.title,
  sku: row.sku,
  stock: row.stock,
  low_stock_at: row.lowStockAt,
  active: row.active,
  on_request: row.onRequest,
});

/** The id of a path: digits only, else no product has it. */
export function productIdOf(param: string): number {
  if (!/^\d{1,9}$/.test(param)) throw new NotFoundError(STOCK_MESSAGES.notFound);
  return Number(param);
}

/** The low-stock list: active products sold from stock at or under their own threshold, most short first. */
export async function lowStockList(db: Database, page: number): Promise<LowStockResponse> {
  const [rows, total] = await Promise.all([findLowStock(db, LOW_STOCK_PER_PAGE, (page - 1) * LOW_STOCK_PER_PAGE), countLowStock(db)]);
  return {
    result: 'success',
    products: rows.map((r) => ({
      id: r.id,
      title: r.title,
      sku: r.sku,
      brand: r.brand,
      stock: r.stock,
      low_stock_at: r.lowStockAt,
      short_by: r.shortBy,
    })),
    pagination: pages(page, LOW_STOCK_PER_PAGE, total),
  };
}

/**
 * Sets a product's low-stock threshold, audited in the same transaction. The storefront never
 * shows it, so no storefront cache needs clearing.
 */
export async function setStockThreshold(ctx: RequestContext<StaffActor>, id: number, lowStockAt: number): Promise<StockThresholdResponse> {
  const product = await ctx.db.transaction(async (tx) => {
    const current = await lockStockProduct(tx, id);
    if (!current) throw new NotFoundError(STOCK_MESSAGES.notFound);
    if (current.lowStockAt === lowStockAt) {
      const message = STOCK_MESSAGES.thresholdUnchanged(lowStockAt);
      throw new ConflictError(message, { low_stock_at: message });
    }
    await setLowStockAt(tx, id, lowStockAt);
    await audit(tx, auditContextOf(ctx), {
      action: 'product.low_stock_at',
      entity: 'product',
      entityId: id,
      before: { sku: current.sku, low_stock_at: current.lowStockAt },
      after: { sku: current.sku, low_stock_at: lowStockAt },
    });
    return { ...current, lowStockAt };
  });
  return { result: 'success', message: STOCK_MESSAGES.thresholdSaved(product.title, lowStockAt), product: productOf(product) };
}

/**
 * A product's stock history, newest first, a page at a time, with the proof that it adds up: the
 * sum of every movement (each page's and the ones before) equals the stock now.
 */
export async function stockHistory(db: Database, id: number, page: number): Promise<StockMovementsResponse> {
  const product = await findStockProduct(db, id);
  if (!product) throw new NotFoundError(STOCK_MESSAGES.notFound);
  const [rows, totals] = await Promise.all([
    findMovements(db, id, STOCK_MOVEMENTS_PER_PAGE, (page - 1) * STOCK_MOVEMENTS_PER_PAGE),
    movementTotals(db, id),
  ]);
  return {
    result: 'success',
    product: productOf(product),
    movements: rows.map((m) => ({
      id: m.id,
      at: m.at.toISOString(),
      delta: m.delta,
      stock_after: m.stockAfter,
      reason: m.reason as StockReason,
      reference: m.reference,
      order_number: m.orderNumber,
      by: m.by,
    })),
    pagination: pages(page, STOCK_MOVEMENTS_PER_PAGE, totals.n),
    ledger: { sum: totals.sum, movements: totals.n, adds_up: totals.sum === product.stock },
  };
}
