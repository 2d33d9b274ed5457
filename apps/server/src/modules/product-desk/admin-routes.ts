import { productBulkBody, productBulkResponse, productListQuery, productListResponse } from '@suraksha/contracts/admin/product-list';
import { errorEnvelope, errorResponses } from '@suraksha/contracts/error-envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffContext } from '../../platform/request-context.ts';
import { requirePermission } from '../../platform/staff-auth.ts';
import { bulkEditProducts } from './product-bulk-service.ts';
import { productList } from './product-list-service.ts';

const { 400: badRequest, 401: unauthorized, 413: tooLarge } = errorResponses;
const tags = ['admin'];
const security = [{ apiKey: [], staffSession: [] }];

/** /api/admin/products (issue #16): the product list and its bulk grid. */
export async function productDeskAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/products',
    {
      onRequest: requirePermission('catalogue.read'),
      schema: {
        tags,
        summary:
          'Products a page at a time (25, 50 or 100): search by title or SKU prefix, filter by brand, category (with the ones under it), active, on request, stock level and offer price, sort by title, price, stock or last change',
        security,
        querystring: productListQuery,
        response: { 200: productListResponse, 400: badRequest, 401: unauthorized, 403: errorEnvelope },
      },
    },
    (request) => productList(app.db, request.query),
  );

  r.post(
    '/admin/products/bulk',
    {
      // The gate is reading the catalogue; each field then asks its own permission, row by row (decision 0102).
      onRequest: requirePermission('catalogue.read'),
      schema: {
        tags,
        summary:
          "Save the grid's changed rows (at most 500; more is 413): price and offer price (catalogue.prices), stock (stock.write), active (catalogue.write), each field with the value staff saw. Each row in its own transaction, audited; a row changed meanwhile, breaking a price rule or touching a field the role may not change is refused with the reason; 403 when no row is the role's to change",
        security,
        body: productBulkBody,
        response: { 200: productBulkResponse, 400: badRequest, 401: unauthorized, 403: errorEnvelope, 413: tooLarge },
      },
    },
    async (request) => {
      const answer = await bulkEditProducts(staffContext(request), request.body);
      if (answer.saved > 0) app.catalogueChanges.changed();
      return answer;
    },
  );
}
