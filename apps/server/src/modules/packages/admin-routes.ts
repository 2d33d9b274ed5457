import {
  PACKAGE_MESSAGES as M,
  packageCreateBody,
  packageEditBody,
  packageOrderResponse,
  packagesAdminResponse,
  packageWriteResponse,
} from '@suraksha/contracts/admin/packages';
import { showcaseOrderBody } from '@suraksha/contracts/admin/showcase-fields';
import { errorEnvelope, errorResponses } from '@suraksha/contracts/error-envelope';
import { pathSegment } from '@suraksha/contracts/text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffContext } from '../../platform/request-context.ts';
import { requirePermission } from '../../platform/staff-auth.ts';
import { announcing, idOf } from '../showcase/showcase-routes.ts';
import { createPackage, editPackage, listPackagesForStaff, orderPackages, setPackageActive } from './admin-service.ts';

const { 400: badRequest, 401: unauthorized, 404: notFound, 409: conflict } = errorResponses;
const tags = ['admin'];
const security = [{ apiKey: [], staffSession: [] }];
const params = z.object({ packageId: pathSegment(M.notPackage) });
const refusals = { 400: badRequest, 401: unauthorized, 403: errorEnvelope, 404: notFound, 409: conflict };

/**
 * /api/admin/packages (issue #16, decision 0101): catalogue.read lists; text and items need
 * catalogue.write, a price catalogue.prices (a new package always has one). Each write commits with
 * its audit row, then clears the storefront's caches.
 */
export async function packagesAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const write = requirePermission('catalogue.write');
  const changed = announcing(app);
  const packageId = (segment: string) => idOf(segment, M.notPackage);

  r.get(
    '/admin/packages',
    {
      onRequest: requirePermission('catalogue.read'),
      schema: {
        tags,
        security,
        summary: 'Every package, inactive ones too, in shop order, with its items at today’s prices and what they add up to',
        response: { 200: packagesAdminResponse, 401: unauthorized, 403: errorEnvelope },
      },
    },
    () => listPackagesForStaff(app.db),
  );
  r.post(
    '/admin/packages',
    {
      onRequest: requirePermission('catalogue.prices'),
      schema: {
        tags,
        security,
        summary: 'A new package (products with quantities, one bundle price), last in shop order; a slug in use is 409; audited',
        body: packageCreateBody,
        response: { 200: packageWriteResponse, ...refusals },
      },
    },
    (request) => changed(createPackage(staffContext(request), request.body)),
  );
  r.post(
    '/admin/packages/order',
    {
      onRequest: write,
      schema: {
        tags,
        security,
        summary: 'Every package in a new order (the storefront lists them so): each id once; audited',
        body: showcaseOrderBody,
        response: { 200: packageOrderResponse, ...refusals },
      },
    },
    (request) => changed(orderPackages(staffContext(request), request.body)),
  );
  r.post(
    '/admin/packages/:packageId',
    {
      onRequest: write,
      schema: {
        tags,
        security,
        summary: "A package's text and items; a changed price needs catalogue.prices (else 403, nothing changes); audited",
        params,
        body: packageEditBody,
        response: { 200: packageWriteResponse, ...refusals },
      },
    },
    (request) => changed(editPackage(staffContext(request), packageId(request.params.packageId), request.body)),
  );
  for (const active of [false, true]) {
    r.post(
      `/admin/packages/:packageId/${active ? 'activate' : 'deactivate'}`,
      {
        onRequest: write,
        schema: {
          tags,
          security,
          summary: active
            ? 'Shows an inactive package on the storefront again; audited'
            : 'Hides a package from the storefront (its page answers 404, it leaves the list); audited',
          params,
          response: { 200: packageWriteResponse, ...refusals },
        },
      },
      (request) => changed(setPackageActive(staffContext(request), packageId(request.params.packageId), active)),
    );
  }
}
