import type { Config } from '../../config.ts';
import type { Database } from '../../platform/database.ts';
import { uniqueViolation } from '../../platform/database-errors.ts';
import { ACCOUNT_MESSAGES } from '@suraksha/contracts/account-messages';
import { ConflictError, ForbiddenError } from '../../platform/errors.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { googleTakeoverMail } from './account-mails.ts';
import type { GoogleIdentity } from './google-sign-in.ts';
import { clearPreRegistration } from './pre-registration-repo.ts';
import { type IssuedToken, issueToken, revokeAllTokens } from './tokens-repo.ts';
import { findUserByEmail, findUserByGoogleSubject, insertUser, newReferralCode, updateUser } from './users-repo.ts';

export const OTHER_GOOGLE_ACCOUNT = 'This e-mail address is already linked to another Google account.';

/**
 * Signs in a verified Google identity. Accounts are linked by Google's subject, never by e-mail
 * alone after the first time:
 * - a known subject signs in to its account;
 * - an account with the same, verified e-mail address is linked (both sides proved the mailbox);
 * - an account with the same, UNVERIFIED address may have been planted by someone else
 *   (pre-account takeover): its password is removed, its sign-ins end, everything its registrant
 *   put in is cleared (referral, name, phone, bag, wishlist: clearPreRegistration), and its owner
 *   is told by e-mail, before it is linked — so whoever set it up can neither get in nor gain;
 * - otherwise a new, verified customer account without a password.
 */
export async function signInWithGoogle(
  db: Database,
  config: Pick<Config, 'TOKEN_TTL_SECONDS' | 'PUBLIC_URL'>,
  identity: GoogleIdentity,
): Promise<IssuedToken> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await linkOrCreate(db, config, identity);
    } catch (err) {
      // Two first sign-ins at once: the loser finds the winner's account on the second pass.
      if (uniqueViolation(err) !== null && attempt < 3) continue;
      throw err;
    }
  }
}

async function linkOrCreate(
  db: Database,
  config: Pick<Config, 'TOKEN_TTL_SECONDS' | 'PUBLIC_URL'>,
  identity: GoogleIdentity,
): Promise<IssuedToken> {
  const linked = await findUserByGoogleSubject(db, identity.subject);
  if (linked?.disabledAt) throw new ForbiddenError(ACCOUNT_MESSAGES.accountDisabled);
  if (linked) return issueToken(db, linked.id, config.TOKEN_TTL_SECONDS);

  const sameEmail = await findUserByEmail(db, identity.email);
  if (sameEmail?.disabledAt) throw new ForbiddenError(ACCOUNT_MESSAGES.accountDisabled);
  if (sameEmail) {
    if (sameEmail.googleSubject && sameEmail.googleSubject !== identity.subject) throw new ConflictError(OTHER_GOOGLE_ACCOUNT);
    return db.transaction(async (tx) => {
      if (sameEmail.emailVerifiedAt) {
        await updateUser(tx, sameEmail.id, { googleSubject: identity.subject });
      } else {
        await updateUser(tx, sameEmail.id, { googleSubject: identity.subject, passwordHash: null, emailVerifiedAt: new Date() });
        await clearPreRegistration(tx, sameEmail.id, { name: identity.name });
        await revokeAllTokens(tx, sameEmail.id);
        await enqueueMail(
          tx,
          googleTakeoverMail({ name: identity.name, email: sameEmail.email, language: sameEmail.language }, config.PUBLIC_URL),
        );
      }
      return issueToken(tx, sameEmail.id, config.TOKEN_TTL_SECONDS);
    });
  }

  return db.transaction(async (tx) => {
    const { id } = await insertUser(tx, {
      name: identity.name,
      email: identity.email,
      phone: null,
      passwordHash: null,
      role: 'customer',
      emailVerifiedAt: new Date(),
      referralCode: newReferralCode(),
      googleSubject: identity.subject,
    });
    return issueToken(tx, id, config.TOKEN_TTL_SECONDS);
  });
}
