import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { createSignedInUser } from '../../test/factories/accounts.ts';
import { createProduct } from '../../test/factories/catalog.ts';
import { createCoupon } from '../../test/factories/coupons.ts';
import { checkoutPayload, commerceTestApp, fundWallet } from '../../test/commerce.ts';

/**
 * A model test: random sequences of what a customer does (add, change, remove, apply wallet,
 * apply coupon, check out — sometimes with a tampered total) against the real API, checking the
 * money invariants after every step.
 */

const shop = commerceTestApp();

type Action =
  | { kind: 'add'; product: number; quantity: number }
  | { kind: 'update'; line: number; quantity: number }
  | { kind: 'remove'; line: number }
  | { kind: 'wallet' }
  | { kind: 'coupon' }
  | { kind: 'checkout'; useWallet: boolean; useCoupon: boolean; tamper: number };

// Weighted towards adding and checking out, so most sequences really place orders.
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('add' as const), product: fc.nat(2), quantity: fc.integer({ min: 1, max: 4 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('update' as const), line: fc.nat(3), quantity: fc.integer({ min: 1, max: 5 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), line: fc.nat(3) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'wallet' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'coupon' as const }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('checkout' as const),
      useWallet: fc.boolean(),
      useCoupon: fc.boolean(),
      tamper: fc.constantFrom(0, 0, 0, 1, -0.01),
    }),
  },
);

const STOCK = [3, 5, 8];
const COUPON_LIMIT = 2;

describe('checkout model', () => {
  it('keeps wallet ≥ 0, the ledger balanced, stock conserved, coupon uses within the limit and totals exact', async () => {
    // The sequences must really place orders, or the invariants would hold vacuously.
    let placed = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(action, { minLength: 4, maxLength: 12 }),
        fc.integer({ min: 0, max: 3000 }),
        async (actions, walletRupees) => {
          const me = await createSignedInUser(shop.t.database.db);
          if (walletRupees > 0) await fundWallet(shop.t, me.user.id, walletRupees * 100);
          const goods = await Promise.all(
            STOCK.map((stock, i) => createProduct(shop.t.database.db, { pricePaisa: [499_99, 1250_00, 80_50][i], stock })),
          );
          const coupon = await createCoupon(shop.t.database.db, {
            kind: 'percent',
            value: 10,
            maxDiscountPaisa: 300_00,
            usageLimit: COUPON_LIMIT,
            minOrderPaisa: 500_00,
          });

          for (const step of actions) {
            const bag = await shop.api.bag(me.auth);
            let status = 200;
            if (step.kind === 'add')
              status = (await shop.api.addToBag(me.auth, goods[step.product]?.slug as string, step.quantity)).statusCode;
            else if (step.kind === 'update' || step.kind === 'remove') {
              const line = bag.carts[step.line % Math.max(1, bag.carts.length)];
              if (!line) continue;
              status = (
                await shop.api.post(
                  `carts/${step.kind}`,
                  step.kind === 'update' ? { slug: line.slug, quantity: step.quantity } : { slug: line.slug },
                  me.auth,
                )
              ).statusCode;
            } else if (step.kind === 'wallet') status = (await shop.api.applyWallet(me.auth, bag.totalAmount)).statusCode;
            else if (step.kind === 'coupon') status = (await shop.api.applyCoupon(me.auth, coupon.code, bag.totalAmount)).statusCode;
            else {
              // As the screen does: quote the coupon, then the wallet on what is left, then submit.
              let couponAmount = 0;
              let walletAmount = 0;
              let total = bag.totalAmount;
              if (step.useCoupon) {
                const quote = await shop.api.applyCoupon(me.auth, coupon.code, bag.totalAmount);
                if (quote.statusCode === 200) ({ couponAmount, totalAmount: total } = quote.json());
              }
              if (step.useWallet) {
                const quote = await shop.api.applyWallet(me.auth, bag.totalAmount, couponAmount > 0 ? coupon.code : undefined);
                if (quote.statusCode === 200) ({ walletAmount, totalAmount: total } = quote.json());
              }
              const payload = checkoutPayload({
                coupon_code: couponAmount > 0 ? coupon.code : null,
                coupon_amount: couponAmount,
                wallet_amount: walletAmount,
                total_amount: Math.max(0, Math.round((total + step.tamper) * 100) / 100),
              });
              status = (await shop.api.checkout(me.auth, payload)).statusCode;
              if (status === 200) placed++;
            }
            expect([200, 409]).toContain(status);

            const balance = await shop.read.balance(me.user.id);
            expect(balance).toBeGreaterThanOrEqual(0);
            expect(await shop.read.ledgerSum(me.user.id)).toBe(balance);
            expect(await shop.read.couponUsed(coupon.id)).toBeLessThanOrEqual(COUPON_LIMIT);
            expect(await shop.read.redemptions(coupon.id)).toHaveLength((await shop.read.couponUsed(coupon.id)) as number);
          }

          // Stock conserved: what is left plus what was sold is what there was.
          const sold = await shop.t.database.db
            .select({ productId: orderItems.productId, q: sql<string>`sum(${orderItems.quantity})` })
            .from(orderItems)
            .where(
              inArray(
                orderItems.productId,
                goods.map((g) => g.id),
              ),
            )
            .groupBy(orderItems.productId);
          for (const [i, g] of goods.entries()) {
            const soldOf = Number(sold.find((s) => s.productId === g.id)?.q ?? 0);
            expect(((await shop.read.stock(g.id)) as number) + soldOf).toBe(STOCK[i]);
          }
          // Every order's total is the recomputed one, and never negative.
          for (const o of await shop.read.ordersOf(me.user.id)) {
            const items = await shop.t.database.db.select().from(orderItems).where(eq(orderItems.orderId, o.id));
            const subtotal = items.reduce((sum, item) => sum + item.amountPaisa, 0);
            expect(o.subtotalPaisa).toBe(subtotal);
            expect(o.totalPaisa).toBe(subtotal - o.couponPaisa - o.walletPaisa + o.shippingPaisa);
            expect(o.totalPaisa).toBeGreaterThanOrEqual(0);
          }
          const spent = await shop.t.database.db
            .select({ w: sql<string>`coalesce(sum(${orders.walletPaisa}), 0)` })
            .from(orders)
            .where(eq(orders.userId, me.user.id));
          expect(walletRupees * 100 - Number(spent[0]?.w ?? 0)).toBe(await shop.read.balance(me.user.id));
        },
      ),
      { numRuns: 10 },
    );
    expect(placed).toBeGreaterThan(0);
  }, 240_000);
});
