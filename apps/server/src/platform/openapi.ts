import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the zod contracts of every route; JSON at /api/openapi.json, browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Suraksha API',
        version: '1.0.0',
        description:
          'Storefront and back-office API of Suraksha. Every call needs the X-Api-Key header; customer calls also ' +
          '`Authorization: Bearer <token>`; back-office calls (tag admin) the staff session cookie instead, and their writes an Origin header of the shop. Amounts are Nepali rupees with at most two decimals. ' +
          'Failures use one envelope: {"result":"error","errorMessage":"…","message":{"field":"…"}}. ' +
          "Send `Accept-Language: ne` to get errorMessage and message (each field's too) in Nepali where the shop has a Nepali version; " +
          'without it they are English. The back office is English only.',
      },
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
          bearer: { type: 'http', scheme: 'bearer' },
          // The back office's session (decision 0090); `__Host-suraksha_staff` over https.
          staffSession: { type: 'apiKey', in: 'cookie', name: 'suraksha_staff' },
        },
      },
      security: [{ apiKey: [] }],
      tags: [{ name: 'admin', description: 'The back office: staff sign-in with TOTP, and the calls of each role (decision 0090).' }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
