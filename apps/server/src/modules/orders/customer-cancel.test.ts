import { and, eq } from 'drizzle-orm';
import type { OrderStatus } from '@suraksha/domain/order-status';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.ts';
import { orderStatusHistory, orders } from '../../db/schema/orders.ts';
import { createSignedInUser } from '../../test/factories/accounts.ts';
import { createSignedInStaff } from '../../test/factories/staff.ts';
import { createProduct } from '../../test/factories/catalog.ts';
import { createCoupon } from '../../test/factories/coupons.ts';
import { checkoutPayload, commerceTestApp, fundWallet, type Auth } from '../../test/commerce.ts';
import { apiHeaders } from '../../test/test-app.ts';

const shop = commerceTestApp();
const db = () => shop.t.database.db;

const cancel = (auth: Auth | object, orderNumber: string, payload: unknown = { reason: 'Bought it elsewhere' }) =>
  shop.t.app.inject({
    method: 'POST',
    url: `/api/customer/myorders/${orderNumber}/cancel`,
    headers: { ...apiHeaders, ...auth },
    payload: payload as object,
  });

/** A customer who placed a real order through checkout: 2 cameras, Rs 500 of wallet, a Rs 1,000 coupon. */
async function placedOrder() {
  const me = await createSignedInUser(db(), { name: 'Sita Sharma' });
  await fundWallet(shop.t, me.user.id, 2000_00);
  const camera = await createProduct(db(), { title: 'Dome Camera', pricePaisa: 6000_00, stock: 5 });
  await shop.api.addToBag(me.auth, camera.slug, 2);
  const coupon = await createCoupon(db(), { kind: 'amount', value: 1000_00, perUserLimit: 1, usageLimit: 5 });
  const placed = await shop.api.checkout(
    me.auth,
    checkoutPayload({ coupon_code: coupon.code, coupon_amount: 1000, wallet_amount: 2000, total_amount: 9000 }),
    `key-${me.user.id}`,
  );
  expect(placed.statusCode, placed.body).toBe(200);
  const orderNumber: string = placed.json().order_name;
  return { me, camera, coupon, orderNumber };
}

async function setStatus(orderNumber: string, status: OrderStatus) {
  await db().update(orders).set({ status }).where(eq(orders.orderNumber, orderNumber));
}

describe('POST /api/customer/myorders/{orderId}/cancel', () => {
  it('cancels a pending order: stock back, wallet back, coupon released, history with who and why, a mail', async () => {
    const { me, camera, coupon, orderNumber } = await placedOrder();
    expect(await shop.read.stock(camera.id)).toBe(3);
    expect(await shop.read.balance(me.user.id)).toBe(0);
    expect(await shop.read.couponUsed(coupon.id)).toBe(1);

    const res = await cancel(me.auth, orderNumber, { reason: '  Bought it elsewhere  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: 'success', message: `Order ${orderNumber} has been cancelled.`, status: 'Cancelled' });

    const mine = (
      await shop.t.app.inject({ method: 'GET', url: `/api/customer/myorders/${orderNumber}`, headers: { ...apiHeaders, ...me.auth } })
    ).json();
    expect(mine.order.status).toBe('Cancelled');
    expect(await shop.read.stock(camera.id)).toBe(5);
    expect(await shop.read.balance(me.user.id)).toBe(2000_00);
    expect(await shop.read.ledgerSum(me.user.id)).toBe(2000_00);
    expect(await shop.read.couponUsed(coupon.id)).toBe(0);
    expect(await shop.read.redemptions(coupon.id)).toEqual([]);

    const [order] = await shop.read.ordersOf(me.user.id);
    const history = await db()
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order?.id as number));
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'Pending Order',
      toStatus: 'Cancelled',
      actorId: me.user.id,
      reason: 'Bought it elsewhere',
    });
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, 'order-status'), eq(mailOutbox.subject, `Order ${orderNumber}: Cancelled`)));
    expect(mail?.to).toBe(me.user.email);
  });

  it('lets the customer use the released coupon again (its per-customer limit of 1 counts the cancelled order no more)', async () => {
    const { me, camera, coupon, orderNumber } = await placedOrder();
    expect((await cancel(me.auth, orderNumber)).statusCode).toBe(200);
    await shop.api.addToBag(me.auth, camera.slug, 1);
    const quote = await shop.api.applyCoupon(me.auth, coupon.code, 6000);
    expect(quote.json()).toMatchObject({ result: 'success', couponAmount: 1000 });
    const again = await shop.api.checkout(
      me.auth,
      checkoutPayload({ coupon_code: coupon.code, coupon_amount: 1000, total_amount: 5000 }),
      'again',
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(await shop.read.couponUsed(coupon.id)).toBe(1);
  });

  it('cancels a confirmed order too', async () => {
    const { me, orderNumber } = await placedOrder();
    await setStatus(orderNumber, 'Confirm');
    expect((await cancel(me.auth, orderNumber)).statusCode).toBe(200);
  });

  it.each(['Shipping', 'On Way', 'Delivered', 'Cancelled'] as const)(
    'refuses once the order is %s, with a 409 and nothing given back',
    async (status) => {
      const { me, camera, coupon, orderNumber } = await placedOrder();
      await setStatus(orderNumber, status);
      const res = await cancel(me.auth, orderNumber);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        result: 'error',
        errorMessage: `This order is ${status}: it can no longer be cancelled. Please contact us.`,
      });
      expect(await shop.read.stock(camera.id)).toBe(3);
      expect(await shop.read.balance(me.user.id)).toBe(0);
      expect(await shop.read.couponUsed(coupon.id)).toBe(1);
    },
  );

  it("answers 404 for another customer's order and leaves it alone", async () => {
    const { orderNumber } = await placedOrder();
    const stranger = await createSignedInUser(db());
    const res = await cancel(stranger.auth, orderNumber);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ result: 'error', errorMessage: 'Order not found.' });
    const [order] = await db().select({ status: orders.status }).from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(order?.status).toBe('Pending Order');
  });

  it('needs a reason, a bounded one, and a verified sign-in', async () => {
    const { me, orderNumber } = await placedOrder();
    const blank = await cancel(me.auth, orderNumber, { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toEqual({ reason: 'Please tell us why you are cancelling.' });
    expect((await cancel(me.auth, orderNumber, {})).statusCode).toBe(400);
    const long = await cancel(me.auth, orderNumber, { reason: 'x'.repeat(501) });
    expect(long.json().message).toEqual({ reason: 'Please keep the reason to 500 characters or fewer.' });
    expect((await cancel({}, orderNumber)).statusCode).toBe(401);
    const unverified = await createSignedInUser(db(), { emailVerifiedAt: null });
    expect((await cancel(unverified.auth, orderNumber)).statusCode).toBe(403);
    const [order] = await db().select({ status: orders.status }).from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(order?.status).toBe('Pending Order');
  });
});

describe('a customer and two staff members cancelling one order at once', () => {
  it('cancels once: one answer is 200, the others 409, and stock, wallet and coupon come back exactly once', async () => {
    const { me, camera, coupon, orderNumber } = await placedOrder();
    const manager = await createSignedInStaff(db(), 'manager');
    const sales = await createSignedInStaff(db(), 'sales');
    const byStaff = (headers: Record<string, string>) =>
      shop.t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderNumber}/status`,
        headers: { ...apiHeaders, ...headers },
        payload: { to: 'Cancelled', reason: 'The customer phoned' },
      });
    const answers = await Promise.all([cancel(me.auth, orderNumber), byStaff(manager.headers), byStaff(sales.headers)]);
    expect(answers.map((r) => r.statusCode).toSorted()).toEqual([200, 409, 409]);
    expect(await shop.read.stock(camera.id)).toBe(5);
    expect(await shop.read.balance(me.user.id)).toBe(2000_00);
    expect(await shop.read.couponUsed(coupon.id)).toBe(0);
    const cancels = await db()
      .select()
      .from(orderStatusHistory)
      .innerJoin(orders, eq(orders.id, orderStatusHistory.orderId))
      .where(and(eq(orders.orderNumber, orderNumber), eq(orderStatusHistory.toStatus, 'Cancelled')));
    expect(cancels).toHaveLength(1);
  });
});
