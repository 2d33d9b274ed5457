import { healthResponse, readyResponse } from '@suraksha/contracts/health';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './database.ts';

export interface ReadinessProbe {
  database: DatabaseHandle;
  /** Pings Redis when configured. */
  redis?: { ping(): Promise<unknown> } | undefined;
}

/** /healthz: the process is alive. /readyz: it can serve (database reachable), else 503. */
export function registerHealthRoutes(app: FastifyInstance, probe: ReadinessProbe) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/healthz', { schema: { hide: true, response: { 200: healthResponse } } }, async () => ({ status: 'ok' as const }));
  r.get('/readyz', { schema: { hide: true, response: { 200: readyResponse, 503: readyResponse } } }, async (_req, reply) => {
    const database = await probe.database.ping(2000).then(
      () => 'up' as const,
      () => 'down' as const,
    );
    const redis = probe.redis
      ? await Promise.race([
          probe.redis.ping().then(() => 'up' as const),
          new Promise<'down'>((resolve) => setTimeout(() => resolve('down'), 1000).unref()),
        ]).catch(() => 'down' as const)
      : ('not-configured' as const);
    const ready = database === 'up' && redis !== 'down';
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', database, redis });
  });
}
