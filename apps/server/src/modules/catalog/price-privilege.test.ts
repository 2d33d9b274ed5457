import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createToken, createUser } from '../../test/factories/accounts.ts';
import { createSampleCatalogue } from '../../test/factories/catalog.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * SPEC §4, §6: prices are a customer privilege, in the API too. Every call that carries products
 * answers a visitor (no token, or one that is not live) without price and offer_price, and a
 * signed-in customer with them.
 */

let t: TestApp;
let customer: Record<string, string>;
let unverified: Record<string, string>;
let badTokens: [string, Record<string, string>][];

interface PricedProduct {
  slug: string;
  price: number | null;
  offer_price: number | null;
}

/** Every product a response carries, wherever it sits (products, related, product, home rows). */
function productsIn(body: Record<string, unknown>): PricedProduct[] {
  const found: PricedProduct[] = [];
  for (const value of Object.values(body)) {
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) if (item && typeof item === 'object' && 'slug' in item && 'price' in item) found.push(item as PricedProduct);
  }
  return found;
}

async function pricesOf(url: string, auth: Record<string, string> = {}) {
  const res = await t.app.inject({ url, headers: { ...apiHeaders, ...auth } });
  expect(res.statusCode, `${url} ${res.body}`).toBe(200);
  expect(String(res.headers.vary)).toMatch(/authorization/i);
  return Object.fromEntries(productsIn(res.json()).map((p) => [p.slug, [p.price, p.offer_price]]));
}

const calls = [
  ['search', '/api/products?search=camera'],
  ['a category', '/api/categories/ip-cameras'],
  ["a brand's products", '/api/brands/hikvision/products'],
  ['the product page and its related products', '/api/products/hikvision-4mp-bullet'],
  ['the home page', '/api/home'],
] as const;

beforeAll(async () => {
  t = await createTestApp();
  await createSampleCatalogue(t.database.db);
  customer = (await createSignedInUser(t.database.db)).auth;
  unverified = (await createSignedInUser(t.database.db, { emailVerifiedAt: null })).auth;
  const someone = await createUser(t.database.db);
  const expired = await createToken(t.database.db, someone.id, { expiresAt: new Date(Date.now() - 1000) });
  const revoked = await createToken(t.database.db, someone.id, { revokedAt: new Date() });
  badTokens = [
    ['an unknown token', { authorization: `Bearer ${'A'.repeat(43)}` }],
    ['a malformed token', { authorization: 'Bearer not-a-token' }],
    ['an expired token', { authorization: `Bearer ${expired}` }],
    ['a revoked token', { authorization: `Bearer ${revoked}` }],
    ['another scheme', { authorization: 'Basic Y3VzdG9tZXI6cGFzcw==' }],
  ];
});
afterAll(() => t.close());

describe.each(calls)('prices on %s', (_name, url) => {
  it('are null for a visitor', async () => {
    const prices = await pricesOf(url);
    expect(Object.keys(prices).length).toBeGreaterThan(0);
    for (const pair of Object.values(prices)) expect(pair).toEqual([null, null]);
  });

  it('are there for a signed-in customer, verified or not', async () => {
    for (const auth of [customer, unverified]) {
      const prices = await pricesOf(url, auth);
      expect(Object.keys(prices).length).toBeGreaterThan(0);
      for (const [price] of Object.values(prices)) expect(price).toEqual(expect.any(Number));
    }
  });

  it('are null, and the call still succeeds, with a token that is not live', async () => {
    for (const [label, auth] of badTokens) {
      const prices = await pricesOf(url, auth);
      for (const [slug, pair] of Object.entries(prices)) expect(pair, `${label}: ${slug}`).toEqual([null, null]);
    }
  });
});

describe('the customer sees the real amounts in rupees', () => {
  it('price, offer price, quote-only and unpriced products as stored', async () => {
    const search = await pricesOf('/api/products?search=camera', customer);
    expect(search['hikvision-4mp-bullet']).toEqual([8500, null]);
    expect(search['hikvision-4mp-dome']).toEqual([9000, 8000]);
    expect(search['cp-plus-2mp-dome']).toEqual([2500, null]);
    expect(search['dome-camera']).toEqual([0, null]);
    const page = await pricesOf('/api/products/hikvision-4mp-dome', customer);
    expect(page['hikvision-4mp-dome']).toEqual([9000, 8000]);
    expect(page['hikvision-4mp-bullet']).toEqual([8500, null]);
  });
});
