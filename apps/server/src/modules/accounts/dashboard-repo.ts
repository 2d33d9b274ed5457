import { desc, eq } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import { services } from '../../db/schema/content.ts';
import { couponRedemptions, coupons } from '../../db/schema/coupons.ts';
import { serviceRequests } from '../../db/schema/forms.ts';
import { orders } from '../../db/schema/orders.ts';
import { referrals } from '../../db/schema/wallet.ts';
import type { Database } from '../../platform/database.ts';

/**
 * Read-only queries behind the customer dashboard (My Orders, My Service, Earn & Refer).
 * They only ever read the signed-in customer's own rows. Orders, service requests and coupons
 * are written by their own modules; these lists can move there when those grow their own reads.
 */

const LIST_LIMIT = 200;

export function listReferredPeople(db: Database, referrerId: number) {
  return db
    .select({ name: users.name, createdAt: referrals.createdAt, status: referrals.status })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referredId))
    .where(eq(referrals.referrerId, referrerId))
    .orderBy(desc(referrals.createdAt))
    .limit(LIST_LIMIT);
}

export function listRedeemedCoupons(db: Database, userId: number) {
  return db
    .select({ code: coupons.code, title: coupons.title, amountPaisa: couponRedemptions.amountPaisa, createdAt: couponRedemptions.createdAt, orderNumber: orders.orderNumber })
    .from(couponRedemptions)
    .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
    .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
    .where(eq(couponRedemptions.userId, userId))
    .orderBy(desc(couponRedemptions.createdAt))
    .limit(LIST_LIMIT);
}

export function listOrdersOf(db: Database, userId: number) {
  return db
    .select({ orderNumber: orders.orderNumber, createdAt: orders.createdAt, paymentMethod: orders.paymentMethod, status: orders.status, totalPaisa: orders.totalPaisa })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
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
