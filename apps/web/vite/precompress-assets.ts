// The browser files compressed once at build time, as small as brotli and gzip make them (decision 0121).
// On the fly, the server compresses with brotli quality 4 (fast enough for every answer): the storefront's
// render-blocking CSS then weighed more than gzip -9 of the same files. Hashed files never change, so
// they are compressed here at the highest settings and @fastify/static sends the .br or .gz beside each.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest|html)$/;
/** Below this a compressed file saves less than its headers cost. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir`; returns how many it compressed. */
export async function precompress(dir: string): Promise<number> {
  const files = filesUnder(dir).filter((f) => COMPRESSIBLE.test(f) && statSync(f).size >= MIN_BYTES);
  await Promise.all(
    files.map(async (file) => {
      const content = readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gz);
    }),
  );
  return files.length;
}

/** The Vite step: after the browser build is written, compress it (the server build is not sent to anyone). */
export function precompressClientAssets(): Plugin {
  return {
    name: 'suraksha:precompress-client-assets',
    apply: 'build',
    async writeBundle(options) {
      if (this.environment.name !== 'client' || !options.dir) return;
      await precompress(options.dir);
    },
  };
}
