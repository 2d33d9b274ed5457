import type { RefersResponse } from '@suraksha/contracts/referrals';
import type { Database } from '../../platform/database.ts';
import { dayInNepal } from '@suraksha/domain/nepal-time';
import { maskName } from './mask-name.ts';
import { listReferredPeople } from './repo.ts';

/** Your Community: the people who joined with the customer's referral code and how far they got. */
export async function getMyReferrals(db: Database, referrerId: number): Promise<RefersResponse> {
  const people = await listReferredPeople(db, referrerId);
  return {
    result: 'success',
    orders: people.map((p) => ({ name: maskName(p.name), status: p.status, date: dayInNepal(p.createdAt) })),
  };
}
