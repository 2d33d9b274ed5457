import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { brands, categories, productRelated, productSlugRedirects, products } from '../../db/schema/catalog.ts';
import type { Database } from '../../platform/database.ts';

/** The product editor's queries (issue #16): one product with what the form shows, and the checks its writes need. */

const brand = alias(brands, 'editor_brand');
const category = alias(categories, 'editor_category');

const editorColumns = {
  id: products.id,
  title: products.title,
  slug: products.slug,
  sku: products.sku,
  brandId: products.brandId,
  categoryId: products.categoryId,
  pricePaisa: products.pricePaisa,
  offerPricePaisa: products.offerPricePaisa,
  onRequest: products.onRequest,
  unit: products.unit,
  hsCode: products.hsCode,
  stock: products.stock,
  lowStockAt: products.lowStockAt,
  color: products.color,
  size: products.size,
  summary: products.summary,
  description: products.description,
  specs: products.specs,
  image: products.image,
  gallery: products.gallery,
  datasheetUrl: products.datasheetUrl,
  featured: products.featured,
  active: products.active,
  seoTitle: products.seoTitle,
  seoDescription: products.seoDescription,
  seoKeyword: products.seoKeyword,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

/** One product, any state, with its brand's and category's names; undefined when unknown. */
export async function findEditorProduct(db: Database, id: number) {
  const [row] = await db
    .select({ ...editorColumns, brandTitle: brand.title, categoryTitle: category.title })
    .from(products)
    .leftJoin(brand, eq(brand.id, products.brandId))
    .leftJoin(category, eq(category.id, products.categoryId))
    .where(eq(products.id, id))
    .limit(1);
  return row;
}
export type EditorProductRow = NonNullable<Awaited<ReturnType<typeof findEditorProduct>>>;

/** The product's row, locked for the rest of the transaction (an edit reads and writes one version). */
export async function lockEditorProduct(tx: Database, id: number) {
  const [row] = await tx.select(editorColumns).from(products).where(eq(products.id, id)).for('update').limit(1);
  return row;
}
export type LockedProduct = NonNullable<Awaited<ReturnType<typeof lockEditorProduct>>>;

/** Related products in the editor's order. */
export function findRelated(db: Database, productId: number) {
  return db
    .select({ id: products.id, title: products.title, sku: products.sku, slug: products.slug, active: products.active })
    .from(productRelated)
    .innerJoin(products, eq(products.id, productRelated.relatedId))
    .where(eq(productRelated.productId, productId))
    .orderBy(asc(productRelated.position));
}

export async function findOldSlugs(db: Database, productId: number): Promise<string[]> {
  const rows = await db
    .select({ slug: productSlugRedirects.oldSlug })
    .from(productSlugRedirects)
    .where(eq(productSlugRedirects.productId, productId))
    .orderBy(asc(productSlugRedirects.createdAt), asc(productSlugRedirects.oldSlug));
  return rows.map((r) => r.slug);
}

/** Another product (not `exceptId`) with this value in a unique column, if any. */
export async function productWith(db: Database, column: 'slug' | 'sku', value: string, exceptId?: number) {
  const match = column === 'slug' ? eq(products.slug, value) : sql`lower(${products.sku}) = lower(${value})`;
  const [row] = await db
    .select({ id: products.id, title: products.title })
    .from(products)
    .where(exceptId === undefined ? match : and(match, ne(products.id, exceptId)))
    .limit(1);
  return row;
}

/** The product an old slug redirects to, if any. */
export async function redirectOf(db: Database, slug: string) {
  const [row] = await db
    .select({ productId: products.id, title: products.title, slug: products.slug, active: products.active })
    .from(productSlugRedirects)
    .innerJoin(products, eq(products.id, productSlugRedirects.productId))
    .where(eq(productSlugRedirects.oldSlug, slug))
    .limit(1);
  return row;
}

export async function brandExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, id)).limit(1);
  return row !== undefined;
}

export async function categoryExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).limit(1);
  return row !== undefined;
}

/** How many of these product ids exist. */
export async function countProducts(db: Database, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .where(inArray(products.id, [...ids]));
  return row?.n ?? 0;
}

/** Replaces a product's related products with these, in this order. */
export async function writeRelated(tx: Database, productId: number, relatedIds: readonly number[]): Promise<void> {
  await tx.delete(productRelated).where(eq(productRelated.productId, productId));
  if (relatedIds.length > 0) {
    await tx.insert(productRelated).values(relatedIds.map((relatedId, position) => ({ productId, relatedId, position })));
  }
}

/**
 * A slug change: the old slug now redirects to the product; the new one, if it was one of the
 * product's own old slugs, stops redirecting (the product has it back).
 */
export async function moveSlug(tx: Database, productId: number, oldSlug: string, newSlug: string): Promise<void> {
  await tx.delete(productSlugRedirects).where(eq(productSlugRedirects.oldSlug, newSlug));
  await tx
    .insert(productSlugRedirects)
    .values({ oldSlug, productId })
    .onConflictDoUpdate({ target: productSlugRedirects.oldSlug, set: { productId, createdAt: sql`now()` } });
}
