import { errorResponses } from '@suraksha/contracts/error-envelope';
import { grievanceReceived } from '@suraksha/contracts/grievance';
import { FORM_MESSAGES } from '@suraksha/contracts/inbound-form-messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { optionalCustomer } from '../../platform/auth.ts';
import { requestContext } from '../../platform/request-context.ts';
import { readMultipartForm } from '../../platform/uploads.ts';
import { countAccepted, countAttempt, formLimits } from '../forms/form-rate-limits.ts';
import { checkGrievanceForm, fileGrievance } from './service.ts';

const { 400: badRequest, 413: tooLarge, 429: tooMany } = errorResponses;

export const GRIEVANCE_LIMITS = formLimits('grievance');

/** /grievance: a complaint to the grievance officer (E-Commerce Act 2081; decision 0128). */
export async function grievanceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/grievances',
    {
      preHandler: optionalCustomer,
      schema: {
        tags: ['forms'],
        summary:
          'File a complaint with the grievance officer (multipart/form-data; attachment: JPEG, PNG, WebP or PDF up to 5 MB); answers its reference and when the shop must answer by',
        consumes: ['multipart/form-data'],
        response: { 200: grievanceReceived, 400: badRequest, 413: tooLarge, 429: tooMany },
      },
    },
    async (request) => {
      await countAttempt(request, GRIEVANCE_LIMITS);
      const form = await readMultipartForm(request, ['attachment'], FORM_MESSAGES.fileTooLarge);
      const { values, file } = await checkGrievanceForm(form);
      await countAccepted(request, GRIEVANCE_LIMITS);
      return fileGrievance(requestContext(request), { grievance: values, attachment: file });
    },
  );
}
