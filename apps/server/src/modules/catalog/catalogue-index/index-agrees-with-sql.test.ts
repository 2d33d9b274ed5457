import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { searchQuery, type SearchResponse, searchResponse } from '@suraksha/contracts/catalog';
import { SORT_KEYS } from '@suraksha/contracts/listing-limits';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBulkProducts } from '../../../db/seed/bulk-products.ts';
import { createSignedInUser } from '../../../test/factories/accounts.ts';
import { createSampleCatalogue } from '../../../test/factories/catalog.ts';
import { searchWithSql } from '../../../test/oracles/sql-search.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../../test/test-app.ts';

// The catalogue index (decision 0111) against the SQL it replaced, on a catalogue of generated products:
// for any term, filters, sort and page, the same products, counts, price ceiling and pages. Relevance
// ranks differently by design, so its page is compared as a set when everything fits on one page.

let t: TestApp;
let dataDir: string;
let customer: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'suraksha-agree-'));
  await createSampleCatalogue(t.database.db);
  await seedBulkProducts(t.database.db, dataDir, 300);
  customer = (await createSignedInUser(t.database.db)).auth;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Words the generated catalogue holds, prefixes as typed, phrases, typos and words it lacks. */
const TERMS = [
  '',
  'camera',
  'cam',
  'dome',
  'bullet camera',
  'hikvision',
  'hik',
  'dahua 4mp',
  'nvr',
  '8 channel',
  'poe',
  'cable',
  'ip',
  'dahau',
  'hikvison dome',
  'zzzz',
  'the',
  'ds-2cd',
];
const BRANDS = ['hikvision', 'dahua', 'cp-plus', 'uniview', 'ezviz', 'unknown-brand'];
const CATEGORIES = ['cctv-cameras', 'ip-cameras', 'nvr', 'recorders', 'hd-analog-cameras', 'no-such-category'];
const SIZES = ['2MP', '4MP', '8MP', '1TB', '4 Channel', '8 Channel'];
const COLORS = ['White', 'Black', 'Grey'];

const queries = fc.record(
  {
    search: fc.constantFrom(...TERMS),
    brands: fc.subarray(BRANDS, { maxLength: 2 }),
    categories: fc.subarray(CATEGORIES, { maxLength: 2 }),
    sizes: fc.subarray(SIZES, { maxLength: 2 }),
    colors: fc.subarray(COLORS, { maxLength: 1 }),
    min_price: fc.option(fc.integer({ min: 0, max: 40_000 }), { nil: undefined }),
    max_price: fc.option(fc.integer({ min: 1_000, max: 400_000 }), { nil: undefined }),
    sort: fc.option(fc.constantFrom(...SORT_KEYS), { nil: undefined }),
    page: fc.integer({ min: 1, max: 3 }),
  },
  { requiredKeys: ['search', 'page'] },
);

type Asked = typeof queries extends fc.Arbitrary<infer T> ? T : never;

function params(query: Asked): URLSearchParams {
  const out = new URLSearchParams({ search: query.search, page: String(query.page) });
  for (const key of ['brands', 'categories', 'sizes', 'colors'] as const) for (const value of query[key] ?? []) out.append(key, value);
  // A minimum above the maximum is refused (400): the property keeps them in order.
  const [min, max] = [query.min_price, query.max_price];
  const [low, high] = min !== undefined && max !== undefined && min > max ? [max, min] : [min, max];
  if (low !== undefined) out.set('min_price', String(low));
  if (high !== undefined) out.set('max_price', String(high));
  if (query.sort) out.set('sort', query.sort);
  return out;
}

describe('the catalogue index agrees with SQL', () => {
  it('on results, facet counts, the price ceiling and pages, for visitors and customers (property)', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(queries, fc.boolean(), async (asked, priced) => {
        const url = params(asked);
        const res = await t.app.inject({ url: `/api/products?${url}`, headers: { ...apiHeaders, ...(priced ? customer : {}) } });
        expect(res.statusCode).toBe(200);
        const ours: SearchResponse = searchResponse.parse(res.json());
        const lists = ['brands', 'categories', 'sizes', 'colors'];
        const query = searchQuery.parse(
          Object.fromEntries([...new Set(url.keys())].map((k) => [k, lists.includes(k) ? url.getAll(k) : url.get(k)])),
        );
        const sql = await searchWithSql(t.database.db, query, priced);
        const { products: ourProducts, ...ourRest } = ours;
        const { products: sqlProducts, ...sqlRest } = sql;
        expect(ourRest, url.toString()).toEqual(sqlRest);
        if (ours.sort !== 'relevance') expect(ourProducts, url.toString()).toEqual(sqlProducts);
        else if (ours.pagination.total <= ours.pagination.perPage) {
          expect(ourProducts.map((p) => p.slug).toSorted(), url.toString()).toEqual(sqlProducts.map((p) => p.slug).toSorted());
        }
      }),
      { numRuns: 60 },
    );
  });
});
