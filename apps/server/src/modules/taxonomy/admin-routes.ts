import {
  brandBody,
  brandsAdminResponse,
  brandWriteResponse,
  categoriesAdminResponse,
  categoryBody,
  categoryOrderBody,
  categoryOrderResponse,
  categoryWriteResponse,
  TAXONOMY_MESSAGES as M,
} from '@suraksha/contracts/admin/taxonomy';
import { errorEnvelope, errorResponses } from '@suraksha/contracts/error-envelope';
import { pathSegment } from '@suraksha/contracts/text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../platform/errors.ts';
import { staffContext } from '../../platform/request-context.ts';
import { requirePermission } from '../../platform/staff-auth.ts';
import { createBrand, editBrand, listBrandsForStaff, setBrandActive } from './brand-service.ts';
import { createCategory, editCategory, listCategoriesForStaff, orderCategories, setCategoryActive } from './category-service.ts';

const { 400: badRequest, 401: unauthorized, 404: notFound, 409: conflict } = errorResponses;
const tags = ['admin'];
const security = [{ apiKey: [], staffSession: [] }];
const brandParams = z.object({ brandId: pathSegment(M.notBrand) });
const categoryParams = z.object({ categoryId: pathSegment(M.notCategory) });
const refusals = { 400: badRequest, 401: unauthorized, 403: errorEnvelope, 404: notFound, 409: conflict };

/** A numeric id from the path; anything else names nothing (404). */
function idOf(segment: string, unknown: string): number {
  if (!/^\d{1,9}$/.test(segment)) throw new NotFoundError(unknown);
  return Number(segment);
}

/**
 * /api/admin/brands and /api/admin/categories (issue #16): catalogue.read lists, catalogue.write
 * changes. Each write commits with its audit row, then clears the storefront's caches (decision 0098).
 */
export async function taxonomyAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = requirePermission('catalogue.read');
  const write = requirePermission('catalogue.write');
  /** The answer of a committed write, after the storefront has been told. */
  const changed = async <T>(answer: Promise<T>): Promise<T> => {
    const done = await answer;
    app.catalogueChanges.changed();
    return done;
  };

  r.get(
    '/admin/brands',
    {
      onRequest: read,
      schema: {
        tags,
        security,
        summary: 'Every brand, inactive ones too, in shop order, with how many products (and active products) refer to it',
        response: { 200: brandsAdminResponse, 401: unauthorized, 403: errorEnvelope },
      },
    },
    () => listBrandsForStaff(app.db),
  );
  r.post(
    '/admin/brands',
    {
      onRequest: write,
      schema: {
        tags,
        security,
        summary: 'A new brand: the slug is made from the name unless given; a slug in use is 409; audited',
        body: brandBody,
        response: { 200: brandWriteResponse, ...refusals },
      },
    },
    (request) => changed(createBrand(staffContext(request), request.body)),
  );
  r.post(
    '/admin/brands/:brandId',
    {
      onRequest: write,
      schema: {
        tags,
        security,
        summary: "A brand's name and slug (left out: unchanged); audited; the storefront shows it at once",
        params: brandParams,
        body: brandBody,
        response: { 200: brandWriteResponse, ...refusals },
      },
    },
    (request) => changed(editBrand(staffContext(request), idOf(request.params.brandId, M.notBrand), request.body)),
  );
  for (const active of [false, true]) {
    r.post(
      `/admin/brands/:brandId/${active ? 'activate' : 'deactivate'}`,
      {
        onRequest: write,
        schema: {
          tags,
          security,
          summary: active
            ? 'Shows an inactive brand on the storefront again; audited'
            : 'Hides a brand from the storefront (its page answers 404; its products stay on sale); says how many active products refer to it; audited',
          params: brandParams,
          response: { 200: brandWriteResponse, ...refusals },
        },
      },
      (request) => changed(setBrandActive(staffContext(request), idOf(request.params.brandId, M.notBrand), active)),
    );
  }

  r.get(
    '/admin/categories',
    {
      onRequest: read,
      schema: {
        tags,
        security,
        summary: 'The category tree depth first, siblings in shop order, inactive ones too, with the products filed under each',
        response: { 200: categoriesAdminResponse, 401: unauthorized, 403: errorEnvelope },
      },
    },
    () => listCategoriesForStaff(app.db),
  );
  r.post(
    '/admin/categories',
    {
      onRequest: write,
      schema: {
        tags,
        security,
        summary: 'A new category under a parent (or at the top), last among its siblings; a slug in use is 409; audited',
        body: categoryBody,
        response: { 200: categoryWriteResponse, ...refusals },
      },
    },
    (request) => changed(createCategory(staffContext(request), request.body)),
  );
  r.post(
    '/admin/categories/order',
    {
      onRequest: write,
      schema: {
        tags,
        security,
        summary: 'The categories under one parent (null: the top level) in a new order: every one of them, each once; audited',
        body: categoryOrderBody,
        response: { 200: categoryOrderResponse, ...refusals },
      },
    },
    (request) => changed(orderCategories(staffContext(request), request.body)),
  );
  r.post(
    '/admin/categories/:categoryId',
    {
      onRequest: write,
      schema: {
        tags,
        security,
        summary: "A category's name, slug and parent; a move under itself or its own subcategory is refused; audited",
        params: categoryParams,
        body: categoryBody,
        response: { 200: categoryWriteResponse, ...refusals },
      },
    },
    (request) => changed(editCategory(staffContext(request), idOf(request.params.categoryId, M.notCategory), request.body)),
  );
  for (const active of [false, true]) {
    r.post(
      `/admin/categories/:categoryId/${active ? 'activate' : 'deactivate'}`,
      {
        onRequest: write,
        schema: {
          tags,
          security,
          summary: active
            ? 'Shows an inactive category again (its parent must be active); audited'
            : 'Hides a category from the menu (its page answers 404; its products stay on sale); refused while it has active subcategories; audited',
          params: categoryParams,
          response: { 200: categoryWriteResponse, ...refusals },
        },
      },
      (request) => changed(setCategoryActive(staffContext(request), idOf(request.params.categoryId, M.notCategory), active)),
    );
  }
}
