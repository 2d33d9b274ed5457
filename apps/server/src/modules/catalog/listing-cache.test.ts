import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../db/schema/catalog.ts';
import { createSignedInUser } from '../../test/factories/accounts.ts';
import { createSampleCatalogue } from '../../test/factories/catalog.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

/** The listing micro-cache as production runs it (CATALOG_CACHE_SECONDS=60 here; tests default to 0). */
let t: TestApp;
let customer: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { CATALOG_CACHE_SECONDS: '60' } });
  await createSampleCatalogue(t.database.db);
  customer = (await createSignedInUser(t.database.db)).auth;
});
afterAll(() => t.close());

const get = async (url: string, auth: Record<string, string> = {}) => {
  const res = await t.app.inject({ url, headers: { ...apiHeaders, ...auth } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { products: { slug: string; title: string; price: number | null }[] };
};

describe('catalogue listings served from memory', () => {
  it('never hands a customer’s priced answer to a visitor, nor the reverse', async () => {
    for (const url of ['/api/products?search=camera', '/api/categories/ip-cameras', '/api/brands/hikvision/products']) {
      const priced = await get(url, customer);
      const visitor = await get(url);
      expect(
        priced.products.some((p) => p.price !== null),
        url,
      ).toBe(true);
      expect(
        visitor.products.every((p) => p.price === null),
        url,
      ).toBe(true);
      expect(
        (await get(url, customer)).products.some((p) => p.price !== null),
        url,
      ).toBe(true);
    }
  });

  it('answers a repeated search from memory, and a differently filtered one afresh', async () => {
    const before = await get('/api/products?search=camera');
    const [first] = before.products;
    await t.database.db
      .update(products)
      .set({ title: 'Renamed while cached' })
      .where(eq(products.slug, first?.slug ?? ''));
    const again = await get('/api/products?search=camera');
    expect(again.products[0]?.title).toBe(first?.title);
    const sortedOtherwise = await get('/api/products?search=camera&sort=name');
    expect(sortedOtherwise.products.map((p) => p.title)).toContain('Renamed while cached');
  });
});

describe('a visitor’s search from memory', () => {
  it('shares one entry whatever price bounds the visitor sends, and keeps a customer’s apart', async () => {
    const before = await get('/api/products?search=dahua');
    const [first] = before.products;
    await t.database.db
      .update(products)
      .set({ title: 'Renamed under a price filter' })
      .where(eq(products.slug, first?.slug ?? ''));
    // The bounds are ignored for a visitor, so these are the same search: answered from memory.
    for (const bounds of ['max_price=1', 'min_price=10&max_price=20', 'min_price=500']) {
      expect((await get(`/api/products?search=dahua&${bounds}`)).products[0]?.title, bounds).toBe(first?.title);
    }
    // A customer's price-filtered search is a different answer, read afresh.
    const priced = await get('/api/products?search=dahua&min_price=1', customer);
    expect(priced.products.map((p) => p.title)).toContain('Renamed under a price filter');
  });
});

describe('the category tree from memory (product page breadcrumbs)', () => {
  it('reads the tree once while cached, and afresh as soon as the catalogue changes', async () => {
    const crumbs = async () => {
      const res = await t.app.inject({ url: '/api/products/hikvision-4mp-dome', headers: apiHeaders });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { product: { breadcrumbs: { title: string }[] } }).product.breadcrumbs.map((c) => c.title);
    };
    expect(await crumbs()).toEqual(['CCTV Cameras', 'IP Cameras']);
    await t.database.db.update(categories).set({ title: 'Network Cameras' }).where(eq(categories.slug, 'ip-cameras'));
    // Another product of the same tree, never asked before: its breadcrumbs come from the tree in memory.
    const other = await t.app.inject({ url: '/api/products/dahua-4mp-bullet', headers: apiHeaders });
    expect((other.json() as { product: { breadcrumbs: { title: string }[] } }).product.breadcrumbs.at(-1)?.title).toBe('IP Cameras');
    t.app.catalogueChanges.changed();
    expect(await crumbs()).toEqual(['CCTV Cameras', 'Network Cameras']);
  });
});
