import { z } from 'zod';
import { resultSuccess } from './error-envelope.ts';

/** Refer and earn (SPEC §2 Your Community, §7 POST /customer/refers). */

/** SPEC §7 sends no body with POST /customer/refers; anything sent is ignored. */
export const refersBody = z.object({}).nullish();

export const referralState = z
  .enum(['registered', 'verified', 'rewarded'])
  .describe('registered: joined with the code; verified: e-mail verified; rewarded: first order delivered, Rs 500 paid');
export type ReferralState = z.infer<typeof referralState>;

export const referredPerson = z.object({
  name: z.string().describe('Masked as a shop shows it, e.g. "R***** T****"'),
  status: referralState,
  date: z.string().describe('YYYY-MM-DD (Nepal time) the friend joined'),
});
export type ReferredPerson = z.infer<typeof referredPerson>;

export const refersResponse = z.object({
  result: resultSuccess,
  orders: z
    .array(referredPerson)
    .describe(
      "The people who joined with my referral code, newest first. SPEC §7 names this key 'orders'; it holds referred users, not orders.",
    ),
});
export type RefersResponse = z.infer<typeof refersResponse>;
