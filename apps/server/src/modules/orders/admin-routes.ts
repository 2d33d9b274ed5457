import { orderDeskQuery, orderDeskResponse } from '@suraksha/contracts/admin/order-desk';
import { errorEnvelope, errorResponses } from '@suraksha/contracts/error-envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePermission } from '../../platform/staff-auth.ts';
import { orderDesk } from './order-desk-service.ts';

const { 400: badRequest, 401: unauthorized } = errorResponses;
const tags = ['admin'];
const security = [{ apiKey: [], staffSession: [] }];

/** /api/admin/orders: the order desk (issue #15). */
export async function ordersAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/orders',
    {
      onRequest: requirePermission('orders.read'),
      schema: {
        tags,
        summary:
          'Orders under the filters, a page at a time, with the count of every status tab; filters, search, sort and page in the query',
        security,
        querystring: orderDeskQuery,
        response: { 200: orderDeskResponse, 400: badRequest, 401: unauthorized, 403: errorEnvelope },
      },
    },
    (request) => orderDesk(app.db, request.query),
  );
}
