import { randomInt } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Language } from '@suraksha/domain/site-languages';
import { users } from '../../db/schema/accounts.ts';
import { wallets } from '../../db/schema/wallet.ts';
import type { Database } from '../../platform/database.ts';

/** Queries on users (and the wallet balance the profile shows). */

export type NewUser = typeof users.$inferInsert;

const signInColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  passwordHash: users.passwordHash,
  emailVerifiedAt: users.emailVerifiedAt,
  googleSubject: users.googleSubject,
  disabledAt: users.disabledAt,
  language: users.language,
};
export type SignInRow = { [K in keyof typeof signInColumns]: (typeof users.$inferSelect)[K] };

export async function findUserByEmail(db: Database, email: string): Promise<SignInRow | undefined> {
  const [row] = await db.select(signInColumns).from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Database, id: number): Promise<SignInRow | undefined> {
  const [row] = await db.select(signInColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByGoogleSubject(db: Database, subject: string): Promise<SignInRow | undefined> {
  const [row] = await db.select(signInColumns).from(users).where(eq(users.googleSubject, subject)).limit(1);
  return row;
}

/** The owner of a referral code, with what tells whether a newcomer is the same person. */
export async function findReferrerByCode(
  db: Database,
  referralCode: string,
): Promise<{ id: number; email: string; phone: string | null } | undefined> {
  const [row] = await db
    .select({ id: users.id, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.referralCode, referralCode))
    .limit(1);
  return row;
}

export async function insertUser(tx: Database, values: NewUser): Promise<{ id: number }> {
  const [row] = await tx.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('user not inserted');
  return row;
}

export async function updateUser(
  tx: Database,
  id: number,
  values: Partial<Pick<NewUser, 'name' | 'phone' | 'passwordHash' | 'emailVerifiedAt' | 'googleSubject'>>,
) {
  await tx.update(users).set(values).where(eq(users.id, id));
}

/** The language the customer's mails are written in from now on; the row is left alone when it already says so. */
export async function recordCustomerLanguage(tx: Database, id: number, language: Language) {
  await tx
    .update(users)
    .set({ language })
    .where(and(eq(users.id, id), ne(users.language, language)));
}

/** Marks the address verified; a second call keeps the first moment. */
export async function markEmailVerified(tx: Database, id: number, at: Date) {
  await tx
    .update(users)
    .set({ emailVerifiedAt: at })
    .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)));
}

/** Everything GET /customer/profile shows: the user and the wallet balance (none yet: 0). */
export async function findProfile(db: Database, id: number) {
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      phone: users.phone,
      referralCode: users.referralCode,
      balancePaisa: wallets.balancePaisa,
    })
    .from(users)
    .leftJoin(wallets, eq(wallets.userId, users.id))
    .where(eq(users.id, id))
    .limit(1);
  return row;
}
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

/** Letters and digits nobody confuses when reading a code aloud (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A new referral code: 8 characters from a CSPRNG (31^8 ≈ 8.5 × 10^11 codes). */
export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}
