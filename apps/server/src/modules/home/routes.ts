import { homeResponse } from '@suraksha/contracts/home';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getHome } from './service.ts';

export async function homeRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/home',
    { schema: { tags: ['catalog'], summary: 'Home page: featured categories, new and featured products, brands, latest blogs', response: { 200: homeResponse } } },
    // Prices stay hidden until accounts (bearer tokens) exist: every caller is a visitor for now.
    () => getHome(app.db, false),
  );
}
