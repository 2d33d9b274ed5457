import { asc, eq, gt } from 'drizzle-orm';
import { brands, categories, products } from '../../db/schema/catalog.ts';
import type { Database } from '../../platform/database.ts';

/** The products CSV's read (issue #16): every product, active or not, by id, a batch at a time by keyset. */
export function findProductsForExport(db: Database, afterId: number | undefined, limit: number) {
  return db
    .select({
      id: products.id,
      sku: products.sku,
      title: products.title,
      slug: products.slug,
      brand: brands.title,
      category: categories.title,
      pricePaisa: products.pricePaisa,
      offerPricePaisa: products.offerPricePaisa,
      unit: products.unit,
      stock: products.stock,
      active: products.active,
      onRequest: products.onRequest,
      featured: products.featured,
      createdAt: products.createdAt,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(afterId === undefined ? undefined : gt(products.id, afterId))
    .orderBy(asc(products.id))
    .limit(limit);
}
