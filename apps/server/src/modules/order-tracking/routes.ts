import { errorResponses } from '@suraksha/contracts/error-envelope';
import { trackingRequest, trackingResponse } from '@suraksha/contracts/order-tracking';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Limit, clientIp, consume } from '../../platform/rate-limit.ts';
import { trackOrder, trackingValidationError } from './service.ts';

const { 400: badRequest, 404: notFound, 429: tooMany } = errorResponses;

/**
 * Lookups per client IP. Every attempt counts, found or not: guessing order numbers for a
 * known e-mail is what this slows down (a customer tracks a parcel a few times a day).
 */
export const TRACKING_LIMIT: Limit = { name: 'order-tracking-ip', max: 10, windowMs: 60 * 1000 };

/** POST /api/order/tracking (SPEC §7): a visitor's order card by e-mail and order number. */
export async function orderTrackingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/order/tracking',
    {
      // The handler answers invalid bodies itself: SPEC §5's sentence as the errorMessage.
      attachValidation: true,
      schema: {
        tags: ['orders'],
        summary: 'Track an order by e-mail and order number (a wrong pair answers like an unknown order)',
        body: trackingRequest,
        response: { 200: trackingResponse, 400: badRequest, 404: notFound, 429: tooMany },
      },
    },
    async (request) => {
      await consume(request, [[TRACKING_LIMIT, clientIp(request)]]);
      if (request.validationError) throw trackingValidationError(request.body);
      return trackOrder(app.db, request.body);
    },
  );
}
