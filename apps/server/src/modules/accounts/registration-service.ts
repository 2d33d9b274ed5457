import { ACCOUNT_MESSAGES } from '@suraksha/contracts/account-messages';
import type { RegisterBody } from '@suraksha/contracts/accounts';
import { canonicalEmail, canonicalPhone } from '@suraksha/domain/canonical-contact';
import type { Config } from '../../config.ts';
import type { Database } from '../../platform/database.ts';
import { uniqueViolation } from '../../platform/database-errors.ts';
import { ValidationError } from '../../platform/errors.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { insertReferral } from '../referrals/repo.ts';
import { registrationAttemptMail, verificationCodeMail } from './account-mails.ts';
import { ANONYMOUS_ANSWER_MS } from './email-verification-service.ts';
import { hashPassword, passwordWeakness } from './passwords.ts';
import { findReferrerByCode, findUserByEmail, insertUser, newReferralCode } from './users-repo.ts';
import { createCode } from './verification-codes-repo.ts';
import { accountPhone } from '@suraksha/domain/nepal-phone';
import { DEFAULT_LANGUAGE, type Language } from '@suraksha/domain/site-languages';

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
 * Registration (decision 0083). Every check of the form comes first and answers the same whether
 * or not the address has an account. Then, after the same minimum time either way:
 * - a new address gets an unverified customer and the verification code, in one transaction
 *   (a valid referral code records who referred whom; the reward comes with orders, 0061);
 * - a taken address is left as it is, and its owner is mailed that someone tried to register.
 * The answer is the same sentence; nobody is signed in (the browser then logs in with the password).
 */
export async function registerCustomer(
  db: Database,
  config: Pick<Config, 'PUBLIC_URL'>,
  input: RegisterInput,
  language: Language = DEFAULT_LANGUAGE,
): Promise<string> {
  const weakness = passwordWeakness(input.password, { email: input.email });
  if (weakness) throw new ValidationError({ password: weakness });
  const referrer = input.referral_code ? await findReferrerByCode(db, input.referral_code.toUpperCase()) : undefined;
  if (input.referral_code && !referrer) throw new ValidationError({ referral_code: BAD_REFERRAL });
  if (referrer && isSamePerson(referrer, input)) throw new ValidationError({ referral_code: SELF_REFERRAL });

  const started = Date.now();
  try {
    // Hashed for a taken address too: both paths cost one argon2 hash.
    const passwordHash = await hashPassword(input.password);
    const owner = await findUserByEmail(db, input.email);
    if (owner || (await createCustomer(db, config, { ...input, language }, passwordHash, referrer)) === 'taken') {
      await tellOwner(db, config, owner ?? (await findUserByEmail(db, input.email)));
    }
  } finally {
    const left = ANONYMOUS_ANSWER_MS - (Date.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
  return ACCOUNT_MESSAGES.registered;
}

async function createCustomer(
  db: Database,
  config: Pick<Config, 'PUBLIC_URL'>,
  input: RegisterInput & { language: Language },
  passwordHash: string,
  referrer: { id: number } | undefined,
): Promise<'created' | 'taken'> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.transaction(async (tx) => {
        const { id } = await insertUser(tx, {
          name: input.name,
          email: input.email,
          phone: accountPhone(input.phone),
          passwordHash,
          role: 'customer',
          referralCode: newReferralCode(),
          referredById: referrer?.id ?? null,
          language: input.language,
        });
        if (referrer) await insertReferral(tx, referrer.id, id);
        const code = await createCode(tx, id, 'email_verification');
        await enqueueMail(
          tx,
          verificationCodeMail({ name: input.name, email: input.email, language: input.language }, code, config.PUBLIC_URL),
        );
      });
      return 'created';
    } catch (err) {
      const constraint = uniqueViolation(err);
      // Registered a moment ago by a parallel request: answered like any taken address.
      if (constraint === 'users_email_unique') return 'taken';
      // Two new codes colliding is a one-in-a-trillion event; a second draw settles it.
      if (constraint === 'users_referral_code_unique' && attempt < 3) continue;
      throw err;
    }
  }
}

/** The mail that tells the owner of a taken address; their account is not touched. */
async function tellOwner(
  db: Database,
  config: Pick<Config, 'PUBLIC_URL'>,
  owner: { name: string; email: string; language: Language } | undefined,
) {
  if (owner) await enqueueMail(db, registrationAttemptMail(owner, config.PUBLIC_URL));
}
