import { contactResponse } from '@suraksha/contracts/contact';
import { errorResponses } from '@suraksha/contracts/error-envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Limit, clientIp, consume } from '../../platform/rate-limit.ts';
import { requestContext } from '../../platform/request-context.ts';
import { contactSubmission, submitContactMessage } from './service.ts';

const { 400: badRequest, 429: tooMany } = errorResponses;

const MINUTE = 60 * 1000;

/**
 * Accepted messages per client IP: each one is a stored row and a mail to the shop. Rejected
 * submissions cost nothing and do not count, so a visitor fixing a typo is never locked out.
 */
export const CONTACT_LIMITS_PER_IP = {
  perMinute: { name: 'contact-ip-minute', max: 5, windowMs: MINUTE },
  perHour: { name: 'contact-ip-hour', max: 30, windowMs: 60 * MINUTE },
} as const satisfies Record<string, Limit>;

/** POST /api/contact: the contact form of /contact-us. */
export async function contactRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/contact',
    {
      schema: {
        tags: ['forms'],
        summary: 'Send the shop a message; answers with a reference the sender can quote',
        body: contactSubmission,
        response: { 200: contactResponse, 400: badRequest, 429: tooMany },
      },
    },
    async (request) => {
      const ip = clientIp(request);
      await consume(request, [
        [CONTACT_LIMITS_PER_IP.perMinute, ip],
        [CONTACT_LIMITS_PER_IP.perHour, ip],
      ]);
      return submitContactMessage(requestContext(request), request.body);
    },
  );
}
