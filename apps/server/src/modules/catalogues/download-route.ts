import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { withoutControlCharacters } from '@suraksha/contracts/catalog';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../platform/errors.ts';
import { CATALOGUE_NOT_FOUND, locateCatalogueDownload } from './service.ts';

/**
 * GET /catalogues/{slug}/download: the catalogue's PDF as an attachment, so the Download button
 * saves a file named after the catalogue instead of opening a second viewer. A browser link
 * cannot send the API key, so this lives beside /media, outside /api; it only reads public files.
 */
export async function catalogueDownloadRoute(app: FastifyInstance) {
  const mediaDir = path.join(app.config.DATA_DIR, 'media');
  app.get<{ Params: { slug: string } }>('/catalogues/:slug/download', { schema: { hide: true } }, async (request, reply) => {
    const found = await locateCatalogueDownload(app.db, mediaDir, withoutControlCharacters(request.params.slug));
    if (found.kind === 'elsewhere') return reply.redirect(found.url, 302);
    const size = await stat(found.file).then(
      (s) => (s.isFile() ? s.size : null),
      () => null,
    );
    if (size === null) throw new NotFoundError(CATALOGUE_NOT_FOUND);
    return reply
      .type('application/pdf')
      .header('content-length', size)
      .header('content-disposition', `attachment; filename="${found.filename}"`)
      .header('cache-control', 'public, max-age=3600')
      .send(createReadStream(found.file));
  });
}
