import Fastify, { type FastifyReply } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createJsonTextCache } from './json-text-cache.ts';

const answer = z.object({ result: z.literal('success'), count: z.number() });

let app: ReturnType<typeof Fastify> | undefined;
afterEach(() => app?.close());

/** A route answering from the cache, with a load that counts its calls and returns what `make` says. */
function serve(make: (call: number) => unknown) {
  const cache = createJsonTextCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: Number.POSITIVE_INFINITY });
  let calls = 0;
  const server = Fastify();
  server.get('/listing', (_request, reply) => cache.send(reply, 'listing', answer, async () => make(++calls) as z.output<typeof answer>));
  app = server;
  return { app: server, calls: () => calls };
}

describe('JSON text cache', () => {
  it('sends the loaded answer as JSON, and a repeat the very same text without loading again', async () => {
    const { app: server, calls } = serve((call) => ({ result: 'success', count: call, extra: 'dropped by the schema' }));
    const first = await server.inject({ url: '/listing' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    // Checked against the schema once: what it does not name is not sent.
    expect(first.json()).toEqual({ result: 'success', count: 1 });
    const second = await server.inject({ url: '/listing' });
    expect(second.body).toBe(first.body);
    expect(calls()).toBe(1);
  });

  it('never sends an answer its schema refuses, and does not keep it', async () => {
    const { app: server, calls } = serve((call) =>
      call === 1 ? { result: 'success', count: 'many' } : { result: 'success', count: call },
    );
    const refused = await server.inject({ url: '/listing' });
    expect(refused.statusCode).toBe(500);
    expect(refused.body).not.toContain('many');
    const next = await server.inject({ url: '/listing' });
    expect(next.json()).toEqual({ result: 'success', count: 2 });
    expect(calls()).toBe(2);
  });

  it('stays within its bytes under a flood of 50,000 distinct listings', async () => {
    const maxBytes = 1_000_000;
    const cache = createJsonTextCache({ ttlMs: 60_000, maxEntries: 2000, maxBytes });
    // The cache's own path without HTTP: 50,000 injects would only add Fastify's time.
    const reply = { type: () => reply, send: (text: string) => text } as unknown as FastifyReply;
    let largest = 0;
    for (let i = 0; i < 50_000; i++) {
      await cache.send(reply, `search|visitor|["camera ${i}"]`, answer, async () => ({ result: 'success' as const, count: i }));
      largest = Math.max(largest, cache.size().bytes);
    }
    expect(largest).toBeLessThanOrEqual(maxBytes);
    expect(cache.size().entries).toBe(2000);
  });
});
