import { INBOX_MESSAGES, inboxChangeResponse } from '@suraksha/contracts/admin/inbox';
import { QUOTE_MESSAGES, inboxQuoteBody } from '@suraksha/contracts/admin/inbox-quote';
import { errorEnvelope, errorResponses } from '@suraksha/contracts/error-envelope';
import { pathSegment } from '@suraksha/contracts/text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffContext } from '../../platform/request-context.ts';
import { requirePermission } from '../../platform/staff-auth.ts';
import { inboxKindOf } from './inbox-service.ts';
import { quotePdf, sendQuote } from './quote-service.ts';

const { 400: badRequest, 401: unauthorized, 404: notFound } = errorResponses;
const itemParams = z.object({ kind: pathSegment(INBOX_MESSAGES.notFound), reference: pathSegment(INBOX_MESSAGES.notFound) });
const tags = ['admin'];
const security = [{ apiKey: [], staffSession: [] }];

/**
 * /api/admin/inbox/quote/:reference/quotes (issue #17, decision 0110): a priced quote built from the
 * catalogue, rendered to PDF and mailed to the customer; each version's PDF to download. Sending needs
 * inbox.reply (sales, managers, the owner), downloading inbox.read.
 */
export async function inboxQuoteAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/admin/inbox/:kind/:reference/quotes',
    {
      onRequest: requirePermission('inbox.reply'),
      schema: {
        tags,
        summary:
          'Send a quote request a priced quote: catalogue products with quantity and unit price, validity in days and a note; the server computes the amounts and total, renders the PDF and mails it to the customer as an attachment (a new version when one was sent before); in the thread, audited, a new request moves to in progress. 409 for another kind of item or a closed request',
        security,
        params: itemParams,
        body: inboxQuoteBody,
        response: {
          200: inboxChangeResponse,
          400: badRequest,
          401: unauthorized,
          403: errorEnvelope,
          404: notFound,
          409: errorEnvelope,
          413: errorEnvelope,
        },
      },
    },
    (request) => sendQuote(staffContext(request), inboxKindOf(request.params.kind), request.params.reference, request.body),
  );

  r.get(
    '/admin/inbox/:kind/:reference/quotes/:version/pdf',
    {
      onRequest: requirePermission('inbox.read'),
      schema: {
        tags,
        summary: 'One version of a quote as the PDF the customer was mailed (Content-Disposition: attachment)',
        security,
        params: itemParams.extend({ version: pathSegment(QUOTE_MESSAGES.noQuote) }),
        response: {
          200: z.any().describe('The quote as application/pdf, always an attachment'),
          401: unauthorized,
          403: errorEnvelope,
          404: notFound,
        },
      },
    },
    async (request, reply) => {
      const { pdf, name } = await quotePdf(
        staffContext(request),
        inboxKindOf(request.params.kind),
        request.params.reference,
        request.params.version,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
