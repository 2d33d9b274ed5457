import { errorEnvelope, errorResponses } from '@suraksha/contracts/error-envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../platform/csv-export.ts';
import { requirePermission } from '../../platform/staff-auth.ts';
import { productsCsv } from './product-export-service.ts';

const { 401: unauthorized } = errorResponses;

/** GET /api/admin/products.csv (issue #16): the whole catalogue as a spreadsheet (catalogue.read). */
export async function productExportRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/admin/products.csv',
    {
      onRequest: requirePermission('catalogue.read'),
      schema: {
        tags: ['admin'],
        summary:
          'Every product, active or not, as CSV by id: SKU, title, brand, category, price and offer price in rupees, unit, stock, active, on request; UTF-8 with a BOM, streamed',
        security: [{ apiKey: [], staffSession: [] }],
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv'), 401: unauthorized, 403: errorEnvelope },
      },
    },
    async (_request, reply) => {
      await sendCsv(reply, productsCsv(app.db));
      return reply;
    },
  );
}
