import {
  catalogueBody,
  CATALOGUE_MESSAGES as M,
  catalogueOrderResponse,
  cataloguesAdminResponse,
  catalogueWriteResponse,
} from '@suraksha/contracts/admin/catalogues';
import { showcaseOrderBody } from '@suraksha/contracts/admin/showcase-fields';
import { errorEnvelope, errorResponses } from '@suraksha/contracts/error-envelope';
import { pathSegment } from '@suraksha/contracts/text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffContext } from '../../platform/request-context.ts';
import { requirePermission } from '../../platform/staff-auth.ts';
import { announcing, idOf } from '../showcase/showcase-routes.ts';
import { createCatalogue, editCatalogue, listCataloguesForStaff, orderCatalogues, setCatalogueActive } from './admin-service.ts';

const { 400: badRequest, 401: unauthorized, 404: notFound, 409: conflict } = errorResponses;
const tags = ['admin'];
const security = [{ apiKey: [], staffSession: [] }];
const params = z.object({ catalogueId: pathSegment(M.notCatalogue) });
const refusals = { 400: badRequest, 401: unauthorized, 403: errorEnvelope, 404: notFound, 409: conflict };

/**
 * /api/admin/catalogues (issue #16, decision 0101): catalogue.read lists, catalogue.write changes.
 * Each write commits with its audit row, then clears the storefront's caches.
 */
export async function cataloguesAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const write = requirePermission('catalogue.write');
  const changed = announcing(app);
  const catalogueId = (segment: string) => idOf(segment, M.notCatalogue);

  r.get(
    '/admin/catalogues',
    {
      onRequest: requirePermission('catalogue.read'),
      schema: {
        tags,
        security,
        summary: 'Every PDF catalogue, inactive ones too, in shop order',
        response: { 200: cataloguesAdminResponse, 401: unauthorized, 403: errorEnvelope },
      },
    },
    () => listCataloguesForStaff(app.db),
  );
  r.post(
    '/admin/catalogues',
    {
      onRequest: write,
      schema: {
        tags,
        security,
        summary: 'A new catalogue (title, cover image, PDF under /media or an https address), last in shop order; audited',
        body: catalogueBody,
        response: { 200: catalogueWriteResponse, ...refusals },
      },
    },
    (request) => changed(createCatalogue(staffContext(request), request.body)),
  );
  r.post(
    '/admin/catalogues/order',
    {
      onRequest: write,
      schema: {
        tags,
        security,
        summary: 'Every catalogue in a new order: each id once; audited',
        body: showcaseOrderBody,
        response: { 200: catalogueOrderResponse, ...refusals },
      },
    },
    (request) => changed(orderCatalogues(staffContext(request), request.body)),
  );
  r.post(
    '/admin/catalogues/:catalogueId',
    {
      onRequest: write,
      schema: {
        tags,
        security,
        summary: "A catalogue's title, slug, cover image and PDF; audited",
        params,
        body: catalogueBody,
        response: { 200: catalogueWriteResponse, ...refusals },
      },
    },
    (request) => changed(editCatalogue(staffContext(request), catalogueId(request.params.catalogueId), request.body)),
  );
  for (const active of [false, true]) {
    r.post(
      `/admin/catalogues/:catalogueId/${active ? 'activate' : 'deactivate'}`,
      {
        onRequest: write,
        schema: {
          tags,
          security,
          summary: active
            ? 'Shows an inactive catalogue again; audited'
            : 'Hides a catalogue (it leaves the list; its page and download answer 404); audited',
          params,
          response: { 200: catalogueWriteResponse, ...refusals },
        },
      },
      (request) => changed(setCatalogueActive(staffContext(request), catalogueId(request.params.catalogueId), active)),
    );
  }
}
