import { errorEnvelope, errorResponses } from '@suraksha/contracts/error-envelope';
import {
  NEPALI_VERSION_MESSAGES as M,
  type NepaliEntity,
  nepaliVersionBody,
  nepaliVersionResponse,
} from '@suraksha/contracts/nepali-version';
import { pathSegment } from '@suraksha/contracts/text';
import type { Permission } from '@suraksha/domain/permissions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffContext } from '../../platform/request-context.ts';
import { requirePermission } from '../../platform/staff-auth.ts';
import { nepaliVersion, rowIdOf, saveNepaliVersion } from './nepali-version-service.ts';

const { 400: badRequest, 401: unauthorized, 404: notFound } = errorResponses;
const tags = ['admin'];
const security = [{ apiKey: [], staffSession: [] }];
const params = z.object({ id: pathSegment(M.notFound) });

/** Who reads and who writes each kind's Nepali version: whoever reads and edits its English. */
const PERMISSIONS: Record<NepaliEntity, { read: Permission; write: Permission; what: string }> = {
  products: { read: 'catalogue.read', write: 'catalogue.write', what: "a product's title, summary and description" },
  categories: { read: 'catalogue.read', write: 'catalogue.write', what: "a category's name" },
  pages: { read: 'content.write', write: 'content.write', what: "a content page's title and text" },
};

/**
 * /api/admin/nepali/{products|categories|pages}/{id}: the Nepali version of a row's own texts (decision
 * 0127). A save replaces the whole version, is audited, and clears the storefront's caches on every instance.
 */
export async function nepaliVersionAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const [entity, { read, write, what }] of Object.entries(PERMISSIONS) as [NepaliEntity, (typeof PERMISSIONS)[NepaliEntity]][]) {
    r.get(
      `/admin/nepali/${entity}/:id`,
      {
        onRequest: requirePermission(read),
        schema: {
          tags,
          security,
          summary: `The Nepali version of ${what}: only the texts staff filled in`,
          params,
          response: { 200: nepaliVersionResponse, 401: unauthorized, 403: errorEnvelope, 404: notFound },
        },
      },
      async (request) => ({ result: 'success' as const, ne: await nepaliVersion(app.db, entity, rowIdOf(request.params.id)) }),
    );
    r.post(
      `/admin/nepali/${entity}/:id`,
      {
        onRequest: requirePermission(write),
        schema: {
          tags,
          security,
          summary: `Save the Nepali version of ${what}; an empty text shows the English; rich text sanitised; audited`,
          params,
          body: nepaliVersionBody(entity),
          response: { 200: nepaliVersionResponse, 400: badRequest, 401: unauthorized, 403: errorEnvelope, 404: notFound },
        },
      },
      async (request) => {
        const ne = await saveNepaliVersion(staffContext(request), entity, rowIdOf(request.params.id), request.body);
        app.catalogueChanges.changed();
        return { result: 'success' as const, ne, message: M.saved };
      },
    );
  }
}
