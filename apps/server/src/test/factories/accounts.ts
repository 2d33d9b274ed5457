import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { authTokens, users } from '../../db/schema/accounts.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { wallets } from '../../db/schema/wallet.ts';
import { hashToken } from '../../platform/auth.ts';
import type { Database } from '../../platform/database.ts';
import { hashPassword } from '../../modules/accounts/passwords.ts';
import { newReferralCode } from '../../modules/accounts/users-repo.ts';

// Test-data factories for accounts: users (with a known password), sign-in tokens, wallets, mails.

let sequence = 0;
const next = () => ++sequence;

export type UserRow = typeof users.$inferSelect;
export const FACTORY_PASSWORD = 'correct horse battery staple';

/** A verified customer with FACTORY_PASSWORD (override `password`, or pass `passwordHash: null` for none). */
export async function createUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<UserRow & { password: string }> {
  const n = next();
  const { password = FACTORY_PASSWORD, ...columns } = overrides;
  const [row] = await db
    .insert(users)
    .values({
      name: `Customer ${n}`,
      email: `customer-${n}-${randomBytes(3).toString('hex')}@example.com`,
      phone: '+9779800000000',
      passwordHash: 'passwordHash' in columns ? columns.passwordHash : await hashPassword(password),
      role: 'customer',
      emailVerifiedAt: new Date('2026-01-01T00:00:00Z'),
      referralCode: newReferralCode(),
      ...columns,
    })
    .returning();
  return { ...(row as UserRow), password };
}

/** A live bearer token for a user, inserted directly (no login, so no rate limit is touched). */
export async function createToken(
  db: Database,
  userId: number,
  overrides: { expiresAt?: Date; revokedAt?: Date | null } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(authTokens).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: overrides.expiresAt ?? new Date(Date.now() + 3600_000),
    revokedAt: overrides.revokedAt ?? null,
  });
  return token;
}

/** A user and a token: headers for customer calls in one step. */
export async function createSignedInUser(db: Database, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(db, overrides);
  const token = await createToken(db, user.id);
  return { user, token, auth: { authorization: `Bearer ${token}` } };
}

export async function createWallet(db: Database, userId: number, balancePaisa: number) {
  await db.insert(wallets).values({ userId, balancePaisa });
}

/** The newest mail of a kind to an address (whatever the worker did with it since). */
export async function latestMail(db: Database, to: string, template?: string) {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(template ? and(eq(mailOutbox.to, to), eq(mailOutbox.template, template)) : eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row;
}

/** The 6-digit code in a verification or reset mail. */
export function codeIn(text: string | undefined): string {
  const code = /code is (\d{6})/.exec(text ?? '')?.[1];
  if (!code) throw new Error(`no code in mail: ${text}`);
  return code;
}
