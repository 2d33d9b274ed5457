import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { cartLines } from '../../db/schema/cart.ts';
import { products } from '../../db/schema/catalog.ts';
import { orderItems, orderStatusHistory, orders, shippingAddresses } from '../../db/schema/orders.ts';
import type { Database } from '../../platform/database.ts';

/** Drizzle queries of placing an order. Locks are taken by the service in one fixed order. */

/** Bounds the wait for a row another checkout holds: a queue that long answers 'Please try again'. */
export async function limitLockWait(tx: Database, ms: number) {
  await tx.execute(sql.raw(`SET LOCAL lock_timeout = '${Math.trunc(ms)}ms'`));
}

/** An order this customer already placed with an Idempotency-Key. */
export async function findOrderByKey(tx: Database, userId: number, key: string) {
  const [row] = await tx
    .select({ orderNumber: orders.orderNumber, requestHash: orders.requestHash, totalPaisa: orders.totalPaisa })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row ?? null;
}

/** The customer's bag lines, locked, in id order. */
export function lockCartLines(tx: Database, userId: number) {
  return tx
    .select({ id: cartLines.id, productId: cartLines.productId, quantity: cartLines.quantity })
    .from(cartLines)
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.id))
    .for('update');
}

/** The products of the bag, locked in id order (every checkout locks them in the same order: no deadlock). */
export function lockProducts(tx: Database, ids: number[]) {
  return tx
    .select({
      id: products.id,
      title: products.title,
      image: products.image,
      color: products.color,
      size: products.size,
      active: products.active,
      onRequest: products.onRequest,
      pricePaisa: products.pricePaisa,
      offerPricePaisa: products.offerPricePaisa,
      stock: products.stock,
    })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update');
}

/** Takes pieces off the stock; false when fewer are left (the guard backs the lock and the CHECK). */
export async function takeFromStock(tx: Database, productId: number, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}` })
    .where(and(eq(products.id, productId), gte(products.stock, quantity)))
    .returning({ id: products.id });
  return rows.length > 0;
}

export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;
export type NewShippingAddress = Omit<typeof shippingAddresses.$inferInsert, 'orderId'>;

/** The order, its lines, where it goes and its first status, in one go. */
export async function insertOrder(
  tx: Database,
  order: Omit<NewOrder, 'customerName'>,
  items: NewOrderItem[],
  address: NewShippingAddress,
): Promise<number> {
  const [row] = await tx
    .insert(orders)
    .values({ ...order, customerName: address.fullName })
    .returning({ id: orders.id });
  if (!row) throw new Error('order not inserted');
  await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row.id })));
  await tx.insert(shippingAddresses).values({ ...address, orderId: row.id });
  await tx.insert(orderStatusHistory).values({ orderId: row.id, fromStatus: null, toStatus: 'Pending Order', actorId: order.userId });
  return row.id;
}

/** Removes the bought lines from the bag (lines no longer for sale stay, hidden, as the bag keeps them). */
export async function removeBoughtLines(tx: Database, userId: number, lineIds: number[]) {
  await tx.delete(cartLines).where(and(eq(cartLines.userId, userId), inArray(cartLines.id, lineIds)));
}
