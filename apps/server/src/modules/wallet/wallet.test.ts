import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories/accounts.ts';
import { createProduct } from '../../test/factories/catalog.ts';
import { createCoupon } from '../../test/factories/coupons.ts';
import { checkoutPayload, commerceTestApp, fundWallet } from '../../test/commerce.ts';

const shop = commerceTestApp();

async function shopper(walletPaisa: number, bagPaisa = 3000_00) {
  const me = await createSignedInUser(shop.t.database.db);
  if (walletPaisa > 0) await fundWallet(shop.t, me.user.id, walletPaisa);
  const p = await createProduct(shop.t.database.db, { pricePaisa: bagPaisa, stock: 10 });
  await shop.api.addToBag(me.auth, p.slug);
  return { ...me, product: p };
}

describe('POST /api/customer/wallets/apply', () => {
  it('the wallet pays all of a small bag, part of a large one', async () => {
    const rich = await shopper(5000_00);
    expect((await shop.api.applyWallet(rich.auth, 3000)).json()).toEqual({
      result: 'success',
      message: 'Wallet applied.',
      walletAmount: 3000,
      totalAmount: 0,
    });
    const poor = await shopper(1000_00);
    expect((await shop.api.applyWallet(poor.auth, 3000)).json()).toEqual({
      result: 'success',
      message: 'Wallet applied.',
      walletAmount: 1000,
      totalAmount: 2000,
    });
  });

  it('pays what is left after a coupon', async () => {
    const me = await shopper(5000_00);
    const c = await createCoupon(shop.t.database.db, { value: 500_00 });
    expect((await shop.api.applyWallet(me.auth, 3000, c.code.toLowerCase())).json()).toMatchObject({ walletAmount: 2500, totalAmount: 0 });
  });

  it('an empty wallet, or nothing left to pay → 409 with a clear message', async () => {
    const broke = await shopper(0);
    expect((await shop.api.applyWallet(broke.auth, 3000)).json()).toEqual({ result: 'error', errorMessage: 'Your wallet is empty.' });
    const me = await shopper(100_00, 500_00);
    const c = await createCoupon(shop.t.database.db, { value: 500_00 });
    const res = await shop.api.applyWallet(me.auth, 500, c.code);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessage).toBe('There is nothing left to pay with your wallet.');
  });

  it('applied twice: the same quote and no money moves; checkout spends it once', async () => {
    const me = await shopper(1000_00);
    const first = (await shop.api.applyWallet(me.auth, 3000)).json();
    expect((await shop.api.applyWallet(me.auth, 3000)).json()).toEqual(first);
    expect(await shop.read.balance(me.user.id)).toBe(1000_00);
    const placed = await shop.api.checkout(me.auth, checkoutPayload({ wallet_amount: 1000, total_amount: 2000 }));
    expect(placed.statusCode).toBe(200);
    expect(await shop.read.balance(me.user.id)).toBe(0);
    expect(await shop.read.ledgerSum(me.user.id)).toBe(0);
    // Now the wallet is empty: claiming it again is refused, and nothing goes below zero.
    await shop.api.addToBag(me.auth, me.product.slug);
    const again = await shop.api.checkout(me.auth, checkoutPayload({ wallet_amount: 1000, total_amount: 2000 }));
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessage).toBe('Your wallet balance is not enough for the amount you chose.');
    expect(await shop.read.balance(me.user.id)).toBe(0);
  });

  it('re-applied after removing a line: the old total → 409 with the fresh bag', async () => {
    const me = await shopper(10000_00);
    const extra = await createProduct(shop.t.database.db, { pricePaisa: 2000_00 });
    const line = (await shop.api.addToBag(me.auth, extra.slug))
      .json()
      .carts.find((l: { product_slug: string }) => l.product_slug === extra.slug);
    expect((await shop.api.applyWallet(me.auth, 5000)).json().walletAmount).toBe(5000);
    await shop.api.post('carts/remove', { slug: line.slug }, me.auth);
    const stale = await shop.api.applyWallet(me.auth, 5000);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().cart).toMatchObject({ totalAmount: 3000, cartCount: 1 });
    expect((await shop.api.applyWallet(me.auth, 3000)).json().walletAmount).toBe(3000);
  });

  it('bad totals → 400; no sign-in → 401', async () => {
    const me = await shopper(100_00);
    for (const totalAmount of [-5, 1.234, 'lots', null])
      expect((await shop.api.post('wallets/apply', { totalAmount }, me.auth)).statusCode).toBe(400);
    expect((await shop.api.post('wallets/apply', { totalAmount: 1 }, {})).statusCode).toBe(401);
  });
});
