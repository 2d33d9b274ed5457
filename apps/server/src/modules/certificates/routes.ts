import { certificateListResponse } from '@suraksha/contracts/certificates';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listCertificates } from './repo.ts';

/** SPEC §7 GET /api/certificates: the shop's certificates in its own order (an empty list is 'Coming Soon' on the page). */
export async function certificateRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/certificates',
    {
      schema: {
        tags: ['certificates'],
        summary: 'Certificates the shop holds, in the shop’s order',
        response: { 200: certificateListResponse },
      },
    },
    async () => ({ result: 'success' as const, certificates: await listCertificates(app.db) }),
  );
}
