import { addressCheckBody, checkoutBody } from '@suraksha/contracts/checkout';
import { CHECKOUT_MESSAGES } from '@suraksha/contracts/checkout-messages';
import { SHOP_CODE } from '@suraksha/domain/constants';
import { provinceOf } from '@suraksha/domain/provinces';
import { z } from 'zod';
import { nepaliPhone } from '../forms/form-rules.ts';
import { nepalAddressCheck } from '../forms/nepal-address-rules.ts';

/**
 * The contracts' shapes with the rules of packages/domain: a Nepali phone, a province, our shop
 * code, and a district, local level and ward that lie inside each other (decision 0119).
 */

const phone = nepaliPhone(addressCheckBody.shape.phone, CHECKOUT_MESSAGES.phone);

const state = addressCheckBody.shape.state.transform((value, ctx) => {
  const province = provinceOf(value);
  if (province === null) {
    ctx.addIssue({ code: 'custom', message: CHECKOUT_MESSAGES.state });
    return z.NEVER;
  }
  return province;
});

const placed = nepalAddressCheck('state');

export const addressCheckRequest = addressCheckBody.extend({ phone, state }).superRefine(placed);

export const checkoutRequest = checkoutBody
  .extend({
    phone,
    state,
    shop_code: checkoutBody.shape.shop_code.refine((value) => value === SHOP_CODE, CHECKOUT_MESSAGES.shopCode),
  })
  .superRefine(placed);
export type CheckoutRequest = z.output<typeof checkoutRequest>;
