import { REFERRAL_REWARD_PAISA } from '@suraksha/domain/constants';
import { formatPaisa } from '@suraksha/domain/money';
import type { Database } from '../../platform/database.ts';
import { mailText } from '../mail/mail-text.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { creditWallet, findReferrerContact, lockUnrewardedReferral, markReferralRewarded } from './repo.ts';

export const REFERRAL_REASON = 'referral';

/**
 * SPEC §1/§9: Rs 500 to the referrer when the customer they referred has a first order
 * delivered. Runs inside the transaction that marks the order Delivered; the referral row lock,
 * its 'rewarded' status, the unique referred_id and the ledger's unique (order, reason) make
 * the credit happen at most once (docs/decisions/0061). Returns the credited referrer, if any.
 */
export async function rewardReferrerOnDelivery(
  tx: Database,
  delivered: { orderId: number; customerId: number; actorId: number | null; at: Date },
): Promise<{ referrerId: number; amountPaisa: number } | null> {
  const referral = await lockUnrewardedReferral(tx, delivered.customerId);
  if (!referral) return null;
  await markReferralRewarded(tx, referral.id, delivered.at);
  await creditWallet(tx, {
    userId: referral.referrerId,
    amountPaisa: REFERRAL_REWARD_PAISA,
    reason: REFERRAL_REASON,
    orderId: delivered.orderId,
    actorId: delivered.actorId,
    at: delivered.at,
  });
  const referrer = await findReferrerContact(tx, referral.referrerId);
  if (referrer) {
    // In the referrer's own language (decision 0129).
    const t = mailText(referrer.language);
    const amount = formatPaisa(REFERRAL_REWARD_PAISA);
    await enqueueMail(tx, {
      to: referrer.email,
      template: 'referral-reward',
      subject: t('referralReward.subject', { amount }),
      text: [
        t('greeting', { name: referrer.name }),
        '',
        t('referralReward.earned', { amount }),
        t('referralReward.useIt'),
        '',
        t('shopName'),
      ].join('\n'),
    });
  }
  return { referrerId: referral.referrerId, amountPaisa: REFERRAL_REWARD_PAISA };
}
