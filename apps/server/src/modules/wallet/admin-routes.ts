import { WALLET_ADJUST_MESSAGES, walletAdjustBody, walletAdjustResponse } from '@suraksha/contracts/admin/wallet';
import { errorEnvelope, errorResponses } from '@suraksha/contracts/error-envelope';
import { pathSegment } from '@suraksha/contracts/text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../platform/errors.ts';
import { staffContext } from '../../platform/request-context.ts';
import { requirePermission } from '../../platform/staff-auth.ts';
import { adjustWallet } from './adjust-service.ts';

const { 400: badRequest, 401: unauthorized, 404: notFound, 409: conflict } = errorResponses;
const tags = ['admin'];
const security = [{ apiKey: [], staffSession: [] }];

/** /api/admin/customers/{customerId}/wallet: a staff member's wallet adjustment (wallet.adjust, capped by role). */
export async function walletAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/admin/customers/:customerId/wallet',
    {
      onRequest: requirePermission('wallet.adjust'),
      schema: {
        tags,
        summary:
          "Credit or debit a customer's wallet with a reason, through the ledger: never below zero, at most the role's limit (sales: the shop's setting); audited",
        security,
        params: z.object({ customerId: pathSegment() }),
        body: walletAdjustBody,
        response: { 200: walletAdjustResponse, 400: badRequest, 401: unauthorized, 403: errorEnvelope, 404: notFound, 409: conflict },
      },
    },
    (request) => {
      const id = /^\d{1,9}$/.test(request.params.customerId) ? Number(request.params.customerId) : Number.NaN;
      if (!Number.isSafeInteger(id)) throw new NotFoundError(WALLET_ADJUST_MESSAGES.notCustomer);
      return adjustWallet(staffContext(request), id, request.body);
    },
  );
}
