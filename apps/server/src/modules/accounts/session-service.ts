import type { Config } from '../../config.ts';
import { ACCOUNT_MESSAGES } from '@suraksha/contracts/account-messages';
import type { Database } from '../../platform/database.ts';
import { ForbiddenError } from '../../platform/errors.ts';
import { passwordMatches } from './passwords.ts';
import { type IssuedToken, issueToken, revokeToken } from './tokens-repo.ts';
import { findUserByEmail } from './users-repo.ts';

/** One answer for an unknown e-mail and a wrong password: nobody learns which accounts exist. */
export const BAD_CREDENTIALS = 'The e-mail address or password is incorrect.';

/**
 * Signs in with e-mail and password; null when they do not match. An unknown e-mail (or an
 * account without a password) still costs one argon2 check, so both answers take as long.
 * A disabled account is told so (403), but only once the password proved it is its owner asking.
 */
export async function login(
  db: Database,
  config: Pick<Config, 'TOKEN_TTL_SECONDS'>,
  email: string,
  password: string,
): Promise<IssuedToken | null> {
  const user = await findUserByEmail(db, email);
  if (!(await passwordMatches(user?.passwordHash, password)) || !user) return null;
  if (user.disabledAt) throw new ForbiddenError(ACCOUNT_MESSAGES.accountDisabled);
  return issueToken(db, user.id, config.TOKEN_TTL_SECONDS);
}

/** Ends the sign-in the request came with. */
export async function logout(db: Database, tokenId: number) {
  await revokeToken(db, tokenId);
}
