import { desc, eq } from 'drizzle-orm';
import { services } from '../../db/schema/content.ts';
import { couponRedemptions } from '../../db/schema/coupon-redemptions.ts';
import { coupons } from '../../db/schema/coupons.ts';
import { serviceRequests } from '../../db/schema/forms.ts';
import { orders } from '../../db/schema/orders.ts';
import type { Database } from '../../platform/database.ts';

/**
 * Read-only queries behind the customer dashboard (My Service, Earn & Refer's redeemed coupons).
 * They only ever read the signed-in customer's own rows. My Orders reads through modules/orders,
 * the referred people through modules/referrals.
 */

const LIST_LIMIT = 200;

export function listRedeemedCoupons(db: Database, userId: number) {
  return db
    .select({
      code: coupons.code,
      title: coupons.title,
      amountPaisa: couponRedemptions.amountPaisa,
      createdAt: couponRedemptions.createdAt,
      orderNumber: orders.orderNumber,
    })
    .from(couponRedemptions)
    .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
    .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
    .where(eq(couponRedemptions.userId, userId))
    .orderBy(desc(couponRedemptions.createdAt))
    .limit(LIST_LIMIT);
}

export function listServiceRequestsOf(db: Database, userId: number) {
  return db
    .select({
      reference: serviceRequests.reference,
      service: services.title,
      status: serviceRequests.status,
      createdAt: serviceRequests.createdAt,
      preferredDate: serviceRequests.preferredDate,
    })
    .from(serviceRequests)
    .leftJoin(services, eq(services.id, serviceRequests.serviceId))
    .where(eq(serviceRequests.userId, userId))
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
    .limit(LIST_LIMIT);
}
