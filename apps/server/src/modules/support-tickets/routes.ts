import { errorResponses } from '@suraksha/contracts/error-envelope';
import { submissionReceived } from '@suraksha/contracts/inbound-form-fields';
import { FORM_MESSAGES } from '@suraksha/contracts/inbound-form-messages';
import { ticketStatusRequest, ticketStatusResponse } from '@suraksha/contracts/support-ticket';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { optionalCustomer } from '../../platform/auth.ts';
import { type Limit, clientIp, consume } from '../../platform/rate-limit.ts';
import { requestContext } from '../../platform/request-context.ts';
import { readMultipartForm } from '../../platform/uploads.ts';
import { countAccepted, countAttempt, formLimits } from '../forms/form-rate-limits.ts';
import { checkSupportTicketForm, openSupportTicket, ticketStatus } from './service.ts';

const { 400: badRequest, 404: notFound, 413: tooLarge, 429: tooMany } = errorResponses;

export const SUPPORT_TICKET_LIMITS = formLimits('support-ticket');
/** Look-ups per IP: enough for a customer with a typo, too few to guess ticket numbers. */
export const TICKET_LOOKUP_LIMIT: Limit = { name: 'ticket-lookup-ip', max: 10, windowMs: 60 * 1000 };

/** /support-ticket: open a ticket (multipart, optional attachment) and look up its status. */
export async function supportTicketRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/support-tickets',
    {
      preHandler: optionalCustomer,
      schema: {
        tags: ['forms'],
        summary: 'Open a support ticket (multipart/form-data; attachment: JPEG, PNG, WebP or PDF up to 5 MB); answers the ticket number',
        consumes: ['multipart/form-data'],
        response: { 200: submissionReceived, 400: badRequest, 413: tooLarge, 429: tooMany },
      },
    },
    async (request) => {
      await countAttempt(request, SUPPORT_TICKET_LIMITS);
      const form = await readMultipartForm(request, ['attachment'], FORM_MESSAGES.fileTooLarge);
      const { values, file } = await checkSupportTicketForm(form);
      await countAccepted(request, SUPPORT_TICKET_LIMITS);
      return openSupportTicket(requestContext(request), { ticket: values, attachment: file });
    },
  );
  r.post(
    '/support-tickets/status',
    {
      schema: {
        tags: ['forms'],
        summary: 'The status of a ticket, by its number and the e-mail it was opened with',
        body: ticketStatusRequest,
        response: { 200: ticketStatusResponse, 400: badRequest, 404: notFound, 429: tooMany },
      },
    },
    async (request) => {
      await consume(request, [[TICKET_LOOKUP_LIMIT, clientIp(request)]]);
      return ticketStatus(app.db, request.body.ticket_number, request.body.email);
    },
  );
}
