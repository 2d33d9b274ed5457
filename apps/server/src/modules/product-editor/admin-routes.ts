import {
  PRODUCT_EDITOR_MESSAGES as M,
  productCreateBody,
  productEditorChangeResponse,
  productEditorResponse,
  productUpdateBody,
} from '@suraksha/contracts/admin/product-editor';
import { productResponse } from '@suraksha/contracts/catalog';
import { errorEnvelope, errorResponses } from '@suraksha/contracts/error-envelope';
import { pathSegment } from '@suraksha/contracts/text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getProductPreview } from '../catalog/product-detail.ts';
import { staffContext } from '../../platform/request-context.ts';
import { requirePermission } from '../../platform/staff-auth.ts';
import { createProduct, productForEditor, productIdOf, updateProduct } from './product-editor-service.ts';

const { 400: badRequest, 401: unauthorized, 404: notFound, 409: conflict } = errorResponses;
const tags = ['admin'];
const security = [{ apiKey: [], staffSession: [] }];
const productParams = z.object({ productId: pathSegment(M.notFound) });

/**
 * The product editor (issue #16, decision 0104): one product read with catalogue.read, created and
 * changed with catalogue.write; a price needs catalogue.prices and stock stock.write on top (the
 * service checks what actually changes). Each write commits with its audit row, then clears the
 * storefront's caches; the search document follows by the products trigger.
 */
export async function productEditorAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const changed = async <T>(answer: Promise<T>): Promise<T> => {
    const done = await answer;
    app.catalogueChanges.changed();
    return done;
  };

  r.get(
    '/admin/products/:productId',
    {
      onRequest: requirePermission('catalogue.read'),
      schema: {
        tags,
        security,
        summary:
          'One product as the editor shows it, drafts (inactive) too: prices in rupees, photos with alt text, related products, old slugs, and updated_at to send back with an edit',
        params: productParams,
        response: { 200: productEditorResponse, 401: unauthorized, 403: errorEnvelope, 404: notFound },
      },
    },
    async (request) => ({ result: 'success' as const, product: await productForEditor(app.db, productIdOf(request.params.productId)) }),
  );

  r.get(
    '/admin/products/:productId/preview',
    {
      onRequest: requirePermission('catalogue.read'),
      schema: {
        tags,
        security,
        summary:
          "The product's page as the storefront would answer it, drafts (inactive) too and with prices: what /preview/products/{productId} renders for staff before publishing",
        params: productParams,
        response: { 200: productResponse, 401: unauthorized, 403: errorEnvelope, 404: notFound },
      },
    },
    (request) => getProductPreview(app.db, productIdOf(request.params.productId)),
  );

  r.post(
    '/admin/products',
    {
      onRequest: requirePermission('catalogue.write'),
      schema: {
        tags,
        security,
        summary:
          'Create a product: slug made from the title unless typed; a slug or SKU in use is 409; a price needs catalogue.prices and stock stock.write (403); the description is sanitised; audited',
        body: productCreateBody,
        response: { 200: productEditorChangeResponse, 400: badRequest, 401: unauthorized, 403: errorEnvelope, 409: conflict },
      },
    },
    (request) => changed(createProduct(staffContext(request), request.body)),
  );

  r.post(
    '/admin/products/:productId',
    {
      onRequest: requirePermission('catalogue.write'),
      schema: {
        tags,
        security,
        summary:
          "Change a product with the updated_at the form loaded (saved by someone else since: 409, nothing overwritten); a new slug keeps the old one as a 301; a changed price needs catalogue.prices, a changed stock stock.write (recorded as 'edit'); audited with before and after",
        params: productParams,
        body: productUpdateBody,
        response: {
          200: productEditorChangeResponse,
          400: badRequest,
          401: unauthorized,
          403: errorEnvelope,
          404: notFound,
          409: conflict,
        },
      },
    },
    (request) => changed(updateProduct(staffContext(request), productIdOf(request.params.productId), request.body)),
  );
}
