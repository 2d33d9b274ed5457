import {
  brandProductsResponse,
  brandsResponse,
  categoryResponse,
  footerResponse,
  listingQuery,
  menuResponse,
  productMovedResponse,
  productResponse,
  searchQuery,
  searchResponse,
} from '@suraksha/contracts/catalog';
import { pathSegment } from '@suraksha/contracts/text';
import { errorResponses } from '@suraksha/contracts/error-envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createJsonTextCache } from '../../platform/json-text-cache.ts';
import { createCatalogueIndexKeeper } from './catalogue-index/index-keeper.ts';
import { pricesForCustomers, viewerSeesPrices } from './price-privilege.ts';
import { createCategoryTreeCache } from './category-tree-cache.ts';
import { getProductPage } from './product-detail.ts';
import { searchAsSeenBy, searchProducts } from './search-service.ts';
import { getBrandProducts, getBrands, getCategory, getFooter, getMenu } from './service.ts';

// A slug with text we cannot store is simply not found: 404, never a database error (decision 0080).
const slug = (notFound: string) => pathSegment(notFound).describe('A slug');
const { 400: badRequest, 404: notFound } = errorResponses;

/** Listings many visitors open at once (decision 0015); the key carries whether the answer has prices. */
const LISTING_CACHE_ENTRIES = 10_000;
/**
 * What the kept answers may weigh together (decision 0114). A page of search results is some 10–12 KB of
 * JSON and 1–3 KB gzipped as it is kept (decision 0121): this holds 5,000 and more.
 */
const LISTING_CACHE_BYTES = 16 * 2 ** 20;

export async function catalogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const listings = createJsonTextCache({
    ttlMs: app.config.CATALOG_CACHE_SECONDS * 1000,
    maxEntries: LISTING_CACHE_ENTRIES,
    maxBytes: LISTING_CACHE_BYTES,
  });
  // A back-office write clears it at once (decision 0098); the TTL only bounds what other writers leave.
  app.catalogueChanges.onChange(() => listings.clear());
  app.sweepWhenQuiet(() => listings.sweep());
  const categoryTree = createCategoryTreeCache(app.db, app.config.CATALOG_CACHE_SECONDS * 1000);
  app.catalogueChanges.onChange(() => categoryTree.clear());
  const keeper = createCatalogueIndexKeeper({
    onError: (err) => app.log.error({ err }, 'catalogue index rebuild failed'),
    // Reading the whole catalogue leaves its rows behind as garbage. The first read, as the server starts,
    // is given back at once: every search is waiting for it anyway, so the collection's pause (some 100 ms)
    // delays no one further, and the process does not sit at twice its size until the shop is quiet
    // (decision 0130). A rebuild under traffic is given back once the shop is quiet (decision 0121).
    onBuilt: (first) => (first ? app.releaseMemoryNow() : app.memoryToRelease()),
  });
  // A shop reads its catalogue into memory as it starts, not on its first buyer's search (tests start many
  // apps and search few of them). Searches made before it is ready wait for the same read.
  if (app.config.NODE_ENV !== 'test') {
    app.addHook('onReady', async () => {
      keeper.read(app.db, null, '').catch((err: unknown) => app.log.error({ err }, 'catalogue index not built at start'));
    });
  }
  const listingKey = (name: string, priced: boolean, ...parts: unknown[]) =>
    `${name}|${priced ? 'priced' : 'visitor'}|${JSON.stringify(parts)}`;
  // Footer and menu are on every page the server renders: they come from memory most of the time.
  r.get('/footer', { schema: { tags: ['catalog'], summary: 'Footer data', response: { 200: footerResponse } } }, (_request, reply) =>
    listings.send(reply, 'footer', footerResponse, () => getFooter(app.db)),
  );
  r.get(
    '/menu',
    { schema: { tags: ['catalog'], summary: 'Category menu of the header', response: { 200: menuResponse } } },
    (_request, reply) => listings.send(reply, 'menu', menuResponse, () => getMenu(app.db)),
  );

  r.get(
    '/brands',
    { schema: { tags: ['catalog'], summary: 'Every brand with logo and SEO fields', response: { 200: brandsResponse } } },
    (_request, reply) => listings.send(reply, 'brands', brandsResponse, () => getBrands(app.db)),
  );

  r.get(
    '/brands/:brandId/products',
    {
      preHandler: pricesForCustomers,
      schema: {
        tags: ['catalog'],
        summary: "A brand and a page of its products ('N items found in {brand}')",
        params: z.object({ brandId: slug('Brand not found.') }),
        querystring: listingQuery,
        response: { 200: brandProductsResponse, 400: badRequest, 404: notFound },
      },
    },
    (request, reply) => {
      const priced = viewerSeesPrices(request);
      const { brandId } = request.params;
      const key = listingKey('brand', priced, brandId, request.query);
      return listings.send(reply, key, brandProductsResponse, () => getBrandProducts(app.db, keeper, brandId, request.query, priced));
    },
  );

  r.get(
    '/categories/:categoryId',
    {
      preHandler: pricesForCustomers,
      schema: {
        tags: ['catalog'],
        summary: 'A category with its parent and children, and a page of its products (children included)',
        params: z.object({ categoryId: slug('Category not found.') }),
        querystring: listingQuery,
        response: { 200: categoryResponse, 400: badRequest, 404: notFound },
      },
    },
    (request, reply) => {
      const priced = viewerSeesPrices(request);
      const { categoryId } = request.params;
      const key = listingKey('category', priced, categoryId, request.query);
      return listings.send(reply, key, categoryResponse, () => getCategory(app.db, keeper, categoryId, request.query, priced));
    },
  );

  r.get(
    '/products',
    {
      preHandler: pricesForCustomers,
      schema: {
        tags: ['catalog'],
        summary: 'Search: products, facets with counts, price ceiling, sort and pagination',
        querystring: searchQuery,
        response: { 200: searchResponse, 400: badRequest },
      },
    },
    (request, reply) => {
      const priced = viewerSeesPrices(request);
      // Keyed by the search actually run, so a visitor's price bounds cannot fill the cache with copies.
      const query = searchAsSeenBy(request.query, priced);
      return listings.send(reply, listingKey('search', priced, query), searchResponse, () => searchProducts(app.db, keeper, query, priced));
    },
  );

  r.get(
    '/products/:productId',
    {
      preHandler: pricesForCustomers,
      schema: {
        tags: ['catalog'],
        summary:
          'The product page: details, category chain and related products (those staff chose first); a slug the product had before answers 301 to its slug now',
        params: z.object({ productId: slug('Product not found.') }),
        response: { 200: productResponse, 301: productMovedResponse, 404: notFound },
      },
    },
    async (request, reply) => {
      const page = await getProductPage(app.db, request.params.productId, viewerSeesPrices(request), categoryTree.read);
      if (!('movedTo' in page)) return page;
      const to = encodeURIComponent(page.movedTo);
      return reply
        .code(301)
        .header('location', `${request.url.slice(0, request.url.lastIndexOf('/'))}/${to}`)
        .send({ result: 'moved' as const, slug: page.movedTo });
    },
  );
}
