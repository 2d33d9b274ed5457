import { asc, and, eq, gt } from 'drizzle-orm';
import { brands, categories, products } from '../../db/schema/catalog.ts';
import type { Database } from '../../platform/database.ts';
import { type ProductListFilters, productListConditions } from '../product-desk/product-list-repo.ts';

/**
 * The products CSV's read (issue #16): the products under the back-office list's filters (every
 * product with none), by id, a batch at a time by keyset.
 */
export function findProductsForExport(db: Database, filters: ProductListFilters, afterId: number | undefined, limit: number) {
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
      hsCode: products.hsCode,
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
    .where(and(productListConditions(filters), afterId === undefined ? undefined : gt(products.id, afterId)))
    .orderBy(asc(products.id))
    .limit(limit);
}
