import { errorResponses } from '@suraksha/contracts/error-envelope';
import { submissionReceived } from '@suraksha/contracts/inbound-form-fields';
import { serviceRequestParams } from '@suraksha/contracts/service-request';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { optionalCustomer } from '../../platform/auth.ts';
import { requestContext } from '../../platform/request-context.ts';
import { countAccepted, formLimits } from '../forms/form-rate-limits.ts';
import { requestService, serviceRequestSubmission } from './service.ts';

const { 400: badRequest, 404: notFound, 429: tooMany } = errorResponses;

export const SERVICE_REQUEST_LIMITS = formLimits('service-request');

/** POST /api/services/{serviceId}/requests: the form of /services/{serviceId}/request. */
export async function serviceRequestRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/services/:serviceId/requests',
    {
      preHandler: optionalCustomer,
      schema: {
        tags: ['forms'],
        summary: 'Request a service visit; signed-in customers see it under My Service',
        params: serviceRequestParams,
        body: serviceRequestSubmission,
        response: { 200: submissionReceived, 400: badRequest, 404: notFound, 429: tooMany },
      },
    },
    async (request) => {
      await countAccepted(request, SERVICE_REQUEST_LIMITS);
      return requestService(requestContext(request), { serviceSlug: request.params.serviceId, request: request.body });
    },
  );
}
