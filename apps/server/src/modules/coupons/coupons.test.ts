import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories/accounts.ts';
import { createProduct } from '../../test/factories/catalog.ts';
import { createCoupon } from '../../test/factories/coupons.ts';
import { checkoutPayload, commerceClient, ledgerReads } from '../../test/commerce.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let api: ReturnType<typeof commerceClient>;
beforeAll(async () => {
  t = await createTestApp();
  api = commerceClient(t);
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const coupon = (overrides: Parameters<typeof createCoupon>[1] = {}) => createCoupon(t.database.db, overrides);

/** A customer with Rs 6,000 in the bag. */
async function shopper() {
  const me = await createSignedInUser(t.database.db);
  const p = await createProduct(t.database.db, { pricePaisa: 3000_00, stock: 10 });
  await api.addToBag(me.auth, p.slug, 2);
  return me;
}

describe('POST /api/customer/coupons/apply', () => {
  it('an amount coupon: code case and whitespace do not matter', async () => {
    const me = await shopper();
    const c = await coupon({ value: 500_00 });
    for (const typed of [c.code, c.code.toLowerCase(), `  ${c.code.slice(0, 3)} ${c.code.slice(3)}\t`]) {
      const res = await api.applyCoupon(me.auth, typed, 6000);
      expect(res.statusCode, typed).toBe(200);
      expect(res.json()).toEqual({ result: 'success', message: 'Coupon applied.', couponAmount: 500, totalAmount: 5500 });
    }
  });

  it('a percent coupon is rounded down and capped by its maximum', async () => {
    const me = await shopper();
    expect((await api.applyCoupon(me.auth, (await coupon({ kind: 'percent', value: 7 })).code, 6000)).json()).toMatchObject({
      couponAmount: 420,
      totalAmount: 5580,
    });
    expect(
      (await api.applyCoupon(me.auth, (await coupon({ kind: 'percent', value: 50, maxDiscountPaisa: 1000_00 })).code, 6000)).json(),
    ).toMatchObject({ couponAmount: 1000, totalAmount: 5000 });
  });

  it.each([
    ['unknown', null, 'This coupon code is not valid.'],
    ['expired', { startsAt: new Date(Date.now() - 10 * DAY), endsAt: new Date(Date.now() - DAY) }, 'This coupon has expired.'],
    ['not yet valid', { startsAt: new Date(Date.now() + DAY), endsAt: new Date(Date.now() + 10 * DAY) }, 'This coupon is not valid yet.'],
    ['exhausted', { usageLimit: 5, usedCount: 5 }, 'This coupon has been fully redeemed.'],
    ['below the minimum', { minOrderPaisa: 10000_00 }, 'This coupon needs an order of Rs 10,000.00 or more.'],
  ] as const)('%s → 409 with a clear message', async (_name, overrides, message) => {
    const me = await shopper();
    const code = overrides ? (await coupon(overrides)).code : 'NOSUCH-CODE';
    const res = await api.applyCoupon(me.auth, code, 6000);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ result: 'error', errorMessage: message, message: { coupon_code: message } });
  });

  it('applying twice quotes the same; only checkout redeems it, once', async () => {
    const me = await shopper();
    const c = await coupon({ value: 300_00, perUserLimit: 1 });
    const first = (await api.applyCoupon(me.auth, c.code, 6000)).json();
    expect((await api.applyCoupon(me.auth, c.code, 6000)).json()).toEqual(first);
    expect(await ledgerReads(t).couponUsed(c.id)).toBe(0);
    expect((await api.checkout(me.auth, checkoutPayload({ coupon_code: c.code, coupon_amount: 300, total_amount: 5700 }))).statusCode).toBe(
      200,
    );
    expect(await ledgerReads(t).couponUsed(c.id)).toBe(1);
  });

  it('re-applied after a line is removed: the old total → 409 with the new bag, the new total quotes again', async () => {
    const me = await shopper();
    const extra = await createProduct(t.database.db, { pricePaisa: 1000_00 });
    const line = (await api.addToBag(me.auth, extra.slug))
      .json()
      .carts.find((l: { product_slug: string }) => l.product_slug === extra.slug);
    const c = await coupon({ kind: 'percent', value: 10 });
    expect((await api.applyCoupon(me.auth, c.code, 7000)).json().couponAmount).toBe(700);
    await api.post('carts/remove', { slug: line.slug }, me.auth);
    const stale = await api.applyCoupon(me.auth, c.code, 7000);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      errorMessage: 'Your bag has changed. Please check the new total and try again.',
      cart: { totalAmount: 6000 },
    });
    expect((await api.applyCoupon(me.auth, c.code, 6000)).json()).toMatchObject({ couponAmount: 600, totalAmount: 5400 });
  });

  it('an empty code or a missing total → 400; an empty bag → 409; no sign-in → 401', async () => {
    const me = await shopper();
    expect((await api.applyCoupon(me.auth, '   ', 6000)).json().message).toHaveProperty('coupon_code');
    expect((await api.post('coupons/apply', { coupon_code: 'X' }, me.auth)).json().message).toHaveProperty('totalAmount');
    const empty = await createSignedInUser(t.database.db);
    expect((await api.applyCoupon(empty.auth, 'X', 0)).json()).toMatchObject({ errorMessage: 'Your bag is empty.' });
    expect((await api.applyCoupon({}, 'X', 0)).statusCode).toBe(401);
  });

  it('at checkout, a coupon that ran out since the quote → 409 and nothing is written', async () => {
    const me = await shopper();
    const c = await coupon({ value: 100_00, usageLimit: 1 });
    expect((await api.applyCoupon(me.auth, c.code, 6000)).statusCode).toBe(200);
    await t.database.db.execute(`update coupons set used_count = 1 where id = ${c.id}`);
    const res = await api.checkout(me.auth, checkoutPayload({ coupon_code: c.code, coupon_amount: 100, total_amount: 5900 }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errorMessage: 'This coupon has been fully redeemed.',
      message: { coupon_code: 'This coupon has been fully redeemed.' },
    });
    expect(await ledgerReads(t).ordersOf(me.user.id)).toEqual([]);
  });
});
