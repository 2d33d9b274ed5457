import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@suraksha/domain/constants';
import { and, count, desc, eq, gt, gte, inArray, isNull, lt, max, sql } from 'drizzle-orm';
import { verificationCodes } from '../../db/schema/accounts.ts';
import type { Database } from '../../platform/database.ts';

/**
 * One-time codes sent by e-mail (e-mail verification, password reset): 6 digits from a CSPRNG,
 * stored as a hash, valid 10 minutes, single use, dead after 5 wrong tries. Asking for a new
 * code kills the old one, at most once a minute and 5 times an hour.
 */

export type CodePurpose = (typeof verificationCodes.purpose.enumValues)[number];

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_WRONG_TRIES = 5;
export const RESEND_COOLDOWN_MS = 60 * 1000;
export const MAX_CODES_PER_HOUR = 5;

const hashCode = (userId: number, purpose: CodePurpose, code: string) =>
  createHash('sha256').update(`${userId}:${purpose}:${code}`).digest();

/** Why a new code cannot be sent yet, or null when it can. */
export async function codeRequestRefusal(
  db: Database,
  userId: number,
  purpose: CodePurpose,
  now = new Date(),
): Promise<'wait-a-minute' | 'hourly-limit' | null> {
  const [recent] = await db
    .select({ total: count(), latest: max(verificationCodes.createdAt) })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        gte(verificationCodes.createdAt, new Date(now.getTime() - 60 * 60 * 1000)),
      ),
    );
  if (!recent) return null;
  if (recent.latest && now.getTime() - new Date(recent.latest).getTime() < RESEND_COOLDOWN_MS) return 'wait-a-minute';
  if (recent.total >= MAX_CODES_PER_HOUR) return 'hourly-limit';
  return null;
}

/** A fresh code for the user; every earlier unused code of the same purpose stops working. Returns the code (to mail it). */
export async function createCode(tx: Database, userId: number, purpose: CodePurpose, now = new Date()): Promise<string> {
  await tx
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.usedAt)));
  const code = randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)
    .toString()
    .padStart(VERIFICATION_CODE_LENGTH, '0');
  await tx.insert(verificationCodes).values({
    userId,
    purpose,
    codeHash: hashCode(userId, purpose, code).toString('hex'),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    createdAt: now,
  });
  return code;
}

export type CodeCheck = { outcome: 'accepted' } | { outcome: 'wrong'; triesLeft: number } | { outcome: 'dead' };

/**
 * Checks a code. Each check first spends one of the code's tries in a single UPDATE, so even
 * parallel guesses get 5 in all; only then is the code compared. On a match, `onAccepted` runs
 * in the transaction that marks the code used — a code works once, and its effect happens with it.
 */
export async function checkCode(
  db: Database,
  userId: number,
  purpose: CodePurpose,
  code: string,
  onAccepted: (tx: Database) => Promise<void>,
): Promise<CodeCheck> {
  const now = new Date();
  const alive = and(
    eq(verificationCodes.userId, userId),
    eq(verificationCodes.purpose, purpose),
    isNull(verificationCodes.usedAt),
    gt(verificationCodes.expiresAt, now),
    lt(verificationCodes.attempts, MAX_WRONG_TRIES),
  );
  const latest = db.select({ id: verificationCodes.id }).from(verificationCodes).where(alive).orderBy(desc(verificationCodes.id)).limit(1);
  const [claimed] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(alive, inArray(verificationCodes.id, latest)))
    .returning({ id: verificationCodes.id, codeHash: verificationCodes.codeHash, attempts: verificationCodes.attempts });
  if (!claimed) return { outcome: 'dead' };

  const matches = timingSafeEqual(Buffer.from(claimed.codeHash, 'hex'), hashCode(userId, purpose, code));
  if (!matches) return { outcome: 'wrong', triesLeft: MAX_WRONG_TRIES - claimed.attempts };

  const used = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(verificationCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(verificationCodes.id, claimed.id), isNull(verificationCodes.usedAt)))
      .returning({ id: verificationCodes.id });
    if (!row) return false;
    await onAccepted(tx);
    return true;
  });
  return used ? { outcome: 'accepted' } : { outcome: 'dead' };
}
