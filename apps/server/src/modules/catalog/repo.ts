import { and, asc, desc, eq, isNull } from 'drizzle-orm';
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
  image: string | null;
  unit: string;
  onRequest: boolean;
  pricePaisa: number;
  offerPricePaisa: number | null;
  brand: string | null;
  category: string | null;
};

function cards(db: Database) {
  return db
    .select(cardColumns)
    .from(products)
    .leftJoin(brand, eq(brand.id, products.brandId))
    .leftJoin(category, eq(category.id, products.categoryId));
}

export function listNewestProducts(db: Database, limit: number): Promise<ProductCardRow[]> {
  return cards(db).where(eq(products.active, true)).orderBy(desc(products.createdAt), desc(products.id)).limit(limit);
}

export function listFeaturedProducts(db: Database, limit: number): Promise<ProductCardRow[]> {
  return cards(db)
    .where(and(eq(products.active, true), eq(products.featured, true)))
    .orderBy(asc(products.title))
    .limit(limit);
}

const linkColumns = (t: typeof brands | typeof categories) => ({ id: t.id, title: t.title, slug: t.slug, image: t.image });

export function listBrands(db: Database) {
  return db.select({ ...linkColumns(brands), featured: brands.featured }).from(brands).orderBy(asc(brands.position), asc(brands.title));
}

export function listTopCategories(db: Database) {
  return db
    .select({ ...linkColumns(categories), featured: categories.featured })
    .from(categories)
    .where(isNull(categories.parentId))
    .orderBy(asc(categories.position), asc(categories.title));
}

export function listAllCategories(db: Database) {
  return db
    .select({ ...linkColumns(categories), parentId: categories.parentId })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.title));
}
