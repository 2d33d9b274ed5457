import { TRACKING_MESSAGES } from '@suraksha/contracts/order-tracking-messages';
import { ORDER_STATUSES } from '@suraksha/domain/order-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatus } from '../../db/schema/orders.ts';
import { createOrder } from '../../test/factories/orders.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

let ipCounter = 0;
/** Each request from its own address unless a test says otherwise, so the rate limit stays out of the way. */
const freshIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

function track(t: TestApp, payload?: unknown, ip = freshIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/order/tracking',
    headers: apiHeaders,
    remoteAddress: ip,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const NOT_FOUND = { result: 'error', errorMessage: TRACKING_MESSAGES.notFound };

describe('POST /api/order/tracking', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers only the fields of the tracking card', async () => {
    const { order } = await createOrder(t.database.db, {
      status: 'On Way',
      // 18:30 UTC is 00:15 the next day in Kathmandu.
      createdAt: new Date('2026-03-09T18:30:00Z'),
      items: [
        { name: 'Hikvision 4MP Dome Camera', image: '/media/products/dome.svg', quantity: 2, unitPricePaisa: 4_500_00 },
        { name: 'Cat6 cable, 305 m', image: null, quantity: 1, unitPricePaisa: 12_999_50 },
      ],
      totalPaisa: 21_999_50,
    });
    const res = await track(t, { email: order.email, orderNumber: order.orderNumber });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: 'success',
      order: { order_name: order.orderNumber, date: '2026-03-10', status: 'On Way', method: 'Cash On Delivery', total: 21999.5 },
      orderItems: [
        { name: 'Hikvision 4MP Dome Camera', image: '/media/products/dome.svg', quantity: 2, amount: 9000 },
        { name: 'Cat6 cable, 305 m', image: null, quantity: 1, amount: 12999.5 },
      ],
      message: [],
    });
    // Nothing of the address, phone or account leaves the server.
    expect(res.body).not.toContain('Kalanki');
    expect(res.body).not.toContain('9801234567');
    expect(res.body).not.toContain(order.email);
  });

  it('finds the order whatever the case and surrounding spaces of e-mail and number', async () => {
    const { order } = await createOrder(t.database.db, { email: 'Sita.Sharma@Example.com', status: 'Confirm' });
    const res = await track(t, { email: '  SITA.sharma@example.COM ', orderNumber: `  ${order.orderNumber.toLowerCase()}\t` });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ order_name: order.orderNumber, status: 'Confirm' });
  });

  it('answers a wrong e-mail/number pair exactly like an unknown order', async () => {
    const mine = await createOrder(t.database.db);
    const theirs = await createOrder(t.database.db);
    const wrongPair = await track(t, { email: mine.order.email, orderNumber: theirs.order.orderNumber });
    const unknown = await track(t, { email: mine.order.email, orderNumber: 'SRK-ZZZZZZZZ' });
    const unknownEmail = await track(t, { email: 'nobody@example.com', orderNumber: mine.order.orderNumber });
    for (const res of [wrongPair, unknown, unknownEmail]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
      expect(res.headers['content-type']).toBe(unknown.headers['content-type']);
    }
    expect(wrongPair.body).toBe(unknown.body);
  });

  it.each([
    ['an empty body', {}, { email: TRACKING_MESSAGES.emailRequired, orderNumber: TRACKING_MESSAGES.orderNumberRequired }],
    [
      'blank fields',
      { email: '   ', orderNumber: '' },
      { email: TRACKING_MESSAGES.emailRequired, orderNumber: TRACKING_MESSAGES.orderNumberRequired },
    ],
    ['no e-mail', { orderNumber: 'SRK-ABCDEFGH' }, { email: TRACKING_MESSAGES.emailRequired }],
    ['no order number', { email: 'sita@example.com' }, { orderNumber: TRACKING_MESSAGES.orderNumberRequired }],
    [
      'a number instead of text',
      { email: 'sita@example.com', orderNumber: 12345678 },
      { orderNumber: TRACKING_MESSAGES.orderNumberRequired },
    ],
    ['no body at all', undefined, { email: TRACKING_MESSAGES.emailRequired, orderNumber: TRACKING_MESSAGES.orderNumberRequired }],
  ])('refuses %s with a message per missing field', async (_case, payload, fields) => {
    const res = await track(t, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ result: 'error', errorMessage: TRACKING_MESSAGES.required, message: fields });
  });

  it('refuses an e-mail that is not one, and an order number longer than any', async () => {
    const badEmail = await track(t, { email: 'not-an-email', orderNumber: 'SRK-ABCDEFGH' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toEqual({
      result: 'error',
      errorMessage: TRACKING_MESSAGES.emailInvalid,
      message: { email: TRACKING_MESSAGES.emailInvalid },
    });

    const longNumber = await track(t, { email: 'sita@example.com', orderNumber: 'X'.repeat(10_000) });
    expect(longNumber.statusCode).toBe(400);
    expect(longNumber.json().message).toEqual({ orderNumber: TRACKING_MESSAGES.orderNumberInvalid });
  });

  it('tracks cancelled and pending orders too', async () => {
    for (const status of ['Cancelled', 'Pending Order'] as const) {
      const { order } = await createOrder(t.database.db, { status });
      const res = await track(t, { email: order.email, orderNumber: order.orderNumber });
      expect(res.json().order.status).toBe(status);
    }
  });

  it('allows 10 lookups a minute from one address, then answers 429 with Retry-After', async () => {
    const { order } = await createOrder(t.database.db);
    const ip = '10.99.0.1';
    for (let i = 0; i < 9; i++) expect((await track(t, { email: order.email, orderNumber: `SRK-GUESS${i}` }, ip)).statusCode).toBe(404);
    expect((await track(t, { email: order.email, orderNumber: order.orderNumber }, ip)).statusCode).toBe(200);
    const refused = await track(t, { email: order.email, orderNumber: order.orderNumber }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ result: 'error', errorMessage: 'Too many requests. Please wait a moment and try again.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Invalid bodies count as attempts too, and other addresses are not affected.
    expect((await track(t, {}, ip)).statusCode).toBe(429);
    expect((await track(t, { email: order.email, orderNumber: order.orderNumber })).statusCode).toBe(200);
  });

  it('knows the same statuses as the database', () => {
    expect([...orderStatus.enumValues]).toEqual([...ORDER_STATUSES]);
  });
});
