import { and, asc, desc, eq, isNull, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { brands, categories, products } from '../../db/schema/catalog.ts';
import type { Database } from '../../platform/database.ts';

const brand = alias(brands, 'brand');
const category = alias(categories, 'category');

/** The columns a product card needs, never more (select, never include). */
const cardColumns = {
  id: products.id,
  title: products.title,
  slug: products.slug,
  sku: products.sku,
  image: products.image,
  unit: products.unit,
  onRequest: products.onRequest,
  pricePaisa: products.pricePaisa,
  offerPricePaisa: products.offerPricePaisa,
  brand: brand.title,
  category: category.title,
};
export type ProductCardRow = {
  id: number;
  title: string;
  slug: string;
  sku: string;
  image: string | null;
  unit: string;
  onRequest: boolean;
  pricePaisa: number;
  offerPricePaisa: number | null;
  brand: string | null;
  category: string | null;
};

/** SELECT of product cards (brand and category titles joined); callers add WHERE, ORDER BY and LIMIT. */
export function selectProductCards(db: Database) {
  return db
    .select(cardColumns)
    .from(products)
    .leftJoin(brand, eq(brand.id, products.brandId))
    .leftJoin(category, eq(category.id, products.categoryId));
}

export function listNewestProducts(db: Database, limit: number): Promise<ProductCardRow[]> {
  return selectProductCards(db).where(eq(products.active, true)).orderBy(desc(products.createdAt), desc(products.id)).limit(limit);
}

export function listFeaturedProducts(db: Database, limit: number): Promise<ProductCardRow[]> {
  return selectProductCards(db)
    .where(and(eq(products.active, true), eq(products.featured, true)))
    .orderBy(asc(products.title))
    .limit(limit);
}

const linkColumns = (t: typeof brands | typeof categories) => ({ id: t.id, title: t.title, slug: t.slug, image: t.image });

export function listBrands(db: Database) {
  return db
    .select({ ...linkColumns(brands), featured: brands.featured })
    .from(brands)
    .where(eq(brands.active, true))
    .orderBy(asc(brands.position), asc(brands.title));
}

export function listTopCategories(db: Database) {
  return db
    .select({ ...linkColumns(categories), featured: categories.featured })
    .from(categories)
    .where(and(isNull(categories.parentId), eq(categories.active, true)))
    .orderBy(asc(categories.position), asc(categories.title));
}

export function listAllCategories(db: Database) {
  return db
    .select({ ...linkColumns(categories), parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.active, true))
    .orderBy(asc(categories.position), asc(categories.title));
}

const seoColumns = (t: typeof brands | typeof categories | typeof products) => ({
  seoTitle: t.seoTitle,
  seoDescription: t.seoDescription,
  seoKeyword: t.seoKeyword,
});

/** Brands with their SEO fields, in shop order (the /brands page). */
export function listBrandsWithSeo(db: Database) {
  return db
    .select({ ...linkColumns(brands), ...seoColumns(brands) })
    .from(brands)
    .where(eq(brands.active, true))
    .orderBy(asc(brands.position), asc(brands.title));
}

export async function findBrandBySlug(db: Database, slug: string) {
  const [row] = await db
    .select({ ...linkColumns(brands), description: brands.description, ...seoColumns(brands) })
    .from(brands)
    .where(and(eq(brands.slug, slug), eq(brands.active, true)))
    .limit(1);
  return row;
}

export async function findCategoryBySlug(db: Database, slug: string) {
  const [row] = await db
    .select({ ...linkColumns(categories), parentId: categories.parentId, description: categories.description, ...seoColumns(categories) })
    .from(categories)
    .where(and(eq(categories.slug, slug), eq(categories.active, true)))
    .limit(1);
  return row;
}

/**
 * The whole category tree as flat rows (a shop has tens of categories, not thousands), inactive ones
 * included: their products stay listed under an active ancestor (decision 0098); callers showing
 * links keep the active ones.
 */
export function listCategoryTree(db: Database) {
  return db
    .select({ id: categories.id, title: categories.title, slug: categories.slug, parentId: categories.parentId, active: categories.active })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.title));
}
export type CategoryTreeRow = Awaited<ReturnType<typeof listCategoryTree>>[number];

/** An active product with what its page shows; undefined when unknown or inactive. */
export async function findActiveProductBySlug(db: Database, slug: string) {
  const [row] = await db
    .select({
      id: products.id,
      title: products.title,
      slug: products.slug,
      sku: products.sku,
      image: products.image,
      gallery: products.gallery,
      unit: products.unit,
      onRequest: products.onRequest,
      pricePaisa: products.pricePaisa,
      offerPricePaisa: products.offerPricePaisa,
      stock: products.stock,
      color: products.color,
      size: products.size,
      summary: products.summary,
      description: products.description,
      specs: products.specs,
      datasheetUrl: products.datasheetUrl,
      ...seoColumns(products),
      categoryId: products.categoryId,
      brandTitle: brand.title,
      brandSlug: brand.slug,
    })
    .from(products)
    .leftJoin(brand, eq(brand.id, products.brandId))
    .where(and(eq(products.slug, slug), eq(products.active, true)))
    .limit(1);
  return row;
}

/** Other active products of a category, newest first. */
export function listRelatedProducts(db: Database, categoryId: number, exceptProductId: number, limit: number): Promise<ProductCardRow[]> {
  return selectProductCards(db)
    .where(and(eq(products.categoryId, categoryId), eq(products.active, true), ne(products.id, exceptProductId)))
    .orderBy(desc(products.featured), desc(products.createdAt), desc(products.id))
    .limit(limit);
}
