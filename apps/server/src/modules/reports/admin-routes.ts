import { REPORT_NAMES, REPORT_TITLES, reportQuery, reportResponse } from '@suraksha/contracts/admin/reports';
import { errorEnvelope, errorResponses } from '@suraksha/contracts/error-envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../platform/csv-export.ts';
import { requirePermission } from '../../platform/staff-auth.ts';
import { reportCsv } from './csv.ts';
import { report } from './service.ts';

const { 400: badRequest, 401: unauthorized } = errorResponses;
const tags = ['admin'];
const security = [{ apiKey: [], staffSession: [] }];
const range =
  'over Nepal days from..to (at most three years), by day, week (Sunday to Saturday), month or Nepal fiscal year (Shrawan 1 to Asar end); cancelled orders are never sales';

/** /api/admin/reports/<name> and <name>.csv (issue #17): a route per report, so each is in the API's description and the permission matrix. */
export async function reportsAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const name of REPORT_NAMES) {
    r.get(
      `/admin/reports/${name}`,
      {
        onRequest: requirePermission('reports.read'),
        schema: {
          tags,
          summary: `Report: ${REPORT_TITLES[name]}, ${range}`,
          security,
          querystring: reportQuery,
          response: { 200: reportResponse, 400: badRequest, 401: unauthorized, 403: errorEnvelope },
        },
      },
      (request) => report(app.db, name, request.query),
    );
    r.get(
      `/admin/reports/${name}.csv`,
      {
        onRequest: requirePermission('reports.read'),
        schema: {
          tags,
          summary: `Report: ${REPORT_TITLES[name]} as CSV (the chart's table and a totals row; UTF-8 with a BOM, money in rupees), ${range}`,
          security,
          produces: ['text/csv'],
          querystring: reportQuery,
          response: { 200: z.string().describe('text/csv'), 400: badRequest, 401: unauthorized, 403: errorEnvelope },
        },
      },
      async (request, reply) => {
        await sendCsv(reply, await reportCsv(app.db, name, request.query));
        return reply;
      },
    );
  }
}
