import type { FastifyReply } from 'fastify';
import { gunzipSync, gzipSync } from 'node:zlib';
import { z } from 'zod';
import { acceptsGzip } from './accept-encoding.ts';
import { createMicroCache } from './micro-cache.ts';
import { addVary } from './vary.ts';

/**
 * `bytes` in memory of their own. gzipSync's answer is a view on zlib's 64 KB output buffer, and a copy
 * made by Buffer.from is a view on Node's shared 64 KB pool: kept for seconds, either holds the whole
 * 64 KB for a 2 KB answer (2,000 answers held 128 MB). Unpooled, what is kept is what the cache counts.
 */
function ownBytes(bytes: Buffer): Buffer {
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

/** What an entry costs besides its bytes (the Buffer object, the Map entry, the key): an estimate. */
const ENTRY_OVERHEAD_BYTES = 200;

/**
 * A micro-cache (decision 0015) that keeps answers as the gzipped JSON sent on the wire (decision 0121).
 * Each answer is checked against its response schema, turned into text and compressed once, when it is
 * loaded; a hit is then sent as is to every browser (they all take gzip), and inflated for a client that
 * does not. Fastify's serializer (the schema check and JSON.stringify, some 70 µs for a page of search
 * results) and the compression of every response would otherwise redo the same work for every visitor.
 * Compressed, a page of search results weighs 2–4 KB instead of 20–40 KB as a string: the cache holds
 * every listing a busy shop is asked in its few seconds, where plain text made it drop answers before
 * they were asked again.
 */
export function createJsonTextCache(opts: { ttlMs: number; maxEntries: number; maxBytes: number }) {
  const answers = createMicroCache<Buffer>({ ...opts, sizeOf: (gzip) => gzip.length + ENTRY_OVERHEAD_BYTES });
  const text = async <S extends z.ZodType>(schema: S, load: () => Promise<z.output<S>>) => JSON.stringify(z.encode(schema, await load()));
  return {
    clear: () => answers.clear(),
    /** Forgets the answers whose time is up; answers when the latest kept one expires (0: none kept). */
    sweep: () => answers.sweep(),
    /** How many answers are kept and their estimated weight (tests and diagnostics). */
    size: () => ({ entries: answers.entries, bytes: answers.bytes }),
    async send<S extends z.ZodType>(reply: FastifyReply, key: string, schema: S, load: () => Promise<z.output<S>>) {
      reply.type('application/json; charset=utf-8');
      // With the cache off nothing is kept: the text goes out, compressed (or not) as any other answer.
      // A string with a JSON content type is sent untouched: the route's serializer is not run again.
      if (opts.ttlMs <= 0) return reply.send(await text(schema, load));
      const gzip = await answers.get(key, async () => ownBytes(gzipSync(await text(schema, load))));
      addVary(reply, 'Accept-Encoding');
      // An answer already encoded is passed through by @fastify/compress untouched.
      if (acceptsGzip(reply.request.headers['accept-encoding'])) return reply.header('content-encoding', 'gzip').send(gzip);
      return reply.send(gunzipSync(gzip));
    },
  };
}
