import { dashboardResponse } from '@suraksha/contracts/admin/dashboard';
import { adminSearchQuery, adminSearchResponse } from '@suraksha/contracts/admin/search';
import { errorEnvelope, errorResponses } from '@suraksha/contracts/error-envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePermission, signedInStaff } from '../../platform/staff-auth.ts';
import { dashboard } from './service.ts';
import { adminSearch } from './search-service.ts';

const { 400: badRequest, 401: unauthorized } = errorResponses;
const tags = ['admin'];
const security = [{ apiKey: [], staffSession: [] }];

/** /api/admin/dashboard and /api/admin/search: the back-office home and its ⌘K search (issue #15). */
export async function dashboardAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/dashboard',
    {
      onRequest: requirePermission('dashboard.read'),
      schema: {
        tags,
        summary:
          'The back-office home: orders and revenue today and this week in Nepal, Pending Orders waiting over 24 hours, cash to collect, low stock, the newest inbox items and recent activity — each section only for a role that may read it',
        security,
        response: { 200: dashboardResponse, 401: unauthorized, 403: errorEnvelope },
      },
    },
    (request) => dashboard(app.db, signedInStaff(request).role),
  );

  r.get(
    '/admin/search',
    {
      onRequest: requirePermission('dashboard.read'),
      schema: {
        tags,
        summary:
          'Search orders (number, customer name, e-mail, phone), customers (name, e-mail, phone) and products (title, SKU): a few of each, each group only for a role that may read it',
        security,
        querystring: adminSearchQuery,
        response: { 200: adminSearchResponse, 400: badRequest, 401: unauthorized, 403: errorEnvelope },
      },
    },
    (request) => adminSearch(app.db, signedInStaff(request).role, request.query.q),
  );
}
