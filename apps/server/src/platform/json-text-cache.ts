import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { createMicroCache, stringBytes } from './micro-cache.ts';

/**
 * A micro-cache (decision 0015) that keeps answers as the JSON text sent on the wire. Each answer is
 * checked against its response schema and turned into text once, when it is loaded; a hit is then
 * sent as is. Fastify's serializer (the schema check and JSON.stringify on every response, some
 * 70 µs for a page of search results) would otherwise redo the same work for every visitor.
 */
export function createJsonTextCache(opts: { ttlMs: number; maxEntries: number; maxBytes: number }) {
  const texts = createMicroCache<string>({ ...opts, sizeOf: stringBytes });
  return {
    clear: () => texts.clear(),
    /** How many answers are kept and their estimated weight (tests and diagnostics). */
    size: () => ({ entries: texts.entries, bytes: texts.bytes }),
    async send<S extends z.ZodType>(reply: FastifyReply, key: string, schema: S, load: () => Promise<z.output<S>>) {
      const text = await texts.get(key, async () => JSON.stringify(z.encode(schema, await load())));
      // A string with a JSON content type is sent untouched: the route's serializer is not run again.
      return reply.type('application/json; charset=utf-8').send(text);
    },
  };
}
