import { type SQL, and, asc, count, desc, eq, lte, sql } from 'drizzle-orm';
import { brands, products } from '../../db/schema/catalog.ts';
import type { Database } from '../../platform/database.ts';

/**
 * Low stock (issue #16): an active product sold from stock (not on request) with its own threshold
 * (products.low_stock_at) or fewer pieces. The back office's list and the home's card read it the
 * same way; a partial index (migration 0022) holds exactly these rows in this order.
 */
export const lowStockCondition: SQL = and(
  eq(products.active, true),
  eq(products.onRequest, false),
  lte(products.stock, products.lowStockAt),
) as SQL;

/** How far under its threshold: the list's order, most short first. */
export const shortBy = sql<number>`(${products.lowStockAt} - ${products.stock})`.mapWith(Number);

/** Low-stock products, most short first (then fewest left, then by id), `limit` from `offset`. */
export function findLowStock(db: Database, limit: number, offset: number) {
  return db
    .select({
      id: products.id,
      title: products.title,
      sku: products.sku,
      slug: products.slug,
      brand: brands.title,
      stock: products.stock,
      lowStockAt: products.lowStockAt,
      shortBy,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(lowStockCondition)
    .orderBy(desc(shortBy), asc(products.stock), asc(products.id))
    .limit(limit)
    .offset(offset);
}

export async function countLowStock(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(lowStockCondition);
  return row?.n ?? 0;
}
