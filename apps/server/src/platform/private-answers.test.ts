import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../test/factories/catalog.ts';
import { createPackage } from '../test/factories/catalogue-pages.ts';
import { createSignedInUser } from '../test/factories/accounts.ts';
import { createOrder } from '../test/factories/orders.ts';
import { apiHeaders, createTestApp, type TestApp } from '../test/test-app.ts';

// Decision 0081: an answer that depends on a customer's token, or hands one out, is never kept by
// a browser or a proxy; an answer that differs by token says so with Vary: Authorization.

let t: TestApp;
let auth: { authorization: string };
let orderNumber: string;
let packageSlug: string;
let productSlug: string;
let productId: number;
let ip = 0;

beforeAll(async () => {
  t = await createTestApp();
  const customer = await createSignedInUser(t.database.db);
  auth = customer.auth;
  orderNumber = (await createOrder(t.database.db, { userId: customer.user.id, email: customer.user.email })).order.orderNumber;
  const product = await createProduct(t.database.db);
  productSlug = product.slug;
  productId = product.id;
  packageSlug = (await createPackage(t.database.db, [{ productId, quantity: 1 }])).slug;
});
afterAll(() => t.close());

type Call = { method: 'GET' | 'POST'; url: string; payload?: object };
const call = (c: Call, headers: Record<string, string> = {}) =>
  t.app.inject({ ...c, headers: { ...apiHeaders, ...headers }, remoteAddress: `10.9.0.${(++ip % 250) + 1}` });

const varies = (header: string | string[] | number | undefined) =>
  String(header ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .includes('authorization');

describe('answers that carry or hand out a token are never stored', () => {
  const customerCalls = (): Call[] => [
    { method: 'GET', url: '/api/customer/profile' },
    { method: 'POST', url: '/api/customer/myorders', payload: {} },
    { method: 'GET', url: `/api/customer/myorders/${orderNumber}` },
    { method: 'POST', url: '/api/customer/carts/list', payload: {} },
    { method: 'GET', url: '/api/customer/wallet-refer' },
    { method: 'POST', url: '/api/customer/wishlists/count', payload: {} },
    { method: 'POST', url: '/api/customer/refers', payload: {} },
    { method: 'GET', url: '/api/customer/service-requests' },
  ];

  it('every customer call answers Cache-Control: no-store (and names Authorization in Vary)', async () => {
    for (const c of customerCalls()) {
      const res = await call(c, auth);
      expect([c.url, res.statusCode]).toEqual([c.url, 200]);
      expect([c.url, res.headers['cache-control']]).toEqual([c.url, 'no-store']);
      expect([c.url, varies(res.headers.vary)]).toEqual([c.url, true]);
    }
  });

  it('so does their 401 to a stale token', async () => {
    const res = await call({ method: 'GET', url: '/api/customer/profile' }, { authorization: `Bearer ${'x'.repeat(43)}` });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('login and register answer with no-store: their body is a token', async () => {
    const customer = await createSignedInUser(t.database.db);
    const login = await call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: customer.user.email, password: customer.user.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().access_token).toBeTypeOf('string');
    expect(login.headers['cache-control']).toBe('no-store');

    const register = await call({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Sita Sharma',
        email: 'sita.private-answers@example.com',
        phone: '9841234567',
        password: 'mustard-lantern-42',
        password_confirmation: 'mustard-lantern-42',
      },
    });
    expect(register.statusCode).toBe(200);
    expect(register.headers['cache-control']).toBe('no-store');
  });

  it('checkout answers with no-store, refused or not', async () => {
    const res = await call({ method: 'POST', url: '/api/customer/checkout/update', payload: {} }, auth);
    expect(res.statusCode).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('an answer that sets a cookie answers with no-store (the Google callback clears its flow cookie)', async () => {
    const app = await createTestApp({
      env: { GOOGLE_ISSUER: 'http://127.0.0.1:9', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', PUBLIC_URL: 'http://shop.test' },
    });
    try {
      const res = await app.app.inject({ url: '/api/auth/callback?code=x&state=y', headers: apiHeaders });
      expect(res.headers['set-cookie']).toBeDefined();
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      await app.close();
    }
  });
});

describe('answers that differ by token', () => {
  const catalogueCalls = (): Call[] => [
    { method: 'GET', url: '/api/packages' },
    { method: 'GET', url: `/api/packages/${packageSlug}` },
    { method: 'GET', url: '/api/products' },
    { method: 'GET', url: `/api/products/${productSlug}` },
    { method: 'GET', url: '/api/home' },
    { method: 'GET', url: `/api/compare?products=${productSlug}` },
  ];

  it('a visitor gets a cacheable answer that names Authorization in Vary', async () => {
    for (const c of catalogueCalls()) {
      const res = await call(c);
      expect([c.url, res.statusCode]).toEqual([c.url, 200]);
      expect([c.url, varies(res.headers.vary)]).toEqual([c.url, true]);
      expect([c.url, res.headers['cache-control']]).toEqual([c.url, undefined]);
    }
  });

  it("a customer's answer is never stored", async () => {
    for (const c of catalogueCalls()) {
      const res = await call(c, auth);
      expect([c.url, res.statusCode]).toEqual([c.url, 200]);
      expect([c.url, varies(res.headers.vary)]).toEqual([c.url, true]);
      expect([c.url, res.headers['cache-control']]).toEqual([c.url, 'no-store']);
    }
  });

  it('keeps the other Vary values (compression)', async () => {
    // Enough packages for the answer to pass the compression threshold.
    for (let i = 0; i < 8; i++) await createPackage(t.database.db, [{ productId, quantity: 1 }]);
    const res = await call({ method: 'GET', url: '/api/packages' }, { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(varies(res.headers.vary)).toBe(true);
  });
});
