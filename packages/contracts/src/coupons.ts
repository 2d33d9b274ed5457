import { z } from 'zod';
import { rupees } from './catalog.ts';
import { resultSuccess } from './error-envelope.ts';

/**
 * A coupon of the public /coupons grid (SPEC §3: title, image, slug), with what a buyer needs to
 * use it: the code, the minimum order and the last day. Usage counts and limits never leave.
 */
export const publicCoupon = z.object({
  title: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  code: z.string(),
  min_order: rupees.describe('Smallest order total the coupon applies to; 0 for any order'),
  valid_until: z.string().describe('Last moment the coupon applies, ISO 8601'),
});
export type PublicCoupon = z.infer<typeof publicCoupon>;

/** POST /api/coupons (SPEC §7: response coupons). */
export const couponListResponse = z.object({ result: resultSuccess, coupons: z.array(publicCoupon) });
export type CouponListResponse = z.infer<typeof couponListResponse>;
