import {
  adminServiceListResponse,
  SERVICE_MESSAGES as M,
  serviceBody,
  serviceDetailResponse,
  serviceOrderBody,
  serviceOrderResponse,
  servicePreviewResponse,
  serviceWriteResponse,
} from '@suraksha/contracts/admin/content-services';
import { errorResponses } from '@suraksha/contracts/error-envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffContext } from '../../platform/request-context.ts';
import { requirePermission } from '../../platform/staff-auth.ts';
import { listRefusals, security, tags } from './admin-route-parts.ts';
import { registerContentDesk } from './content-desk-routes.ts';
import {
  createService,
  getServiceForStaff,
  listServicesForStaff,
  orderServices,
  previewService,
  updateService,
} from './service-desk-service.ts';

const { 400: badRequest } = errorResponses;

/** /api/admin/content/services (issue #17, decision 0109): the content desk's routes, and the order of the list. */
export async function serviceAdminRoutes(app: FastifyInstance) {
  const base = '/admin/content/services';
  // POST …/order beside POST …/:entryId: a static segment wins in Fastify's router.
  const changed = registerContentDesk(app, {
    base,
    noun: 'service',
    notFound: M.notService,
    body: serviceBody,
    listResponse: adminServiceListResponse,
    detailResponse: serviceDetailResponse,
    writeResponse: serviceWriteResponse,
    previewResponse: servicePreviewResponse,
    list: listServicesForStaff,
    get: getServiceForStaff,
    preview: previewService,
    create: createService,
    update: updateService,
  });
  app.withTypeProvider<ZodTypeProvider>().post(
    `${base}/order`,
    {
      onRequest: requirePermission('content.write'),
      schema: {
        tags,
        security,
        summary: 'The services in a new order (the storefront’s): every id, each once; audited',
        body: serviceOrderBody,
        response: { 200: serviceOrderResponse, 400: badRequest, ...listRefusals },
      },
    },
    (request) => changed(orderServices(staffContext(request), request.body.ids)),
  );
}
