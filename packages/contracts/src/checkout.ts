import { z } from 'zod';
import { text } from './text.ts';
import { cartState, vatAddedAmount } from './cart.ts';
import { rupees } from './catalog.ts';
import { CHECKOUT_LIMITS, CHECKOUT_MESSAGES, COUNTRY_NEPAL, PAYMENT_CASH_ON_DELIVERY } from './checkout-messages.ts';
import { errorEnvelope, resultSuccess } from './error-envelope.ts';
import { nepalAddressFields } from './nepal-address.ts';
import { buyerPan } from './tax-document.ts';

/**
 * Checkout, wallet and coupon calls (SPEC §3 checkout payload, §7). Every amount the client
 * sends is compared with the server's own computation, never used. The server adds the rules
 * of packages/domain (Nepali phone, province, shop code) to these shapes; contracts import
 * nothing else of the project.
 */

const M = CHECKOUT_MESSAGES;
const L = CHECKOUT_LIMITS;

const requiredText = (min: number, max: number, message: string) => text(message).trim().min(min, message).max(max, message);

/** Empty or blank optional fields count as not given. */
const optionalText = (max: number, message: string) =>
  text(message)
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : undefined));

/** An amount in rupees as the API writes them: finite, not negative, at most two decimals. */
export const rupeeAmount = z
  .number({ error: M.amount })
  .min(0, M.amount)
  .max(1e11, M.amount)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, M.amount)
  .describe('Amount in Nepali rupees, at most two decimals');

const couponCode = text(M.couponCode).max(L.couponCodeMax * 2, M.couponCode);

/** Where the order goes (SPEC §3 shipping address); POST /customer/address/check takes the same. */
export const shippingAddressFields = {
  company: optionalText(L.companyMax, M.company),
  phone: text(M.phone).trim().min(1, M.phone).max(30, M.phone),
  state: text(M.state).trim().min(1, M.state).max(60, M.state),
  ...nepalAddressFields,
  city: requiredText(L.cityMin, L.cityMax, M.city),
  street: requiredText(L.streetMin, L.streetMax, M.street),
  country: text(M.country)
    .trim()
    .refine((value) => value.toLowerCase() === COUNTRY_NEPAL.toLowerCase(), M.country)
    .transform(() => COUNTRY_NEPAL),
  postal: text(M.postal)
    .trim()
    .refine((value) => value === '' || /^\d{5}$/.test(value), M.postal)
    .nullish()
    .transform((value) => (value ? value : undefined)),
};

export const addressCheckBody = z.object(shippingAddressFields);
export type AddressCheckBody = z.input<typeof addressCheckBody>;

export const addressCheckResponse = z.object({
  result: resultSuccess,
  shipping: rupees.describe('Shipping cost: Rs 0.00 everywhere in Nepal'),
});
export type AddressCheckResponse = z.infer<typeof addressCheckResponse>;

/** SPEC §3 checkout payload. full_name and email are the profile's (read-only); what is sent is ignored. */
export const checkoutBody = z.object({
  full_name: text().max(200).nullish().describe('Ignored: the profile name is used'),
  email: text().max(320).nullish().describe("Ignored: the signed-in customer's e-mail is used"),
  ...shippingAddressFields,
  payment: text(M.payment)
    .trim()
    .refine((value) => value === PAYMENT_CASH_ON_DELIVERY, M.payment),
  shop_code: text(M.shopCode).trim(),
  wallet_amount: rupeeAmount.default(0).describe('What the wallet pays, as quoted by POST /customer/wallets/apply; 0 for none'),
  coupon_code: couponCode.nullish().describe('The applied coupon, if any'),
  coupon_amount: rupeeAmount.default(0).describe('The discount quoted by POST /customer/coupons/apply; 0 for none'),
  total_amount: rupeeAmount.describe('The total the customer saw; compared with the server total'),
  buyer_pan: buyerPan,
});
export type CheckoutBody = z.input<typeof checkoutBody>;

export const checkoutResponse = z.object({
  result: resultSuccess,
  message: z.string(),
  errorMessage: z.string().describe('Empty on success'),
  order_name: z.string().describe('The new order number, e.g. SRK-7KQ29XHD'),
  totalAmount: rupees,
});
export type CheckoutResponse = z.infer<typeof checkoutResponse>;

/**
 * The 409 of checkout, wallet and coupon calls: the error envelope, and the bag as it is now
 * when the client's amounts were out of date, so the screen can show the new total at once.
 */
export const commerceConflict = errorEnvelope.extend({ cart: cartState.optional() });
export type CommerceConflict = z.infer<typeof commerceConflict>;

/** SPEC §7 wallets/apply. totalAmount: the bag's total; coupon_code: the coupon applied first, if any. */
export const walletApplyBody = z.object({
  totalAmount: rupeeAmount,
  coupon_code: couponCode.nullish(),
});
export type WalletApplyBody = z.input<typeof walletApplyBody>;

export const walletApplyResponse = z.object({
  result: resultSuccess,
  message: z.string(),
  totalAmount: rupees.describe('What is left to pay after the coupon and the wallet'),
  walletAmount: rupees.describe('What the wallet pays'),
  vatAmount: vatAddedAmount,
});
export type WalletApplyResponse = z.infer<typeof walletApplyResponse>;

/** SPEC §7 coupons/apply. totalAmount: the bag's total; email is the signed-in customer's whatever is sent. */
export const couponApplyBody = z.object({
  coupon_code: couponCode.refine((value) => value.trim() !== '', M.couponCode),
  totalAmount: rupeeAmount,
  email: text().max(320).nullish(),
});
export type CouponApplyBody = z.input<typeof couponApplyBody>;

export const couponApplyResponse = z.object({
  result: resultSuccess,
  message: z.string(),
  totalAmount: rupees.describe('The bag total less the coupon (before any wallet)'),
  couponAmount: rupees,
  vatAmount: vatAddedAmount,
});
export type CouponApplyResponse = z.infer<typeof couponApplyResponse>;
