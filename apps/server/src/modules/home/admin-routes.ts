import { homeLayoutResponse, homeLayoutWriteResponse } from '@suraksha/contracts/admin/content-home';
import { errorResponses } from '@suraksha/contracts/error-envelope';
import { homeLayout } from '@suraksha/contracts/home-layout';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffContext } from '../../platform/request-context.ts';
import { requirePermission } from '../../platform/staff-auth.ts';
import { afterWrite, listRefusals, security, tags } from '../content/admin-route-parts.ts';
import { getHomeLayoutForStaff, saveHomeLayout } from './home-layout-service.ts';

const { 400: badRequest } = errorResponses;

/** /api/admin/content/home (issue #17, decision 0109): the home page's hero texts and sections; content.write. */
export async function homeAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requirePermission('content.write');
  const changed = afterWrite(app);
  r.get(
    '/admin/content/home',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'The home page’s hero texts and sections (the defaults until saved) and their change history',
        response: { 200: homeLayoutResponse, ...listRefusals },
      },
    },
    () => getHomeLayoutForStaff(app.db),
  );
  r.post(
    '/admin/content/home',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'The whole layout: hero texts and every section once, in order, shown or hidden; audited; shows at once',
        body: homeLayout,
        response: { 200: homeLayoutWriteResponse, 400: badRequest, ...listRefusals },
      },
    },
    (request) => changed(saveHomeLayout(staffContext(request), request.body)),
  );
}
