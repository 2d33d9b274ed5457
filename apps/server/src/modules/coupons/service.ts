import type { CouponApplyBody, CouponApplyResponse } from '@suraksha/contracts/checkout';
import { COUPON_MESSAGES } from '@suraksha/contracts/checkout-messages';
import { type CouponRefusal, couponDiscountPaisa, couponRefusal, normalizeCouponCode } from '@suraksha/domain/checkout-totals';
import { formatPaisa, paisaToRupees } from '@suraksha/domain/money';
import type { Database } from '../../platform/database.ts';
import { bagMatchingClientTotal } from '../cart/bag-quote.ts';
import { vatAmountField } from '../cart/bag-vat.ts';
import { type Outcome, accepted, refused } from '../../platform/outcome.ts';
import { type CouponRow, findCoupon, lastUseNumber, redemptionsBy } from './repo.ts';

export type UsableCoupon = { coupon: NonNullable<CouponRow>; discountPaisa: number; useNumber: number };

function refusalMessage(reason: CouponRefusal, coupon: NonNullable<CouponRow>): string {
  switch (reason) {
    case 'paused':
      return COUPON_MESSAGES.paused;
    case 'not-yet-valid':
      return COUPON_MESSAGES.notYetValid;
    case 'expired':
      return COUPON_MESSAGES.expired;
    case 'exhausted':
      return COUPON_MESSAGES.exhausted;
    case 'used-up-by-you':
      return COUPON_MESSAGES.usedUpByYou;
    case 'below-minimum':
      return COUPON_MESSAGES.belowMinimum(formatPaisa(coupon.minOrderPaisa));
  }
}

/**
 * Whether a coupon code takes money off a subtotal for a customer, and how much. With `lock`
 * (inside checkout's transaction) the coupon row is locked first, so the counts it reads stay
 * true until the redemption is written.
 */
export async function evaluateCoupon(
  db: Database,
  userId: number,
  rawCode: string,
  subtotalPaisa: number,
  opts: { lock?: boolean } = {},
): Promise<Outcome<UsableCoupon>> {
  const code = normalizeCouponCode(rawCode);
  const coupon = code === '' ? null : await findCoupon(db, code, opts);
  if (!coupon) return refused(COUPON_MESSAGES.unknown, { fields: { coupon_code: COUPON_MESSAGES.unknown } });
  const uses = await redemptionsBy(db, coupon.id, userId);
  const reason = couponRefusal(coupon, subtotalPaisa, new Date(), uses);
  if (reason) {
    const message = refusalMessage(reason, coupon);
    return refused(message, { fields: { coupon_code: message } });
  }
  return accepted({
    coupon,
    discountPaisa: couponDiscountPaisa(coupon, subtotalPaisa),
    useNumber: (await lastUseNumber(db, coupon.id, userId)) + 1,
  });
}

/** POST /customer/coupons/apply: what a coupon takes off the bag now (a quote; checkout redeems it). */
export async function quoteCoupon(
  db: Database,
  userId: number,
  body: { coupon_code: string; totalAmount: number } & Omit<CouponApplyBody, 'coupon_code' | 'totalAmount'>,
): Promise<Outcome<CouponApplyResponse>> {
  const bag = await bagMatchingClientTotal(db, userId, body.totalAmount);
  if (!bag.ok) return bag;
  const verdict = await evaluateCoupon(db, userId, body.coupon_code, bag.value.subtotalPaisa);
  if (!verdict.ok) return verdict;
  const couponPaisa = verdict.value.discountPaisa;
  // The coupon lowers the taxable amount, so VAT on top (decision 0131) is taken on what is left.
  const vatPaisa = bag.value.vat.vatPaisa(couponPaisa);
  return accepted({
    result: 'success',
    message: COUPON_MESSAGES.applied,
    couponAmount: paisaToRupees(couponPaisa),
    totalAmount: paisaToRupees(bag.value.subtotalPaisa - couponPaisa + vatPaisa),
    ...vatAmountField(vatPaisa),
  });
}
