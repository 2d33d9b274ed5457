import { ACCOUNT_MESSAGES } from '@suraksha/contracts/account-messages';
import { SHOP_CODE } from '@suraksha/domain/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders.ts';
import type { CustomerAccess } from '../../platform/auth.ts';
import { createToken, createUser } from '../../test/factories/accounts.ts';
import { createProduct } from '../../test/factories/catalog.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Decision 0082, the whole matrix: every customer route, as registered, with what an unverified
 * customer may do there. A new customer route fails the first test until it is added here (and to
 * the record, if it is open before verification).
 */
const ROUTES: Record<string, { access: CustomerAccess; url?: string; payload?: (slug: string) => object }> = {
  // Open before verification: knowing who you are, proving the address, leaving, and collecting.
  'GET /api/customer/profile': { access: 'before-verification' },
  'POST /api/customer/email/verify': { access: 'before-verification', payload: () => ({ code: '000000' }) },
  'POST /api/auth/logout': { access: 'before-verification' },
  'POST /api/customer/carts/list': { access: 'before-verification' },
  'POST /api/customer/carts/create': { access: 'before-verification', payload: (slug) => ({ product_slug: slug }) },
  'POST /api/customer/carts/update': { access: 'before-verification', payload: () => ({ slug: 'no-such-line', quantity: 2 }) },
  'POST /api/customer/carts/remove': { access: 'before-verification', payload: () => ({ slug: 'no-such-line' }) },
  'POST /api/customer/wishlists/count': { access: 'before-verification' },
  'POST /api/customer/wishlists/create': { access: 'before-verification', payload: (slug) => ({ product_slug: slug }) },
  'POST /api/customer/wishlists/remove': { access: 'before-verification', payload: () => ({ slug: 'no-such-line' }) },
  // The dashboard.
  'GET /api/customer/address': { access: 'verified' },
  'POST /api/customer/address/save': { access: 'verified', payload: () => ({}) },
  'POST /api/customer/profile/update': { access: 'verified', payload: () => ({ name: 'New Name', phone: '9841234567' }) },
  'POST /api/customer/password/change': {
    access: 'verified',
    payload: () => ({ current_password: 'wrong-password', password: 'saffron-kettle-93', password_confirmation: 'saffron-kettle-93' }),
  },
  'GET /api/customer/wallet-refer': { access: 'verified' },
  'GET /api/customer/myorders': { access: 'verified' },
  'POST /api/customer/myorders': { access: 'verified' },
  'GET /api/customer/myorders/:orderId': { access: 'verified', url: '/api/customer/myorders/NOSUCHORDER' },
  'GET /api/customer/myorders/:orderId/invoice.pdf': { access: 'verified', url: '/api/customer/myorders/NOSUCHORDER/invoice.pdf' },
  'POST /api/customer/myorders/:orderId/cancel': { access: 'verified', url: '/api/customer/myorders/NOSUCHORDER/cancel' },
  'GET /api/customer/service-requests': { access: 'verified' },
  'POST /api/customer/refers': { access: 'verified' },
  // Checkout.
  'POST /api/customer/wallets/apply': { access: 'verified', payload: () => ({ totalAmount: 1000, coupon_code: null }) },
  'POST /api/customer/coupons/apply': { access: 'verified', payload: () => ({ coupon_code: 'NOSUCH', totalAmount: 1000 }) },
  'POST /api/customer/address/check': { access: 'verified', payload: () => ({}) },
  'POST /api/customer/checkout/update': { access: 'verified', payload: () => ({}) },
};

let t: TestApp;
let productSlug: string;
beforeAll(async () => {
  t = await createTestApp();
  productSlug = (await createProduct(t.database.db)).slug;
});
afterAll(() => t.close());

/** One call as `userId`, with a token of its own (logout ends the token it came with). */
async function callAs(userId: number, key: string) {
  const [method, pattern] = key.split(' ') as ['GET' | 'POST', string];
  const route = ROUTES[key];
  if (!route) throw new Error(`no row for ${key}`);
  const token = await createToken(t.database.db, userId);
  return t.app.inject({
    method,
    url: route.url ?? pattern,
    headers: { ...apiHeaders, authorization: `Bearer ${token}` },
    ...(method === 'POST' ? { payload: route.payload?.(productSlug) ?? {} } : {}),
  });
}

describe('decision 0082: what an unverified customer may do', () => {
  it('classifies every customer route the app registers, and each as the record says', () => {
    const registered = Object.fromEntries(t.app.customerRoutes.map((r) => [`${r.method} ${r.url}`, r.access]));
    const recorded = Object.fromEntries(Object.entries(ROUTES).map(([key, row]) => [key, row.access]));
    expect(registered).toEqual(recorded);
  });

  it.each(Object.keys(ROUTES).filter((key) => ROUTES[key]?.access === 'verified'))(
    'refuses an unverified customer with 403 and says to verify: %s',
    async (key) => {
      const unverified = await createUser(t.database.db, { emailVerifiedAt: null });
      const res = await callAs(unverified.id, key);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ result: 'error', errorMessage: ACCOUNT_MESSAGES.verifyFirst });
    },
  );

  it.each(Object.keys(ROUTES).filter((key) => ROUTES[key]?.access === 'before-verification'))(
    'lets an unverified customer in: %s',
    async (key) => {
      const unverified = await createUser(t.database.db, { emailVerifiedAt: null });
      const res = await callAs(unverified.id, key);
      expect(res.statusCode, res.body).not.toBe(401);
      expect(res.statusCode, res.body).not.toBe(403);
      expect(res.statusCode, res.body).toBeLessThan(500);
    },
  );

  it.each(Object.keys(ROUTES))('lets a verified customer in: %s', async (key) => {
    const verified = await createUser(t.database.db);
    const res = await callAs(verified.id, key);
    expect(res.statusCode, res.body).not.toBe(401);
    expect(res.statusCode, res.body).not.toBe(403);
    expect(res.statusCode, res.body).toBeLessThan(500);
  });

  /** Fills the bag with one product and sends the checkout form as the web app does. */
  async function checkOut(user: { id: number; name: string; email: string }) {
    const headers = { ...apiHeaders, authorization: `Bearer ${await createToken(t.database.db, user.id)}` };
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/customer/carts/create',
      headers,
      payload: { product_slug: productSlug },
    });
    expect(added.statusCode).toBe(200);
    return t.app.inject({
      method: 'POST',
      url: '/api/customer/checkout/update',
      headers: { ...headers, 'idempotency-key': `checkout-${user.id}` },
      payload: {
        full_name: user.name,
        email: user.email,
        phone: '9841234567',
        state: 'Bagmati Province',
        city: 'Kathmandu',
        street: 'Kalanki',
        country: 'Nepal',
        postal: '44600',
        payment: 'Cash On Delivery',
        shop_code: SHOP_CODE,
        wallet_amount: 0,
        coupon_code: null,
        coupon_amount: 0,
        total_amount: added.json().totalAmount,
      },
    });
  }

  it('an unverified customer with a full bag cannot place the order a verified one can', async () => {
    const verified = await createUser(t.database.db);
    const accepted = await checkOut(verified);
    expect(accepted.statusCode, accepted.body).toBe(200);

    const unverified = await createUser(t.database.db, { emailVerifiedAt: null });
    const refused = await checkOut(unverified);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorMessage).toBe(ACCOUNT_MESSAGES.verifyFirst);
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, unverified.id))).toEqual([]);
  });
});
