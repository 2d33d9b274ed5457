import { myOrdersResponse, myServiceRequestsResponse, walletReferResponse } from '@suraksha/contracts/accounts';
import { errorResponses } from '@suraksha/contracts/error-envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCustomer, signedIn } from '../../platform/auth.ts';
import { getMyOrders } from '../orders/service.ts';
import { getMyServiceRequests, getWalletRefer } from './dashboard-service.ts';

const tags = ['accounts'];
const security = [{ apiKey: [], bearer: [] }];
const unauthorized = errorResponses[401];

/** The customer dashboard's lists: Earn & Refer, My Orders, My Service (own rows only). */
export async function dashboardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/customer/wallet-refer',
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Earn & Refer: my referred friends and redeemed coupons',
        response: { 200: walletReferResponse, 401: unauthorized },
      },
    },
    (request) => getWalletRefer(app.db, signedIn(request).id),
  );
  r.get(
    '/customer/myorders',
    {
      onRequest: requireCustomer,
      schema: { tags, security, summary: 'My Orders: my orders, newest first', response: { 200: myOrdersResponse, 401: unauthorized } },
    },
    (request) => getMyOrders(app.db, signedIn(request).id),
  );
  r.get(
    '/customer/service-requests',
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        security,
        summary: 'My Service: my service requests, newest first',
        response: { 200: myServiceRequestsResponse, 401: unauthorized },
      },
    },
    (request) => getMyServiceRequests(app.db, signedIn(request).id),
  );
}
