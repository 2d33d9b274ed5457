import { catalogueListResponse, catalogueResponse } from '@suraksha/contracts/catalogues';
import { pathSegment } from '@suraksha/contracts/text';
import { errorResponses } from '@suraksha/contracts/error-envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CATALOGUE_NOT_FOUND, getCatalogue, getCatalogues } from './service.ts';

// A slug with text we cannot store is simply not found: 404, never a database error (decision 0080).
const slug = pathSegment(CATALOGUE_NOT_FOUND);
const tags = ['catalogues'];

/** SPEC §7 GET /api/catalogues, and one catalogue for its viewer page. */
export async function catalogueRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/catalogues',
    { schema: { tags, summary: 'Product catalogues (PDF brochures) in the shop’s order', response: { 200: catalogueListResponse } } },
    () => getCatalogues(app.db),
  );
  r.get(
    '/catalogues/:slug',
    {
      schema: {
        tags,
        summary: 'One catalogue: its PDF to view inline and the download link',
        params: z.object({ slug }),
        response: { 200: catalogueResponse, 404: errorResponses[404] },
      },
    },
    (request) => getCatalogue(app.db, request.params.slug),
  );
}
