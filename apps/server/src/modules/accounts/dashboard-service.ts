import type { MyServiceRequestsResponse, WalletReferResponse } from '@suraksha/contracts/accounts';
import { paisaToRupees } from '@suraksha/domain/money';
import { dayInNepal } from '@suraksha/domain/nepal-time';
import type { Database } from '../../platform/database.ts';
import { maskName } from '../referrals/mask-name.ts';
import { listReferredPeople } from '../referrals/repo.ts';
import { listRedeemedCoupons, listServiceRequestsOf } from './dashboard-repo.ts';

const REFERRAL_LABEL = { registered: 'Registered', verified: 'Verified', rewarded: 'Rewarded' } as const;
const REQUEST_LABEL = { new: 'New', in_progress: 'In progress', closed: 'Closed' } as const;

/** Earn & Refer: who joined with the customer's code (names masked, as POST /customer/refers), and the coupons they redeemed. */
export async function getWalletRefer(db: Database, userId: number): Promise<WalletReferResponse> {
  const [people, redeemed] = await Promise.all([listReferredPeople(db, userId), listRedeemedCoupons(db, userId)]);
  return {
    result: 'success',
    referrals: people.map((p) => ({ name: maskName(p.name), joined_on: dayInNepal(p.createdAt), status: REFERRAL_LABEL[p.status] })),
    redeemed_coupons: redeemed.map((c) => ({
      code: c.code,
      title: c.title,
      amount: paisaToRupees(c.amountPaisa),
      date: dayInNepal(c.createdAt),
      order_name: c.orderNumber,
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
