import { startOfNepalDay } from '@suraksha/domain/nepal-time';
import { STAFF_ROLES } from '@suraksha/domain/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codCollections } from '../../db/schema/orders.ts';
import { contactMessages, quoteRequests } from '../../db/schema/forms.ts';
import { createUser } from '../../test/factories/accounts.ts';
import { createProduct } from '../../test/factories/catalog.ts';
import { createOrder } from '../../test/factories/orders.ts';
import { createSignedInStaff } from '../../test/factories/staff.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { dashboard } from './service.ts';

// The back-office home (issue #15): each role gets the sections it may read and no others; the
// figures are those of the orders, products, forms and audit rows in the database, by Nepal day.

let t: TestApp;
const staff = new Map<string, Awaited<ReturnType<typeof createSignedInStaff>>>();

beforeAll(async () => {
  t = await createTestApp();
  for (const role of STAFF_ROLES) staff.set(role, await createSignedInStaff(t.database.db, role));
});
afterAll(() => t.close());

const headersOf = (role: string) => ({ ...apiHeaders, ...staff.get(role)?.headers });
const home = async (role: string) => {
  const res = await t.app.inject({ url: '/api/admin/dashboard', headers: headersOf(role) });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const rupees = (n: number) => n * 100;

async function anOrder(status: 'Pending Order' | 'Confirm' | 'On Way' | 'Delivered' | 'Cancelled', totalRupees: number, createdAt?: Date) {
  const customer = await createUser(t.database.db);
  const { order } = await createOrder(t.database.db, {
    userId: customer.id,
    status,
    totalPaisa: rupees(totalRupees),
    address: { fullName: `Buyer of ${totalRupees}` },
    ...(createdAt && { createdAt }),
  });
  return order;
}

describe('GET /api/admin/dashboard', () => {
  it('sends each role only the sections it may read', async () => {
    const keys = async (role: string) => Object.keys(await home(role)).toSorted();
    expect(await keys('owner')).toEqual(['activity', 'inbox', 'low_stock', 'orders', 'result']);
    expect(await keys('manager')).toEqual(['activity', 'inbox', 'low_stock', 'orders', 'result']);
    expect(await keys('sales')).toEqual(['inbox', 'low_stock', 'orders', 'result']);
    expect(await keys('warehouse')).toEqual(['low_stock', 'orders', 'result']);
    expect(await keys('editor')).toEqual(['low_stock', 'result']);
  });

  it("counts today's orders and revenue per status (cancelled orders earn nothing) and the cash still to collect", async () => {
    const before = (await home('sales')).orders;
    expect(before.today.orders).toBe(0);
    expect(before.cod_due).toEqual({ count: 0, amount: 0 });
    await anOrder('Pending Order', 1000);
    await anOrder('Cancelled', 500);
    await anOrder('Delivered', 3000);
    const collected = await anOrder('On Way', 2000);
    await t.database.db
      .insert(codCollections)
      .values({ orderId: collected.id, amountPaisa: rupees(2000), collectedBy: staff.get('sales')?.user.id as number });

    const { orders } = await home('sales');
    expect(orders.today).toMatchObject({ orders: 4, revenue: 6000 });
    expect(orders.today.by_status).toEqual([
      { status: 'Pending Order', orders: 1, revenue: 1000 },
      { status: 'Confirm', orders: 0, revenue: 0 },
      { status: 'Shipping', orders: 0, revenue: 0 },
      { status: 'On Way', orders: 1, revenue: 2000 },
      { status: 'Delivered', orders: 1, revenue: 3000 },
      { status: 'Cancelled', orders: 1, revenue: 500 },
    ]);
    expect(orders.week).toMatchObject({ orders: 4, revenue: 6000 });
    // The On Way order's cash is recorded; the delivered one's is not.
    expect(orders.cod_due).toEqual({ count: 1, amount: 3000 });
    expect(orders.overdue.count).toBe(0);
  });

  it('splits today and this week at midnight in Kathmandu (the week starts on Sunday), and flags Pending Orders over 24 hours old', async () => {
    // Wednesday 12 June 2030, 10:00 in Nepal; its week began on Sunday 9 June.
    const now = new Date(startOfNepalDay('2030-06-12').getTime() + 10 * 3_600_000);
    const today = startOfNepalDay('2030-06-12');
    const weekStart = startOfNepalDay('2030-06-09');
    await anOrder('Confirm', 100, today); // the first instant of today
    await anOrder('Confirm', 200, new Date(today.getTime() - 1)); // the last instant of yesterday: this week only
    await anOrder('Delivered', 400, weekStart); // the first instant of the week
    await anOrder('Delivered', 800, new Date(weekStart.getTime() - 1)); // last week
    const late = await anOrder('Pending Order', 1600, new Date(now.getTime() - 25 * 3_600_000));
    const recent = await anOrder('Pending Order', 3200, new Date(now.getTime() - 23 * 3_600_000));

    const { orders } = await dashboard(t.database.db, 'owner', now);
    expect(orders?.today).toMatchObject({ from: '2030-06-12', to: '2030-06-12', orders: 1, revenue: 100 });
    expect(orders?.week).toMatchObject({ from: '2030-06-09', to: '2030-06-12', orders: 5, revenue: 100 + 200 + 400 + 1600 + 3200 });
    expect(orders?.week.by_status.find((s) => s.status === 'Delivered')).toEqual({ status: 'Delivered', orders: 1, revenue: 400 });
    const overdue = orders?.overdue.oldest.map((o) => o.order_number) ?? [];
    expect(overdue).toContain(late.orderNumber);
    expect(overdue).not.toContain(recent.orderNumber);
    expect(orders?.overdue.oldest.find((o) => o.order_number === late.orderNumber)).toEqual({
      order_number: late.orderNumber,
      customer: 'Buyer of 1600',
      created_at: late.createdAt.toISOString(),
    });
  });

  it('lists active products at or under their own threshold, most short first, leaving out hidden and on-request ones', async () => {
    const db = t.database.db;
    await createProduct(db, { title: 'Low five', stock: 5 });
    await createProduct(db, { title: 'Sold out', stock: 0 });
    await createProduct(db, { title: 'Plenty', stock: 6 });
    await createProduct(db, { title: 'Own threshold', stock: 8, lowStockAt: 10 });
    await createProduct(db, { title: 'Never low', stock: 1, lowStockAt: 0 });
    await createProduct(db, { title: 'Hidden', stock: 1, active: false });
    await createProduct(db, { title: 'On request', stock: 0, onRequest: true });
    const { low_stock } = await home('editor');
    expect(low_stock.count).toBe(3);
    expect(
      low_stock.products.map((p: { title: string; stock: number; low_stock_at: number }) => [p.title, p.stock, p.low_stock_at]),
    ).toEqual([
      ['Sold out', 0, 5],
      ['Own threshold', 8, 10],
      ['Low five', 5, 5],
    ]);
  });

  it('shows the newest inbox items across the forms, newest first, and the latest audit entries', async () => {
    const db = t.database.db;
    await db.insert(quoteRequests).values({
      reference: 'QR-DASH-1',
      type: 'Single',
      fullName: 'Asha Quote',
      emailAddress: 'asha@example.com',
      phoneNumber: '9800000001',
      address: 'Lalitpur',
      createdAt: new Date(Date.now() - 60_000),
    });
    await db
      .insert(contactMessages)
      .values({ reference: 'CM-DASH-1', name: 'Binod Contact', email: 'binod@example.com', message: 'Hello' });
    const { inbox } = await home('sales');
    expect(inbox.slice(0, 2)).toEqual([
      { kind: 'contact', reference: 'CM-DASH-1', name: 'Binod Contact', status: 'new', at: expect.any(String) },
      { kind: 'quote', reference: 'QR-DASH-1', name: 'Asha Quote', status: 'new', at: expect.any(String) },
    ]);

    const order = await anOrder('Delivered', 700);
    const cod = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderNumber}/cod`,
      headers: headersOf('manager'),
      payload: { amount: 700 },
    });
    expect(cod.statusCode).toBe(200);
    const { activity } = await home('owner');
    expect(activity[0]).toMatchObject({
      who: staff.get('manager')?.user.name,
      role: 'manager',
      action: 'order.cod',
      entity: 'order',
      entity_id: order.orderNumber,
    });
    expect(activity.length).toBeLessThanOrEqual(10);
  });
});
