import { couponListResponse } from '@suraksha/contracts/coupons';
import { paisaToRupees } from '@suraksha/domain/money';
import { errorResponses } from '@suraksha/contracts/error-envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listPublicCoupons } from './public-coupons-repo.ts';

/**
 * SPEC §7 POST /api/coupons (a POST with no payload, as the spec lists it): the coupons a buyer
 * can use today, those ending soonest first. A coupon's code is what the grid is for, so it is sent.
 */
export async function publicCouponRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/coupons',
    {
      schema: {
        tags: ['coupons'],
        summary: 'Public coupons valid now: title, image, code, minimum order and last day',
        response: { 200: couponListResponse, 400: errorResponses[400] },
      },
    },
    async () => {
      const rows = await listPublicCoupons(app.db, new Date());
      return {
        result: 'success' as const,
        coupons: rows.map((row) => ({
          title: row.title,
          slug: row.slug,
          image: row.image,
          code: row.code,
          min_order: paisaToRupees(row.minOrderPaisa),
          valid_until: row.endsAt.toISOString(),
        })),
      };
    },
  );
}
