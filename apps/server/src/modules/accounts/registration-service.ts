import type { AccountUser, RegisterBody } from '@suraksha/contracts/accounts';
import { canonicalEmail, canonicalPhone } from '@suraksha/domain/canonical-contact';
import type { Config } from '../../config.ts';
import type { Database } from '../../platform/database.ts';
import { uniqueViolation } from '../../platform/database-errors.ts';
import { ValidationError } from '../../platform/errors.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { insertReferral } from '../referrals/repo.ts';
import { verificationCodeMail } from './account-mails.ts';
import { hashPassword, passwordWeakness } from './passwords.ts';
import { getProfile } from './profile-service.ts';
import { type IssuedToken, issueToken } from './tokens-repo.ts';
import { findReferrerByCode, findUserByEmail, insertUser, newReferralCode } from './users-repo.ts';
import { createCode } from './verification-codes-repo.ts';

export const EMAIL_TAKEN = 'This e-mail is already registered.';
export const BAD_REFERRAL = 'This referral code is not valid.';
export const SELF_REFERRAL = 'You cannot use your own referral code.';

/**
 * Decision 0084: a code whose owner has the newcomer's mailbox (canonical e-mail) or phone (E.164)
 * is the owner's own, whatever spelling the newcomer used.
 */
function isSamePerson(referrer: { email: string; phone: string | null }, newcomer: { email: string; phone: string }): boolean {
  if (canonicalEmail(referrer.email) === canonicalEmail(newcomer.email)) return true;
  const phone = canonicalPhone(newcomer.phone);
  return phone !== null && referrer.phone !== null && canonicalPhone(referrer.phone) === phone;
}

type RegisterInput = Omit<RegisterBody, 'referral_code'> & { referral_code?: string | undefined };

/**
 * A new customer: unverified, signed in, with the verification code in the outbox — all in one
 * transaction. A valid referral code records who referred whom (the reward comes with orders).
 */
export async function registerCustomer(
  db: Database,
  config: Pick<Config, 'TOKEN_TTL_SECONDS' | 'PUBLIC_URL'>,
  input: RegisterInput,
): Promise<IssuedToken & { user: AccountUser }> {
  const weakness = passwordWeakness(input.password, { email: input.email });
  if (weakness) throw new ValidationError({ password: weakness });
  if (await findUserByEmail(db, input.email)) throw new ValidationError({ email: EMAIL_TAKEN });

  const referrer = input.referral_code ? await findReferrerByCode(db, input.referral_code.toUpperCase()) : undefined;
  if (input.referral_code && !referrer) throw new ValidationError({ referral_code: BAD_REFERRAL });
  if (referrer && isSamePerson(referrer, input)) throw new ValidationError({ referral_code: SELF_REFERRAL });

  const passwordHash = await hashPassword(input.password);
  for (let attempt = 1; ; attempt++) {
    try {
      const { userId, token } = await db.transaction(async (tx) => {
        const { id } = await insertUser(tx, {
          name: input.name,
          email: input.email,
          phone: input.phone,
          passwordHash,
          role: 'customer',
          referralCode: newReferralCode(),
          referredById: referrer?.id ?? null,
        });
        if (referrer) await insertReferral(tx, referrer.id, id);
        const code = await createCode(tx, id, 'email_verification');
        await enqueueMail(tx, verificationCodeMail({ name: input.name, email: input.email }, code, config.PUBLIC_URL));
        return { userId: id, token: await issueToken(tx, id, config.TOKEN_TTL_SECONDS) };
      });
      return { ...token, user: await getProfile(db, userId) };
    } catch (err) {
      const constraint = uniqueViolation(err);
      if (constraint === 'users_email_unique') throw new ValidationError({ email: EMAIL_TAKEN });
      // Two new codes colliding is a one-in-a-trillion event; a second draw settles it.
      if (constraint === 'users_referral_code_unique' && attempt < 3) continue;
      throw err;
    }
  }
}
