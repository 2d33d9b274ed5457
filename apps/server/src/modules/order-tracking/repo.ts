import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { orderItems, orders } from '../../db/schema/orders.ts';
import type { Database } from '../../platform/database.ts';

/**
 * The order with this number and e-mail, and its lines; null when there is none (unknown
 * number, or another customer's e-mail: the caller cannot tell which). The e-mail is compared
 * case-insensitively. Order numbers are stored in capitals (SRK-…); the number is looked up as
 * typed and in capitals, so the unique index on order_number serves the query.
 */
export async function findTrackableOrder(db: Database, email: string, orderNumber: string) {
  const numbers = [...new Set([orderNumber, orderNumber.toUpperCase()])];
  const [order] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      totalPaisa: orders.totalPaisa,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(and(inArray(orders.orderNumber, numbers), eq(sql`lower(${orders.email})`, email.toLowerCase())))
    .limit(1);
  if (!order) return null;
  const items = await db
    .select({ name: orderItems.name, image: orderItems.image, quantity: orderItems.quantity, amountPaisa: orderItems.amountPaisa })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  return { order, items };
}
