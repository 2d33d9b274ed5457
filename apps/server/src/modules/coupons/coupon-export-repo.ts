import { and, asc, count, countDistinct, gt, inArray, max, ne, sql, eq } from 'drizzle-orm';
import { couponRedemptions } from '../../db/schema/coupon-redemptions.ts';
import { coupons } from '../../db/schema/coupons.ts';
import { orders } from '../../db/schema/orders.ts';
import type { Database } from '../../platform/database.ts';
import { couponTermColumns } from './repo.ts';

/**
 * The coupons CSV's reads (issue #16): every coupon by id, a batch at a time by keyset, and each
 * batch's usage figures summed for its own coupons only.
 */

/** Up to `limit` coupons after the coupon `afterId`. */
export function findCouponsForExport(db: Database, afterId: number | undefined, limit: number) {
  return db
    .select({ ...couponTermColumns, title: coupons.title, public: coupons.public })
    .from(coupons)
    .where(afterId === undefined ? undefined : gt(coupons.id, afterId))
    .orderBy(asc(coupons.id))
    .limit(limit);
}

/**
 * How these coupons were used: redemptions, customers and the discount given. A cancelled order's redemption is released (its row deleted, coupons/repo.ts
 * releaseRedemption); orders still marked Cancelled are left out too, so neither ever counts.
 * Coupons never used are absent.
 */
export function findCouponUsage(db: Database, couponIds: number[]) {
  if (couponIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      couponId: couponRedemptions.couponId,
      redemptions: count(),
      customers: countDistinct(couponRedemptions.userId),
      discountPaisa: sql<number>`coalesce(sum(${couponRedemptions.amountPaisa}), 0)`.mapWith(Number),
      lastUsedAt: max(couponRedemptions.createdAt),
    })
    .from(couponRedemptions)
    .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
    .where(and(inArray(couponRedemptions.couponId, couponIds), ne(orders.status, 'Cancelled')))
    .groupBy(couponRedemptions.couponId);
}

/** The orders placed with these coupons and not cancelled, and what they come to (as the coupons screen counts them). */
export function findCouponOrders(db: Database, couponIds: number[]) {
  if (couponIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      couponId: sql<number>`${orders.couponId}`.mapWith(Number),
      placed: count(),
      totalPaisa: sql<number>`coalesce(sum(${orders.totalPaisa}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(and(inArray(orders.couponId, couponIds), ne(orders.status, 'Cancelled')))
    .groupBy(orders.couponId);
}
