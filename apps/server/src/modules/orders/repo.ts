import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { products } from '../../db/schema/catalog.ts';
import { users } from '../../db/schema/accounts.ts';
import { coupons } from '../../db/schema/coupons.ts';
import { orderItems, orderStatusHistory, orders, shippingAddresses } from '../../db/schema/orders.ts';
import type { OrderStatus } from '@suraksha/domain/order-status';
import type { Database } from '../../platform/database.ts';

/** Queries behind My Orders, the invoice and the status machine; no rules here. */

const LIST_LIMIT = 200;

export function listOrdersOf(db: Database, userId: number) {
  return db
    .select({
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      paymentMethod: orders.paymentMethod,
      status: orders.status,
      totalPaisa: orders.totalPaisa,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(LIST_LIMIT);
}

/** The order with this number IF it belongs to the user: another customer's order is simply not found. */
export function findOwnOrder(db: Database, userId: number, orderNumber: string) {
  return findInvoiceOrder(db, orderNumber, userId);
}

/** The order with this number as its invoice prints it; with a user, only if it is theirs (staff print any). */
export async function findInvoiceOrder(db: Database, orderNumber: string, userId?: number) {
  const [row] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      email: orders.email,
      phone: orders.phone,
      subtotalPaisa: orders.subtotalPaisa,
      shippingPaisa: orders.shippingPaisa,
      discountPaisa: orders.discountPaisa,
      couponPaisa: orders.couponPaisa,
      couponCode: coupons.code,
      walletPaisa: orders.walletPaisa,
      totalPaisa: orders.totalPaisa,
      createdAt: orders.createdAt,
      updatedAt: orders.updatedAt,
      customerName: users.name,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(coupons, eq(coupons.id, orders.couponId))
    .where(and(eq(orders.orderNumber, orderNumber), userId === undefined ? undefined : eq(orders.userId, userId)))
    .limit(1);
  return row ?? null;
}

export function listOrderItems(db: Database, orderId: number) {
  return db
    .select({
      name: orderItems.name,
      image: orderItems.image,
      color: orderItems.color,
      size: orderItems.size,
      quantity: orderItems.quantity,
      unitPricePaisa: orderItems.unitPricePaisa,
      amountPaisa: orderItems.amountPaisa,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

export async function findShippingAddress(db: Database, orderId: number) {
  const [row] = await db
    .select({
      fullName: shippingAddresses.fullName,
      company: shippingAddresses.company,
      email: shippingAddresses.email,
      phone: shippingAddresses.phone,
      street: shippingAddresses.street,
      city: shippingAddresses.city,
      state: shippingAddresses.state,
      district: shippingAddresses.district,
      municipality: shippingAddresses.municipality,
      ward: shippingAddresses.ward,
      country: shippingAddresses.country,
      postal: shippingAddresses.postal,
    })
    .from(shippingAddresses)
    .where(eq(shippingAddresses.orderId, orderId))
    .limit(1);
  return row ?? null;
}

/** The order row, locked until the transaction ends: status changes of one order queue up here. */
export async function lockOrderByNumber(tx: Database, orderNumber: string) {
  const [row] = await tx
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      userId: orders.userId,
      status: orders.status,
      email: orders.email,
      walletPaisa: orders.walletPaisa,
      language: orders.language,
    })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function recordStatusChange(
  tx: Database,
  change: { orderId: number; from: OrderStatus; to: OrderStatus; actorId: number | null; reason: string | null; at: Date },
) {
  await tx.update(orders).set({ status: change.to, updatedAt: change.at }).where(eq(orders.id, change.orderId));
  await tx.insert(orderStatusHistory).values({
    orderId: change.orderId,
    fromStatus: change.from,
    toStatus: change.to,
    actorId: change.actorId,
    reason: change.reason,
    createdAt: change.at,
  });
}

export async function customerName(tx: Database, userId: number): Promise<string> {
  const [row] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? '';
}

/**
 * Puts a cancelled order's pieces back on the shelf, product by product in id order (the order
 * checkout locks products in). Lines whose product was deleted since have nowhere to go.
 */
export async function returnToStock(tx: Database, orderId: number) {
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.productId)))
    .orderBy(asc(orderItems.productId));
  for (const line of lines) {
    if (line.productId === null) continue;
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}` })
      .where(eq(products.id, line.productId));
  }
}
