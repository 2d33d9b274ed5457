import { errorResponses } from '@suraksha/contracts/error-envelope';
import { refersBody, refersResponse } from '@suraksha/contracts/referrals';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCustomer, signedIn } from '../../platform/auth.ts';
import { getMyReferrals } from './service.ts';

const tags = ['referrals'];
const security = [{ apiKey: [], bearer: [] }];
const { 400: badRequest, 401: unauthorized } = errorResponses;

/** Refer and earn (SPEC §7 POST /customer/refers): the people the customer referred. */
export async function referralRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/customer/refers',
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Your Community: the people who joined with my referral code (in the key orders)',
        body: refersBody,
        response: { 200: refersResponse, 400: badRequest, 401: unauthorized },
      },
    },
    (request) => getMyReferrals(app.db, signedIn(request).id),
  );
}
