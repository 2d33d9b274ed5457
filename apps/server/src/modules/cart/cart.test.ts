import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines } from '../../db/schema/cart.ts';
import { products } from '../../db/schema/catalog.ts';
import { createSignedInUser } from '../../test/factories/accounts.ts';
import { createProduct } from '../../test/factories/catalog.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, body: unknown, auth: object) =>
  t.app.inject({ method: 'POST', url: `/api/customer/carts/${url}`, headers: { ...apiHeaders, ...auth }, payload: body as object });
const customer = () => createSignedInUser(t.database.db);
const product = (overrides: Parameters<typeof createProduct>[1] = {}) => createProduct(t.database.db, overrides);
const quantityInDb = async (slug: string) =>
  (await t.database.db.select({ q: cartLines.quantity }).from(cartLines).where(eq(cartLines.slug, slug)))[0]?.q;

describe('POST /api/customer/carts/*: the shape of every call', () => {
  it('lists an empty bag, adds, updates and removes with server totals in rupees', async () => {
    const me = await customer();
    const camera = await product({
      title: 'Dome Camera',
      slug: 'cart-dome',
      pricePaisa: 9000_00,
      offerPricePaisa: 8000_50,
      image: '/media/dome.webp',
      stock: 10,
    });
    const nvr = await product({ title: 'NVR', slug: 'cart-nvr', pricePaisa: 15000_00, stock: 3 });

    const empty = await post('list', {}, me.auth);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      result: 'success',
      cartCount: 0,
      carts: [],
      cartSubTotal: 0,
      discountAmount: 0,
      cashbackAmount: 0,
      totalAmount: 0,
      totalCart: 0,
    });

    const added = await post('create', { product_slug: camera.slug, quantity: 2 }, me.auth);
    expect(added.statusCode).toBe(200);
    const line = added.json().carts[0];
    expect(line.slug).toMatch(/^[a-z2-7]{12}$/);
    expect(added.json()).toEqual({
      result: 'success',
      message: 'Added to bag!',
      cartCount: 1,
      carts: [
        {
          slug: line.slug,
          product_slug: 'cart-dome',
          product_name: 'Dome Camera',
          image: '/media/dome.webp',
          price: 8000.5,
          qty: 2,
          line_total: 16001,
        },
      ],
      cartSubTotal: 16001,
      discountAmount: 0,
      cashbackAmount: 0,
      totalAmount: 16001,
      totalCart: 2,
    });

    // quantity defaults to 1
    const second = await post('create', { product_slug: nvr.slug }, me.auth);
    expect(second.json()).toMatchObject({ cartCount: 2, totalCart: 3, cartSubTotal: 31001, totalAmount: 31001 });
    expect(second.json().carts.map((c: { product_slug: string; qty: number }) => [c.product_slug, c.qty])).toEqual([
      ['cart-dome', 2],
      ['cart-nvr', 1],
    ]);

    const updated = await post('update', { slug: line.slug, quantity: 5 }, me.auth);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).not.toHaveProperty('message');
    expect(updated.json()).toMatchObject({ result: 'success', cartCount: 2, totalCart: 6, cartSubTotal: 55002.5, totalAmount: 55002.5 });
    expect(updated.json().carts.map((c: { line_total: number }) => c.line_total)).toEqual([40002.5, 15000]);

    const removed = await post('remove', { slug: line.slug }, me.auth);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({
      result: 'success',
      message: 'Removed from bag!',
      cartCount: 1,
      totalCart: 1,
      cartSubTotal: 15000,
      totalAmount: 15000,
    });
    expect(await quantityInDb(line.slug)).toBeUndefined();
  });

  it('needs a sign-in on every call, before looking at the body', async () => {
    for (const call of ['list', 'create', 'update', 'remove']) {
      const res = await post(call, { quantity: -1 }, {});
      expect(res.statusCode, call).toBe(401);
      expect(res.json().result).toBe('error');
    }
  });
});

describe('totals come from the database', () => {
  it('shows a changed price at once', async () => {
    const me = await customer();
    const p = await product({ pricePaisa: 1000_00 });
    await post('create', { product_slug: p.slug, quantity: 3 }, me.auth);
    await t.database.db.update(products).set({ pricePaisa: 1200_00 }).where(eq(products.id, p.id));
    expect((await post('list', {}, me.auth)).json()).toMatchObject({
      carts: [{ price: 1200, qty: 3, line_total: 3600 }],
      cartSubTotal: 3600,
      totalAmount: 3600,
    });
    await t.database.db.update(products).set({ offerPricePaisa: 999_99 }).where(eq(products.id, p.id));
    expect((await post('list', {}, me.auth)).json()).toMatchObject({
      carts: [{ price: 999.99 }],
      cartSubTotal: 2999.97,
      totalAmount: 2999.97,
    });
  });

  it('leaves out a product withdrawn or turned on-request since it was added', async () => {
    const me = await customer();
    const kept = await product({ pricePaisa: 500_00 });
    const withdrawn = await product({ pricePaisa: 700_00 });
    const quoted = await product({ pricePaisa: 900_00 });
    for (const p of [kept, withdrawn, quoted]) await post('create', { product_slug: p.slug }, me.auth);
    await t.database.db.update(products).set({ active: false }).where(eq(products.id, withdrawn.id));
    await t.database.db.update(products).set({ onRequest: true }).where(eq(products.id, quoted.id));
    expect((await post('list', {}, me.auth)).json()).toMatchObject({
      cartCount: 1,
      carts: [{ product_slug: kept.slug }],
      totalAmount: 500,
    });
  });

  it('ignores any price or total the client sends', async () => {
    const me = await customer();
    const p = await product({ pricePaisa: 2500_00 });
    const res = await post('create', { product_slug: p.slug, quantity: 1, price: 1, totalAmount: 1 }, me.auth);
    expect(res.json()).toMatchObject({ carts: [{ price: 2500 }], totalAmount: 2500 });
  });
});

describe('adding a product already in the bag', () => {
  it('adds to its quantity on the same line', async () => {
    const me = await customer();
    const p = await product({ stock: 10 });
    const first = (await post('create', { product_slug: p.slug, quantity: 2 }, me.auth)).json();
    const again = (await post('create', { product_slug: p.slug, quantity: 3 }, me.auth)).json();
    expect(again.cartCount).toBe(1);
    expect(again.carts[0]).toMatchObject({ slug: first.carts[0].slug, qty: 5 });
  });

  it('refuses a sum over the stock and keeps the line as it was', async () => {
    const me = await customer();
    const p = await product({ stock: 5 });
    const first = (await post('create', { product_slug: p.slug, quantity: 4 }, me.auth)).json();
    const res = await post('create', { product_slug: p.slug, quantity: 2 }, me.auth);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ result: 'error', errorMessage: 'Only 5 left in stock.' });
    expect(await quantityInDb(first.carts[0].slug)).toBe(4);
  });
});

describe('refusals', () => {
  it('unknown or inactive product → 404', async () => {
    const me = await customer();
    const retired = await product({ active: false });
    for (const slug of ['no-such-product', retired.slug]) {
      const res = await post('create', { product_slug: slug }, me.auth);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ result: 'error', errorMessage: 'This product is not available.' });
    }
  });

  it('on-request and unpriced products → 409 pointing to the Quote flow', async () => {
    const me = await customer();
    const onRequest = await product({ onRequest: true, pricePaisa: 2500_00 });
    const unpriced = await product({ pricePaisa: 0 });
    for (const p of [onRequest, unpriced]) {
      const res = await post('create', { product_slug: p.slug }, me.auth);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ result: 'error', errorMessage: 'This product is sold on request. Please ask for a quote.' });
    }
    expect((await post('list', {}, me.auth)).json().cartCount).toBe(0);
  });

  it('a quantity over the stock → 409 with what is left; none in stock → out of stock', async () => {
    const me = await customer();
    const few = await product({ stock: 3 });
    const none = await product({ stock: 0 });
    const over = await post('create', { product_slug: few.slug, quantity: 4 }, me.auth);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ errorMessage: 'Only 3 left in stock.', message: { quantity: 'Only 3 left in stock.' } });
    const empty = await post('create', { product_slug: none.slug }, me.auth);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().errorMessage).toBe('This product is out of stock.');
  });

  it.each([-1, 0, 1.5, 2 ** 53 + 1, 1e308, '2', null, true, [1]])('quantity %s → 400 on the quantity field', async (quantity) => {
    const me = await customer();
    const p = await product();
    const created = await post('create', { product_slug: p.slug, quantity }, me.auth);
    expect(created.statusCode).toBe(400);
    expect(created.json().result).toBe('error');
    expect(created.json().message).toHaveProperty('quantity');
    const line = (await post('create', { product_slug: p.slug }, me.auth)).json().carts[0];
    const updated = await post('update', { slug: line.slug, quantity }, me.auth);
    expect(updated.statusCode).toBe(400);
    expect(updated.json().message).toHaveProperty('quantity');
    expect(await quantityInDb(line.slug)).toBe(1);
  });

  it('update within 1..stock; over the stock → 409 and unchanged', async () => {
    const me = await customer();
    const p = await product({ stock: 4 });
    const line = (await post('create', { product_slug: p.slug }, me.auth)).json().carts[0];
    expect((await post('update', { slug: line.slug, quantity: 4 }, me.auth)).json().carts[0].qty).toBe(4);
    const over = await post('update', { slug: line.slug, quantity: 5 }, me.auth);
    expect(over.statusCode).toBe(409);
    expect(over.json().errorMessage).toBe('Only 4 left in stock.');
    expect(await quantityInDb(line.slug)).toBe(4);
  });

  it('a missing body field → 400; an unknown line slug → 404', async () => {
    const me = await customer();
    expect((await post('create', {}, me.auth)).json().message).toHaveProperty('product_slug');
    expect((await post('update', { quantity: 1 }, me.auth)).statusCode).toBe(400);
    expect((await post('update', { slug: 'nosuchline12', quantity: 1 }, me.auth)).statusCode).toBe(404);
    expect((await post('remove', { slug: 'nosuchline12' }, me.auth)).statusCode).toBe(404);
  });

  it("another customer's line slug → 404 and their line unchanged", async () => {
    const owner = await customer();
    const intruder = await customer();
    const p = await product({ stock: 9 });
    const line = (await post('create', { product_slug: p.slug, quantity: 2 }, owner.auth)).json().carts[0];
    const update = await post('update', { slug: line.slug, quantity: 7 }, intruder.auth);
    expect(update.statusCode).toBe(404);
    expect(update.json()).toMatchObject({ result: 'error', errorMessage: 'This item is not in your bag.' });
    expect((await post('remove', { slug: line.slug }, intruder.auth)).statusCode).toBe(404);
    expect(await quantityInDb(line.slug)).toBe(2);
    expect((await post('list', {}, intruder.auth)).json().cartCount).toBe(0);
    expect((await post('list', {}, owner.auth)).json().carts).toEqual([line]);
  });
});

describe.skipIf(testEngine() !== 'postgres')('concurrency (PostgreSQL)', () => {
  it('20 concurrent adds of 1 with 5 in stock end at most at 5, never a 500', async () => {
    const me = await customer();
    const p = await product({ stock: 5 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('create', { product_slug: p.slug, quantity: 1 }, me.auth)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    const rows = await t.database.db.select({ q: cartLines.quantity }).from(cartLines).where(eq(cartLines.productId, p.id));
    expect(rows).toEqual([{ q: 5 }]);
  });

  it('two tabs adding at once lose no update', async () => {
    const me = await customer();
    const p = await product({ stock: 100 });
    await Promise.all(Array.from({ length: 10 }, () => post('create', { product_slug: p.slug, quantity: 3 }, me.auth)));
    expect((await post('list', {}, me.auth)).json().carts[0].qty).toBe(30);
  });
});

describe('request bodies', () => {
  it('duplicate JSON keys: the last one counts and still meets the rules, never a 500', async () => {
    const me = await customer();
    const p = await product({ stock: 3 });
    const send = (raw: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/customer/carts/create',
        headers: { ...apiHeaders, ...me.auth, 'content-type': 'application/json' },
        payload: raw,
      });
    const over = await send(`{"product_slug":"${p.slug}","quantity":1,"quantity":9}`);
    expect(over.statusCode).toBe(409);
    const fine = await send(`{"product_slug":"${p.slug}","quantity":-1,"quantity":2}`);
    expect(fine.statusCode).toBe(200);
    expect(fine.json().carts[0].qty).toBe(2);
    const proto = await send(`{"product_slug":"${p.slug}","__proto__":{"quantity":1}}`);
    expect(proto.statusCode).toBe(400);
  });
});
