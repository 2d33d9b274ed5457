import { errorResponses } from '@suraksha/contracts/error-envelope';
import { submissionReceived } from '@suraksha/contracts/inbound-form-fields';
import { FORM_MESSAGES } from '@suraksha/contracts/inbound-form-messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestContext } from '../../platform/request-context.ts';
import { readMultipartForm } from '../../platform/uploads.ts';
import { countAccepted, countAttempt, formLimits } from '../forms/form-rate-limits.ts';
import { checkEwasteForm, submitEwaste } from './service.ts';

const { 400: badRequest, 413: tooLarge, 429: tooMany } = errorResponses;

export const EWASTE_LIMITS = formLimits('ewaste');

/** POST /api/waste (SPEC §7): the e-waste form, multipart with an optional billing_card file. */
export async function ewasteRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/waste',
    {
      schema: {
        tags: ['forms'],
        summary: 'Ask for an e-waste pickup (multipart/form-data; billing_card: JPEG, PNG, WebP or PDF up to 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: submissionReceived, 400: badRequest, 413: tooLarge, 429: tooMany },
      },
    },
    async (request) => {
      await countAttempt(request, EWASTE_LIMITS);
      const form = await readMultipartForm(request, ['billing_card'], FORM_MESSAGES.fileTooLarge);
      const { values, file } = await checkEwasteForm(form);
      await countAccepted(request, EWASTE_LIMITS);
      return submitEwaste(requestContext(request), { submission: values, billingCard: file });
    },
  );
}
