import { footerResponse, menuResponse } from '@suraksha/contracts/catalog';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getFooter, getMenu } from './service.ts';

export async function catalogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/footer', { schema: { tags: ['catalog'], summary: 'Footer data', response: { 200: footerResponse } } }, () =>
    getFooter(app.db),
  );
  r.get('/menu', { schema: { tags: ['catalog'], summary: 'Category menu of the header', response: { 200: menuResponse } } }, () =>
    getMenu(app.db),
  );
}
