import { type SQL, count, desc, eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import { products } from '../../db/schema/catalog.ts';
import { orders } from '../../db/schema/orders.ts';
import { stockMovements } from '../../db/schema/stock.ts';
import type { Database } from '../../platform/database.ts';

/** One product's stock as the back office reads it: the product, its movements and their sum. */

const stockProductColumns = {
  id: products.id,
  title: products.title,
  sku: products.sku,
  stock: products.stock,
  lowStockAt: products.lowStockAt,
  active: products.active,
  onRequest: products.onRequest,
};

export async function findStockProduct(db: Database, id: number) {
  const [row] = await db.select(stockProductColumns).from(products).where(eq(products.id, id)).limit(1);
  return row;
}
export type StockProductRow = NonNullable<Awaited<ReturnType<typeof findStockProduct>>>;

/** The product locked for a change of its threshold; undefined for an unknown id. */
export async function lockStockProduct(tx: Database, id: number) {
  const [row] = await tx.select(stockProductColumns).from(products).where(eq(products.id, id)).for('update').limit(1);
  return row;
}

export async function setLowStockAt(tx: Database, id: number, lowStockAt: number) {
  await tx.update(products).set({ lowStockAt, updatedAt: new Date() }).where(eq(products.id, id));
}

/**
 * A page of the product's movements, newest first (the (product_id, id) index reads them in order),
 * with the staff member's name and the order a reference names.
 */
export function findMovements(db: Database, productId: number, limit: number, offset: number) {
  return db
    .select({
      id: stockMovements.id,
      at: stockMovements.at,
      delta: stockMovements.delta,
      stockAfter: stockMovements.stockAfter,
      reason: stockMovements.reason,
      reference: stockMovements.reference,
      orderNumber: orders.orderNumber,
      by: users.name,
    })
    .from(stockMovements)
    .leftJoin(users, eq(users.id, stockMovements.actorId))
    .leftJoin(orders, eq(orders.orderNumber, stockMovements.reference))
    .where(eq(stockMovements.productId, productId))
    .orderBy(desc(stockMovements.id))
    .limit(limit)
    .offset(offset);
}

/** How many movements the product has and what they add up to. */
export async function movementTotals(db: Database, productId: number): Promise<{ n: number; sum: number }> {
  const sum: SQL<number> = sql<number>`coalesce(sum(${stockMovements.delta}), 0)::int`;
  const [row] = await db.select({ n: count(), sum }).from(stockMovements).where(eq(stockMovements.productId, productId));
  return { n: row?.n ?? 0, sum: Number(row?.sum ?? 0) };
}
