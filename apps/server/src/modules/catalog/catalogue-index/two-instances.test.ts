import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { searchResponse, type SearchResponse } from '@suraksha/contracts/catalog';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import { brands, categories, products } from '../../../db/schema/catalog.ts';
import { createSignedInUser } from '../../../test/factories/accounts.ts';
import { createProduct, createSampleCatalogue } from '../../../test/factories/catalog.ts';
import { apiHeaders, openTestDatabase, type TestDatabase, TEST_STAFF_SECRET_KEY } from '../../../test/test-app.ts';

// Two shop servers on one database, each with its own in-memory catalogue index (decision 0111):
// a write through either (or straight into the database, as an import or another instance does)
// is in the very next search on both, results and counts alike.

let database: TestDatabase;
let dataDir: string;
let one: FastifyInstance;
let two: FastifyInstance;
let customer: Record<string, string>;
let catalogue: Awaited<ReturnType<typeof createSampleCatalogue>>;

async function startServer() {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, STAFF_SECRET_KEY: TEST_STAFF_SECRET_KEY });
  const app = await buildApp({ web: false, config, database: database.handle });
  await app.ready();
  return app;
}

async function search(app: FastifyInstance, params: Record<string, string>): Promise<SearchResponse> {
  const res = await app.inject({ url: `/api/products?${new URLSearchParams(params)}`, headers: { ...apiHeaders, ...customer } });
  expect(res.statusCode).toBe(200);
  return searchResponse.parse(res.json());
}
const slugs = (body: SearchResponse) => body.products.map((p) => p.slug);
const brandCount = (body: SearchResponse, slug: string) => body.brands.find((b) => b.id === slug)?.count ?? 0;
/** A category or brand listing as each server answers it: status and body. */
async function listingOnBoth(url: string) {
  return Promise.all([one, two].map((app) => app.inject({ url, headers: { ...apiHeaders, ...customer } })));
}
const onBoth = async (params: Record<string, string>) => [await search(one, params), await search(two, params)];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'suraksha-index-'));
  database = await openTestDatabase();
  catalogue = await createSampleCatalogue(database.handle.db);
  customer = (await createSignedInUser(database.handle.db)).auth;
  [one, two] = [await startServer(), await startServer()];
  // Both indexes built before any write below.
  await onBoth({ search: 'camera' });
});
afterAll(async () => {
  await one.close();
  await two.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the catalogue index on two servers', () => {
  it('finds a new product on both at once, and counts it under its brand', async () => {
    const before = await search(two, { search: 'camera' });
    await createProduct(database.handle.db, {
      title: 'Hikvision Thermal Camera',
      slug: 'thermal-camera',
      brandId: catalogue.brands.hikvision.id,
    });
    for (const body of await onBoth({ search: 'thermal' })) expect(slugs(body)).toEqual(['thermal-camera']);
    for (const body of await onBoth({ search: 'camera' })) {
      expect(body.pagination.total).toBe(before.pagination.total + 1);
      expect(brandCount(body, 'hikvision')).toBe(brandCount(before, 'hikvision') + 1);
    }
  });

  it('follows a price change in price filters, the price ceiling and the price order', async () => {
    const db = database.handle.db;
    await db.update(products).set({ pricePaisa: 9_999_999_00, offerPricePaisa: null }).where(eq(products.slug, 'thermal-camera'));
    for (const body of await onBoth({ search: 'camera', min_price: '9000000' })) expect(slugs(body)).toEqual(['thermal-camera']);
    for (const body of await onBoth({ search: 'camera', sort: 'price_desc' })) {
      expect(slugs(body)[0]).toBe('thermal-camera');
      expect(body.maxAmount).toBe(9_999_999);
    }
  });

  it('hides a deactivated product from results and counts, and shows it again when reactivated', async () => {
    const db = database.handle.db;
    await db.update(products).set({ active: false }).where(eq(products.slug, 'thermal-camera'));
    for (const body of await onBoth({ search: 'thermal' })) expect(body.pagination.total).toBe(0);
    for (const body of await onBoth({ search: 'camera', brands: 'hikvision' })) expect(slugs(body)).not.toContain('thermal-camera');
    await db.update(products).set({ active: true }).where(eq(products.slug, 'thermal-camera'));
    for (const body of await onBoth({ search: 'thermal' })) expect(slugs(body)).toEqual(['thermal-camera']);
  });

  it('re-sorts by name after a rename, and finds the new words', async () => {
    await database.handle.db.update(products).set({ title: 'AAA Infrared Camera' }).where(eq(products.slug, 'thermal-camera'));
    for (const body of await onBoth({ sort: 'name' })) expect(slugs(body)[0]).toBe('thermal-camera');
    for (const body of await onBoth({ search: 'infrared' })) expect(slugs(body)).toEqual(['thermal-camera']);
    for (const body of await onBoth({ search: 'thermal' })) expect(body.pagination.total).toBe(0);
  });

  it("finds products by their brand's new name after the brand is renamed", async () => {
    await database.handle.db.update(brands).set({ title: 'Dahua Zentrix' }).where(eq(brands.id, catalogue.brands.dahua.id));
    for (const body of await onBoth({ search: 'zentrix' }))
      expect(slugs(body).toSorted()).toEqual(['dahua-4mp-bullet', 'dahua-8-channel-nvr']);
  });

  it('answers category and brand listings from the catalogue as it is now: a new description, a new product, a hidden category', async () => {
    const db = database.handle.db;
    // Asked once on each before the writes, so each server holds these listings' versions.
    for (const res of await listingOnBoth('/api/categories/ip-cameras')) expect(res.statusCode).toBe(200);
    for (const res of await listingOnBoth('/api/brands/cp-plus/products?sort=price_desc')) expect(res.statusCode).toBe(200);
    await db.update(categories).set({ description: '<p>Cameras on the network.</p>' }).where(eq(categories.slug, 'ip-cameras'));
    await createProduct(db, {
      title: 'CP Plus Dearest Camera',
      slug: 'cp-plus-dearest',
      brandId: catalogue.brands.cpPlus.id,
      categoryId: catalogue.categories.ipCameras.id,
      pricePaisa: 8_888_888_00,
    });
    for (const res of await listingOnBoth('/api/categories/ip-cameras')) {
      expect(res.json().category.description).toBe('<p>Cameras on the network.</p>');
    }
    for (const res of await listingOnBoth('/api/brands/cp-plus/products?sort=price_desc')) {
      expect(res.json().products[0].slug).toBe('cp-plus-dearest');
    }
    await db.update(categories).set({ active: false }).where(eq(categories.slug, 'ip-cameras'));
    for (const res of await listingOnBoth('/api/categories/ip-cameras')) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ result: 'error', errorMessage: 'Category not found.' });
    }
    await db.update(categories).set({ active: true }).where(eq(categories.slug, 'ip-cameras'));
    await db.update(brands).set({ active: false }).where(eq(brands.slug, 'cp-plus'));
    for (const res of await listingOnBoth('/api/brands/cp-plus/products')) expect(res.statusCode).toBe(404);
    await db.update(brands).set({ active: true }).where(eq(brands.slug, 'cp-plus'));
  });

  it('indexes every product of a shop migrated from before the index (products stamped 0)', async () => {
    await database.handle.db.execute(sql`update products set catalogue_version = 0`);
    const third = await startServer();
    try {
      expect(slugs(await search(third, { search: 'zentrix' })).toSorted()).toEqual(['dahua-4mp-bullet', 'dahua-8-channel-nvr']);
    } finally {
      await third.close();
    }
  });

  it('forgets a deleted product on both (the index is rebuilt whole)', async () => {
    await database.handle.db.delete(products).where(eq(products.slug, 'thermal-camera'));
    for (const body of await onBoth({ search: 'infrared' })) expect(body.pagination.total).toBe(0);
    for (const body of await onBoth({ sort: 'name' })) expect(slugs(body)).not.toContain('thermal-camera');
  });
});
