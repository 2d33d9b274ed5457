import { compareQuery, compareResponse } from '@suraksha/contracts/compare';
import { errorResponses } from '@suraksha/contracts/error-envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { optionalCustomer } from '../../platform/auth.ts';
import { compareProducts } from './service.ts';

/** GET /api/compare?products=a,b,c: up to four products side by side with their specifications. */
export async function compareRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/compare',
    {
      preHandler: optionalCustomer,
      schema: {
        tags: ['catalog'],
        summary: 'Products side by side (at most 4; unknown slugs left out). Prices only with a valid bearer token.',
        querystring: compareQuery,
        response: { 200: compareResponse, 400: errorResponses[400] },
      },
    },
    (request) => compareProducts(app.db, request.query.products, request.user !== null),
  );
}
