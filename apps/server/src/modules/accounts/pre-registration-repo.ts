import { eq } from 'drizzle-orm';
import { users, verificationCodes } from '../../db/schema/accounts.ts';
import { cartLines, wishlistLines } from '../../db/schema/cart.ts';
import {
  careerApplications,
  contactMessages,
  ewasteSubmissions,
  quoteRequests,
  serviceRequests,
  supportTickets,
} from '../../db/schema/forms.ts';
import { referrals } from '../../db/schema/wallet.ts';
import type { Database } from '../../platform/database.ts';
import { newReferralCode } from './users-repo.ts';

/** Every inbound form keeps its sender's account in `user_id` (db/schema/forms.ts). */
const SUBMISSION_TABLES = [quoteRequests, ewasteSubmissions, serviceRequests, supportTickets, contactMessages, careerApplications];

/**
 * Removes what whoever registered an address without proving it could have put into the account
 * (decision 0008): the referral that would pay them, the name and phone they typed, a referral code
 * they have seen, the bag, the wishlist, pending codes, and the link to forms they sent (the forms
 * stay for the staff). Orders, coupon uses and the wallet are not touched: an unverified account
 * cannot check out (decision 0082), and money rows are never deleted.
 */
export async function clearPreRegistration(tx: Database, userId: number, owner: { name: string }) {
  await tx
    .update(users)
    .set({ name: owner.name, phone: null, referredById: null, referralCode: newReferralCode() })
    .where(eq(users.id, userId));
  await tx.delete(referrals).where(eq(referrals.referredId, userId));
  await tx.delete(cartLines).where(eq(cartLines.userId, userId));
  await tx.delete(wishlistLines).where(eq(wishlistLines.userId, userId));
  await tx.delete(verificationCodes).where(eq(verificationCodes.userId, userId));
  for (const table of SUBMISSION_TABLES) await tx.update(table).set({ userId: null }).where(eq(table.userId, userId));
}
