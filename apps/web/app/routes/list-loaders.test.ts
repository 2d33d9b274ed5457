import type { ApiTransport } from '@suraksha/contracts/transport';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { apiContext, publicEnvContext } from '../lib/api-context.ts';
import { loader as brandLoader } from './brand.tsx';
import { loader as brandsLoader } from './brands.tsx';
import { loader as cataloguesLoader } from './catalogues.tsx';
import { loader as categoryLoader } from './category.tsx';
import { loader as certificatesLoader } from './certificates.tsx';
import { loader as couponsLoader } from './coupons.tsx';
import { loader as homeLoader } from './home.tsx';
import { loader as packagesLoader } from './packages.tsx';
import { loader as searchLoader } from './search.tsx';

// SPEC §8: a list that cannot be loaded, or a page past its end, is shown empty rather than as an error page.

type ListLoader = (args: { request: Request; context: RouterContextProvider; params: Record<string, string> }) => Promise<unknown>;

const LIST_PAGES: [string, ListLoader, string, (data: Record<string, unknown>) => unknown[]][] = [
  [
    '/products?search=camera',
    searchLoader as unknown as ListLoader,
    'search results',
    (d) => (d.result as { products: unknown[] }).products,
  ],
  ['/brands', brandsLoader as unknown as ListLoader, 'brands', (d) => d.brands as unknown[]],
  ['/catalogues', cataloguesLoader as unknown as ListLoader, 'catalogues', (d) => d.catalogues as unknown[]],
  ['/certificates', certificatesLoader as unknown as ListLoader, 'certificates', (d) => d.certificates as unknown[]],
  ['/coupons', couponsLoader as unknown as ListLoader, 'coupons', (d) => d.coupons as unknown[]],
  ['/packages', packagesLoader as unknown as ListLoader, 'packages', (d) => d.packages as unknown[]],
  // The home page keeps its hero and promises; its sections (products first) are left out.
  [
    '/',
    homeLoader as unknown as ListLoader,
    'home page lists',
    (d) => [...(d.newProducts as unknown[]), ...(d.featuredProducts as unknown[]), ...(d.categories as unknown[])],
  ],
];

function run(load: ListLoader, url: string, api: ApiTransport, params: Record<string, string> = {}) {
  const context = new RouterContextProvider();
  context.set(apiContext, api);
  context.set(publicEnvContext, { apiKey: 'k', publicUrl: 'https://shop.example' });
  return load({ request: new Request(`https://shop.example${url}`), context, params });
}

/** What a loader answered: React Router's data() carries the payload and the status. */
const answered = (value: unknown) => value as { data: Record<string, unknown>; init: ResponseInit | null };

const serverDown: ApiTransport = async () => ({
  status: 503,
  body: { result: 'error', errorMessage: 'The shop is temporarily unavailable.' },
});
const unreachable: ApiTransport = async () => {
  throw new TypeError('fetch failed');
};

describe.each(LIST_PAGES)('%s when its list cannot be loaded', (url, load, what, list) => {
  it.each([
    ['the API answers 503', serverDown],
    ['the API cannot be reached', unreachable],
  ])('%s: the empty list with status 503, and the failure logged', async (_case, api) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { data, init } = answered(await run(load, url, api));
    expect(init?.status).toBe(503);
    expect(list(data)).toEqual([]);
    expect(logged).toHaveBeenCalledWith(`Could not load the ${what}; showing it empty.`, expect.anything());
  });

  it('answers 200 with the list when it loads', async () => {
    const rows = [{ slug: 'a' }];
    const body = {
      newProducts: rows,
      featuredProducts: [],
      categories: [],
      blogs: [],
      products: rows,
      pagination: { page: 1, perPage: 24, total: 1, totalPages: 1 },
      brands: rows,
      catalogues: rows,
      certificates: rows,
      coupons: rows,
      packages: rows,
    };
    const { data, init } = answered(await run(load, url, async () => ({ status: 200, body })));
    expect(init?.status).toBe(200);
    expect(list(data)).toEqual(rows);
  });
});

it('a search the API refuses (4xx) is not a failure to hide: it goes on to the error page', async () => {
  const badRequest: ApiTransport = async () => ({ status: 400, body: { result: 'error', errorMessage: 'Bad search' } });
  await expect(run(searchLoader as unknown as ListLoader, '/products?search=camera', badRequest)).rejects.toMatchObject({ status: 400 });
});

describe('a page number past the last page', () => {
  const pagination = { page: 9, perPage: 24, total: 30, totalPages: 2 };
  const PAST_THE_END: [string, ListLoader, Record<string, string>, Record<string, unknown>][] = [
    [
      '/products?search=camera&page=9',
      searchLoader as unknown as ListLoader,
      {},
      { brands: [], colors: [], sizes: [], categories: [], searchName: 'camera', maxAmount: 0, sort: 'relevance' },
    ],
    [
      '/category/ip-cameras?page=9',
      categoryLoader as unknown as ListLoader,
      { categoryId: 'ip-cameras' },
      { category: { slug: 'ip-cameras', title: 'IP Cameras', image: null }, sort: 'newest' },
    ],
    [
      '/brands/dahua?page=9',
      brandLoader as unknown as ListLoader,
      { brandId: 'dahua' },
      { brand: { slug: 'dahua', title: 'Dahua', image: null }, sort: 'newest' },
    ],
  ];

  it.each(PAST_THE_END)('%s is the listing with no products, answered 404', async (url, load, params, rest) => {
    const api: ApiTransport = async () => ({ status: 200, body: { result: 'success', ...rest, products: [], pagination } });
    const { data, init } = answered(await run(load, url, api, params));
    expect(init?.status).toBe(404);
    // The search page keeps the API's answer whole under `result`; the others spread it.
    const listing = (typeof data.result === 'object' ? data.result : data) as { products: unknown[]; pagination: unknown };
    expect(listing.products).toEqual([]);
    expect(listing.pagination).toEqual(pagination);
  });
});
