import {
  STOCK_MESSAGES,
  lowStockQuery,
  lowStockResponse,
  stockMovementsQuery,
  stockMovementsResponse,
  stockThresholdBody,
  stockThresholdResponse,
} from '@suraksha/contracts/admin/stock';
import { errorEnvelope, errorResponses } from '@suraksha/contracts/error-envelope';
import { pathSegment } from '@suraksha/contracts/text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffContext } from '../../platform/request-context.ts';
import { requirePermission } from '../../platform/staff-auth.ts';
import { lowStockList, productIdOf, setStockThreshold, stockHistory } from './stock-service.ts';

const { 400: badRequest, 401: unauthorized, 404: notFound, 409: conflict } = errorResponses;
const tags = ['admin'];
const security = [{ apiKey: [], staffSession: [] }];
const productParams = z.object({ productId: pathSegment(STOCK_MESSAGES.notFound) });

/** /api/admin/stock (issue #16): the low-stock list, each product's threshold, and its stock history. */
export async function stockAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/stock/low',
    {
      onRequest: requirePermission('catalogue.read'),
      schema: {
        tags,
        summary:
          'Active products sold from stock (not on request) at or under their own low-stock threshold, most short first, a page at a time',
        security,
        querystring: lowStockQuery,
        response: { 200: lowStockResponse, 400: badRequest, 401: unauthorized, 403: errorEnvelope },
      },
    },
    (request) => lowStockList(app.db, request.query.page),
  );

  r.post(
    '/admin/stock/:productId/threshold',
    {
      onRequest: requirePermission('stock.write'),
      schema: {
        tags,
        summary: "Set a product's low-stock threshold (it is low at that many pieces or fewer); 409 when it already is; audited",
        security,
        params: productParams,
        body: stockThresholdBody,
        response: { 200: stockThresholdResponse, 400: badRequest, 401: unauthorized, 403: errorEnvelope, 404: notFound, 409: conflict },
      },
    },
    (request) => setStockThreshold(staffContext(request), productIdOf(request.params.productId), request.body.low_stock_at),
  );

  r.get(
    '/admin/stock/:productId/movements',
    {
      onRequest: requirePermission('catalogue.read'),
      schema: {
        tags,
        summary:
          "A product's stock movements, newest first, a page at a time (when, how many, stock after, why, the order or import, who), and whether they add up to its stock",
        security,
        params: productParams,
        querystring: stockMovementsQuery,
        response: { 200: stockMovementsResponse, 400: badRequest, 401: unauthorized, 403: errorEnvelope, 404: notFound },
      },
    },
    (request) => stockHistory(app.db, productIdOf(request.params.productId), request.query.page),
  );
}
