import { brandProductsResponse, brandsResponse, categoryResponse, PRODUCTS_PER_PAGE } from '@suraksha/contracts/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrand, createCategory, createProduct, createSampleCatalogue } from '../../test/factories/catalog.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof createSampleCatalogue>>;
const get = (url: string) => t.app.inject({ url, headers: apiHeaders });

beforeAll(async () => {
  t = await createTestApp();
  shop = await createSampleCatalogue(t.database.db);
});
afterAll(() => t.close());

describe('GET /api/brands', () => {
  it('lists every brand in shop order with logo and SEO fields', async () => {
    const res = await get('/api/brands');
    expect(res.statusCode).toBe(200);
    const body = brandsResponse.parse(res.json());
    expect(body.brands.map((b) => b.slug)).toEqual(['hikvision', 'dahua', 'cp-plus']);
    expect(body.brands[0]).toEqual({
      id: shop.brands.hikvision.id,
      title: 'Hikvision',
      slug: 'hikvision',
      image: shop.brands.hikvision.image,
      seo_title: shop.brands.hikvision.seoTitle,
      seo_description: shop.brands.hikvision.seoDescription,
      seo_keyword: shop.brands.hikvision.seoKeyword,
    });
  });
});

describe('GET /api/brands/{brandId}/products', () => {
  it('answers the brand and its active products, newest first, without prices for a visitor', async () => {
    const res = await get('/api/brands/hikvision/products');
    expect(res.statusCode).toBe(200);
    const body = brandProductsResponse.parse(res.json());
    expect(body.brand).toMatchObject({ title: 'Hikvision', slug: 'hikvision', seo_title: shop.brands.hikvision.seoTitle });
    // The retired (inactive) Hikvision product is never listed.
    expect(body.products.map((p) => p.slug)).toEqual(['hikvision-4mp-dome', 'hikvision-4mp-bullet', 'hikvision-2mp-turbo']);
    expect(body.pagination).toEqual({ page: 1, perPage: PRODUCTS_PER_PAGE, total: 3, totalPages: 1 });
    expect(body.sort).toBe('newest');
    for (const p of body.products) expect([p.price, p.offer_price]).toEqual([null, null]);
    expect(body.products[0]).toMatchObject({ brand: 'Hikvision', category: 'IP Cameras', unit: 'pcs', on_request: false });
  });

  it('sorts by name when asked', async () => {
    const body = (await get('/api/brands/hikvision/products?sort=name')).json();
    expect(body.sort).toBe('name');
    expect(body.products.map((p: { slug: string }) => p.slug)).toEqual([
      'hikvision-2mp-turbo',
      'hikvision-4mp-bullet',
      'hikvision-4mp-dome',
    ]);
  });

  it('answers an unknown brand with the 404 envelope', async () => {
    const res = await get('/api/brands/no-such-brand/products');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ result: 'error', errorMessage: 'Brand not found.' });
  });

  it('answers a bad page or sort with 400 and a message per field', async () => {
    for (const query of ['page=0', 'page=abc', 'page=1000000000', 'page=-1', 'page=1.5']) {
      const res = await get(`/api/brands/hikvision/products?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message.page).toMatch(/page/i);
    }
    const res = await get('/api/brands/hikvision/products?sort=cheapest');
    expect(res.statusCode).toBe(400);
    expect(res.json().message.sort).toMatch(/sort/i);
  });

  it('pages through a large brand without repeating or skipping a product', async () => {
    const db = t.database.db;
    const brand = await createBrand(db, { slug: 'bulk-brand' });
    const sameDay = new Date('2026-03-01T00:00:00Z');
    const made = [];
    // Same date and price for all: only the id can keep the order stable between pages.
    for (let i = 0; i < PRODUCTS_PER_PAGE * 2 + 5; i++)
      made.push(await createProduct(db, { brandId: brand.id, title: 'Same Title', createdAt: sameDay }));
    for (const sort of ['newest', 'name', 'price_asc', 'price_desc']) {
      const seen: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const body = brandProductsResponse.parse((await get(`/api/brands/bulk-brand/products?sort=${sort}&page=${page}`)).json());
        expect(body.pagination).toEqual({ page, perPage: PRODUCTS_PER_PAGE, total: made.length, totalPages: 3 });
        seen.push(...body.products.map((p) => p.slug));
      }
      expect(new Set(seen).size, sort).toBe(made.length);
      expect(seen.length).toBe(made.length);
    }
    const beyond = brandProductsResponse.parse((await get('/api/brands/bulk-brand/products?page=4')).json());
    expect(beyond.products).toEqual([]);
  });
});

describe('GET /api/categories/{categoryId}', () => {
  it('answers a top category with its children and the products of all of them', async () => {
    const res = await get('/api/categories/cctv-cameras');
    expect(res.statusCode).toBe(200);
    const body = categoryResponse.parse(res.json());
    expect(body.category).toMatchObject({
      title: 'CCTV Cameras',
      slug: 'cctv-cameras',
      image: shop.categories.cameras.image,
      seo_title: shop.categories.cameras.seoTitle,
      seo_description: shop.categories.cameras.seoDescription,
      seo_keyword: shop.categories.cameras.seoKeyword,
      parent: null,
      children: [
        { title: 'IP Cameras', slug: 'ip-cameras' },
        { title: 'HD Analog Cameras', slug: 'hd-analog-cameras' },
      ],
    });
    expect(body.products.map((p) => p.slug).toSorted()).toEqual(
      [
        'cp-plus-2mp-dome',
        'dahua-4mp-bullet',
        'dome-camera',
        'hikvision-2mp-turbo',
        'hikvision-4mp-bullet',
        'hikvision-4mp-dome',
      ].toSorted(),
    );
    expect(body.pagination.total).toBe(6);
    expect(body.sort).toBe('newest');
    for (const p of body.products) expect([p.price, p.offer_price]).toEqual([null, null]);
  });

  it('answers a child category with its parent and only its own products', async () => {
    const body = categoryResponse.parse((await get('/api/categories/nvr')).json());
    expect(body.category.parent).toEqual({ ne: {}, title: 'Recorders', slug: 'recorders' });
    expect(body.category.children).toEqual([]);
    expect(body.products.map((p) => p.slug)).toEqual(['dahua-8-channel-nvr']);
  });

  it('includes grandchildren', async () => {
    const db = t.database.db;
    const top = await createCategory(db, { slug: 'deep-top' });
    const middle = await createCategory(db, { slug: 'deep-middle', parentId: top.id });
    const bottom = await createCategory(db, { slug: 'deep-bottom', parentId: middle.id });
    await createProduct(db, { categoryId: bottom.id, slug: 'deep-product' });
    const body = categoryResponse.parse((await get('/api/categories/deep-top')).json());
    expect(body.products.map((p) => p.slug)).toEqual(['deep-product']);
  });

  it('sorts by effective price, unpriced and on-request products last', async () => {
    const asc = categoryResponse.parse((await get('/api/categories/cctv-cameras?sort=price_asc')).json());
    // Effective prices: turbo 3000, dahua 7000, dome offer 8000, bullet 8500; CP Plus on request and plain dome unpriced.
    expect(asc.products.map((p) => p.slug).slice(0, 4)).toEqual([
      'hikvision-2mp-turbo',
      'dahua-4mp-bullet',
      'hikvision-4mp-dome',
      'hikvision-4mp-bullet',
    ]);
    expect(
      asc.products
        .slice(4)
        .map((p) => p.slug)
        .toSorted(),
    ).toEqual(['cp-plus-2mp-dome', 'dome-camera']);
    const desc = categoryResponse.parse((await get('/api/categories/cctv-cameras?sort=price_desc')).json());
    expect(desc.products.map((p) => p.slug).slice(0, 4)).toEqual([
      'hikvision-4mp-bullet',
      'hikvision-4mp-dome',
      'dahua-4mp-bullet',
      'hikvision-2mp-turbo',
    ]);
  });

  it('answers an unknown category with the 404 envelope and a bad page with 400', async () => {
    const missing = await get('/api/categories/no-such-category');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ result: 'error', errorMessage: 'Category not found.' });
    const bad = await get('/api/categories/cctv-cameras?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().result).toBe('error');
  });
});
