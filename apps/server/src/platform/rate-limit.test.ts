import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './error-handler.ts';
import { type Limit, consume, countFailure, ensureNotBlocked, registerRateLimit } from './rate-limit.ts';

/**
 * Our limits on @fastify/rate-limit's public API (createRateLimit on the real request, with our
 * own key per limit): these break if an upgrade changes how it keys, counts, reads or forgets.
 */
const PER_IP: Limit = { name: 'test-ip', max: 3, windowMs: 60_000 };
const PER_ACCOUNT: Limit = { name: 'test-account', max: 2, windowMs: 60_000 };
const FAILURES: Limit = { name: 'test-failures', max: 2, windowMs: 60_000 };
const WIDE: Limit = { name: 'test-wide', max: 1, windowMs: 60_000 };

type Body = { ip: string; account?: string; keys?: string[] };

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false });
  registerErrorHandling(app);
  await registerRateLimit(app, {});
  app.post<{ Body: Body }>('/attempt', async (request) => {
    const entries: [Limit, string][] = [[PER_IP, request.body.ip]];
    if (request.body.account) entries.push([PER_ACCOUNT, request.body.account]);
    await consume(request, entries);
    return { ok: true };
  });
  app.post<{ Body: Body & { right: boolean } }>('/login', async (request, reply) => {
    const counters: [Limit, string][] = [[FAILURES, request.body.ip]];
    await ensureNotBlocked(request, counters);
    if (request.body.right) return { ok: true };
    await countFailure(request, counters);
    return reply.code(401).send({ ok: false });
  });
  app.post<{ Body: Body }>('/many', async (request) => {
    for (const key of request.body.keys ?? []) await consume(request, [[WIDE, key]]);
    return { ok: true };
  });
  await app.ready();
});
afterAll(() => app.close());

const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });

describe('rate limits', () => {
  it('counts each key of a limit on its own and answers 429 with Retry-After past the maximum', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post('/attempt', { ip: '10.0.0.1' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await post('/attempt', { ip: '10.0.0.1' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await post('/attempt', { ip: '10.0.0.2' })).statusCode).toBe(200);
  });

  it('counts one request against several limits, each with its own key', async () => {
    expect((await post('/attempt', { ip: '10.0.1.1', account: 'sita' })).statusCode).toBe(200);
    expect((await post('/attempt', { ip: '10.0.1.2', account: 'sita' })).statusCode).toBe(200);
    // The account is full, from any address; the addresses are not.
    expect((await post('/attempt', { ip: '10.0.1.3', account: 'sita' })).statusCode).toBe(429);
    expect((await post('/attempt', { ip: '10.0.1.3', account: 'ram' })).statusCode).toBe(200);
    // The same key in another limit is another counter.
    expect((await post('/attempt', { ip: 'sita' })).statusCode).toBe(200);
  });

  it('counts only failures: a blocked key is refused without a count, a right answer never counts', async () => {
    for (let i = 0; i < 5; i++) expect((await post('/login', { ip: '10.0.2.1', right: true })).statusCode).toBe(200);
    expect((await post('/login', { ip: '10.0.2.1', right: false })).statusCode).toBe(401);
    expect((await post('/login', { ip: '10.0.2.1', right: false })).statusCode).toBe(401);
    expect((await post('/login', { ip: '10.0.2.1', right: true })).statusCode).toBe(429);
  });

  it('remembers a full key while many other keys are counted (the in-memory store holds 50,000)', async () => {
    expect((await post('/many', { keys: ['first'] })).statusCode).toBe(200);
    const others = Array.from({ length: 6000 }, (_, i) => `other-${i}`);
    expect((await post('/many', { keys: others })).statusCode).toBe(200);
    expect((await post('/many', { keys: ['first'] })).statusCode).toBe(429);
  });
});
