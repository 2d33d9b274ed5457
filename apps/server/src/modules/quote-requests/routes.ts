import { errorResponses } from '@suraksha/contracts/error-envelope';
import { QUOTE_MESSAGES } from '@suraksha/contracts/quote-request-messages';
import { pathSegment } from '@suraksha/contracts/text';
import { quoteRequestResponse } from '@suraksha/contracts/quote-request';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalCustomer } from '../../platform/auth.ts';
import { type Limit, clientIp, consume } from '../../platform/rate-limit.ts';
import { requestContext } from '../../platform/request-context.ts';
import type { QuotedProduct } from './repo.ts';
import { type QuoteSubmission, quoteSubmission, quotedProduct, submitQuoteRequest } from './service.ts';

const { 400: badRequest, 404: notFound, 413: tooLarge, 429: tooMany } = errorResponses;

const MINUTE = 60 * 1000;

/**
 * Accepted requests per client IP: each one is a stored row and a mail to the shop. Invalid
 * submissions (400) and unknown products (404) do not count, so a buyer fixing a typo is never locked out.
 */
export const QUOTE_LIMITS_PER_IP = {
  perMinute: { name: 'quote-ip-minute', max: 5, windowMs: MINUTE },
  perHour: { name: 'quote-ip-hour', max: 30, windowMs: 60 * MINUTE },
} as const satisfies Record<string, Limit>;

const responses = { 200: quoteRequestResponse, 400: badRequest, 413: tooLarge, 429: tooMany };

/** POST /api/products/{id} (SPEC §7, the Request Form for a product) and POST /api/quote-requests (a general quote). */
export async function quoteRequestRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  async function submit(request: FastifyRequest, body: QuoteSubmission, product: QuotedProduct | null) {
    const ip = clientIp(request);
    await consume(request, [
      [QUOTE_LIMITS_PER_IP.perMinute, ip],
      [QUOTE_LIMITS_PER_IP.perHour, ip],
    ]);
    return submitQuoteRequest(requestContext(request), { submission: body, product });
  }

  r.post(
    '/products/:productId',
    {
      // A signed-in sender is linked to the request; a visitor (or a stale token) sends as a visitor.
      preHandler: optionalCustomer,
      schema: {
        tags: ['forms'],
        summary: 'The Request Form for a product (id = its slug): a quote or information; answers with a reference',
        params: z.object({ productId: pathSegment(QUOTE_MESSAGES.productNotFound).describe('The product slug') }),
        body: quoteSubmission,
        response: { ...responses, 404: notFound },
      },
    },
    async (request) => submit(request, request.body, await quotedProduct(app.db, request.params.productId)),
  );

  r.post(
    '/quote-requests',
    {
      preHandler: optionalCustomer,
      schema: {
        tags: ['forms'],
        summary: 'The Request Form of /quote-request without a product: a general quote; answers with a reference',
        body: quoteSubmission,
        response: responses,
      },
    },
    async (request) => submit(request, request.body, null),
  );
}
