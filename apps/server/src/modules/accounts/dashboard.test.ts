import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../db/schema/content.ts';
import { couponRedemptions } from '../../db/schema/coupon-redemptions.ts';
import { coupons } from '../../db/schema/coupons.ts';
import { serviceRequests } from '../../db/schema/forms.ts';
import { orders } from '../../db/schema/orders.ts';
import type { Database } from '../../platform/database.ts';
import { createSignedInUser } from '../../test/factories/accounts.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { dayInNepal } from '@suraksha/domain/nepal-time';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, auth: object) => t.app.inject({ url, headers: { ...apiHeaders, ...auth } });

let n = 0;
async function placeOrder(db: Database, userId: number, overrides: Partial<typeof orders.$inferInsert> = {}) {
  const [row] = await db
    .insert(orders)
    .values({
      orderNumber: `SRK-TEST${++n}`,
      userId,
      shopCode: '22280',
      email: 'x@example.com',
      phone: '9800000000',
      customerName: 'Test Buyer',
      subtotalPaisa: 12_345_00,
      totalPaisa: 12_345_00,
      ...overrides,
    })
    .returning();
  return row as typeof orders.$inferSelect;
}

describe('GET /api/customer/myorders', () => {
  it("lists only the signed-in customer's orders, newest first, in rupees", async () => {
    const me = await createSignedInUser(t.database.db);
    const other = await createSignedInUser(t.database.db);
    await placeOrder(t.database.db, me.user.id, {
      orderNumber: 'SRK-OLDER',
      status: 'Delivered',
      createdAt: new Date('2026-03-01T18:30:00Z'),
      totalPaisa: 5_000_50,
    });
    await placeOrder(t.database.db, me.user.id, { orderNumber: 'SRK-NEWER', createdAt: new Date('2026-04-01T04:00:00Z') });
    await placeOrder(t.database.db, other.user.id, { orderNumber: 'SRK-NOTMINE' });
    const res = await get('/api/customer/myorders', me.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().orders).toEqual([
      {
        slug: 'SRK-NEWER',
        order_name: 'SRK-NEWER',
        date: '2026-04-01',
        created_date: '2026-04-01T04:00:00.000Z',
        method: 'Cash On Delivery',
        status: 'Pending Order',
        total: 12345,
      },
      // 18:30 UTC is 00:15 the next day in Kathmandu.
      {
        slug: 'SRK-OLDER',
        order_name: 'SRK-OLDER',
        date: '2026-03-02',
        created_date: '2026-03-01T18:30:00.000Z',
        method: 'Cash On Delivery',
        status: 'Delivered',
        total: 5000.5,
      },
    ]);
  });

  it('is empty for a new customer and needs a sign-in', async () => {
    const me = await createSignedInUser(t.database.db);
    expect((await get('/api/customer/myorders', me.auth)).json()).toEqual({ result: 'success', orders: [] });
    expect((await get('/api/customer/myorders', {})).statusCode).toBe(401);
  });
});

describe('GET /api/customer/service-requests', () => {
  it("lists only the customer's own requests with the service's name", async () => {
    const me = await createSignedInUser(t.database.db);
    const other = await createSignedInUser(t.database.db);
    const [service] = await t.database.db
      .insert(services)
      .values({ title: 'CCTV installation', slug: `cctv-installation-${++n}`, summary: 's', description: 'd' })
      .returning({ id: services.id });
    const request = {
      serviceId: service?.id ?? null,
      name: 'Me',
      phone: '9800000000',
      email: 'me@example.com',
      province: 'Bagmati',
      district: 'Kathmandu',
      address: 'Kalanki',
    };
    await t.database.db.insert(serviceRequests).values([
      {
        ...request,
        reference: `SR-${++n}`,
        userId: me.user.id,
        status: 'in_progress',
        preferredDate: '2026-12-01',
        createdAt: new Date('2026-11-20T06:00:00Z'),
      },
      { ...request, reference: `SR-${++n}`, userId: other.user.id },
    ]);
    const res = await get('/api/customer/service-requests', me.auth);
    expect(res.json().service_requests).toEqual([
      {
        reference: `SR-${n - 1}`,
        service: 'CCTV installation',
        status: 'In progress',
        created_date: '2026-11-20',
        preferred_date: '2026-12-01',
      },
    ]);
  });
});

describe('GET /api/customer/wallet-refer', () => {
  it('shows the coupons the customer redeemed and nobody else’s', async () => {
    const me = await createSignedInUser(t.database.db);
    const other = await createSignedInUser(t.database.db);
    const [coupon] = await t.database.db
      .insert(coupons)
      .values({
        code: `WELCOME-${++n}`,
        title: 'Welcome Rs 500 off',
        slug: `welcome-${n}`,
        kind: 'amount',
        value: 500_00,
        startsAt: new Date('2026-01-01'),
        endsAt: new Date('2027-01-01'),
      })
      .returning({ id: coupons.id, code: coupons.code });
    const mine = await placeOrder(t.database.db, me.user.id, { orderNumber: 'SRK-COUPON' });
    const theirs = await placeOrder(t.database.db, other.user.id);
    const at = new Date('2026-05-05T05:00:00Z');
    await t.database.db.insert(couponRedemptions).values([
      { couponId: coupon?.id ?? -1, userId: me.user.id, orderId: mine.id, amountPaisa: 500_00, createdAt: at },
      { couponId: coupon?.id ?? -1, userId: other.user.id, orderId: theirs.id, amountPaisa: 500_00 },
    ]);
    const res = await get('/api/customer/wallet-refer', me.auth);
    expect(res.json()).toEqual({
      result: 'success',
      referrals: [],
      redeemed_coupons: [{ code: coupon?.code, title: 'Welcome Rs 500 off', amount: 500, date: dayInNepal(at), order_name: 'SRK-COUPON' }],
    });
  });
});
