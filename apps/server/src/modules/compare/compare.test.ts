import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories/accounts.ts';
import { createBrand, createCategory, createProduct } from '../../test/factories/catalog.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let customer: Record<string, string>;
const compare = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/compare${query}`, headers: { ...apiHeaders, ...headers } });
const slugsOf = (res: { json(): { products: { slug: string }[] } }) => res.json().products.map((p) => p.slug);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  customer = (await createSignedInUser(db)).auth;
  const hikvision = await createBrand(db, { title: 'Hikvision', slug: 'hikvision' });
  const cameras = await createCategory(db, { title: 'IP Cameras', slug: 'ip-cameras' });
  await createProduct(db, {
    title: 'Bullet 4MP',
    slug: 'bullet',
    brandId: hikvision.id,
    categoryId: cameras.id,
    image: '/media/products/bullet.svg',
    pricePaisa: 8500_00,
    offerPricePaisa: 7999_50,
    specs: [
      { name: 'Resolution', value: '4MP' },
      { name: 'Lens', value: '2.8 mm' },
    ],
  });
  await createProduct(db, {
    title: 'Dome 2MP',
    slug: 'dome',
    image: null,
    pricePaisa: 3000_00,
    specs: [
      { name: 'Resolution', value: '2MP' },
      { name: 'IR range', value: '30 m' },
    ],
  });
  await createProduct(db, { title: 'Mount', slug: 'mount', onRequest: true, specs: [] });
  await createProduct(db, { title: 'Disk', slug: 'disk' });
  await createProduct(db, { title: 'Retired', slug: 'retired', active: false });
});
afterAll(() => t.close());

describe('GET /api/compare', () => {
  it('gives the products in the order asked, with brand, category and specs, and no price for a visitor', async () => {
    const res = await compare('?products=dome,bullet');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: 'success',
      products: [
        {
          title: 'Dome 2MP',
          slug: 'dome',
          image: null,
          brand: null,
          category: null,
          unit: 'pcs',
          on_request: false,
          price: null,
          offer_price: null,
          specs: [
            { name: 'Resolution', value: '2MP' },
            { name: 'IR range', value: '30 m' },
          ],
        },
        {
          title: 'Bullet 4MP',
          slug: 'bullet',
          image: '/media/products/bullet.svg',
          brand: 'Hikvision',
          category: 'IP Cameras',
          unit: 'pcs',
          on_request: false,
          price: null,
          offer_price: null,
          specs: [
            { name: 'Resolution', value: '4MP' },
            { name: 'Lens', value: '2.8 mm' },
          ],
        },
      ],
    });
  });

  it('shows prices to a signed-in customer', async () => {
    const res = await compare('?products=bullet,dome', customer);
    expect(res.json().products.map((p: { price: number; offer_price: number | null }) => [p.price, p.offer_price])).toEqual([
      [8500, 7999.5],
      [3000, null],
    ]);
  });

  it('leaves out unknown and retired products and repeats, and answers an empty choice with an empty list', async () => {
    expect(slugsOf(await compare('?products=nope,bullet,retired,bullet,mount'))).toEqual(['bullet', 'mount']);
    expect(slugsOf(await compare('?products=%20,bullet,,'))).toEqual(['bullet']);
    expect((await compare('')).json()).toEqual({ result: 'success', products: [] });
    expect((await compare('?products=')).json()).toEqual({ result: 'success', products: [] });
  });

  it('refuses more than four products with the 400 envelope', async () => {
    const res = await compare('?products=bullet,dome,mount,disk,retired');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      result: 'error',
      errorMessage: 'Please correct the highlighted fields.',
      message: { products: 'You can compare up to 4 products. Remove one to add another.' },
    });
    // Four distinct slugs, one of them repeated, are still four.
    expect((await compare('?products=bullet,dome,mount,disk,bullet')).statusCode).toBe(200);
  });

  it.each([
    ['a control character', 'bullet,do%00me'],
    ['a line break', 'bullet%0Adome'],
    ['a slug that long', 'x'.repeat(201)],
  ])('refuses %s with the 400 envelope', async (_what, products) => {
    const res = await compare(`?products=${products}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ result: 'error', message: { products: 'That is not a product link we can compare.' } });
  });

  it('refuses the parameter given twice', async () => {
    const res = await compare('?products=bullet&products=dome');
    expect(res.statusCode).toBe(400);
    expect(res.json().result).toBe('error');
  });
});
