import { and, eq } from 'drizzle-orm';
import { dayInNepal } from '@suraksha/domain/nepal-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { createUser } from '../../test/factories/accounts.ts';
import { createOrder } from '../../test/factories/orders.ts';
import { createSignedInStaff } from '../../test/factories/staff.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

// Cash on delivery (issue #15): the cash received is recorded once per order, a difference needs a
// note, and the daily report says what each staff member should hand in.

let t: TestApp;
let warehouse: Awaited<ReturnType<typeof createSignedInStaff>>;
let sales: Awaited<ReturnType<typeof createSignedInStaff>>;

beforeAll(async () => {
  t = await createTestApp();
  warehouse = await createSignedInStaff(t.database.db, 'warehouse');
  sales = await createSignedInStaff(t.database.db, 'sales');
});
afterAll(() => t.close());

async function anOrder(status: 'On Way' | 'Delivered' | 'Confirm', totalPaisa = 9000_00) {
  const customer = await createUser(t.database.db);
  return (await createOrder(t.database.db, { userId: customer.id, status, totalPaisa })).order.orderNumber;
}

const collect = (who: Record<string, string>, number: string, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${number}/cod`, headers: { ...apiHeaders, ...who }, payload: body });

describe('POST /api/admin/orders/{orderNumber}/cod', () => {
  it('records the cash once, shows it on the order, and audits it in the same transaction', async () => {
    const number = await anOrder('Delivered');
    const res = await collect(warehouse.headers, number, { amount: 9000 });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`Rs 9000.00 recorded for order ${number}.`);
    expect(res.json().order.cod).toMatchObject({ amount: 9000, by: warehouse.user.name, note: null });
    const again = await collect(sales.headers, number, { amount: 9000 });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessage).toBe('The cash for this order has already been recorded.');
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.cod'), eq(auditLog.entityId, number)));
    expect(rows).toHaveLength(1);
  });

  it('needs a note when the cash differs from the total, and waits until the order is on its way', async () => {
    const number = await anOrder('On Way');
    const short = await collect(warehouse.headers, number, { amount: 8500 });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toEqual({ note: 'The cash differs from the order total: please note why.' });
    expect((await collect(warehouse.headers, number, { amount: 8500, note: 'Customer paid Rs 500 by eSewa' })).statusCode).toBe(200);
    const early = await collect(warehouse.headers, await anOrder('Confirm'), { amount: 9000 });
    expect(early.statusCode).toBe(409);
    expect(early.json().errorMessage).toBe('Cash is recorded once the order is On Way or Delivered.');
    expect((await collect(warehouse.headers, number, { amount: -1 })).statusCode).toBe(400);
    expect((await collect(warehouse.headers, number, { amount: 10.001 })).statusCode).toBe(400);
  });

  it('records one sum for two staff members recording at once', async () => {
    const number = await anOrder('Delivered');
    const answers = await Promise.all([
      collect(warehouse.headers, number, { amount: 9000 }),
      collect(sales.headers, number, { amount: 9000 }),
    ]);
    expect(answers.map((r) => r.statusCode).toSorted()).toEqual([200, 409]);
  });
});

describe('GET /api/admin/reports/cod', () => {
  it("lists what each staff member collected today in Nepal, and the sums that differ from their order's total", async () => {
    const res = await t.app.inject({ url: `/api/admin/reports/cod?day=${dayInNepal()}`, headers: { ...apiHeaders, ...sales.headers } });
    expect(res.statusCode).toBe(200);
    const report = res.json();
    const mine = report.staff.find((s: { id: number }) => s.id === warehouse.user.id);
    expect(mine).toMatchObject({ name: warehouse.user.name, role: 'warehouse' });
    expect(report.total).toBe(report.staff.reduce((sum: number, s: { amount: number }) => sum + s.amount, 0));
    expect(report.differences).toEqual(
      expect.arrayContaining([expect.objectContaining({ total: 9000, collected: 8500, note: 'Customer paid Rs 500 by eSewa' })]),
    );
    const empty = await t.app.inject({ url: '/api/admin/reports/cod?day=2020-01-01', headers: { ...apiHeaders, ...sales.headers } });
    expect(empty.json()).toEqual({ result: 'success', day: '2020-01-01', staff: [], total: 0, differences: [] });
    expect(
      (await t.app.inject({ url: '/api/admin/reports/cod?day=2026-02-30', headers: { ...apiHeaders, ...sales.headers } })).statusCode,
    ).toBe(400);
  });
});
