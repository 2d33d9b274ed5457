import { productListQuery } from '@suraksha/contracts/admin/product-list';
import { errorEnvelope, errorResponses } from '@suraksha/contracts/error-envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../platform/csv-export.ts';
import { requirePermission } from '../../platform/staff-auth.ts';
import { productListFilters } from '../product-desk/product-list-service.ts';
import { productsCsv } from './product-export-service.ts';

const { 400: badRequest, 401: unauthorized } = errorResponses;

/** GET /api/admin/products.csv (issue #16): the catalogue, or the back-office list's filtered part of it, as a spreadsheet (catalogue.read). */
export async function productExportRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/admin/products.csv',
    {
      onRequest: requirePermission('catalogue.read'),
      schema: {
        tags: ['admin'],
        summary:
          'The products under the same search and filters as GET /api/admin/products (every product, active or not, with none) as CSV by id: SKU, title, brand, category, price and offer price in rupees, unit, stock, active, on request; UTF-8 with a BOM, streamed (sort and page are ignored)',
        security: [{ apiKey: [], staffSession: [] }],
        produces: ['text/csv'],
        querystring: productListQuery,
        response: { 200: z.string().describe('text/csv'), 400: badRequest, 401: unauthorized, 403: errorEnvelope },
      },
    },
    async (request, reply) => {
      await sendCsv(reply, productsCsv(app.db, await productListFilters(app.db, request.query)));
      return reply;
    },
  );
}
