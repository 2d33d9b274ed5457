import { eq, sql } from 'drizzle-orm';
import { couponRedemptions } from '../db/schema/coupon-redemptions.ts';
import { coupons } from '../db/schema/coupons.ts';
import { products } from '../db/schema/catalog.ts';
import { orders } from '../db/schema/orders.ts';
import { walletLedger, wallets } from '../db/schema/wallet.ts';
import { afterAll, beforeAll } from 'vitest';
import { apiHeaders, createTestApp, type TestApp } from './test-app.ts';

export { checkoutPayload } from './checkout-payload.ts';

/** Calls and reads shared by the checkout, wallet and coupon tests (not a test file itself). */

export type Auth = { authorization: string };

export function commerceClient(t: TestApp) {
  const post = (url: string, body: unknown, auth: Auth | object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/customer/${url}`, headers: { ...apiHeaders, ...auth, ...headers }, payload: body as object });
  return {
    post,
    addToBag: (auth: Auth, productSlug: string, quantity = 1) => post('carts/create', { product_slug: productSlug, quantity }, auth),
    bag: async (auth: Auth) =>
      (await post('carts/list', {}, auth)).json() as { totalAmount: number; cartCount: number; carts: { slug: string; qty: number }[] },
    applyWallet: (auth: Auth, totalAmount: number, couponCode?: string) =>
      post('wallets/apply', { totalAmount, ...(couponCode ? { coupon_code: couponCode } : {}) }, auth),
    applyCoupon: (auth: Auth | object, code: string, totalAmount: number) =>
      post('coupons/apply', { coupon_code: code, totalAmount, email: 'ignored@example.com' }, auth),
    checkout: (auth: Auth | object, body: object, key?: string) =>
      post('checkout/update', body, auth, key ? { 'idempotency-key': key } : {}),
  };
}

/** What the money invariants are checked against, read straight from the database. */
export function ledgerReads(t: TestApp) {
  const db = t.database.db;
  return {
    balance: async (userId: number) =>
      (await db.select({ b: wallets.balancePaisa }).from(wallets).where(eq(wallets.userId, userId)))[0]?.b ?? 0,
    /** credits − debits of a customer's ledger. */
    ledgerSum: async (userId: number) => {
      const [row] = await db
        .select({
          sum: sql<string>`coalesce(sum(case when ${walletLedger.kind} = 'credit' then ${walletLedger.amountPaisa} else -${walletLedger.amountPaisa} end), 0)`,
        })
        .from(walletLedger)
        .where(eq(walletLedger.userId, userId));
      return Number(row?.sum ?? 0);
    },
    stock: async (productId: number) => (await db.select({ s: products.stock }).from(products).where(eq(products.id, productId)))[0]?.s,
    ordersOf: (userId: number) => db.select().from(orders).where(eq(orders.userId, userId)),
    couponUsed: async (couponId: number) => (await db.select({ u: coupons.usedCount }).from(coupons).where(eq(coupons.id, couponId)))[0]?.u,
    redemptions: (couponId: number) => db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, couponId)),
  };
}

/** A wallet whose ledger explains its balance (one credit), as the shop keeps them. */
export async function fundWallet(t: TestApp, userId: number, paisa: number) {
  await t.database.db
    .insert(wallets)
    .values({ userId, balancePaisa: paisa })
    .onConflictDoUpdate({ target: wallets.userId, set: { balancePaisa: sql`${wallets.balancePaisa} + ${paisa}` } });
  await t.database.db.insert(walletLedger).values({ userId, kind: 'credit', amountPaisa: paisa, reason: 'signup-bonus' });
}

/**
 * The app of one commerce test file, with its client and ledger reads: built before the file's
 * tests, closed after them. Read its fields inside a test or hook, once beforeAll has run.
 */
export function commerceTestApp() {
  const app = {} as { t: TestApp; api: ReturnType<typeof commerceClient>; read: ReturnType<typeof ledgerReads> };
  beforeAll(async () => {
    app.t = await createTestApp();
    app.api = commerceClient(app.t);
    app.read = ledgerReads(app.t);
  });
  afterAll(() => app.t.close());
  return app;
}
