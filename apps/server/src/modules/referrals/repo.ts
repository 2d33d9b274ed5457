import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import { referrals, walletLedger, wallets } from '../../db/schema/wallet.ts';
import type { Database } from '../../platform/database.ts';

/** Queries of the refer-and-earn programme: who referred whom, and the reward in the wallet. */

const LIST_LIMIT = 200;

/** The people who joined with the customer's code, newest first. */
export function listReferredPeople(db: Database, referrerId: number) {
  return db
    .select({ name: users.name, createdAt: referrals.createdAt, status: referrals.status })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referredId))
    .where(eq(referrals.referrerId, referrerId))
    .orderBy(desc(referrals.createdAt), desc(referrals.id))
    .limit(LIST_LIMIT);
}

/**
 * The referral of this customer that has not paid out yet, locked until the transaction ends.
 * A second delivery waiting on the lock finds it rewarded and gets nothing.
 */
export async function lockUnrewardedReferral(tx: Database, referredId: number) {
  const [row] = await tx
    .select({ id: referrals.id, referrerId: referrals.referrerId })
    .from(referrals)
    .where(and(eq(referrals.referredId, referredId), ne(referrals.status, 'rewarded')))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** Records who referred a new customer (the reward comes with orders). */
export async function insertReferral(tx: Database, referrerId: number, referredId: number) {
  await tx.insert(referrals).values({ referrerId, referredId });
}

/** A referred customer verified their address: the referral moves on from 'registered'. */
export async function markReferralVerified(tx: Database, referredId: number) {
  await tx
    .update(referrals)
    .set({ status: 'verified' })
    .where(and(eq(referrals.referredId, referredId), eq(referrals.status, 'registered')));
}

export async function markReferralRewarded(tx: Database, referralId: number, at: Date) {
  await tx.update(referrals).set({ status: 'rewarded', rewardedAt: at }).where(eq(referrals.id, referralId));
}

/** A wallet credit: the ledger row and the balance move together, in the caller's transaction. */
export async function creditWallet(
  tx: Database,
  credit: { userId: number; amountPaisa: number; reason: string; orderId: number | null; actorId: number | null; at: Date },
) {
  await tx.insert(walletLedger).values({
    userId: credit.userId,
    kind: 'credit',
    amountPaisa: credit.amountPaisa,
    reason: credit.reason,
    orderId: credit.orderId,
    actorId: credit.actorId,
    createdAt: credit.at,
  });
  await tx
    .insert(wallets)
    .values({ userId: credit.userId, balancePaisa: credit.amountPaisa, updatedAt: credit.at })
    .onConflictDoUpdate({
      target: wallets.userId,
      set: { balancePaisa: sql`${wallets.balancePaisa} + ${credit.amountPaisa}`, updatedAt: credit.at },
    });
}

export async function findReferrerContact(tx: Database, userId: number) {
  const [row] = await tx
    .select({ name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
