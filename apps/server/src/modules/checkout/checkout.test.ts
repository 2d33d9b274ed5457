import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.ts';
import { orderItems, orderStatusHistory, shippingAddresses } from '../../db/schema/orders.ts';
import { createSignedInUser } from '../../test/factories/accounts.ts';
import { createProduct } from '../../test/factories/catalog.ts';
import { createCoupon } from '../../test/factories/coupons.ts';
import { checkoutPayload, commerceTestApp, fundWallet } from '../../test/commerce.ts';
import { newOrderNumber } from './order-number.ts';
import { withStockReason } from '../stock/stock-reason.ts';

const shop = commerceTestApp();

const customer = () => createSignedInUser(shop.t.database.db, { name: 'Sita Sharma' });
const product = (overrides: Parameters<typeof createProduct>[1] = {}) => createProduct(shop.t.database.db, overrides);

describe('POST /api/customer/checkout/update', () => {
  it('places a Cash On Delivery order with wallet and coupon, all from the database', async () => {
    const me = await customer();
    await fundWallet(shop.t, me.user.id, 2000_00);
    const camera = await product({ title: 'Dome Camera', pricePaisa: 4500_00, stock: 5, color: 'White', size: '4MP' });
    const nvr = await product({ title: 'NVR', pricePaisa: 12999_50, stock: 2 });
    await shop.api.addToBag(me.auth, camera.slug, 2);
    await shop.api.addToBag(me.auth, nvr.slug, 1);
    const coupon = await createCoupon(shop.t.database.db, {
      kind: 'percent',
      value: 10,
      maxDiscountPaisa: 1500_00,
      minOrderPaisa: 10000_00,
      perUserLimit: 1,
      usageLimit: 10,
    });

    const couponQuote = (await shop.api.applyCoupon(me.auth, ` ${coupon.code.toLowerCase()} `, 21999.5)).json();
    expect(couponQuote).toEqual({ result: 'success', message: 'Coupon applied.', couponAmount: 1500, totalAmount: 20499.5 });
    const walletQuote = (await shop.api.applyWallet(me.auth, 21999.5, coupon.code)).json();
    expect(walletQuote).toEqual({ result: 'success', message: 'Wallet applied.', walletAmount: 2000, totalAmount: 18499.5 });

    const res = await shop.api.checkout(
      me.auth,
      checkoutPayload({
        coupon_code: coupon.code,
        coupon_amount: 1500,
        wallet_amount: 2000,
        total_amount: 18499.5,
        company: 'Sharma Traders',
        email: 'someone-else@example.com',
        full_name: 'Not Me',
      }),
      'attempt-1',
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ result: 'success', errorMessage: '', totalAmount: 18499.5 });
    expect(body.order_name).toMatch(/^SRK-[2-9A-HJKMNP-Z]{8}$/);
    expect(body.message).toBe(`Thank you! Your order ${body.order_name} has been placed.`);

    const [order] = await shop.read.ordersOf(me.user.id);
    expect(order).toMatchObject({
      orderNumber: body.order_name,
      status: 'Pending Order',
      paymentMethod: 'Cash On Delivery',
      shopCode: '22280',
      email: me.user.email,
      phone: '+9779801234567',
      subtotalPaisa: 21999_50,
      couponPaisa: 1500_00,
      walletPaisa: 2000_00,
      shippingPaisa: 0,
      totalPaisa: 18499_50,
      couponId: coupon.id,
      idempotencyKey: 'attempt-1',
    });
    const orderId = order?.id as number;
    const items = await shop.t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(items.map((i) => [i.name, i.quantity, i.unitPricePaisa, i.amountPaisa, i.color, i.size])).toEqual([
      ['Dome Camera', 2, 4500_00, 9000_00, 'White', '4MP'],
      ['NVR', 1, 12999_50, 12999_50, null, null],
    ]);
    const [address] = await shop.t.database.db.select().from(shippingAddresses).where(eq(shippingAddresses.orderId, orderId));
    // Name and e-mail are the profile's, whatever the form sent.
    expect(address).toMatchObject({
      fullName: 'Sita Sharma',
      email: me.user.email,
      company: 'Sharma Traders',
      state: 'Bagmati (Province 3)',
      city: 'Kathmandu',
      country: 'Nepal',
      postal: '44600',
    });
    expect(
      await shop.t.database.db
        .select({ from: orderStatusHistory.fromStatus, to: orderStatusHistory.toStatus })
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, orderId)),
    ).toEqual([{ from: null, to: 'Pending Order' }]);

    expect(await shop.read.stock(camera.id)).toBe(3);
    expect(await shop.read.stock(nvr.id)).toBe(1);
    expect(await shop.read.balance(me.user.id)).toBe(0);
    expect(await shop.read.ledgerSum(me.user.id)).toBe(0);
    expect(await shop.read.couponUsed(coupon.id)).toBe(1);
    expect((await shop.read.redemptions(coupon.id)).map((r) => [r.userId, r.orderId, r.amountPaisa, r.useNumber])).toEqual([
      [me.user.id, orderId, 1500_00, 1],
    ]);
    expect(await shop.api.bag(me.auth)).toMatchObject({ cartCount: 0, totalAmount: 0 });

    const mails = await shop.t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(2);
    const byTemplate = Object.fromEntries(mails.map((m) => [m.template, m]));
    expect(byTemplate['order-placed']).toMatchObject({ to: me.user.email, subject: `Your Suraksha order ${body.order_name}` });
    expect(byTemplate['order-placed']?.text).toContain('Total to pay on delivery: Rs 18,499.50');
    // Stored in E.164, mailed as a Nepali reads it.
    expect(byTemplate['order-placed']?.text).toContain('Phone: 980-1234567');
    expect(byTemplate['order-new']).toMatchObject({ to: shop.t.config.SHOP_EMAIL });
    expect(byTemplate['order-new']?.text).toContain('Wallet: -Rs 2,000.00');
    // Both name their order, so the order desk's timeline lists them.
    expect(mails.map((m) => m.orderId)).toEqual([orderId, orderId]);

    // The coupon was once per customer: a second order cannot use it again.
    await shop.api.addToBag(me.auth, camera.slug, 3);
    const again = (await shop.api.applyCoupon(me.auth, coupon.code, 13500)).json();
    expect(again).toMatchObject({ result: 'error', errorMessage: 'You have already used this coupon.' });
  });

  it('order numbers are random, not a sequence', async () => {
    const me = await customer();
    const p = await product({ pricePaisa: 100_00, stock: 50 });
    const numbers: string[] = [];
    for (let i = 0; i < 5; i++) {
      await shop.api.addToBag(me.auth, p.slug);
      numbers.push((await shop.api.checkout(me.auth, checkoutPayload({ total_amount: 100 }))).json().order_name);
    }
    expect(new Set(numbers).size).toBe(5);
    expect(numbers.every((n) => /^SRK-[2-9A-HJKMNP-Z]{8}$/.test(n))).toBe(true);
    // Not a sequence: five numbers come out in sorted order by chance once in 120 runs, so the order is
    // judged on the generator's own output, where chance would need 1 in 100! to fool it.
    const tails = Array.from({ length: 100 }, () => newOrderNumber().slice(4));
    expect(tails.toSorted()).not.toEqual(tails);
    expect(new Set(tails).size).toBe(100);
  });

  it('a new order can be tracked with the e-mail and its number', async () => {
    const me = await customer();
    const p = await product({ title: 'Bullet Camera', pricePaisa: 2500_00 });
    await shop.api.addToBag(me.auth, p.slug);
    const placed = (await shop.api.checkout(me.auth, checkoutPayload({ total_amount: 2500 }))).json();
    const tracked = await shop.t.app.inject({
      method: 'POST',
      url: '/api/order/tracking',
      headers: { 'x-api-key': 'suraksha-demo-key' },
      payload: { email: me.user.email, orderNumber: placed.order_name },
    });
    expect(tracked.statusCode).toBe(200);
    expect(tracked.json()).toMatchObject({
      result: 'success',
      order: { order_name: placed.order_name, status: 'Pending Order', method: 'Cash On Delivery', total: 2500 },
      orderItems: [{ name: 'Bullet Camera', quantity: 1, amount: 2500 }],
    });
  });

  it('an empty bag → 409 and nothing written', async () => {
    const me = await customer();
    const res = await shop.api.checkout(me.auth, checkoutPayload({ total_amount: 0 }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ result: 'error', errorMessage: 'Your bag is empty.', cart: { cartCount: 0 } });
    expect(await shop.read.ordersOf(me.user.id)).toEqual([]);
  });

  it('a tampered total, coupon or wallet amount → 409 with the fresh bag; nothing spent', async () => {
    const me = await customer();
    await fundWallet(shop.t, me.user.id, 1000_00);
    const p = await product({ pricePaisa: 3000_00, stock: 4 });
    const coupon = await createCoupon(shop.t.database.db, { value: 200_00 });
    await shop.api.addToBag(me.auth, p.slug);
    for (const tampered of [
      { total_amount: 1 },
      { total_amount: 2800, coupon_code: coupon.code, coupon_amount: 2999 },
      { total_amount: 0, wallet_amount: 3000 },
      { total_amount: 2500, wallet_amount: 500 },
    ]) {
      const res = await shop.api.checkout(me.auth, checkoutPayload(tampered));
      expect(res.statusCode, JSON.stringify(tampered)).toBe(409);
      expect(res.json().cart).toMatchObject({ cartCount: 1, totalAmount: 3000 });
    }
    expect(await shop.read.ordersOf(me.user.id)).toEqual([]);
    expect(await shop.read.balance(me.user.id)).toBe(1000_00);
    expect(await shop.read.stock(p.id)).toBe(4);
    expect(await shop.read.couponUsed(coupon.id)).toBe(0);
    // A price change between the quote and the submit is the same story.
    const res = await shop.api.checkout(me.auth, checkoutPayload({ total_amount: 2000, wallet_amount: 1000 }));
    expect(res.statusCode).toBe(200);
  });

  it('more than the stock left → 409 naming the product; the bag is kept', async () => {
    const me = await customer();
    const p = await product({ title: 'PoE Switch', pricePaisa: 500_00, stock: 3 });
    await shop.api.addToBag(me.auth, p.slug, 3);
    await shop.t.database.db.transaction(async (tx) => {
      await withStockReason(tx, { reason: 'edit' });
      await tx.execute(`update products set stock = 1 where id = ${p.id}`);
    });
    const res = await shop.api.checkout(me.auth, checkoutPayload({ total_amount: 1500 }));
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessage).toBe('Only 1 of PoE Switch left in stock.');
    expect((await shop.api.bag(me.auth)).cartCount).toBe(1);
  });

  it('exactly the last pieces in stock are sold; one more is refused (on every engine, not only in the PostgreSQL race test)', async () => {
    const p = await product({ title: 'Bullet Camera', pricePaisa: 2500_00, stock: 3 });
    const first = await customer();
    const second = await customer();
    const third = await customer();
    await shop.api.addToBag(first.auth, p.slug, 2);
    await shop.api.addToBag(second.auth, p.slug, 1);
    await shop.api.addToBag(third.auth, p.slug, 1);

    expect((await shop.api.checkout(first.auth, checkoutPayload({ total_amount: 5000 }))).statusCode).toBe(200);
    expect(await shop.read.stock(p.id)).toBe(1);
    // The bag holds exactly what is left: the last piece.
    expect((await shop.api.checkout(second.auth, checkoutPayload({ total_amount: 2500 }))).statusCode).toBe(200);
    expect(await shop.read.stock(p.id)).toBe(0);

    const oneMore = await shop.api.checkout(third.auth, checkoutPayload({ total_amount: 2500 }));
    expect(oneMore.statusCode).toBe(409);
    expect(oneMore.json().errorMessage).toBe('Bullet Camera is out of stock.');
    expect(await shop.read.ordersOf(third.user.id)).toEqual([]);
    expect(await shop.read.stock(p.id)).toBe(0);
  });

  it('each address field has its own message; the first is the errorMessage', async () => {
    const me = await customer();
    const res = await shop.api.checkout(
      me.auth,
      checkoutPayload({ phone: '12345', street: '', city: '', country: 'India', postal: '4460', payment: 'Card', state: 'Province 9' }),
    );
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.result).toBe('error');
    expect(body.message).toEqual({
      phone: 'Please enter a valid Nepali phone number, e.g. 9801234567 or 01-4123456.',
      street: 'Please enter your street address.',
      city: 'Please enter your city.',
      country: 'We deliver within Nepal only.',
      postal: 'A postal code has 5 digits, e.g. 44600.',
      payment: 'Cash On Delivery is the only payment method.',
      state: 'Please choose your province.',
    });
    expect(typeof body.errorMessage).toBe('string');
  });

  it('a missing field, a wrong shop code, negative or sub-paisa amounts → 400', async () => {
    const me = await customer();
    const { phone: _phone, ...withoutPhone } = checkoutPayload();
    expect((await shop.api.checkout(me.auth, withoutPhone)).json().message).toHaveProperty('phone');
    expect((await shop.api.checkout(me.auth, checkoutPayload({ shop_code: '99999' }))).json().message).toEqual({
      shop_code: 'This checkout belongs to another shop.',
    });
    for (const amount of [-1, 0.001, 1e308, '100', null]) {
      const res = await shop.api.checkout(me.auth, checkoutPayload({ total_amount: amount }));
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json().message).toHaveProperty('total_amount');
    }
  });

  it('a province by name or number is stored as its label; the phone in E.164', async () => {
    const me = await customer();
    const p = await product({ pricePaisa: 100_00 });
    await shop.api.addToBag(me.auth, p.slug);
    expect(
      (await shop.api.checkout(me.auth, checkoutPayload({ state: 'gandaki', phone: '+977 980-123-4567', total_amount: 100 }))).statusCode,
    ).toBe(200);
    const [order] = await shop.read.ordersOf(me.user.id);
    const [address] = await shop.t.database.db
      .select()
      .from(shippingAddresses)
      .where(eq(shippingAddresses.orderId, order?.id as number));
    expect(address).toMatchObject({ state: 'Gandaki (Province 4)', phone: '+9779801234567' });
  });

  it('duplicate JSON keys: the last one counts, never a 500', async () => {
    const me = await customer();
    const p = await product({ pricePaisa: 100_00 });
    await shop.api.addToBag(me.auth, p.slug);
    const raw = JSON.stringify(checkoutPayload({ total_amount: 100 })).replace('"total_amount":100', '"total_amount":1,"total_amount":100');
    const res = await shop.t.app.inject({
      method: 'POST',
      url: '/api/customer/checkout/update',
      headers: { 'x-api-key': 'suraksha-demo-key', 'content-type': 'application/json', ...me.auth },
      payload: raw,
    });
    expect(res.statusCode).toBe(200);
  });

  it('needs a sign-in', async () => {
    const res = await shop.api.checkout({}, checkoutPayload());
    expect(res.statusCode).toBe(401);
  });
});

describe('Idempotency-Key', () => {
  it('a repeated submit answers the same order; the same key with another body → 422', async () => {
    const me = await customer();
    const p = await product({ pricePaisa: 750_00, stock: 5 });
    await shop.api.addToBag(me.auth, p.slug, 2);
    const first = await shop.api.checkout(me.auth, checkoutPayload({ total_amount: 1500 }), 'key-123');
    const second = await shop.api.checkout(me.auth, checkoutPayload({ total_amount: 1500 }), 'key-123');
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await shop.read.ordersOf(me.user.id)).toHaveLength(1);
    expect(await shop.read.stock(p.id)).toBe(3);

    const changed = await shop.api.checkout(me.auth, checkoutPayload({ total_amount: 1500, street: 'Another Street 5' }), 'key-123');
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({
      result: 'error',
      errorMessage: 'This Idempotency-Key was already used for a different checkout.',
    });
    expect(await shop.read.ordersOf(me.user.id)).toHaveLength(1);
  });

  it("one customer's key is not another's; a malformed key → 400", async () => {
    const a = await customer();
    const b = await customer();
    const p = await product({ pricePaisa: 100_00 });
    for (const who of [a, b]) {
      await shop.api.addToBag(who.auth, p.slug);
      expect((await shop.api.checkout(who.auth, checkoutPayload({ total_amount: 100 }), 'shared-key')).statusCode).toBe(200);
    }
    const bad = await shop.api.checkout(a.auth, checkoutPayload({ total_amount: 100 }), 'has spaces');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toHaveProperty('idempotency_key');
  });
});

describe('POST /api/customer/address/check', () => {
  it('answers Rs 0.00 shipping for every province', async () => {
    const me = await customer();
    for (const state of [
      'Koshi (Province 1)',
      'Madhesh',
      'Province 3',
      'Gandaki (Province 4)',
      'Lumbini',
      'Karnali (Province 6)',
      'Sudurpashchim (Province 7)',
    ]) {
      const res = await shop.api.post(
        'address/check',
        { phone: '9801234567', state, city: 'Town', street: 'Main Road', country: 'Nepal' },
        me.auth,
      );
      expect(res.statusCode, state).toBe(200);
      expect(res.json()).toEqual({ result: 'success', shipping: 0 });
    }
  });

  it('checks the address as checkout does', async () => {
    const me = await customer();
    const res = await shop.api.post(
      'address/check',
      { phone: '1', state: 'Delhi', city: 'K', street: '', country: 'Nepal', postal: 'abc' },
      me.auth,
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().message).toSorted()).toEqual(['city', 'phone', 'postal', 'state', 'street']);
    expect((await shop.api.post('address/check', {}, {})).statusCode).toBe(401);
  });
});
