import { asc, eq } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import { products } from '../../db/schema/catalog.ts';
import { coupons } from '../../db/schema/coupons.ts';
import { orderItems, orderStatusHistory, orders } from '../../db/schema/orders.ts';
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
      totalPaisa: orders.totalPaisa,
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
