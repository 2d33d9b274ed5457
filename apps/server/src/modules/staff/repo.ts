import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import { staffEnrolments, staffRecoveryCodes, staffSessions } from '../../db/schema/staff.ts';
import type { Database } from '../../platform/database.ts';

/** Queries of the staff sign-in: accounts with their second factor, sessions, enrolments, recovery codes. */

const staffColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  passwordHash: users.passwordHash,
  totpSecret: users.totpSecret,
  totpEnrolledAt: users.totpEnrolledAt,
  totpLastStep: users.totpLastStep,
  disabledAt: users.disabledAt,
};
export type StaffSignInRow = { [K in keyof typeof staffColumns]: (typeof users.$inferSelect)[K] };

export async function findStaffSignIn(db: Database, email: string): Promise<StaffSignInRow | undefined> {
  const [row] = await db.select(staffColumns).from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findStaffSignInById(db: Database, id: number): Promise<StaffSignInRow | undefined> {
  const [row] = await db.select(staffColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * Records `step` as the last TOTP step used, unless that step (or a later one) was used already;
 * false then. One statement: two sign-ins racing with the same code cannot both win.
 */
export async function claimTotpStep(db: Database, userId: number, step: number): Promise<boolean> {
  const claimed = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return claimed.length === 1;
}

/** Marks an unused recovery code of the user as used; false when there is no such code. */
export async function useRecoveryCode(db: Database, userId: number, codeHash: string, now: Date): Promise<boolean> {
  const used = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(staffRecoveryCodes.userId, userId), eq(staffRecoveryCodes.codeHash, codeHash), isNull(staffRecoveryCodes.usedAt)))
    .returning({ id: staffRecoveryCodes.id });
  return used.length === 1;
}

export async function insertStaffSession(db: Database, session: typeof staffSessions.$inferInsert) {
  await db.insert(staffSessions).values(session);
}

export async function deleteStaffSession(db: Database, id: string) {
  await db.delete(staffSessions).where(eq(staffSessions.id, id));
}

/** Ends every back-office session of a staff member (sign-out, password change). */
export async function endStaffSessions(db: Database, userId: number) {
  await db.delete(staffSessions).where(eq(staffSessions.userId, userId));
}

/** Starts an enrolment; an earlier one of the same person stops working. */
export async function replaceEnrolment(db: Database, enrolment: typeof staffEnrolments.$inferInsert) {
  await db.transaction(async (tx) => {
    await tx.delete(staffEnrolments).where(eq(staffEnrolments.userId, enrolment.userId));
    await tx.insert(staffEnrolments).values(enrolment);
  });
}

export async function findLiveEnrolment(db: Database, ticketHash: string, now: Date) {
  const [row] = await db
    .select({ userId: staffEnrolments.userId, secret: staffEnrolments.secret })
    .from(staffEnrolments)
    .where(and(eq(staffEnrolments.ticketHash, ticketHash), gt(staffEnrolments.expiresAt, now)))
    .limit(1);
  return row;
}

/**
 * Confirms an enrolment: the (sealed) secret becomes the account's, with the step of the confirming code
 * used up; the enrolment and any earlier recovery codes go, the new codes' hashes come.
 */
export async function completeEnrolment(tx: Database, userId: number, sealedSecret: string, step: number, codeHashes: string[], now: Date) {
  await tx.update(users).set({ totpSecret: sealedSecret, totpEnrolledAt: now, totpLastStep: step }).where(eq(users.id, userId));
  await tx.delete(staffEnrolments).where(eq(staffEnrolments.userId, userId));
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  await tx.insert(staffRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}
