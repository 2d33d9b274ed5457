import { and, asc, count, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import { products } from '../../db/schema/catalog.ts';
import { coupons } from '../../db/schema/coupons.ts';
import { codCollections, orderItems, orderStatusHistory, orders } from '../../db/schema/orders.ts';
import type { Database } from '../../platform/database.ts';

/** One order as the order desk opens it (issue #15): queries only, the service shapes the answer. */

export async function findDeskOrder(db: Database, orderNumber: string) {
  const [row] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      createdAt: orders.createdAt,
      paymentMethod: orders.paymentMethod,
      customerId: users.id,
      customerName: users.name,
      customerEmail: users.email,
      customerPhone: orders.phone,
      subtotalPaisa: orders.subtotalPaisa,
      shippingPaisa: orders.shippingPaisa,
      couponPaisa: orders.couponPaisa,
      couponCode: coupons.code,
      walletPaisa: orders.walletPaisa,
      vatAddedPaisa: orders.vatAddedPaisa,
      totalPaisa: orders.totalPaisa,
      buyerPan: orders.buyerPan,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(coupons, eq(coupons.id, orders.couponId))
    .where(eq(orders.orderNumber, orderNumber))
    .limit(1);
  return row ?? null;
}

/** The lines with the SKU of their product (null once the product is deleted), in the order they were bought. */
export function listDeskOrderItems(db: Database, orderId: number) {
  return db
    .select({
      name: orderItems.name,
      image: orderItems.image,
      sku: products.sku,
      quantity: orderItems.quantity,
      unitPricePaisa: orderItems.unitPricePaisa,
      amountPaisa: orderItems.amountPaisa,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

/** Every status change, oldest first, with the name and role of who made it (none for the shop itself). */
export function listOrderHistory(db: Database, orderId: number) {
  return db
    .select({
      from: orderStatusHistory.fromStatus,
      to: orderStatusHistory.toStatus,
      at: orderStatusHistory.createdAt,
      by: users.name,
      byRole: users.role,
      reason: orderStatusHistory.reason,
    })
    .from(orderStatusHistory)
    .leftJoin(users, eq(users.id, orderStatusHistory.actorId))
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
}

/** The cash recorded for an order, with who took it. */
export async function findCodCollection(db: Database, orderId: number) {
  const [row] = await db
    .select({ amountPaisa: codCollections.amountPaisa, by: users.name, at: codCollections.collectedAt, note: codCollections.note })
    .from(codCollections)
    .innerJoin(users, eq(users.id, codCollections.collectedBy))
    .where(eq(codCollections.orderId, orderId))
    .limit(1);
  return row ?? null;
}

/** Records the cash once: false when the order already has its record (the unique order id decides, under any race). */
export async function insertCodCollection(
  tx: Database,
  row: { orderId: number; amountPaisa: number; collectedBy: number; note: string | null },
): Promise<boolean> {
  const inserted = await tx
    .insert(codCollections)
    .values(row)
    .onConflictDoNothing({ target: codCollections.orderId })
    .returning({ id: codCollections.id });
  return inserted.length === 1;
}

/** Each staff member's collections in [from, to), and the collections that differ from their order's total. */
export async function codBetween(db: Database, from: Date, to: Date) {
  const inDay = and(gte(codCollections.collectedAt, from), lt(codCollections.collectedAt, to));
  const [byStaff, differences] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        role: users.role,
        orders: count(),
        amountPaisa: sql<number>`sum(${codCollections.amountPaisa})::bigint`,
      })
      .from(codCollections)
      .innerJoin(users, eq(users.id, codCollections.collectedBy))
      .where(inDay)
      .groupBy(users.id, users.name, users.role)
      .orderBy(asc(users.name)),
    db
      .select({
        orderNumber: orders.orderNumber,
        totalPaisa: orders.totalPaisa,
        amountPaisa: codCollections.amountPaisa,
        note: codCollections.note,
        by: users.name,
      })
      .from(codCollections)
      .innerJoin(orders, eq(orders.id, codCollections.orderId))
      .innerJoin(users, eq(users.id, codCollections.collectedBy))
      .where(and(inDay, ne(codCollections.amountPaisa, orders.totalPaisa)))
      .orderBy(asc(codCollections.collectedAt)),
  ]);
  return { byStaff, differences };
}

/** Which of these order numbers exist. */
export async function existingOrderNumbers(db: Database, numbers: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .select({ number: orders.orderNumber })
    .from(orders)
    .where(inArray(orders.orderNumber, [...numbers]));
  return new Set(rows.map((r) => r.number));
}
