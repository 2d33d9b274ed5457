import type { MyOrdersResponse, MyServiceRequestsResponse, WalletReferResponse } from '@suraksha/contracts/accounts';
import { paisaToRupees } from '@suraksha/domain/money';
import type { Database } from '../../platform/database.ts';
import { listOrdersOf, listRedeemedCoupons, listReferredPeople, listServiceRequestsOf } from './dashboard-repo.ts';

/** A day as the shop lives it: Nepal time (UTC+5:45), so an order at 1 a.m. is not shown as yesterday. */
export function dayInNepal(at: Date): string {
  // Assembled from parts: a Node without full ICU may not know the locales that print YYYY-MM-DD.
  const parts = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Kathmandu', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const REFERRAL_LABEL = { registered: 'Registered', verified: 'Verified', rewarded: 'Rewarded' } as const;
const REQUEST_LABEL = { new: 'New', in_progress: 'In progress', closed: 'Closed' } as const;

/** Earn & Refer: who joined with the customer's code, and the coupons they redeemed. */
export async function getWalletRefer(db: Database, userId: number): Promise<WalletReferResponse> {
  const [people, redeemed] = await Promise.all([listReferredPeople(db, userId), listRedeemedCoupons(db, userId)]);
  return {
    result: 'success',
    referrals: people.map((p) => ({ name: p.name, joined_on: dayInNepal(p.createdAt), status: REFERRAL_LABEL[p.status] })),
    redeemed_coupons: redeemed.map((c) => ({ code: c.code, title: c.title, amount: paisaToRupees(c.amountPaisa), date: dayInNepal(c.createdAt), order_name: c.orderNumber })),
  };
}

/** My Orders, newest first. */
export async function getMyOrders(db: Database, userId: number): Promise<MyOrdersResponse> {
  const rows = await listOrdersOf(db, userId);
  return {
    result: 'success',
    orders: rows.map((o) => ({
      slug: o.orderNumber,
      order_name: o.orderNumber,
      date: dayInNepal(o.createdAt),
      created_date: o.createdAt.toISOString(),
      method: o.paymentMethod,
      status: o.status,
      total: paisaToRupees(o.totalPaisa),
    })),
  };
}

/** My Service, newest first. */
export async function getMyServiceRequests(db: Database, userId: number): Promise<MyServiceRequestsResponse> {
  const rows = await listServiceRequestsOf(db, userId);
  return {
    result: 'success',
    service_requests: rows.map((r) => ({
      reference: r.reference,
      service: r.service,
      status: REQUEST_LABEL[r.status],
      created_date: dayInNepal(r.createdAt),
      preferred_date: r.preferredDate,
    })),
  };
}
