import type { AccountUser, ChangePasswordBody, UpdateProfileBody } from '@suraksha/contracts/accounts';
import { paisaToRupees } from '@suraksha/domain/money';
import type { SignedInUser } from '../../platform/auth.ts';
import type { Database } from '../../platform/database.ts';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';
import { hashPassword, passwordMatches, passwordWeakness } from './passwords.ts';
import { endStaffSessions } from '../staff/repo.ts';
import { revokeAllTokens } from './tokens-repo.ts';
import { type ProfileRow, findProfile, findUserById, updateUser } from './users-repo.ts';
import { accountPhone } from '@suraksha/domain/nepal-phone';

/** SPEC §3 User as the API shows it; amount is the wallet balance in rupees. */
export function toAccountUser(row: ProfileRow): AccountUser {
  return {
    name: row.name,
    email: row.email,
    email_verified_at: row.emailVerifiedAt ? row.emailVerifiedAt.toISOString() : null,
    amount: paisaToRupees(row.balancePaisa ?? 0),
    referral_code: row.referralCode,
    phone: row.phone,
  };
}

/** The signed-in user's profile. */
export async function getProfile(db: Database, userId: number): Promise<AccountUser> {
  const row = await findProfile(db, userId);
  if (!row) throw new NotFoundError('Account not found.');
  return toAccountUser(row);
}

/** Name and phone only: anything else in the body was stripped by the contract. */
export async function updateProfile(db: Database, userId: number, input: UpdateProfileBody): Promise<AccountUser> {
  await updateUser(db, userId, { name: input.name, phone: accountPhone(input.phone) });
  return getProfile(db, userId);
}

/** A new password for a signed-in user; every other sign-in of the account ends. */
export async function changePassword(db: Database, user: SignedInUser, input: ChangePasswordBody): Promise<'changed' | 'wrong-current'> {
  const row = await findUserById(db, user.id);
  if (!row) throw new NotFoundError('Account not found.');
  if (!row.passwordHash) {
    throw new ValidationError({ current_password: 'Your account has no password yet. Use "Forgot password" to set one.' });
  }
  if (!(await passwordMatches(row.passwordHash, input.current_password))) return 'wrong-current';
  const weakness = passwordWeakness(input.password, { email: row.email });
  if (weakness) throw new ValidationError({ password: weakness });
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await revokeAllTokens(tx, user.id, user.tokenId);
    // A staff member's back-office sessions end too (decision 0090).
    await endStaffSessions(tx, user.id);
  });
  return 'changed';
}
