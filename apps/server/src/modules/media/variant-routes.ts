import { createReadStream } from 'node:fs';
import path from 'node:path';
import { isMediaVariantWidth } from '@suraksha/domain/media-variants';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../platform/errors.ts';
import { variantFile } from './variant-cache.ts';
import { variantSource } from './variant-path.ts';

/** A variant changes only when its source does, which in practice gets a new name: a month of caching. */
const VARIANT_CACHE_CONTROL = 'public, max-age=2592000';

/**
 * GET /media/w/{width}/{path}.webp: a WebP of /media/{path} at one of the allowed widths, made with
 * sharp on first request and kept under DATA_DIR/media-variants. Anything else is a 404.
 */
export async function mediaVariantRoutes(app: FastifyInstance, opts: { mediaDir: string; cacheDir: string }) {
  app.get<{ Params: { width: string; '*': string } }>('/media/w/:width/*', { schema: { hide: true } }, async (request, reply) => {
    const width = Number(request.params.width);
    const source =
      isMediaVariantWidth(width) && String(width) === request.params.width ? variantSource(opts.mediaDir, request.params['*']) : null;
    if (!isMediaVariantWidth(width) || !source) throw new NotFoundError('Image not found.');
    let file: string | null;
    try {
      file = await variantFile(opts.cacheDir, source.relative, source.absolute, width);
    } catch (error) {
      // An unreadable or oversized source has no variant; say so once in the log, answer 404.
      request.log.warn({ err: error, source: source.relative }, 'media variant could not be made');
      throw new NotFoundError('Image not found.');
    }
    if (!file) throw new NotFoundError('Image not found.');
    return reply.header('cache-control', VARIANT_CACHE_CONTROL).type('image/webp').send(createReadStream(file));
  });
}

export const variantCacheDir = (dataDir: string) => path.join(dataDir, 'media-variants');
