import { PRODUCTS_PER_PAGE, type SearchResponse, searchResponse } from '@suraksha/contracts/catalog';
import { SORT_KEYS } from '@suraksha/contracts/listing-limits';
import { isStorableText } from '@suraksha/contracts/text';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories/accounts.ts';
import { createCategory, createProduct, createSampleCatalogue } from '../../test/factories/catalog.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
/** A signed-in customer's Authorization header: price bounds and the price ceiling are theirs only. */
let customer: Record<string, string>;
let catalogue: Awaited<ReturnType<typeof createSampleCatalogue>>;

const get = (url: string, auth: Record<string, string> = {}) => t.app.inject({ url, headers: { ...apiHeaders, ...auth } });
async function search(params: Record<string, string>, auth: Record<string, string> = {}): Promise<SearchResponse> {
  const res = await get(`/api/products?${new URLSearchParams(params)}`, auth);
  expect(res.statusCode, JSON.stringify(params)).toBe(200);
  return searchResponse.parse(res.json());
}
const slugs = (body: SearchResponse) => body.products.map((p) => p.slug);

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await createSampleCatalogue(t.database.db);
  customer = (await createSignedInUser(t.database.db)).auth;
});
afterAll(() => t.close());

describe('GET /api/products: full-text search', () => {
  it('answers the SPEC fields, the term as searchName and no prices for a visitor', async () => {
    const body = await search({ search: '  camera  ' });
    expect(body.searchName).toBe('camera');
    expect(body.sort).toBe('relevance');
    expect(body.pagination).toEqual({ page: 1, perPage: PRODUCTS_PER_PAGE, total: 6, totalPages: 1 });
    for (const p of body.products) expect([p.price, p.offer_price]).toEqual([null, null]);
    expect(slugs(body)).not.toContain('hikvision-retired');
  });

  it("gives each card the product's SKU, for its own line under a name clamped to two lines", async () => {
    const [card] = (await search({ search: 'hikvision ds-2cd1143g2-i 4mp dome camera' })).products;
    expect(card?.sku).toBe(catalogue.items.hikDome.sku);
  });

  it('ranks an exact title match first', async () => {
    expect(slugs(await search({ search: 'Dome Camera' }))[0]).toBe('dome-camera');
    expect(slugs(await search({ search: 'hikvision ds-2cd1143g2-i 4mp dome camera' }))[0]).toBe('hikvision-4mp-dome');
  });

  it('ranks the title above brand, category and specifications', async () => {
    // "bullet" is in three titles; those come before products that only mention cameras.
    const body = await search({ search: 'bullet' });
    expect(slugs(body).toSorted()).toEqual(['dahua-4mp-bullet', 'hikvision-2mp-turbo', 'hikvision-4mp-bullet']);
    // "Lens 2.8 mm" is only a specification of one product.
    expect(slugs(await search({ search: 'lens' }))).toEqual(['hikvision-4mp-bullet']);
  });

  it('matches the last word as a prefix (as you type)', async () => {
    const body = await search({ search: 'hikv' });
    expect(slugs(body).toSorted()).toEqual(['hikvision-2mp-turbo', 'hikvision-4mp-bullet', 'hikvision-4mp-dome']);
    expect(slugs(await search({ search: 'dahua ch' }))).toEqual(['dahua-8-channel-nvr']);
  });

  it('finds through typos with trigram similarity when full text finds nothing', async () => {
    const body = await search({ search: 'hikvison 4mp' });
    expect(slugs(body).toSorted()).toEqual(['hikvision-4mp-bullet', 'hikvision-4mp-dome']);
    expect(body.searchName).toBe('hikvison 4mp');
    expect(slugs(await search({ search: 'dahau' })).toSorted()).toEqual(['dahua-4mp-bullet', 'dahua-8-channel-nvr']);
    // Facets follow the typo-tolerant results too.
    expect(body.brands).toEqual([{ id: 'hikvision', title: 'Hikvision', count: 2, checked: false }]);
  });

  it('answers nothing (not everything) for a term that matches nothing', async () => {
    const body = await search({ search: 'zzqxv' });
    expect(body.products).toEqual([]);
    expect(body.pagination.total).toBe(0);
    expect(body.maxAmount).toBe(0);
    expect([body.brands, body.categories, body.sizes, body.colors]).toEqual([[], [], [], []]);
  });

  it('lists everything newest first without a term', async () => {
    const body = await search({});
    expect(body.sort).toBe('newest');
    expect(body.searchName).toBe('');
    expect(slugs(body)).toEqual([
      'dahua-4mp-bullet',
      'dome-camera',
      'hikvision-4mp-dome',
      'hikvision-4mp-bullet',
      'cp-plus-2mp-dome',
      'hikvision-2mp-turbo',
      'dahua-8-channel-nvr',
    ]);
    // relevance without a term has nothing to rank by: newest.
    expect((await search({ sort: 'relevance' })).sort).toBe('newest');
  });
});

describe('GET /api/products: facets and filters', () => {
  it('counts each facet for the current term', async () => {
    const body = await search({ search: 'camera' }, customer);
    expect(body.brands).toEqual([
      { id: 'hikvision', title: 'Hikvision', count: 3, checked: false },
      { id: 'dahua', title: 'Dahua', count: 1, checked: false },
      { id: 'cp-plus', title: 'CP Plus', count: 2, checked: false },
    ]);
    expect(body.categories).toEqual([
      { id: 'ip-cameras', title: 'IP Cameras', count: 3, checked: false },
      { id: 'hd-analog-cameras', title: 'HD Analog Cameras', count: 3, checked: false },
    ]);
    expect(body.sizes).toEqual([
      { id: '2MP', title: '2MP', count: 3, checked: false },
      { id: '4MP', title: '4MP', count: 3, checked: false },
    ]);
    expect(body.colors).toEqual([
      { id: 'Black', title: 'Black', count: 2, checked: false },
      { id: 'White', title: 'White', count: 4, checked: false },
    ]);
    // Highest effective price among matches: the bullet at 8500 (the dome's offer 8000 beats its 9000).
    expect(body.maxAmount).toBe(8500);
  });

  it('counts each facet with the other filters applied, and marks the chosen options', async () => {
    const body = await search({ search: 'camera', brands: 'hikvision', sizes: '4MP' });
    expect(slugs(body).toSorted()).toEqual(['hikvision-4mp-bullet', 'hikvision-4mp-dome']);
    // Brands ignore the brand filter (4MP cameras of each brand); sizes ignore the size filter (Hikvision cameras by size).
    expect(body.brands).toEqual([
      { id: 'hikvision', title: 'Hikvision', count: 2, checked: true },
      { id: 'dahua', title: 'Dahua', count: 1, checked: false },
    ]);
    expect(body.sizes).toEqual([
      { id: '2MP', title: '2MP', count: 1, checked: false },
      { id: '4MP', title: '4MP', count: 2, checked: true },
    ]);
    expect(body.categories).toEqual([{ id: 'ip-cameras', title: 'IP Cameras', count: 2, checked: false }]);
    // No Hikvision 4MP camera is black: colours without a product are not offered.
    expect(body.colors).toEqual([{ id: 'White', title: 'White', count: 2, checked: false }]);
  });

  it('agrees with the results: choosing an option yields exactly its count', async () => {
    const bases: Record<string, string>[] = [{ search: 'camera' }, {}, { search: 'camera', sizes: '2MP' }, { max_price: '8000' }];
    for (const base of bases) {
      const body = await search(base, customer);
      const facets = { brands: body.brands, categories: body.categories, sizes: body.sizes, colors: body.colors };
      for (const [param, options] of Object.entries(facets)) {
        for (const option of options) {
          const narrowed = await search({ ...base, [param]: option.id }, customer);
          expect(narrowed.pagination.total, `${JSON.stringify(base)} ${param}=${option.id}`).toBe(option.count);
        }
      }
    }
  });

  it('keeps a chosen option listed with 0 so it can be unticked', async () => {
    const body = await search({ search: 'nvr', brands: 'cp-plus' });
    expect(body.products).toEqual([]);
    expect(body.brands).toContainEqual({ id: 'cp-plus', title: 'CP Plus', count: 0, checked: true });
    expect(body.brands).toContainEqual({ id: 'dahua', title: 'Dahua', count: 1, checked: false });
  });

  it('filters by a parent category including its children, and by several values of one facet', async () => {
    expect((await search({ categories: 'cctv-cameras' })).pagination.total).toBe(6);
    const body = await search({ categories: 'nvr,hd-analog-cameras' });
    expect(slugs(body).toSorted()).toEqual(['cp-plus-2mp-dome', 'dahua-8-channel-nvr', 'dome-camera', 'hikvision-2mp-turbo']);
    expect(body.categories.filter((c) => c.checked).map((c) => c.id)).toEqual(['hd-analog-cameras', 'nvr']);
    expect((await search({ brands: 'dahua', colors: 'Black' })).pagination.total).toBe(1);
    // Repeated parameters work like a comma-separated list.
    const repeated = await get('/api/products?brands=dahua&brands=cp-plus');
    expect(repeated.json().pagination.total).toBe(4);
  });

  it("filters a customer's search by effective price and leaves out products without a price", async () => {
    const body = await search({ min_price: '7000', max_price: '8000' }, customer);
    // Dahua 7000 and the dome at its 8000 offer (list price 9000).
    expect(slugs(body).toSorted()).toEqual(['dahua-4mp-bullet', 'hikvision-4mp-dome']);
    const cheap = await search({ max_price: '3000' }, customer);
    // The on-request CP Plus (list 2500) and the unpriced dome have no price to compare.
    expect(slugs(cheap)).toEqual(['hikvision-2mp-turbo']);
    // maxAmount ignores the price filter itself.
    expect(cheap.maxAmount).toBe(15000);
    expect((await search({ max_price: '2999.99' }, customer)).products).toEqual([]);
  });

  it("ignores a visitor's price bounds and gives a visitor no price ceiling", async () => {
    // Otherwise a visitor could narrow the dome's price down to the rupee by moving the bounds.
    const everything = await search({});
    const boundsTried: Record<string, string>[] = [{ max_price: '3000' }, { min_price: '7000', max_price: '8000' }, { min_price: '99999' }];
    for (const bounds of boundsTried) {
      const body = await search(bounds);
      expect(slugs(body), JSON.stringify(bounds)).toEqual(slugs(everything));
      expect(body.pagination.total).toBe(everything.pagination.total);
      expect(body.maxAmount).toBe(0);
    }
    expect(everything.maxAmount).toBe(0);
    // Bad bounds are still a 400 for everyone: the input is checked before the privilege.
    expect((await get('/api/products?min_price=-5')).statusCode).toBe(400);
  });

  it('answers an empty result for unknown brand or category slugs', async () => {
    const unknown: Record<string, string>[] = [
      { brands: 'no-such-brand' },
      { categories: 'no-such-category' },
      { sizes: 'nope' },
      { search: 'camera', brands: 'x,y' },
    ];
    for (const params of unknown) {
      const body = await search(params);
      expect(body.products, JSON.stringify(params)).toEqual([]);
      expect(body.pagination.total).toBe(0);
    }
    // An unknown slug next to a known one is ignored.
    expect((await search({ brands: 'dahua,no-such-brand' })).pagination.total).toBe(2);
  });
});

describe('GET /api/products: sorting and pagination', () => {
  const effectivePrice: Record<string, number | null> = {
    'hikvision-4mp-bullet': 8500,
    'hikvision-4mp-dome': 8000,
    'hikvision-2mp-turbo': 3000,
    'dahua-4mp-bullet': 7000,
    'dahua-8-channel-nvr': 15000,
    'cp-plus-2mp-dome': null,
    'dome-camera': null,
  };

  it('sorts by each key correctly', async () => {
    const asc = slugs(await search({ sort: 'price_asc' }));
    expect(asc.slice(0, 5)).toEqual([
      'hikvision-2mp-turbo',
      'dahua-4mp-bullet',
      'hikvision-4mp-dome',
      'hikvision-4mp-bullet',
      'dahua-8-channel-nvr',
    ]);
    expect(asc.slice(5).map((s) => effectivePrice[s])).toEqual([null, null]);
    const desc = slugs(await search({ sort: 'price_desc' }));
    expect(desc.slice(0, 5)).toEqual([
      'dahua-8-channel-nvr',
      'hikvision-4mp-bullet',
      'hikvision-4mp-dome',
      'dahua-4mp-bullet',
      'hikvision-2mp-turbo',
    ]);
    expect(desc.slice(5).map((s) => effectivePrice[s])).toEqual([null, null]);
    const byName = (await search({ sort: 'name' })).products.map((p) => p.title);
    expect(byName).toEqual([
      'CP Plus 2MP Dome Camera',
      'Dahua 4MP WizSense Bullet Camera',
      'Dahua 8 Channel NVR',
      'Dome Camera',
      'Hikvision 2MP Turbo HD Bullet Camera',
      'Hikvision DS-2CD1043G2-I 4MP Bullet Camera',
      'Hikvision DS-2CD1143G2-I 4MP Dome Camera',
    ]);
    const newest = await search({ search: 'camera', sort: 'newest' });
    expect(slugs(newest)).toEqual([
      'dahua-4mp-bullet',
      'dome-camera',
      'hikvision-4mp-dome',
      'hikvision-4mp-bullet',
      'cp-plus-2mp-dome',
      'hikvision-2mp-turbo',
    ]);
    expect(newest.sort).toBe('newest');
  });

  it('pages stably: no product on two pages, none skipped, in every order', async () => {
    const db = t.database.db;
    const category = await createCategory(db, { slug: 'pagination-test' });
    const sameDay = new Date('2026-02-01T00:00:00Z');
    const count = PRODUCTS_PER_PAGE * 2 + 7;
    // Equal titles, dates and prices: only the id can break the ties.
    for (let i = 0; i < count; i++) {
      await createProduct(db, { categoryId: category.id, title: 'Pager Camera', createdAt: sameDay, pricePaisa: i % 3 === 0 ? 0 : 500_00 });
    }
    for (const sort of SORT_KEYS) {
      const seen: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const body = await search({ search: 'pager', categories: 'pagination-test', sort, page: String(page) });
        expect(body.pagination).toEqual({ page, perPage: PRODUCTS_PER_PAGE, total: count, totalPages: 3 });
        seen.push(...slugs(body));
      }
      expect(seen.length, sort).toBe(count);
      expect(new Set(seen).size, sort).toBe(count);
    }
  });
});

describe('GET /api/products: bad input', () => {
  const badRequests: [string, string][] = [
    [`search=${'a'.repeat(201)}`, 'search'],
    [`search=${'camera '.repeat(1500)}`, 'search'],
    ['min_price=abc', 'min_price'],
    ['min_price=-5', 'min_price'],
    ['max_price=1e9', 'max_price'],
    ['max_price=NaN', 'max_price'],
    ['min_price=500&max_price=100', 'min_price'],
    ['sort=cheapest', 'sort'],
    ['sort=price_asc;drop', 'sort'],
    ['page=0', 'page'],
    ['page=1000000000', 'page'],
    ['page=10001', 'page'],
    ['page=two', 'page'],
    ['search=a&search=b', 'search'],
  ];
  it.each(badRequests.map(([query, field]) => [query.slice(0, 40), query, field]))(
    '%s → 400 with a message per field',
    async (_label, query, field) => {
      const res = await get(`/api/products?${query}`);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.result).toBe('error');
      expect(typeof body.message[field]).toBe('string');
    },
  );

  it('accepts the largest page and a 200-character search', async () => {
    expect((await search({ page: '10000' })).products).toEqual([]);
    expect((await search({ search: 'c'.repeat(200) })).products).toEqual([]);
  });

  it('treats empty form fields as absent', async () => {
    const res = await get('/api/products?search=&brands=&categories=&sizes=&min_price=&max_price=&sort=&page=');
    expect(res.statusCode).toBe(200);
    expect(res.json().pagination.total).toBe((await search({})).pagination.total);
    expect(res.json().sort).toBe('newest');
  });

  it('never fails on tsquery, SQL or regex metacharacters', async () => {
    const nasty = [
      "'",
      ':',
      '&',
      '!',
      '(',
      '|',
      '*',
      '\\',
      "hik'vision",
      'a:b',
      'foo & | bar',
      "'); drop table products; --",
      '.*',
      '[',
      '%',
      '_',
      'hik:* | !cam',
      "\\'",
      '()',
      '!!!',
      '<->',
      'cam <-> era',
      '-',
      '--x--',
      'a:*B',
      '$1',
      'नेपाल क्यामेरा',
      'the',
      'a b c',
    ];
    for (const term of nasty) {
      const res = await get(`/api/products?search=${encodeURIComponent(term)}`);
      expect(res.statusCode, term).toBe(200);
      expect(res.json().searchName).toBe(term.trim());
    }
    // Text the database cannot hold is refused before it gets there (decision 0080), filters too.
    for (const query of ['search=%00', 'sizes=%00', 'brands=a%00b', 'colors=%00%01', 'categories=%00']) {
      const res = await get(`/api/products?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().result).toBe('error');
    }
    // Tabs and line breaks are only spaces to a search.
    expect((await get(`/api/products?search=${encodeURIComponent('hik\tvision\n')}`)).json().searchName).toBe('hik vision');
    // Operators and quotes are dropped, never interpreted: what remains is searched for.
    expect(slugs(await search({ search: "hik'vision" })).toSorted()).toEqual([
      'hikvision-2mp-turbo',
      'hikvision-4mp-bullet',
      'hikvision-4mp-dome',
    ]);
    expect(slugs(await search({ search: 'hik:*' })).toSorted()).toEqual([
      'hikvision-2mp-turbo',
      'hikvision-4mp-bullet',
      'hikvision-4mp-dome',
    ]);
  });

  it('never fails on any search text (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 200, unit: 'grapheme' }), fc.string({ maxLength: 200, unit: 'binary' })),
        async (term) => {
          const res = await get(`/api/products?search=${encodeURIComponent(term)}&sort=relevance`);
          // Text the database cannot hold is the 400 envelope (decision 0080); everything else is searched.
          expect(res.statusCode).toBe(isStorableText(term) ? 200 : 400);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('GET /api/products: weights', () => {
  it('ranks a word in the title above the same word in a description, even when newer', async () => {
    const db = t.database.db;
    await createProduct(db, { title: 'Starlight Bullet X1', slug: 'starlight-title', createdAt: new Date('2025-01-01T00:00:00Z') });
    await createProduct(db, {
      title: 'Night Camera Y2',
      slug: 'starlight-description',
      description: '<p>Colour at night thanks to starlight sensors.</p>',
      createdAt: new Date('2026-06-01T00:00:00Z'),
    });
    expect(slugs(await search({ search: 'starlight' }))).toEqual(['starlight-title', 'starlight-description']);
  });
});

describe('GET /api/products: typo tolerance stays precise', () => {
  it('requires short words as typed: "4mp" does not match "42x"', async () => {
    await createProduct(t.database.db, { title: 'Hikvision DS-2DE5A242IW-DE 2MP 42x Network PTZ Camera', slug: 'hikvision-ptz-42x' });
    const body = await search({ search: 'hikvison 4mp' });
    expect(slugs(body).toSorted()).toEqual(['hikvision-4mp-bullet', 'hikvision-4mp-dome']);
    // The closest titles rank first when several words are fuzzy.
    expect(slugs(await search({ search: 'hikvison 2mp ptz' }))[0]).toBe('hikvision-ptz-42x');
  });
});
