import { ACCOUNT_MESSAGES } from '@suraksha/contracts/account-messages';
import type { ResetPasswordBody } from '@suraksha/contracts/accounts';
import type { Config } from '../../config.ts';
import type { Database } from '../../platform/database.ts';
import { ValidationError } from '../../platform/errors.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { passwordResetMail } from './account-mails.ts';
import { ANONYMOUS_ANSWER_MS, codeRefusalMessage } from './email-verification-service.ts';
import { hashPassword, passwordWeakness } from './passwords.ts';
import { endStaffSessions } from '../staff/repo.ts';
import { revokeAllTokens } from './tokens-repo.ts';
import { findUserByEmail, updateUser } from './users-repo.ts';
import { checkCode, codeRequestRefusal, createCode } from './verification-codes-repo.ts';

const WRONG_CODE = 'The reset code is wrong or has expired. Please ask for a new one.';

/**
 * 'Forgot password': the same sentence after the same minimum time for every address; a code
 * goes out only to an existing account that has not asked in the last minute (5 an hour).
 */
export async function requestPasswordReset(db: Database, config: Pick<Config, 'PUBLIC_URL'>, email: string): Promise<string> {
  const started = Date.now();
  try {
    const user = await findUserByEmail(db, email);
    if (user && !(await codeRequestRefusal(db, user.id, 'password_reset'))) {
      await db.transaction(async (tx) => {
        const code = await createCode(tx, user.id, 'password_reset');
        await enqueueMail(tx, passwordResetMail(user, code, config.PUBLIC_URL));
      });
    }
  } finally {
    const left = ANONYMOUS_ANSWER_MS - (Date.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
  return ACCOUNT_MESSAGES.forgotSent;
}

/**
 * A new password with the mailed code. Every sign-in of the account ends. The code proves the
 * mailbox is the owner's, so an unverified address counts as verified from now on.
 */
export async function resetPassword(db: Database, input: ResetPasswordBody): Promise<string> {
  const weakness = passwordWeakness(input.password, { email: input.email });
  if (weakness) throw new ValidationError({ password: weakness });
  // Hashed before looking the address up: an unknown address answers like a wrong code, as slowly.
  const passwordHash = await hashPassword(input.password);
  const user = await findUserByEmail(db, input.email);
  if (!user) throw new ValidationError({ code: WRONG_CODE });
  const check = await checkCode(db, user.id, 'password_reset', input.code.trim(), async (tx) => {
    await updateUser(tx, user.id, { passwordHash, ...(user.emailVerifiedAt ? {} : { emailVerifiedAt: new Date() }) });
    await revokeAllTokens(tx, user.id);
    // A staff member's back-office sessions end too (decision 0090).
    await endStaffSessions(tx, user.id);
  });
  if (check.outcome !== 'accepted')
    throw new ValidationError({ code: check.outcome === 'dead' ? WRONG_CODE : codeRefusalMessage(check, 'reset code') });
  return ACCOUNT_MESSAGES.passwordReset;
}
