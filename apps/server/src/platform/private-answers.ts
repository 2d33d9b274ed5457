import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from './api-path.ts';
import { addVary } from './vary.ts';

/**
 * One rule for every answer instead of a header per route (docs/decisions/0081):
 * - an API call that carries a token (Authorization), or writes (anything but GET/HEAD: login and
 *   register hand out tokens, checkout and the bag change a customer's data), and any answer that
 *   sets a cookie → `Cache-Control: no-store`: no browser history, back button or proxy keeps it;
 * - every API answer → `Vary: Authorization`: many public answers differ by token (prices for
 *   customers only, decision 0012), and a route that starts reading the token cannot forget it.
 *   A visitor sends no Authorization, so a shared cache still serves every visitor one copy.
 * - every back-office answer (/api/admin) → no-store: it is about the staff session cookie's owner.
 */
export function registerPrivateAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const api = isApiPath(request.url);
    if (api) addVary(reply, 'Authorization');
    if (isPrivate(request, reply, api)) keepNothing(reply);
    return payload;
  });
}

const READS = new Set(['GET', 'HEAD']);
const isAdminPath = (url: string) => url === '/api/admin' || url.startsWith('/api/admin/') || url.startsWith('/api/admin?');

function isPrivate(request: FastifyRequest, reply: FastifyReply, api: boolean): boolean {
  if (reply.hasHeader('set-cookie')) return true;
  return api && (request.headers.authorization !== undefined || !READS.has(request.method) || isAdminPath(request.url));
}

/** no-store, unless the route already said so in its own words (the invoice's `private, no-store`). */
function keepNothing(reply: FastifyReply) {
  const current = String(reply.getHeader('cache-control') ?? '');
  if (!/\bno-store\b/i.test(current)) reply.header('cache-control', 'no-store');
}
