import {
  brandProductsResponse,
  brandsResponse,
  categoryResponse,
  footerResponse,
  listingQuery,
  menuResponse,
  productResponse,
  searchQuery,
  searchResponse,
  withoutControlCharacters,
} from '@suraksha/contracts/catalog';
import { errorResponses } from '@suraksha/contracts/error-envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pricesForCustomers, viewerSeesPrices } from './price-privilege.ts';
import { getProductPage } from './product-detail.ts';
import { searchProducts } from './search-service.ts';
import { getBrandProducts, getBrands, getCategory, getFooter, getMenu } from './service.ts';

// A slug with control characters is simply not found: 404, never a database error.
const slug = z.string().transform(withoutControlCharacters).describe('A slug');
const { 400: badRequest, 404: notFound } = errorResponses;

export async function catalogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/footer', { schema: { tags: ['catalog'], summary: 'Footer data', response: { 200: footerResponse } } }, () =>
    getFooter(app.db),
  );
  r.get('/menu', { schema: { tags: ['catalog'], summary: 'Category menu of the header', response: { 200: menuResponse } } }, () =>
    getMenu(app.db),
  );

  r.get('/brands', { schema: { tags: ['catalog'], summary: 'Every brand with logo and SEO fields', response: { 200: brandsResponse } } }, () =>
    getBrands(app.db),
  );

  r.get(
    '/brands/:brandId/products',
    {
      preHandler: pricesForCustomers,
      schema: {
        tags: ['catalog'],
        summary: "A brand and a page of its products ('N items found in {brand}')",
        params: z.object({ brandId: slug }),
        querystring: listingQuery,
        response: { 200: brandProductsResponse, 400: badRequest, 404: notFound },
      },
    },
    (request) => getBrandProducts(app.db, request.params.brandId, request.query, viewerSeesPrices(request)),
  );

  r.get(
    '/categories/:categoryId',
    {
      preHandler: pricesForCustomers,
      schema: {
        tags: ['catalog'],
        summary: 'A category with its parent and children, and a page of its products (children included)',
        params: z.object({ categoryId: slug }),
        querystring: listingQuery,
        response: { 200: categoryResponse, 400: badRequest, 404: notFound },
      },
    },
    (request) => getCategory(app.db, request.params.categoryId, request.query, viewerSeesPrices(request)),
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
    (request) => searchProducts(app.db, request.query, viewerSeesPrices(request)),
  );

  r.get(
    '/products/:productId',
    {
      preHandler: pricesForCustomers,
      schema: {
        tags: ['catalog'],
        summary: 'The product page: details, category chain and related products',
        params: z.object({ productId: slug }),
        response: { 200: productResponse, 404: notFound },
      },
    },
    (request) => getProductPage(app.db, request.params.productId, viewerSeesPrices(request)),
  );
}
