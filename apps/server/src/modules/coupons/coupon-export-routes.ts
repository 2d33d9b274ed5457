import { errorEnvelope, errorResponses } from '@suraksha/contracts/error-envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../platform/csv-export.ts';
import { requirePermission } from '../../platform/staff-auth.ts';
import { couponsCsv } from './coupon-export-service.ts';

const { 401: unauthorized } = errorResponses;

/** GET /api/admin/coupons.csv (issue #16): every coupon with its usage figures (catalogue.read, as the coupons list). */
export async function couponExportRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/admin/coupons.csv',
    {
      onRequest: requirePermission('catalogue.read'),
      schema: {
        tags: ['admin'],
        summary:
          'Every coupon as CSV by id with its terms, pause and usage: redemptions, customers, discount given, orders and their total in rupees (cancelled orders excluded), last used; UTF-8 with a BOM, streamed',
        security: [{ apiKey: [], staffSession: [] }],
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv'), 401: unauthorized, 403: errorEnvelope },
      },
    },
    async (_request, reply) => {
      await sendCsv(reply, couponsCsv(app.db));
      return reply;
    },
  );
}
