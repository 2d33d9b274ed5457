import { commerceConflict, walletApplyBody, walletApplyResponse } from '@suraksha/contracts/checkout';
import { errorResponses } from '@suraksha/contracts/error-envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCustomer, signedIn } from '../../platform/auth.ts';
import { answer } from '../../platform/outcome.ts';
import { quoteWallet } from './service.ts';

const { 400: badRequest, 401: unauthorized } = errorResponses;

/** SPEC §7 wallets/apply: a quote of what the wallet pays; the spend happens at checkout. */
export async function walletRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/customer/wallets/apply',
    {
      onRequest: requireCustomer,
      schema: {
        tags: ['checkout'],
        security: [{ apiKey: [], bearer: [] }],
        summary: 'How much of my wallet pays for my bag (after the coupon, if one is applied)',
        body: walletApplyBody,
        response: { 200: walletApplyResponse, 400: badRequest, 401: unauthorized, 409: commerceConflict },
      },
    },
    async (request, reply) => answer(reply, await quoteWallet(app.db, signedIn(request).id, request.body)),
  );
}
