import compress from '@fastify/compress';
import Fastify, { type FastifyReply } from 'fastify';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createJsonTextCache } from './json-text-cache.ts';

const answer = z.object({ result: z.literal('success'), count: z.number() });

let app: ReturnType<typeof Fastify> | undefined;
afterEach(() => app?.close());

/** A route answering from the cache, with a load that counts its calls and returns what `make` says. */
function serve(make: (call: number) => unknown, ttlMs = 60_000) {
  const cache = createJsonTextCache({ ttlMs, maxEntries: 10, maxBytes: Number.POSITIVE_INFINITY });
  let calls = 0;
  const server = Fastify();
  // As the app registers it: the cache's answers must pass through it, neither compressed twice nor left bare.
  void server.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  server.get('/listing', (_request, reply) => cache.send(reply, 'listing', answer, async () => make(++calls) as z.output<typeof answer>));
  app = server;
  return { app: server, calls: () => calls };
}

/** The cache's own path without HTTP (50,000 injects would only add Fastify's time): a reply that hands back what is sent. */
function bareReply(headers: Record<string, string>) {
  const reply = {
    request: { headers },
    type: () => reply,
    header: () => reply,
    getHeader: () => undefined,
    send: (body: unknown) => body,
  };
  return reply as unknown as FastifyReply;
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
    const reply = bareReply({ 'accept-encoding': 'gzip' });
    let largest = 0;
    for (let i = 0; i < 50_000; i++) {
      await cache.send(reply, `search|visitor|["camera ${i}"]`, answer, async () => ({ result: 'success' as const, count: i }));
      largest = Math.max(largest, cache.size().bytes);
    }
    expect(largest).toBeLessThanOrEqual(maxBytes);
    expect(cache.size().entries).toBe(2000);
  });

  it('sends a browser the kept gzip bytes as they are, and a client without gzip the same JSON inflated', async () => {
    const long = 'x'.repeat(5000);
    const { app: server, calls } = serve((call) => ({ result: 'success', count: call, long }));
    const browser = await server.inject({ url: '/listing', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(browser.headers['content-encoding']).toBe('gzip');
    expect(browser.headers.vary).toContain('Accept-Encoding');
    expect(JSON.parse(gunzipSync(browser.rawPayload).toString('utf8'))).toEqual({ result: 'success', count: 1 });
    const again = await server.inject({ url: '/listing', headers: { 'accept-encoding': 'gzip' } });
    expect(again.rawPayload.equals(browser.rawPayload)).toBe(true);
    const bare = await server.inject({ url: '/listing' });
    expect(bare.headers['content-encoding']).toBeUndefined();
    expect(bare.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(bare.json()).toEqual({ result: 'success', count: 1 });
    const refusesGzip = await server.inject({ url: '/listing', headers: { 'accept-encoding': 'gzip;q=0, identity' } });
    expect(refusesGzip.headers['content-encoding']).toBeUndefined();
    expect(refusesGzip.json()).toEqual({ result: 'success', count: 1 });
    expect(calls()).toBe(1);
  });

  it('with the cache off loads every time and leaves compression to the app (brotli when asked)', async () => {
    const { app: server, calls } = serve((call) => ({ result: 'success', count: call }), 0);
    const first = await server.inject({ url: '/listing', headers: { 'accept-encoding': 'br' } });
    const second = await server.inject({ url: '/listing' });
    expect(first.json()).toEqual({ result: 'success', count: 1 });
    expect(second.json()).toEqual({ result: 'success', count: 2 });
    expect(calls()).toBe(2);
  });

  it('keeps a page of search results at a fraction of its JSON text', async () => {
    const cache = createJsonTextCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: Number.POSITIVE_INFINITY });
    const cards = z.object({ products: z.array(z.object({ id: z.string(), title: z.string(), slug: z.string(), price: z.number() })) });
    const products = Array.from({ length: 24 }, (_, i) => ({
      id: `0190a1b2-c3d4-7e5f-8a9b-${String(i).padStart(12, '0')}`,
      title: `Hikvision 4MP ColorVu Bullet Camera DS-2CD2T47G2-L ${i}`,
      slug: `hikvision-4mp-colorvu-bullet-camera-ds-2cd2t47g2-l-${i}`,
      price: 12_500 + i,
    }));
    const textBytes = Buffer.byteLength(JSON.stringify({ products }));
    const reply = bareReply({ 'accept-encoding': 'gzip' });
    const sent = (await cache.send(reply, 'search', cards, async () => ({ products }))) as unknown as Buffer;
    expect(cache.size().bytes).toBeLessThan(textBytes / 4);
    // What is kept holds no more memory than it counts: not a view on zlib's (or Node's pool's) 64 KB.
    expect(sent.buffer.byteLength).toBe(sent.length);
  });
});
