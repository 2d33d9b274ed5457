import { CHECKOUT_MESSAGES } from '@suraksha/contracts/checkout-messages';
import { savedAddressBody } from '@suraksha/contracts/saved-address';
import { provinceOf } from '@suraksha/domain/provinces';
import { z } from 'zod';
import { nepalAddressCheck } from '../forms/nepal-address-rules.ts';

/** The checkout's address rules on the saved address: a province by any of its names, and the parts below inside it. */
export const savedAddressRequest = savedAddressBody
  .extend({
    state: savedAddressBody.shape.state.transform((value, ctx) => {
      const province = provinceOf(value);
      if (province === null) {
        ctx.addIssue({ code: 'custom', message: CHECKOUT_MESSAGES.state });
        return z.NEVER;
      }
      return province;
    }),
  })
  .superRefine(nepalAddressCheck('state'));
export type SavedAddressRequest = z.output<typeof savedAddressRequest>;
