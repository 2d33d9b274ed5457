import { SHIPPING_COST_PAISA } from './constants.ts';
import { assertPaisa, type Paisa } from './money.ts';
import { taxAmounts } from './tax-document.ts';

/**
 * How an order's amounts follow from each other, in paisa. Fixed order: the coupon is taken off
 * the bag's subtotal, VAT is added when the shop's prices exclude it (decision 0131), the wallet
 * pays (part of) what is left, shipping is added. The server computes every total with these; a
 * client's numbers are only compared with them.
 */

export interface CouponTerms {
  kind: 'amount' | 'percent';
  /** Paisa for 'amount', whole percent for 'percent'. */
  value: number;
  maxDiscountPaisa: number | null;
  minOrderPaisa: number;
  startsAt: Date;
  endsAt: Date;
  usageLimit: number | null;
  usedCount: number;
  perUserLimit: number | null;
  /** Set while staff have paused the coupon (back office): refused as if it were not running. */
  pausedAt?: Date | null;
}

export type CouponRefusal = 'paused' | 'not-yet-valid' | 'expired' | 'exhausted' | 'below-minimum' | 'used-up-by-you';

/** A code as the shop stores it: capitals, no whitespace anywhere (' welcome-ab12 ' → 'WELCOME-AB12'). */
export function normalizeCouponCode(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** Why a coupon cannot be used on a bag now, or null when it can. `usesByCustomer`: the customer's redemptions so far. */
export function couponRefusal(terms: CouponTerms, subtotalPaisa: Paisa, now: Date, usesByCustomer: number): CouponRefusal | null {
  if (terms.pausedAt) return 'paused';
  if (now < terms.startsAt) return 'not-yet-valid';
  if (now > terms.endsAt) return 'expired';
  if (terms.usageLimit !== null && terms.usedCount >= terms.usageLimit) return 'exhausted';
  if (terms.perUserLimit !== null && usesByCustomer >= terms.perUserLimit) return 'used-up-by-you';
  if (subtotalPaisa < terms.minOrderPaisa) return 'below-minimum';
  return null;
}

/** The discount a usable coupon gives on a subtotal: never more than its cap or the subtotal itself. */
export function couponDiscountPaisa(terms: Pick<CouponTerms, 'kind' | 'value' | 'maxDiscountPaisa'>, subtotalPaisa: Paisa): Paisa {
  assertPaisa(subtotalPaisa);
  // A percentage is rounded down to the paisa: the shop never gives more than it promised.
  let discount = terms.kind === 'percent' ? Math.floor((subtotalPaisa * terms.value) / 100) : terms.value;
  if (terms.maxDiscountPaisa !== null) discount = Math.min(discount, terms.maxDiscountPaisa);
  return Math.max(0, Math.min(discount, subtotalPaisa));
}

/** What the wallet pays of `duePaisa`: all of it when the balance allows, else the whole balance. */
export function walletSpendPaisa(balancePaisa: Paisa, duePaisa: Paisa): Paisa {
  return Math.max(0, Math.min(balancePaisa, duePaisa));
}

export interface PricedLine {
  unitPaisa: Paisa;
  quantity: number;
}

export interface VatOnTopInput {
  lines: PricedLine[];
  couponPaisa: Paisa;
  shippingPaisa: Paisa;
  /** The shop's setting `prices_include_vat` (decision 0123) as the order is priced. */
  pricesIncludeVat: boolean;
}

/**
 * The VAT the buyer pays on top of the catalogue prices: 0 when they include VAT (the default),
 * else 13% of the taxable amount (subtotal − coupon + shipping) by the invoice's own rule — each
 * line, shipping and the coupon half-up on its own (taxAmounts, decision 0122) — so the order's
 * total and its invoice's total are the same number.
 */
export function vatAddedPaisa({ lines, couponPaisa, shippingPaisa, pricesIncludeVat }: VatOnTopInput): Paisa {
  if (pricesIncludeVat) return 0;
  const amounts = taxAmounts({
    lines: lines.map(({ unitPaisa, quantity }) => ({ description: '', hsCode: null, unitPaisa, quantity })),
    shippingPaisa,
    discountPaisa: 0,
    couponPaisa,
    pricesIncludeVat,
  });
  return amounts.vatPaisa;
}

export interface OrderTotals {
  subtotalPaisa: Paisa;
  couponPaisa: Paisa;
  /** VAT added on top of the prices (0 when they include it). */
  vatPaisa: Paisa;
  walletPaisa: Paisa;
  shippingPaisa: Paisa;
  totalPaisa: Paisa;
}

/** The order's amounts; throws when the discounts would take the total below zero (a bug, not input). */
export function orderTotals(
  subtotalPaisa: Paisa,
  couponPaisa: Paisa,
  walletPaisa: Paisa,
  shippingPaisa: Paisa = SHIPPING_COST_PAISA,
  vatPaisa: Paisa = 0,
): OrderTotals {
  for (const amount of [subtotalPaisa, couponPaisa, walletPaisa, shippingPaisa, vatPaisa]) assertPaisa(amount);
  const totalPaisa = subtotalPaisa - couponPaisa + vatPaisa - walletPaisa + shippingPaisa;
  if (
    couponPaisa < 0 ||
    walletPaisa < 0 ||
    vatPaisa < 0 ||
    couponPaisa > subtotalPaisa ||
    couponPaisa + walletPaisa > subtotalPaisa + vatPaisa ||
    totalPaisa < 0
  ) {
    throw new RangeError(`inconsistent order amounts: ${subtotalPaisa} - ${couponPaisa} + ${vatPaisa} - ${walletPaisa}`);
  }
  return { subtotalPaisa, couponPaisa, vatPaisa, walletPaisa, shippingPaisa, totalPaisa };
}
