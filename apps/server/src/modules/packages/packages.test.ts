import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories/accounts.ts';
import { createPackage } from '../../test/factories/catalogue-pages.ts';
import { createProduct } from '../../test/factories/catalog.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let customer: Record<string, string>;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { ...apiHeaders, ...headers } });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  customer = (await createSignedInUser(db)).auth;
  const dvr = await createProduct(db, { title: '4-Channel DVR', slug: 'dvr-4', image: '/media/products/dvr-4.svg', pricePaisa: 6000_00 });
  const camera = await createProduct(db, {
    title: 'HD Camera',
    slug: 'hd-camera',
    image: null,
    pricePaisa: 2500_00,
    offerPricePaisa: 2000_00,
  });
  const quoted = await createProduct(db, { title: 'Custom Mount', slug: 'custom-mount', onRequest: true });
  const retired = await createProduct(db, { title: 'Old Disk', slug: 'old-disk', active: false });
  await createPackage(
    db,
    [
      { productId: dvr.id, quantity: 1 },
      { productId: camera.id, quantity: 4 },
    ],
    {
      title: '4-Camera Kit',
      slug: '4-camera-kit',
      image: '/media/packages/4-camera-kit.svg',
      summary: 'A DVR and four cameras.',
      description: '<p>All you need.</p><script>alert(1)</script>',
      pricePaisa: 13_500_50,
      seoTitle: '4-Camera Kit Price in Nepal',
    },
  );
  await createPackage(
    db,
    [
      { productId: dvr.id, quantity: 1 },
      { productId: quoted.id, quantity: 2 },
    ],
    { title: 'Site Kit', slug: 'site-kit', summary: null, description: null },
  );
  await createPackage(
    db,
    [
      { productId: dvr.id, quantity: 1 },
      { productId: retired.id, quantity: 1 },
    ],
    { title: 'Broken Kit', slug: 'broken-kit' },
  );
  await createPackage(db, [], { title: 'Empty Kit', slug: 'empty-kit' });
  await createPackage(db, [{ productId: camera.id, quantity: 2 }], { title: 'Hidden Kit', slug: 'hidden-kit', active: false });
});
afterAll(() => t.close());

describe('GET /api/packages', () => {
  it('lists complete, active packages by title with no price for a visitor', async () => {
    const res = await get('/api/packages');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: 'success',
      packages: [
        {
          title: '4-Camera Kit',
          slug: '4-camera-kit',
          image: '/media/packages/4-camera-kit.svg',
          summary: 'A DVR and four cameras.',
          item_count: 5,
          price: null,
        },
        { title: 'Site Kit', slug: 'site-kit', image: expect.any(String), summary: null, item_count: 3, price: null },
      ],
    });
  });

  it('shows the bundle price to a signed-in customer', async () => {
    const { packages } = (await get('/api/packages', customer)).json();
    expect(packages.map((p: { price: number }) => p.price)).toEqual([13500.5, 10000]);
  });

  it('treats a bad or unknown bearer token as a visitor, never as an error', async () => {
    for (const authorization of ['Bearer nonsense', `Bearer ${'a'.repeat(43)}`]) {
      const res = await get('/api/packages', { authorization });
      expect(res.statusCode).toBe(200);
      expect(res.json().packages[0].price).toBeNull();
    }
  });
});

describe('GET /api/packages/{slug}', () => {
  it('gives a visitor the items with quantities, sanitized description and SEO, and no money', async () => {
    const res = await get('/api/packages/4-camera-kit');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: 'success',
      package: {
        title: '4-Camera Kit',
        slug: '4-camera-kit',
        image: '/media/packages/4-camera-kit.svg',
        summary: 'A DVR and four cameras.',
        item_count: 5,
        price: null,
        parts_total: null,
        description: '<p>All you need.</p>',
        items: [
          { title: '4-Channel DVR', slug: 'dvr-4', image: '/media/products/dvr-4.svg', quantity: 1 },
          { title: 'HD Camera', slug: 'hd-camera', image: null, quantity: 4 },
        ],
        seo_title: '4-Camera Kit Price in Nepal',
        seo_description: null,
        seo_keyword: null,
      },
    });
  });

  it('gives a customer the bundle price and what the parts cost one by one (offer prices counted)', async () => {
    const { package: bundle } = (await get('/api/packages/4-camera-kit', customer)).json();
    expect(bundle).toMatchObject({ price: 13500.5, parts_total: 14000 });
  });

  it('has no parts total when a part is quoted on request', async () => {
    const { package: bundle } = (await get('/api/packages/site-kit', customer)).json();
    expect(bundle).toMatchObject({ price: 10000, parts_total: null, description: null });
  });

  it.each(['no-such-kit', 'broken-kit', 'empty-kit', 'hidden-kit', '4-camera-kit%00', '4-camera%0Akit'])(
    'answers %s with the 404 envelope',
    async (slug) => {
      const res = await get(`/api/packages/${slug}`, customer);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ result: 'error', errorMessage: 'Package not found.' });
    },
  );
});
