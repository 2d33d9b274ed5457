import { careerDetailResponse, careerListResponse, careerParams } from '@suraksha/contracts/careers';
import { errorResponses } from '@suraksha/contracts/error-envelope';
import { submissionReceived } from '@suraksha/contracts/inbound-form-fields';
import { FORM_MESSAGES } from '@suraksha/contracts/inbound-form-messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { optionalCustomer } from '../../platform/auth.ts';
import { requestContext } from '../../platform/request-context.ts';
import { readMultipartForm } from '../../platform/uploads.ts';
import { countAccepted, countAttempt, formLimits } from '../forms/form-rate-limits.ts';
import { applyForCareer, careerDetail, careerList, checkCareerApplicationForm, openCareer } from './service.ts';

const { 400: badRequest, 404: notFound, 409: conflict, 413: tooLarge, 429: tooMany } = errorResponses;
const tags = ['careers'];

export const CAREER_APPLICATION_LIMITS = formLimits('career-application');

/** /career and /career/{careerId}: openings, and applications with a CV. */
export async function careerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/careers', { schema: { tags, summary: 'Open positions, nearest deadline first', response: { 200: careerListResponse } } }, () =>
    careerList(app.db),
  );
  r.get(
    '/careers/:careerId',
    {
      schema: {
        tags,
        summary: 'One published position; past its deadline it says applications are closed',
        params: careerParams,
        response: { 200: careerDetailResponse, 404: notFound },
      },
    },
    (request) => careerDetail(app.db, request.params.careerId),
  );
  r.post(
    '/careers/:careerId/applications',
    {
      preHandler: optionalCustomer,
      schema: {
        tags,
        summary: 'Apply for a position (multipart/form-data; cv: PDF, DOC or DOCX up to 5 MB)',
        consumes: ['multipart/form-data'],
        params: careerParams,
        response: { 200: submissionReceived, 400: badRequest, 404: notFound, 409: conflict, 413: tooLarge, 429: tooMany },
      },
    },
    async (request) => {
      await countAttempt(request, CAREER_APPLICATION_LIMITS);
      const career = await openCareer(app.db, request.params.careerId);
      const form = await readMultipartForm(request, ['cv'], FORM_MESSAGES.fileTooLarge);
      const { values, file } = await checkCareerApplicationForm(form);
      await countAccepted(request, CAREER_APPLICATION_LIMITS);
      return applyForCareer(requestContext(request), { career, application: values, cv: file });
    },
  );
}
