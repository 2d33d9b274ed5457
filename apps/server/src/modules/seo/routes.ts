import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { robotsTxt } from './robots.ts';
import { buildShopSitemap, buildSitemapIndex, productSitemap } from './sitemap-service.ts';
import { MAX_URLS_PER_SITEMAP } from './sitemap-xml.ts';

// Crawlers fetch these a few times a day; an hour of caching keeps repeated fetches off the database.
const CACHE = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';
const PRODUCT_SITEMAP = /^products-([1-9]\d{0,5})\.xml$/;

/** /robots.txt, /sitemap.xml (an index) and its children under /sitemaps/. Text, not JSON: outside the API and its schemas. */
export async function seoRoutes(app: FastifyInstance) {
  const publicUrl = app.config.PUBLIC_URL;
  const hide = { schema: { hide: true } };

  app.get('/robots.txt', hide, async (_request, reply) =>
    reply.header('cache-control', CACHE).type('text/plain; charset=utf-8').send(robotsTxt(publicUrl)),
  );

  app.get('/sitemap.xml', hide, async (_request, reply) =>
    reply
      .header('cache-control', CACHE)
      .type(XML)
      .send(await buildSitemapIndex(app.db, publicUrl, MAX_URLS_PER_SITEMAP)),
  );

  app.get<{ Params: { file: string } }>('/sitemaps/:file', hide, async (request, reply) => {
    const { file } = request.params;
    if (file === 'shop.xml')
      return reply
        .header('cache-control', CACHE)
        .type(XML)
        .send(await buildShopSitemap(app.db, publicUrl));
    const match = PRODUCT_SITEMAP.exec(file);
    const stream = match ? await productSitemap(app.db, publicUrl, Number(match[1]), MAX_URLS_PER_SITEMAP) : null;
    if (!stream) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.header('cache-control', CACHE).type(XML).send(Readable.from(stream));
  });
}
