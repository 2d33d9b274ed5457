import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { brands, categories, products } from '../../db/schema/catalog.ts';
import type { Database } from '../../platform/database.ts';

const brand = alias(brands, 'brand');
const category = alias(categories, 'category');

/** The active products among `slugs`, with what a comparison column shows. */
export function listComparableProducts(db: Database, slugs: readonly string[]) {
  return db
    .select({
      title: products.title,
      slug: products.slug,
      image: products.image,
      unit: products.unit,
      onRequest: products.onRequest,
      pricePaisa: products.pricePaisa,
      offerPricePaisa: products.offerPricePaisa,
      specs: products.specs,
      brand: brand.title,
      category: category.title,
    })
    .from(products)
    .leftJoin(brand, eq(brand.id, products.brandId))
    .leftJoin(category, eq(category.id, products.categoryId))
    .where(and(inArray(products.slug, [...slugs]), eq(products.active, true)));
}
