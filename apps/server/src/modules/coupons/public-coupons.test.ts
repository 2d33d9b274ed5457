import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoupon } from '../../test/factories/catalogue-pages.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const list = (payload?: string, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/coupons',
    headers: { ...apiHeaders, ...(payload === undefined ? {} : { 'content-type': contentType }) },
    ...(payload === undefined ? {} : { payload }),
  });
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/coupons', () => {
  it('answers an empty list when no coupon runs', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 'success', coupons: [] });
  });

  it('lists only public coupons valid now, ending soonest first, with the code and no internal field', async () => {
    const db = t.database.db;
    const now = Date.now();
    const later = await createCoupon(db, {
      code: 'LATER-1111',
      slug: 'later-1111',
      title: 'Later',
      endsAt: new Date(now + 60 * DAY_MS),
      minOrderPaisa: 0,
    });
    const soon = await createCoupon(db, {
      code: 'SOON-2222',
      slug: 'soon-2222',
      title: 'Soon',
      endsAt: new Date(now + 2 * DAY_MS),
      minOrderPaisa: 2500_50,
      usageLimit: null,
    });
    await createCoupon(db, { code: 'PRIVATE-3333', slug: 'private-3333', public: false });
    await createCoupon(db, {
      code: 'ENDED-4444',
      slug: 'ended-4444',
      startsAt: new Date(now - 10 * DAY_MS),
      endsAt: new Date(now - DAY_MS),
    });
    await createCoupon(db, {
      code: 'FUTURE-5555',
      slug: 'future-5555',
      startsAt: new Date(now + DAY_MS),
      endsAt: new Date(now + 10 * DAY_MS),
    });
    await createCoupon(db, { code: 'USEDUP-6666', slug: 'usedup-6666', usageLimit: 50, usedCount: 50 });

    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: 'success',
      coupons: [
        {
          title: 'Soon',
          slug: 'soon-2222',
          image: soon.image,
          code: 'SOON-2222',
          min_order: 2500.5,
          valid_until: soon.endsAt.toISOString(),
        },
        {
          title: 'Later',
          slug: 'later-1111',
          image: later.image,
          code: 'LATER-1111',
          min_order: 0,
          valid_until: later.endsAt.toISOString(),
        },
      ],
    });
    expect(res.body).not.toMatch(/used|usage|limit|per_user|kind|value/i);
  });

  it('accepts an empty JSON object as the payload', async () => {
    const res = await list('{}');
    expect(res.statusCode).toBe(200);
    expect(res.json().coupons).toHaveLength(2);
  });

  it('answers a broken JSON body with the 400 envelope', async () => {
    const res = await list('{"oops":');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ result: 'error', errorMessage: 'The request body is not valid JSON.' });
  });

  it('needs the API key', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/coupons' })).statusCode).toBe(401);
  });
});
