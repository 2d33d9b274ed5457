import {
  PRODUCT_EDITOR_MESSAGES as M,
  type ProductEditorChangeResponse,
  type ProductEditorDetail,
  type ProductFields,
  type ProductUpdateFields,
  productSlug,
} from '@suraksha/contracts/admin/product-editor';
import { paisaToRupees } from '@suraksha/domain/money';
import { can } from '@suraksha/domain/permissions';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema/catalog.ts';
import { photosOf } from '../catalog/product-photos.ts';
import { audit, auditContextOf } from '../../platform/audit.ts';
import type { Database } from '../../platform/database.ts';
import { uniqueViolation } from '../../platform/database-errors.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import type { RequestContext, StaffActor } from '../../platform/request-context.ts';
import { sanitizeRichText } from '../../platform/sanitize-html.ts';
import { withStockReason } from '../stock/stock-reason.ts';
import {
  type EditorProductRow,
  type LockedProduct,
  brandExists,
  categoryExists,
  countProducts,
  findEditorProduct,
  findOldSlugs,
  findRelated,
  lockEditorProduct,
  moveSlug,
  productWith,
  redirectOf,
  writeRelated,
} from './product-editor-repo.ts';

/** The editor's one product, and its create and edit (issue #16; decision 0104). */

/** The id of a path: digits only, else no product has it. */
export function productIdOf(param: string): number {
  if (!/^\d{1,9}$/.test(param)) throw new NotFoundError(M.notFound);
  return Number(param);
}

const rupeesOrNull = (paisa: number | null) => (paisa === null || paisa === 0 ? null : paisaToRupees(paisa));

function detailOf(row: EditorProductRow, related: ProductEditorDetail['related'], oldSlugs: string[]): ProductEditorDetail {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    sku: row.sku,
    brand: row.brandId !== null && row.brandTitle !== null ? { id: row.brandId, title: row.brandTitle } : null,
    category: row.categoryId !== null && row.categoryTitle !== null ? { id: row.categoryId, title: row.categoryTitle } : null,
    price: rupeesOrNull(row.pricePaisa),
    offer_price: rupeesOrNull(row.offerPricePaisa),
    on_request: row.onRequest,
    unit: row.unit,
    hs_code: row.hsCode,
    stock: row.stock,
    low_stock_at: row.lowStockAt,
    color: row.color,
    size: row.size,
    summary: row.summary,
    description: row.description === null ? null : sanitizeRichText(row.description),
    specs: row.specs.map(({ name, value }) => ({ name: String(name), value: String(value) })),
    gallery: photosOf(row),
    datasheet_url: row.datasheetUrl,
    featured: row.featured,
    active: row.active,
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    seo_keyword: row.seoKeyword,
    related,
    old_slugs: oldSlugs,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** One product as the editor shows it; 404 for an unknown id. Inactive (draft) products too. */
export async function productForEditor(db: Database, id: number): Promise<ProductEditorDetail> {
  const [row, related, oldSlugs] = await Promise.all([findEditorProduct(db, id), findRelated(db, id), findOldSlugs(db, id)]);
  if (!row) throw new NotFoundError(M.notFound);
  return detailOf(row, related, oldSlugs);
}

/** The columns a product's fields store: paisa, sanitised HTML, the first photo as `image`. */
function columnsOf(fields: ProductFields, slug: string) {
  // Sanitised on write as well as on the way out: what sits in the database is already inert.
  const description = fields.description === null ? null : sanitizeRichText(fields.description);
  return {
    title: fields.title,
    slug,
    sku: fields.sku,
    brandId: fields.brand_id,
    categoryId: fields.category_id,
    pricePaisa: fields.price ?? 0,
    offerPricePaisa: fields.offer_price,
    onRequest: fields.on_request,
    unit: fields.unit,
    ...(fields.hs_code !== undefined && { hsCode: fields.hs_code }),
    lowStockAt: fields.low_stock_at,
    color: fields.color,
    size: fields.size,
    summary: fields.summary,
    description: description === null || description.trim() === '' ? null : description,
    specs: fields.specs,
    image: fields.gallery[0]?.src ?? null,
    gallery: fields.gallery,
    datasheetUrl: fields.datasheet_url,
    featured: fields.featured,
    active: fields.active,
    seoTitle: fields.seo_title,
    seoDescription: fields.seo_description,
    seoKeyword: fields.seo_keyword,
  };
}
type ProductColumns = ReturnType<typeof columnsOf>;

/** What the audit log keeps of a product: its columns in rupees, stock and related products. */
function auditView(columns: Omit<ProductColumns, 'description'> & { description: string | null }, stock: number, relatedIds: number[]) {
  const { pricePaisa, offerPricePaisa, ...rest } = columns;
  return { ...rest, price: rupeesOrNull(pricePaisa), offer_price: rupeesOrNull(offerPricePaisa), stock, related_ids: relatedIds };
}

/** The slug the product gets, refused (409) when another product has it or it still redirects to another product. */
async function usableSlug(db: Database, fields: ProductFields, productId?: number): Promise<string> {
  const slug = productSlug(fields.title, fields.slug);
  if (slug === '') throw new ValidationError({ slug: M.slugFromTitle });
  if (await productWith(db, 'slug', slug, productId)) throw new ConflictError(M.slugTaken(slug), { slug: M.slugTaken(slug) });
  const redirect = await redirectOf(db, slug);
  if (redirect && redirect.productId !== productId) {
    const message = M.slugRedirects(slug, redirect.title);
    throw new ConflictError(message, { slug: message });
  }
  return slug;
}

const skuTaken = (sku: string) => new ConflictError(M.skuTaken(sku), { sku: M.skuTaken(sku) });

/** Refuses what does not exist (brand, category, related products) or cannot be (self-related). */
async function checkReferences(db: Database, fields: ProductFields, productId?: number): Promise<void> {
  const issues: Record<string, string> = {};
  if (fields.brand_id !== null && !(await brandExists(db, fields.brand_id))) issues.brand_id = M.unknownBrand;
  if (fields.category_id !== null && !(await categoryExists(db, fields.category_id))) issues.category_id = M.unknownCategory;
  if (productId !== undefined && fields.related_ids.includes(productId)) issues.related_ids = M.relatedSelf;
  else if ((await countProducts(db, fields.related_ids)) !== fields.related_ids.length) issues.related_ids = M.unknownRelated;
  if (Object.keys(issues).length > 0) throw new ValidationError(issues);
}

/**
 * Prices need catalogue.prices and stock stock.write (permissions.ts: the editor writes catalogue
 * text, never prices). What the form sends back unchanged is no change: an editor may save a
 * priced product's text. A new product's "unchanged" is no price and no stock (decision 0104).
 */
function checkPrivileges(
  ctx: RequestContext<StaffActor>,
  wanted: { price: number; offer: number | null; stock: number },
  current: typeof wanted,
) {
  const role = ctx.actor.staff.role;
  if ((wanted.price !== current.price || wanted.offer !== current.offer) && !can(role, 'catalogue.prices')) {
    throw new ForbiddenError(M.pricesForbidden);
  }
  if (wanted.stock !== current.stock && !can(role, 'stock.write')) throw new ForbiddenError(M.stockForbidden);
}

/** A unique index that refused a write another request won meanwhile: the same 409 as one found before. */
function conflictOf(err: unknown, slug: string, sku: string): unknown {
  const constraint = uniqueViolation(err);
  if (constraint === 'products_slug_unique') return new ConflictError(M.slugTaken(slug), { slug: M.slugTaken(slug) });
  if (constraint === 'products_sku_unique') return skuTaken(sku);
  return err;
}

async function answer(db: Database, id: number, message: string): Promise<ProductEditorChangeResponse> {
  return { result: 'success', message, product: await productForEditor(db, id) };
}

/** Creates a product, audited in its transaction; its opening stock is recorded with the staff member. */
export async function createProduct(ctx: RequestContext<StaffActor>, fields: ProductFields): Promise<ProductEditorChangeResponse> {
  const stock = fields.stock ?? 0;
  checkPrivileges(ctx, { price: fields.price ?? 0, offer: fields.offer_price, stock }, { price: 0, offer: null, stock: 0 });
  await checkReferences(ctx.db, fields);
  const slug = await usableSlug(ctx.db, fields);
  if (await productWith(ctx.db, 'sku', fields.sku)) throw skuTaken(fields.sku);
  const columns = columnsOf(fields, slug);
  try {
    const id = await ctx.db.transaction(async (tx) => {
      await withStockReason(tx, { reason: 'opening', actorId: ctx.actor.staff.id });
      const [row] = await tx
        .insert(products)
        .values({ ...columns, stock })
        .returning({ id: products.id });
      const created = row?.id as number;
      await writeRelated(tx, created, fields.related_ids);
      await audit(tx, auditContextOf(ctx), {
        action: 'product.create',
        entity: 'product',
        entityId: created,
        before: null,
        after: auditView(columns, stock, fields.related_ids),
      });
      return created;
    });
    return await answer(ctx.db, id, fields.active ? M.created(fields.title) : M.savedInactive(fields.title));
  } catch (err) {
    throw conflictOf(err, slug, fields.sku);
  }
}

function refuseStale(current: LockedProduct, loaded: string): void {
  if (current.updatedAt.getTime() !== new Date(loaded).getTime()) throw new ConflictError(M.stale, { updated_at: M.stale });
}

/**
 * Changes a product, audited with before and after. The form's `updated_at` must be the product's
 * own: a product saved by someone else since the form loaded is refused (409), never overwritten.
 * A slug change keeps the old slug as a 301 to the product; a stock change is recorded as 'edit'.
 */
export async function updateProduct(
  ctx: RequestContext<StaffActor>,
  id: number,
  fields: ProductUpdateFields,
): Promise<ProductEditorChangeResponse> {
  const before = await findEditorProduct(ctx.db, id);
  if (!before) throw new NotFoundError(M.notFound);
  const stock = fields.stock ?? before.stock;
  checkPrivileges(
    ctx,
    { price: fields.price ?? 0, offer: fields.offer_price, stock },
    { price: before.pricePaisa, offer: before.offerPricePaisa, stock: before.stock },
  );
  await checkReferences(ctx.db, fields, id);
  const slug = await usableSlug(ctx.db, fields, id);
  if (await productWith(ctx.db, 'sku', fields.sku, id)) throw skuTaken(fields.sku);
  const columns = columnsOf(fields, slug);
  try {
    await ctx.db.transaction(async (tx) => {
      const current = await lockEditorProduct(tx, id);
      if (!current) throw new NotFoundError(M.notFound);
      refuseStale(current, fields.updated_at);
      const relatedBefore = (await findRelated(tx, id)).map((r) => r.id);
      if (fields.stock !== undefined && fields.stock !== current.stock) {
        await withStockReason(tx, { reason: 'edit', actorId: ctx.actor.staff.id });
      }
      await tx
        .update(products)
        .set({ ...columns, stock, updatedAt: new Date() })
        .where(eq(products.id, id));
      if (slug !== current.slug) await moveSlug(tx, id, current.slug, slug);
      await writeRelated(tx, id, fields.related_ids);
      await audit(tx, auditContextOf(ctx), {
        action: 'product.update',
        entity: 'product',
        entityId: id,
        before: auditView(
          { ...columnsOf(fieldsOfRow(current), current.slug), description: current.description },
          current.stock,
          relatedBefore,
        ),
        after: auditView(columns, stock, fields.related_ids),
      });
    });
    return await answer(ctx.db, id, fields.active ? M.saved(fields.title) : M.savedInactive(fields.title));
  } catch (err) {
    throw conflictOf(err, slug, fields.sku);
  }
}

/** A stored row read back as fields, so before and after are audited in the same shape. */
function fieldsOfRow(row: LockedProduct): ProductFields {
  return {
    title: row.title,
    slug: row.slug,
    sku: row.sku,
    brand_id: row.brandId,
    category_id: row.categoryId,
    price: row.pricePaisa === 0 ? null : row.pricePaisa,
    offer_price: row.offerPricePaisa,
    on_request: row.onRequest,
    unit: row.unit,
    hs_code: row.hsCode,
    stock: row.stock,
    low_stock_at: row.lowStockAt,
    color: row.color,
    size: row.size,
    summary: row.summary,
    description: null,
    specs: row.specs,
    gallery: photosOf(row),
    datasheet_url: row.datasheetUrl,
    featured: row.featured,
    active: row.active,
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    seo_keyword: row.seoKeyword,
    related_ids: [],
  };
}
