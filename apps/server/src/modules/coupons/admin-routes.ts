import {
  COUPON_ADMIN_MESSAGES,
  couponBody,
  couponChangeResponse,
  couponDetailResponse,
  couponListQuery,
  couponListResponse,
} from '@suraksha/contracts/admin/coupons';
import { errorEnvelope, errorResponses } from '@suraksha/contracts/error-envelope';
import { pathSegment } from '@suraksha/contracts/text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffContext } from '../../platform/request-context.ts';
import { requirePermission } from '../../platform/staff-auth.ts';
import { couponDetail, couponIdOf, couponList, createCoupon, setCouponPaused, updateCoupon } from './coupon-desk-service.ts';

const { 400: badRequest, 401: unauthorized, 404: notFound, 409: conflict } = errorResponses;
const couponParams = z.object({ couponId: pathSegment(COUPON_ADMIN_MESSAGES.notFound) });
const tags = ['admin'];
const security = [{ apiKey: [], staffSession: [] }];
const writeResponses = { 200: couponChangeResponse, 400: badRequest, 401: unauthorized, 403: errorEnvelope, 404: notFound, 409: conflict };

/**
 * /api/admin/coupons (issue #16): coupons with their usage, and their terms. Reading needs
 * catalogue.read, every change catalogue.prices (a coupon is a price: the editor may not). Only
 * GET and POST (decision 0081). Nothing caches coupons: POST /api/coupons and checkout read the
 * table, so a change holds for the next customer at once.
 */
export async function couponsAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/coupons',
    {
      onRequest: requirePermission('catalogue.read'),
      schema: {
        tags,
        summary:
          'Coupons a page at a time: search by code, filter by state (active, paused, scheduled, expired, used up) and public/private, sort; each with its redemptions, discount given and orders (cancelled orders give theirs back)',
        security,
        querystring: couponListQuery,
        response: { 200: couponListResponse, 400: badRequest, 401: unauthorized, 403: errorEnvelope },
      },
    },
    (request) => couponList(app.db, request.query),
  );

  r.get(
    '/admin/coupons/:couponId',
    {
      onRequest: requirePermission('catalogue.read'),
      schema: {
        tags,
        summary: 'One coupon: its terms, figures and newest redemptions (order, customer, amount, when)',
        security,
        params: couponParams,
        response: { 200: couponDetailResponse, 401: unauthorized, 403: errorEnvelope, 404: notFound },
      },
    },
    async (request) => ({ result: 'success' as const, coupon: await couponDetail(app.db, couponIdOf(request.params.couponId)) }),
  );

  r.post(
    '/admin/coupons',
    {
      onRequest: requirePermission('catalogue.prices'),
      schema: {
        tags,
        summary:
          'Create a coupon: code typed (capitals, no spaces) or generated, amount in rupees or percent, minimum order, validity window in Nepal time, total and per-customer limits, public or private; 409 for a code taken; audited',
        security,
        body: couponBody,
        response: { 200: couponChangeResponse, 400: badRequest, 401: unauthorized, 403: errorEnvelope, 409: conflict },
      },
    },
    (request) => createCoupon(staffContext(request), request.body),
  );

  r.post(
    '/admin/coupons/:couponId',
    {
      onRequest: requirePermission('catalogue.prices'),
      schema: {
        tags,
        summary:
          "Change a coupon's terms (orders already placed keep what they were charged; the code is fixed once an order used it); audited with before and after",
        security,
        params: couponParams,
        body: couponBody,
        response: writeResponses,
      },
    },
    (request) => updateCoupon(staffContext(request), couponIdOf(request.params.couponId), request.body),
  );

  r.post(
    '/admin/coupons/:couponId/pause',
    {
      onRequest: requirePermission('catalogue.prices'),
      schema: {
        tags,
        summary: 'Pause a coupon: checkout refuses it and the public coupons page hides it until it is resumed; audited',
        security,
        params: couponParams,
        response: writeResponses,
      },
    },
    (request) => setCouponPaused(staffContext(request), couponIdOf(request.params.couponId), true),
  );

  r.post(
    '/admin/coupons/:couponId/resume',
    {
      onRequest: requirePermission('catalogue.prices'),
      schema: {
        tags,
        summary: 'Resume a paused coupon: it works again within its window and limits; audited',
        security,
        params: couponParams,
        response: writeResponses,
      },
    },
    (request) => setCouponPaused(staffContext(request), couponIdOf(request.params.couponId), false),
  );
}
