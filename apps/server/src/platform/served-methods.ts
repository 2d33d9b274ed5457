import type { FastifyInstance } from 'fastify';
import { isApiPath } from './api-path.ts';
import { MESSAGES, sendEnvelope } from './error-handler.ts';

/**
 * The methods this site answers: pages are read (GET, HEAD) and forms posted (POST); every API
 * route is a GET or a POST (docs/decisions/0081). Anything else — TRACE, PROPFIND, CONNECT, PUT… —
 * is refused here, before routing reaches a handler: React Router's adapter throws on TRACE (a 500),
 * and the API's catch-all would call a known path "not found".
 */
export const SERVED_METHODS = ['GET', 'HEAD', 'POST'] as const;

const served = new Set<string>(SERVED_METHODS);
const ALLOW = SERVED_METHODS.join(', ');

/** 405 with `Allow` for every other method: the error envelope under /api, a short text elsewhere. */
export function registerServedMethods(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (served.has(request.method)) return;
    reply.header('allow', ALLOW);
    if (isApiPath(request.url)) return sendEnvelope(reply, 405, { errorMessage: MESSAGES.methodNotAllowed });
    return reply.code(405).type('text/plain; charset=utf-8').send('Method Not Allowed');
  });
}
