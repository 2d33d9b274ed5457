import { productResponse } from '@suraksha/contracts/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productRelated } from '../../db/schema/catalog.ts';
import { createCategory, createProduct, createSampleCatalogue } from '../../test/factories/catalog.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof createSampleCatalogue>>;
const get = (url: string) => t.app.inject({ url, headers: apiHeaders });

beforeAll(async () => {
  t = await createTestApp();
  shop = await createSampleCatalogue(t.database.db);
});
afterAll(() => t.close());

describe('GET /api/products/{productId}', () => {
  it('answers the product page: details, category chain, related products, no prices for a visitor', async () => {
    const res = await get('/api/products/hikvision-4mp-dome');
    expect(res.statusCode).toBe(200);
    const body = productResponse.parse(res.json());
    const dome = shop.items.hikDome;
    expect(body.product).toEqual({
      id: dome.id,
      title: 'Hikvision DS-2CD1143G2-I 4MP Dome Camera',
      slug: 'hikvision-4mp-dome',
      sku: dome.sku,
      image: dome.image,
      // Never edited in the back office: its image is its one photo, described by its name.
      gallery: [{ src: dome.image, alt: 'Hikvision DS-2CD1143G2-I 4MP Dome Camera' }],
      brand: { title: 'Hikvision', slug: 'hikvision' },
      category: { title: 'IP Cameras', slug: 'ip-cameras', ne: {} },
      breadcrumbs: [
        { title: 'CCTV Cameras', slug: 'cctv-cameras', ne: {} },
        { title: 'IP Cameras', slug: 'ip-cameras', ne: {} },
      ],
      unit: 'pcs',
      on_request: false,
      price: null,
      offer_price: null,
      stock_status: 'in_stock',
      color: 'White',
      size: '4MP',
      summary: dome.summary,
      description: dome.description,
      specs: [],
      datasheet_url: null,
      seo_title: null,
      seo_description: null,
      seo_keyword: null,
      // No Nepali version yet: the Nepali site shows the English.
      ne: {},
    });
    // Same category (IP Cameras), active, not itself; the retired product is never related.
    expect(body.related.map((p) => p.slug).toSorted()).toEqual(['dahua-4mp-bullet', 'hikvision-4mp-bullet']);
    for (const p of body.related) expect([p.price, p.offer_price]).toEqual([null, null]);
  });

  it('carries specifications in order', async () => {
    const body = productResponse.parse((await get('/api/products/hikvision-4mp-bullet')).json());
    expect(body.product.specs).toEqual([
      { name: 'Resolution', value: '4MP' },
      { name: 'Lens', value: '2.8 mm' },
    ]);
  });

  it('shows at most 8 related products', async () => {
    for (let i = 0; i < 10; i++) await createProduct(t.database.db, { categoryId: shop.categories.nvr.id });
    const body = productResponse.parse((await get('/api/products/dahua-8-channel-nvr')).json());
    expect(body.related).toHaveLength(8);
    expect(body.related.map((p) => p.slug)).not.toContain('dahua-8-channel-nvr');
  });

  it('lists the products staff chose first, in their order, then the newest of the category, each once, 8 in all', async () => {
    const cat = await createCategory(t.database.db, { title: 'Related order', slug: 'related-order' });
    const day = (n: number) => new Date(Date.UTC(2026, 1, n));
    const page = await createProduct(t.database.db, { slug: 'related-page', categoryId: cat.id, createdAt: day(1) });
    for (let n = 2; n <= 9; n++) await createProduct(t.database.db, { slug: `related-pick-${n}`, categoryId: cat.id, createdAt: day(n) });
    const newest = await createProduct(t.database.db, { slug: 'related-pick-10', categoryId: cat.id, createdAt: day(10) });
    await createProduct(t.database.db, { slug: 'related-featured', categoryId: cat.id, featured: true, createdAt: day(1) });
    const elsewhere = await createProduct(t.database.db, { slug: 'related-elsewhere', createdAt: day(20) });
    const retired = await createProduct(t.database.db, { slug: 'related-retired', active: false });
    // Chosen: a product of another category, a retired one (never shown) and the category's newest (shown once, as chosen).
    await t.database.db
      .insert(productRelated)
      .values([elsewhere, retired, newest].map((p, position) => ({ productId: page.id, relatedId: p.id, position })));
    const body = productResponse.parse((await get('/api/products/related-page')).json());
    expect(body.related.map((p) => p.slug)).toEqual([
      'related-elsewhere',
      'related-pick-10',
      'related-featured',
      'related-pick-9',
      'related-pick-8',
      'related-pick-7',
      'related-pick-6',
      'related-pick-5',
    ]);
  });

  it('sanitizes the description, drops an unsafe datasheet link and reports stock', async () => {
    await createProduct(t.database.db, {
      slug: 'unsafe-copy',
      stock: 0,
      description: '<p onclick="steal()">Fine <strong>print</strong></p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
      datasheetUrl: 'javascript:alert(1)',
    });
    const body = productResponse.parse((await get('/api/products/unsafe-copy')).json());
    expect(body.product.description).toContain('<strong>print</strong>');
    expect(body.product.description).not.toMatch(/script|onclick|javascript:/i);
    expect(body.product.datasheet_url).toBeNull();
    expect(body.product.stock_status).toBe('out_of_stock');
    expect(body.product.breadcrumbs).toEqual([]);
    expect(body.product.category).toBeNull();
    expect(body.product.brand).toBeNull();
    expect(body.related).toEqual([]);

    await createProduct(t.database.db, { slug: 'with-datasheet', datasheetUrl: '/media/datasheets/x.pdf' });
    const withSheet = productResponse.parse((await get('/api/products/with-datasheet')).json());
    expect(withSheet.product.datasheet_url).toBe('/media/datasheets/x.pdf');
  });

  it('answers an unknown or inactive product with the 404 envelope', async () => {
    for (const slug of ['no-such-product', 'hikvision-retired', "x'%3B--", '%E0%A4%95', 'a%00b']) {
      const res = await get(`/api/products/${slug}`);
      expect(res.statusCode, slug).toBe(404);
      expect(res.json()).toEqual({ result: 'error', errorMessage: 'Product not found.' });
    }
    const long = await get(`/api/products/${'x'.repeat(300)}`);
    expect(long.statusCode).toBe(404);
    expect(long.json().result).toBe('error');
  });
});
