import { auditQuery, auditResponse } from '@suraksha/contracts/admin/audit';
import { errorEnvelope, errorResponses } from '@suraksha/contracts/error-envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../../platform/staff-auth.ts';
import { auditCsv, auditPage } from './service.ts';

const { 400: badRequest, 401: unauthorized } = errorResponses;
const tags = ['admin'];
const security = [{ apiKey: [], staffSession: [] }];

/** /api/admin/audit: the audit log, read-only (audit.read). */
export async function auditAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/audit',
    {
      onRequest: requirePermission('audit.read'),
      schema: {
        tags,
        summary: 'The audit log, newest first, 50 a page: filter by staff member, entity, action and days in Nepal',
        security,
        querystring: auditQuery,
        response: { 200: auditResponse, 400: badRequest, 401: unauthorized, 403: errorEnvelope },
      },
    },
    (request) => auditPage(app.db, request.query),
  );

  r.get(
    '/admin/audit.csv',
    {
      onRequest: requirePermission('audit.read'),
      schema: {
        tags,
        summary: 'The filtered audit log as CSV (at most 10,000 rows, newest first)',
        security,
        querystring: auditQuery,
        response: { 200: z.string().describe('text/csv'), 400: badRequest, 401: unauthorized, 403: errorEnvelope },
      },
    },
    async (request, reply) => {
      const csv = await auditCsv(app.db, request.query);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="suraksha-audit.csv"').send(csv);
    },
  );
}
