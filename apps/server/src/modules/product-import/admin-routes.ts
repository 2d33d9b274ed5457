import {
  PRODUCT_IMPORT_MESSAGES as M,
  productImportResponse,
  productImportRowsQuery,
  productImportRowsResponse,
  productImportWriteResponse,
} from '@suraksha/contracts/admin/product-import';
import { errorEnvelope, errorResponses } from '@suraksha/contracts/error-envelope';
import { pathSegment } from '@suraksha/contracts/text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../platform/errors.ts';
import { staffContext } from '../../platform/request-context.ts';
import { requirePermission } from '../../platform/staff-auth.ts';
import { confirmImport, getImport, listImportRows, uploadImport } from './import-service.ts';

const { 400: badRequest, 401: unauthorized, 404: notFound, 409: conflict, 413: tooLarge, 422: unprocessable } = errorResponses;
const tags = ['admin'];
const security = [{ apiKey: [], staffSession: [] }];
const params = z.object({ importId: pathSegment(M.notFound) });

/** A numeric id from the path; anything else names nothing (404). */
function idOf(segment: string): number {
  if (!/^\d{1,9}$/.test(segment)) throw new NotFoundError(M.notFound);
  return Number(segment);
}

/**
 * /api/admin/product-imports (issue #16, decision 0103): upload a products CSV and read its preview,
 * confirm it, follow its progress. catalogue.write throughout; price and stock cells need
 * catalogue.prices and stock.write, checked row by row in the preview.
 */
export async function productImportAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const write = requirePermission('catalogue.write');

  r.post(
    '/admin/product-imports',
    {
      onRequest: write,
      schema: {
        tags,
        security,
        summary:
          'Uploads a products CSV (multipart, field "file", at most 20 MB, UTF-8 with or without BOM) and answers its preview counts; the rows are at …/rows. Not a CSV: 415; unreadable or without a sku column: 422; audited',
        consumes: ['multipart/form-data'],
        response: {
          200: productImportWriteResponse,
          400: badRequest,
          401: unauthorized,
          403: errorEnvelope,
          413: tooLarge,
          415: errorEnvelope,
          422: unprocessable,
        },
      },
    },
    (request) => uploadImport(staffContext(request), request),
  );
  r.get(
    '/admin/product-imports/:importId',
    {
      onRequest: write,
      schema: {
        tags,
        security,
        summary: "An import's status, preview counts, unknown columns and progress (rows processed and what they came to)",
        params,
        response: { 200: productImportResponse, 401: unauthorized, 403: errorEnvelope, 404: notFound },
      },
    },
    async (request) => ({
      result: 'success' as const,
      import: await getImport(staffContext(request), idOf(request.params.importId)),
    }),
  );
  r.get(
    '/admin/product-imports/:importId/rows',
    {
      onRequest: write,
      schema: {
        tags,
        security,
        summary:
          "A page of an import's rows (50), of one kind (create, change, unchanged, refused) or all: changes field by field, refusals with why",
        params,
        querystring: productImportRowsQuery,
        response: { 200: productImportRowsResponse, 400: badRequest, 401: unauthorized, 403: errorEnvelope, 404: notFound },
      },
    },
    (request) => listImportRows(staffContext(request), idOf(request.params.importId), request.query),
  );
  r.post(
    '/admin/product-imports/:importId/confirm',
    {
      onRequest: write,
      schema: {
        tags,
        security,
        summary:
          'Starts a previewed import in the background (its uploader only), in batches of 500, resumable; already confirmed: 409; audited',
        params,
        response: { 200: productImportWriteResponse, 401: unauthorized, 403: errorEnvelope, 404: notFound, 409: conflict },
      },
    },
    async (request) => {
      const answer = await confirmImport(staffContext(request), idOf(request.params.importId));
      app.productImports.wake();
      return answer;
    },
  );
}
