import { ACCOUNT_MESSAGES } from '@suraksha/contracts/account-messages';
import type { Config } from '../../config.ts';
import type { SignedInUser } from '../../platform/auth.ts';
import type { Database } from '../../platform/database.ts';
import type { Language } from '@suraksha/domain/site-languages';
import { AppError, ValidationError } from '../../platform/errors.ts';
import { TooManyRequestsError } from '../../platform/rate-limit.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { markReferralVerified } from '../referrals/repo.ts';
import { verificationCodeMail } from './account-mails.ts';
import { findUserByEmail, findUserById, markEmailVerified } from './users-repo.ts';
import { type CodeCheck, checkCode, codeRequestRefusal, createCode } from './verification-codes-repo.ts';

export const ALREADY_VERIFIED = 'Your e-mail address is already verified.';
export const WAIT_A_MINUTE = 'Please wait a minute before asking for another code.';
export const HOURLY_LIMIT = 'You have asked for too many codes. Please try again in an hour.';

/** Minimum time an anonymous resend answer takes, whatever happened: the timing tells nothing. */
export const ANONYMOUS_ANSWER_MS = 400;

/** The message a person sees for a refused code. */
export function codeRefusalMessage(check: Exclude<CodeCheck, { outcome: 'accepted' }>, what = 'verification code'): string {
  if (check.outcome === 'dead') return `This ${what} has expired or can no longer be used. Please ask for a new one.`;
  if (check.triesLeft <= 0) return `The ${what} is wrong. Please ask for a new one.`;
  return `The ${what} is wrong. You have ${check.triesLeft} more ${check.triesLeft === 1 ? 'try' : 'tries'}.`;
}

export function refuseCodeRequest(refusal: 'wait-a-minute' | 'hourly-limit'): never {
  if (refusal === 'wait-a-minute') throw new TooManyRequestsError(60, WAIT_A_MINUTE);
  throw new TooManyRequestsError(60 * 60, HOURLY_LIMIT);
}

async function sendFreshCode(
  db: Database,
  config: Pick<Config, 'PUBLIC_URL'>,
  user: { id: number; name: string; email: string; language: Language },
) {
  await db.transaction(async (tx) => {
    const code = await createCode(tx, user.id, 'email_verification');
    await enqueueMail(tx, verificationCodeMail(user, code, config.PUBLIC_URL));
  });
}

/**
 * 'Send Again' (SPEC §7 verification-notiication). Signed in: the user's own address, with honest
 * answers (already verified, wait a minute). Anonymous, with an e-mail: always the same success
 * sentence after the same minimum time, and a code only goes out to an existing unverified account.
 */
export async function resendVerificationCode(
  db: Database,
  config: Pick<Config, 'PUBLIC_URL'>,
  caller: { user: SignedInUser } | { email: string },
): Promise<string> {
  if ('user' in caller) {
    const user = await findUserById(db, caller.user.id);
    if (!user) throw new AppError(401, 'Your session has ended. Please log in again.');
    if (user.emailVerifiedAt) throw new ValidationError({ email: ALREADY_VERIFIED });
    const refusal = await codeRequestRefusal(db, user.id, 'email_verification');
    if (refusal) refuseCodeRequest(refusal);
    await sendFreshCode(db, config, user);
    return ACCOUNT_MESSAGES.resendSuccess;
  }
  const started = Date.now();
  try {
    const user = await findUserByEmail(db, caller.email);
    if (user && !user.emailVerifiedAt && !(await codeRequestRefusal(db, user.id, 'email_verification'))) {
      await sendFreshCode(db, config, user);
    }
  } finally {
    const left = ANONYMOUS_ANSWER_MS - (Date.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
  return ACCOUNT_MESSAGES.resendSuccess;
}

/** Checks the code of the signed-in user; on success the address is verified (and a referral moves on). */
export async function verifyEmail(db: Database, signedInUser: SignedInUser, code: string): Promise<string> {
  const user = await findUserById(db, signedInUser.id);
  if (user?.emailVerifiedAt) throw new ValidationError({ code: ALREADY_VERIFIED });
  const check = await checkCode(db, signedInUser.id, 'email_verification', code, async (tx) => {
    await markEmailVerified(tx, signedInUser.id, new Date());
    await markReferralVerified(tx, signedInUser.id);
  });
  if (check.outcome !== 'accepted') throw new ValidationError({ code: codeRefusalMessage(check) });
  return ACCOUNT_MESSAGES.verified;
}
