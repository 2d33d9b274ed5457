import type { WalletApplyResponse } from '@suraksha/contracts/checkout';
import { WALLET_MESSAGES } from '@suraksha/contracts/checkout-messages';
import { walletSpendPaisa } from '@suraksha/domain/checkout-totals';
import { paisaToRupees } from '@suraksha/domain/money';
import type { Database } from '../../platform/database.ts';
import { bagMatchingClientTotal } from '../cart/bag-quote.ts';
import { vatAmountField } from '../cart/bag-vat.ts';
import { type Outcome, accepted, refused } from '../../platform/outcome.ts';
import { evaluateCoupon } from '../coupons/service.ts';
import { walletBalance } from './repo.ts';

/**
 * POST /customer/wallets/apply: how much of the wallet pays for the bag now (a quote; checkout
 * spends it). The coupon, when one is applied, comes off first; the wallet pays what is left.
 */
export async function quoteWallet(
  db: Database,
  userId: number,
  body: { totalAmount: number; coupon_code?: string | null | undefined },
): Promise<Outcome<WalletApplyResponse>> {
  const bag = await bagMatchingClientTotal(db, userId, body.totalAmount);
  if (!bag.ok) return bag;
  let couponPaisa = 0;
  if (body.coupon_code) {
    const verdict = await evaluateCoupon(db, userId, body.coupon_code, bag.value.subtotalPaisa);
    if (!verdict.ok) return verdict;
    couponPaisa = verdict.value.discountPaisa;
  }
  // VAT on top (decision 0131) is part of what is due: the wallet can pay it.
  const vatPaisa = bag.value.vat.vatPaisa(couponPaisa);
  const duePaisa = bag.value.subtotalPaisa - couponPaisa + vatPaisa;
  const balance = await walletBalance(db, userId);
  if (balance <= 0) return refused(WALLET_MESSAGES.empty);
  if (duePaisa <= 0) return refused(WALLET_MESSAGES.nothingDue);
  const walletPaisa = walletSpendPaisa(balance, duePaisa);
  return accepted({
    result: 'success',
    message: WALLET_MESSAGES.applied,
    walletAmount: paisaToRupees(walletPaisa),
    totalAmount: paisaToRupees(duePaisa - walletPaisa),
    ...vatAmountField(vatPaisa),
  });
}
