import {
  certificateBody,
  CERTIFICATE_MESSAGES as M,
  certificateOrderResponse,
  certificatesAdminResponse,
  certificateWriteResponse,
} from '@suraksha/contracts/admin/certificates';
import { showcaseOrderBody } from '@suraksha/contracts/admin/showcase-fields';
import { errorEnvelope, errorResponses } from '@suraksha/contracts/error-envelope';
import { pathSegment } from '@suraksha/contracts/text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffContext } from '../../platform/request-context.ts';
import { requirePermission } from '../../platform/staff-auth.ts';
import { announcing, idOf } from '../showcase/showcase-routes.ts';
import { createCertificate, editCertificate, listCertificatesForStaff, orderCertificates, setCertificateActive } from './admin-service.ts';

const { 400: badRequest, 401: unauthorized, 404: notFound, 409: conflict } = errorResponses;
const tags = ['admin'];
const security = [{ apiKey: [], staffSession: [] }];
const params = z.object({ certificateId: pathSegment(M.notCertificate) });
const refusals = { 400: badRequest, 401: unauthorized, 403: errorEnvelope, 404: notFound, 409: conflict };

/**
 * /api/admin/certificates (issue #16, decision 0101): catalogue.read lists, catalogue.write changes.
 * Each write commits with its audit row, then clears the storefront's caches.
 */
export async function certificatesAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const write = requirePermission('catalogue.write');
  const changed = announcing(app);
  const certificateId = (segment: string) => idOf(segment, M.notCertificate);

  r.get(
    '/admin/certificates',
    {
      onRequest: requirePermission('catalogue.read'),
      schema: {
        tags,
        security,
        summary: 'Every certificate, inactive ones too, in shop order',
        response: { 200: certificatesAdminResponse, 401: unauthorized, 403: errorEnvelope },
      },
    },
    () => listCertificatesForStaff(app.db),
  );
  r.post(
    '/admin/certificates',
    {
      onRequest: write,
      schema: {
        tags,
        security,
        summary: 'A new certificate (title, image under /media or an https address), last in shop order; audited',
        body: certificateBody,
        response: { 200: certificateWriteResponse, ...refusals },
      },
    },
    (request) => changed(createCertificate(staffContext(request), request.body)),
  );
  r.post(
    '/admin/certificates/order',
    {
      onRequest: write,
      schema: {
        tags,
        security,
        summary: 'Every certificate in a new order: each id once; audited',
        body: showcaseOrderBody,
        response: { 200: certificateOrderResponse, ...refusals },
      },
    },
    (request) => changed(orderCertificates(staffContext(request), request.body)),
  );
  r.post(
    '/admin/certificates/:certificateId',
    {
      onRequest: write,
      schema: {
        tags,
        security,
        summary: "A certificate's title, slug and image; audited",
        params,
        body: certificateBody,
        response: { 200: certificateWriteResponse, ...refusals },
      },
    },
    (request) => changed(editCertificate(staffContext(request), certificateId(request.params.certificateId), request.body)),
  );
  for (const active of [false, true]) {
    r.post(
      `/admin/certificates/:certificateId/${active ? 'activate' : 'deactivate'}`,
      {
        onRequest: write,
        schema: {
          tags,
          security,
          summary: active
            ? 'Shows an inactive certificate again; audited'
            : 'Hides a certificate (it leaves the certificates list); audited',
          params,
          response: { 200: certificateWriteResponse, ...refusals },
        },
      },
      (request) => changed(setCertificateActive(staffContext(request), certificateId(request.params.certificateId), active)),
    );
  }
}
