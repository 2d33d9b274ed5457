import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wishlistLines } from '../../db/schema/cart.ts';
import { products } from '../../db/schema/catalog.ts';
import { createSignedInUser } from '../../test/factories/accounts.ts';
import { createProduct } from '../../test/factories/catalog.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, body: unknown, auth: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/customer/wishlists/${url}`,
    headers: { ...apiHeaders, ...auth },
    ...(body === undefined ? {} : { payload: body as object }),
  });
const customer = () => createSignedInUser(t.database.db);
const product = (overrides: Parameters<typeof createProduct>[1] = {}) => createProduct(t.database.db, overrides);

describe('POST /api/customer/wishlists/*', () => {
  it('counts, adds and removes, with the effective price or null for quote-only products', async () => {
    const me = await customer();
    const dome = await product({
      title: 'Dome',
      slug: 'wish-dome',
      pricePaisa: 9000_00,
      offerPricePaisa: 8000_00,
      image: '/media/dome.webp',
    });
    const quoted = await product({ title: 'Quoted', slug: 'wish-quoted', pricePaisa: 2500_00, onRequest: true, image: null });
    const unpriced = await product({ title: 'Unpriced', slug: 'wish-unpriced', pricePaisa: 0 });

    expect((await post('count', {}, me.auth)).json()).toEqual({ result: 'success', wishlists: [] });
    // The count may also be asked with no body at all.
    const bare = await post('count', undefined, me.auth);
    expect(bare.statusCode, bare.body).toBe(200);

    const added = await post('create', { product_slug: dome.slug }, me.auth);
    expect(added.statusCode).toBe(200);
    const slug = added.json().wishlists[0].slug;
    expect(slug).toMatch(/^[a-z2-7]{12}$/);
    expect(added.json()).toEqual({
      result: 'success',
      message: 'Added to wishlist!',
      wishlists: [{ slug, product_slug: 'wish-dome', product_name: 'Dome', product_price: 8000, image: '/media/dome.webp' }],
    });
    await post('create', { product_slug: quoted.slug }, me.auth);
    const all = (await post('create', { product_slug: unpriced.slug }, me.auth)).json().wishlists;
    expect(all.map((w: { product_slug: string; product_price: number | null }) => [w.product_slug, w.product_price])).toEqual([
      ['wish-dome', 8000],
      ['wish-quoted', null],
      ['wish-unpriced', null],
    ]);

    const removed = await post('remove', { slug }, me.auth);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Removed from wishlist!');
    expect(removed.json().wishlists).toHaveLength(2);
    expect((await post('count', {}, me.auth)).json().wishlists).toHaveLength(2);
  });

  it('adding twice keeps one line', async () => {
    const me = await customer();
    const p = await product();
    const first = (await post('create', { product_slug: p.slug }, me.auth)).json();
    const second = await post('create', { product_slug: p.slug }, me.auth);
    expect(second.statusCode).toBe(200);
    expect(second.json().wishlists).toEqual(first.wishlists);
    expect(await t.database.db.select().from(wishlistLines).where(eq(wishlistLines.productId, p.id))).toHaveLength(1);
  });

  it('shows the current price from the database', async () => {
    const me = await customer();
    const p = await product({ pricePaisa: 1000_00 });
    await post('create', { product_slug: p.slug }, me.auth);
    await t.database.db.update(products).set({ pricePaisa: 1100_50 }).where(eq(products.id, p.id));
    expect((await post('count', {}, me.auth)).json().wishlists[0].product_price).toBe(1100.5);
  });

  it('unknown or inactive product → 404; missing slug → 400', async () => {
    const me = await customer();
    const retired = await product({ active: false });
    for (const slug of ['no-such-product', retired.slug]) {
      const res = await post('create', { product_slug: slug }, me.auth);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ result: 'error', errorMessage: 'This product is not available.' });
    }
    const missing = await post('create', {}, me.auth);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toHaveProperty('product_slug');
  });

  it("another customer's line slug → 404 and their line kept", async () => {
    const owner = await customer();
    const intruder = await customer();
    const p = await product();
    const line = (await post('create', { product_slug: p.slug }, owner.auth)).json().wishlists[0];
    const res = await post('remove', { slug: line.slug }, intruder.auth);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ result: 'error', errorMessage: 'This item is not in your wishlist.' });
    expect((await post('count', {}, owner.auth)).json().wishlists).toEqual([line]);
    expect((await post('count', {}, intruder.auth)).json().wishlists).toEqual([]);
  });

  it('needs a sign-in on every call', async () => {
    for (const call of ['count', 'create', 'remove']) expect((await post(call, {}, {})).statusCode, call).toBe(401);
  });
});
