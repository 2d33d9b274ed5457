import { errorResponses } from '@suraksha/contracts/error-envelope';
import { packageListResponse, packageResponse } from '@suraksha/contracts/packages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pathSegment } from '@suraksha/contracts/text';
import { optionalCustomer } from '../../platform/auth.ts';
import { PACKAGE_NOT_FOUND, getPackage, getPackages } from './service.ts';

const slug = pathSegment(PACKAGE_NOT_FOUND);
const tags = ['packages'];
const priceNote = ' Prices only with a valid bearer token.';

/** Packages (bundles such as a 4-camera kit): the list and one package with its items. */
export async function packageRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/packages',
    {
      preHandler: optionalCustomer,
      schema: { tags, summary: `Packages on sale, in the shop’s order.${priceNote}`, response: { 200: packageListResponse } },
    },
    (request) => getPackages(app.db, request.user !== null),
  );
  r.get(
    '/packages/:slug',
    {
      preHandler: optionalCustomer,
      schema: {
        tags,
        summary: `One package with its items (product, quantity).${priceNote}`,
        params: z.object({ slug }),
        response: { 200: packageResponse, 404: errorResponses[404] },
      },
    },
    (request) => getPackage(app.db, request.params.slug, request.user !== null),
  );
}
