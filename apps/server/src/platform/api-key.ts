import { createHash, timingSafeEqual } from 'node:crypto';
import { API_KEY_HEADER } from '@suraksha/contracts/transport';
import type { FastifyInstance } from 'fastify';
import { UnauthorizedError } from './errors.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

export const API_KEY_MESSAGE = 'A valid API key is required (X-Api-Key header).';

/**
 * Every request in the scope this is registered in (the /api routes) must carry one of the
 * configured keys, compared in constant time. The docs pages sit outside that scope.
 */
export function registerApiKeyCheck(app: FastifyInstance, keys: readonly string[]) {
  const accepted = keys.map(digest);
  app.addHook('onRequest', async (request) => {
    const sent = request.headers[API_KEY_HEADER];
    if (typeof sent !== 'string' || sent === '') throw new UnauthorizedError(API_KEY_MESSAGE);
    const candidate = digest(sent);
    if (!accepted.some((key) => timingSafeEqual(key, candidate))) throw new UnauthorizedError(API_KEY_MESSAGE);
  });
}
