import { homeResponse } from '@suraksha/contracts/home';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pricesForCustomers, viewerSeesPrices } from '../catalog/price-privilege.ts';
import { getHome } from './service.ts';

export async function homeRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/home',
    {
      preHandler: pricesForCustomers,
      schema: {
        tags: ['catalog'],
        summary: 'Home page: featured categories, new and featured products, brands, latest blogs',
        response: { 200: homeResponse },
      },
    },
    (request) => getHome(app.db, viewerSeesPrices(request)),
  );
}
