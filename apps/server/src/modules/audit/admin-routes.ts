import { auditQuery, auditResponse } from '@suraksha/contracts/admin/audit';
import { errorEnvelope, errorResponses } from '@suraksha/contracts/error-envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../platform/csv-export.ts';
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
        summary: 'The filtered audit log as CSV, newest first: UTF-8 with a BOM, streamed (the page is ignored)',
        security,
        querystring: auditQuery,
        response: { 200: z.string().describe('text/csv'), 400: badRequest, 401: unauthorized, 403: errorEnvelope },
      },
    },
    async (request, reply) => {
      await sendCsv(reply, auditCsv(app.db, request.query));
      return reply;
    },
  );
}
