import { and, eq, gte, sql } from 'drizzle-orm';
import { walletLedger, wallets } from '../../db/schema/wallet.ts';
import type { Database } from '../../platform/database.ts';

/** Drizzle queries of the wallet: the balance row and its ledger. */

/** The balance now, without a lock (quotes only); 0 for a customer without a wallet row. */
export async function walletBalance(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ balance: wallets.balancePaisa }).from(wallets).where(eq(wallets.userId, userId));
  return row?.balance ?? 0;
}

/**
 * Locks the customer's wallet row (creating an empty one first), the first lock every checkout
 * takes: it also serialises one customer's checkouts, so an Idempotency-Key is checked safely.
 */
export async function lockWallet(tx: Database, userId: number): Promise<number> {
  await tx.insert(wallets).values({ userId, balancePaisa: 0 }).onConflictDoNothing();
  const [row] = await tx.select({ balance: wallets.balancePaisa }).from(wallets).where(eq(wallets.userId, userId)).for('update');
  if (!row) throw new Error(`wallet row missing for user ${userId}`);
  return row.balance;
}

/**
 * Spends from the wallet for an order: the guarded update never takes the balance below zero
 * (and the CHECK constraint backs it), the ledger row is unique per (order, reason). False when
 * the balance is short.
 */
export async function debitWallet(
  tx: Database,
  entry: { userId: number; amountPaisa: number; orderId: number; reason: string },
): Promise<boolean> {
  const updated = await tx
    .update(wallets)
    .set({ balancePaisa: sql`${wallets.balancePaisa} - ${entry.amountPaisa}`, updatedAt: sql`now()` })
    .where(and(eq(wallets.userId, entry.userId), gte(wallets.balancePaisa, entry.amountPaisa)))
    .returning({ balance: wallets.balancePaisa });
  if (updated.length === 0) return false;
  await tx.insert(walletLedger).values({
    userId: entry.userId,
    kind: 'debit',
    amountPaisa: entry.amountPaisa,
    reason: entry.reason,
    orderId: entry.orderId,
    actorId: entry.userId,
  });
  return true;
}

/**
 * Gives an order's wallet spend back (a cancelled order): a credit row, unique per (order,
 * reason) like the debit, so a refund happens at most once.
 */
export async function refundWallet(
  tx: Database,
  entry: { userId: number; amountPaisa: number; orderId: number; reason: string; actorId: number | null },
): Promise<void> {
  await tx.insert(wallets).values({ userId: entry.userId, balancePaisa: 0 }).onConflictDoNothing();
  await tx
    .update(wallets)
    .set({ balancePaisa: sql`${wallets.balancePaisa} + ${entry.amountPaisa}`, updatedAt: sql`now()` })
    .where(eq(wallets.userId, entry.userId));
  await tx.insert(walletLedger).values({
    userId: entry.userId,
    kind: 'credit',
    amountPaisa: entry.amountPaisa,
    reason: entry.reason,
    orderId: entry.orderId,
    actorId: entry.actorId,
  });
}
