import {
  CUSTOMER_MESSAGES,
  customerActionResponse,
  customerDetailResponse,
  customerDisableBody,
  customerListQuery,
  customerListResponse,
} from '@suraksha/contracts/admin/customers';
import { errorEnvelope, errorResponses } from '@suraksha/contracts/error-envelope';
import { pathSegment } from '@suraksha/contracts/text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../platform/csv-export.ts';
import { staffContext } from '../../platform/request-context.ts';
import { requirePermission } from '../../platform/staff-auth.ts';
import { disableCustomer, enableCustomer, resendCustomerVerification, startCustomerPasswordReset } from './account-actions-service.ts';
import { customersCsv } from './customer-export-service.ts';
import { customerDetail, customerIdOf, customerList } from './customer-desk-service.ts';

const { 400: badRequest, 401: unauthorized, 404: notFound, 409: conflict, 429: tooMany } = errorResponses;
const customerParams = z.object({ customerId: pathSegment(CUSTOMER_MESSAGES.notFound) });
const tags = ['admin'];
const security = [{ apiKey: [], staffSession: [] }];
const actionResponses = {
  200: customerActionResponse,
  400: badRequest,
  401: unauthorized,
  403: errorEnvelope,
  404: notFound,
  409: conflict,
};

/** /api/admin/customers: the customers and what staff may do to their accounts (issue #15); the wallet is wallet/admin-routes.ts. */
export async function customersAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/customers',
    {
      onRequest: requirePermission('customers.read'),
      schema: {
        tags,
        summary:
          'Customers a page at a time: search by name, e-mail or phone, filter by verified and disabled, sort by joined, name, total spent (orders not cancelled) or orders',
        security,
        querystring: customerListQuery,
        response: { 200: customerListResponse, 400: badRequest, 401: unauthorized, 403: errorEnvelope },
      },
    },
    (request) => customerList(app.db, request.query),
  );

  r.get(
    '/admin/customers.csv',
    {
      onRequest: requirePermission('customers.read'),
      schema: {
        tags,
        summary:
          'Customers under the same search and filters as GET /api/admin/customers as CSV, newest first, one row each with their orders, spent and wallet; UTF-8 with a BOM, streamed',
        security,
        produces: ['text/csv'],
        querystring: customerListQuery,
        response: { 200: z.string().describe('text/csv'), 400: badRequest, 401: unauthorized, 403: errorEnvelope },
      },
    },
    async (request, reply) => {
      await sendCsv(reply, customersCsv(app.db, request.query));
      return reply;
    },
  );

  r.get(
    '/admin/customers/:customerId',
    {
      onRequest: requirePermission('customers.read'),
      schema: {
        tags,
        summary:
          'One customer: profile, latest orders, wallet balance and ledger, referrals, and the service requests and support tickets they filed',
        security,
        params: customerParams,
        response: { 200: customerDetailResponse, 401: unauthorized, 403: errorEnvelope, 404: notFound },
      },
    },
    async (request) => ({ result: 'success' as const, customer: await customerDetail(app.db, customerIdOf(request.params.customerId)) }),
  );

  r.post(
    '/admin/customers/:customerId/disable',
    {
      onRequest: requirePermission('customers.manage'),
      schema: {
        tags,
        summary: 'Disable the account with a reason: every sign-in of it ends at once, and it cannot sign in until enabled; audited',
        security,
        params: customerParams,
        body: customerDisableBody,
        response: actionResponses,
      },
    },
    (request) => disableCustomer(staffContext(request), customerIdOf(request.params.customerId), request.body.reason),
  );

  r.post(
    '/admin/customers/:customerId/enable',
    {
      onRequest: requirePermission('customers.manage'),
      schema: {
        tags,
        summary: 'Enable a disabled account: the customer can sign in again; audited',
        security,
        params: customerParams,
        response: actionResponses,
      },
    },
    (request) => enableCustomer(staffContext(request), customerIdOf(request.params.customerId)),
  );

  r.post(
    '/admin/customers/:customerId/verification',
    {
      onRequest: requirePermission('customers.manage'),
      schema: {
        tags,
        summary:
          "Mail the customer a fresh verification code (409 when already verified; the customer's own limits: one a minute, five an hour); audited",
        security,
        params: customerParams,
        response: { ...actionResponses, 429: tooMany },
      },
    },
    (request) => resendCustomerVerification(staffContext(request), customerIdOf(request.params.customerId)),
  );

  r.post(
    '/admin/customers/:customerId/password-reset',
    {
      onRequest: requirePermission('customers.manage'),
      schema: {
        tags,
        summary:
          "Start a password reset: the customer gets the same code mail as their own 'Forgot password' (one a minute, five an hour); audited",
        security,
        params: customerParams,
        response: { ...actionResponses, 429: tooMany },
      },
    },
    (request) => startCustomerPasswordReset(staffContext(request), customerIdOf(request.params.customerId)),
  );
}
