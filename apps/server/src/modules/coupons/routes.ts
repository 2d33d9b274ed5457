import { commerceConflict, couponApplyBody, couponApplyResponse } from '@suraksha/contracts/checkout';
import { errorResponses } from '@suraksha/contracts/error-envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCustomer, signedIn } from '../../platform/auth.ts';
import { type Limit, consume } from '../../platform/rate-limit.ts';
import { answer } from '../../platform/outcome.ts';
import { quoteCoupon } from './service.ts';

const { 400: badRequest, 401: unauthorized, 429: tooMany } = errorResponses;

/** Codes are random; a cap per customer keeps anyone from trying them all. */
export const COUPON_APPLY_LIMIT: Limit = { name: 'coupon-apply-user', max: 30, windowMs: 10 * 60 * 1000 };

/** SPEC §7 coupons/apply: a quote of what a coupon takes off; checkout redeems it. */
export async function couponRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/customer/coupons/apply',
    {
      onRequest: requireCustomer,
      schema: {
        tags: ['checkout'],
        security: [{ apiKey: [], bearer: [] }],
        summary: 'What a coupon takes off my bag (code case and spaces do not matter)',
        body: couponApplyBody,
        response: { 200: couponApplyResponse, 400: badRequest, 401: unauthorized, 409: commerceConflict, 429: tooMany },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      await consume(request, [[COUPON_APPLY_LIMIT, String(user.id)]]);
      return answer(reply, await quoteCoupon(app.db, user.id, request.body));
    },
  );
}
