import { addressCheckBody, checkoutBody } from '@suraksha/contracts/checkout';
import { CHECKOUT_MESSAGES } from '@suraksha/contracts/checkout-messages';
import { SHOP_CODE } from '@suraksha/domain/constants';
import { normalizeNepaliPhone } from '@suraksha/domain/nepal-phone';
import { provinceOf } from '@suraksha/domain/provinces';
import { z } from 'zod';

/** The contracts' shapes with the rules of packages/domain: a Nepali phone, a province, our shop code. */

const phone = addressCheckBody.shape.phone.transform((value, ctx) => {
  const normalized = normalizeNepaliPhone(value);
  if (normalized === null) {
    ctx.addIssue({ code: 'custom', message: CHECKOUT_MESSAGES.phone });
    return z.NEVER;
  }
  return normalized;
});

const state = addressCheckBody.shape.state.transform((value, ctx) => {
  const province = provinceOf(value);
  if (province === null) {
    ctx.addIssue({ code: 'custom', message: CHECKOUT_MESSAGES.state });
    return z.NEVER;
  }
  return province;
});

export const addressCheckRequest = addressCheckBody.extend({ phone, state });

export const checkoutRequest = checkoutBody.extend({
  phone,
  state,
  shop_code: checkoutBody.shape.shop_code.refine((value) => value === SHOP_CODE, CHECKOUT_MESSAGES.shopCode),
});
export type CheckoutRequest = z.output<typeof checkoutRequest>;
