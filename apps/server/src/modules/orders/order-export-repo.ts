import { type SQL, and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { OrderDeskQuery } from '@suraksha/contracts/admin/order-desk';
import { products } from '../../db/schema/catalog.ts';
import { coupons } from '../../db/schema/coupons.ts';
import { orderItems, orders, shippingAddresses } from '../../db/schema/orders.ts';
import type { Database } from '../../platform/database.ts';
import { deskOrderConditions } from './order-desk-repo.ts';

/**
 * The orders CSV's reads (issue #16): the order desk's filters (deskOrderConditions), a batch at a
 * time by keyset. Newest and oldest go by id (the order orders were placed in: the primary key's
 * index); the total sorts by (total, id). Never an OFFSET, so the 100th batch costs what the first does.
 */

/** Where the last batch ended. */
export interface OrderExportKey {
  id: number;
  totalPaisa: number;
}

function after(sort: OrderDeskQuery['sort'], key: OrderExportKey | undefined): SQL | undefined {
  if (!key) return undefined;
  switch (sort) {
    case 'oldest':
      return gt(orders.id, key.id);
    // A row comparison: the (total, id) index answers it as one range.
    case 'total_desc':
      return sql`(${orders.totalPaisa}, ${orders.id}) < (${key.totalPaisa}, ${key.id})`;
    case 'total_asc':
      return sql`(${orders.totalPaisa}, ${orders.id}) > (${key.totalPaisa}, ${key.id})`;
    default:
      return lt(orders.id, key.id);
  }
}

const ORDERING = {
  newest: [desc(orders.id)],
  oldest: [asc(orders.id)],
  total_desc: [desc(orders.totalPaisa), desc(orders.id)],
  total_asc: [asc(orders.totalPaisa), asc(orders.id)],
} as const;

/** Up to `limit` orders under the query after `key`, with their address and coupon code. */
export function findOrdersForExport(db: Database, query: OrderDeskQuery, key: OrderExportKey | undefined, limit: number) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      customerName: orders.customerName,
      email: orders.email,
      phone: orders.phone,
      company: shippingAddresses.company,
      street: shippingAddresses.street,
      city: shippingAddresses.city,
      province: shippingAddresses.state,
      country: shippingAddresses.country,
      postal: shippingAddresses.postal,
      subtotalPaisa: orders.subtotalPaisa,
      discountPaisa: orders.discountPaisa,
      shippingPaisa: orders.shippingPaisa,
      couponCode: coupons.code,
      couponPaisa: orders.couponPaisa,
      walletPaisa: orders.walletPaisa,
      totalPaisa: orders.totalPaisa,
    })
    .from(orders)
    .innerJoin(shippingAddresses, eq(shippingAddresses.orderId, orders.id))
    .leftJoin(coupons, eq(coupons.id, orders.couponId))
    .where(and(deskOrderConditions(query), after(query.sort, key)))
    .orderBy(...ORDERING[query.sort ?? 'newest'])
    .limit(limit);
}

/** The lines of these orders (one query for a whole batch), with the product's SKU when it still exists. */
export function findOrderLines(db: Database, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: orderItems.orderId,
      name: orderItems.name,
      sku: products.sku,
      color: orderItems.color,
      size: orderItems.size,
      quantity: orderItems.quantity,
      unitPricePaisa: orderItems.unitPricePaisa,
      amountPaisa: orderItems.amountPaisa,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.id));
}
