import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { createProduct } from '../../test/factories/catalog.ts';
import { createUser } from '../../test/factories/accounts.ts';
import { createOrder } from '../../test/factories/orders.ts';
import { createSignedInStaff } from '../../test/factories/staff.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

// The order desk's one order (issue #15): what staff see, and the moves their role may make,
// through the one status service, audited in the same transaction.

let t: TestApp;
type Headers = Record<string, string>;
const staff: Record<'manager' | 'sales' | 'warehouse', { headers: Headers; name: string }> = {} as never;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['manager', 'sales', 'warehouse'] as const) {
    const signedIn = await createSignedInStaff(t.database.db, role);
    staff[role] = { headers: signedIn.headers, name: signedIn.user.name };
  }
});
afterAll(() => t.close());

const open = (who: Headers, number: string) => t.app.inject({ url: `/api/admin/orders/${number}`, headers: { ...apiHeaders, ...who } });
const move = (who: Headers, number: string, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${number}/status`, headers: { ...apiHeaders, ...who }, payload: body });

async function anOrder(status: 'Pending Order' | 'Confirm' | 'Delivered' = 'Pending Order') {
  const db = t.database.db;
  const customer = await createUser(db, { name: 'Sita Sharma' });
  const product = await createProduct(db, { sku: `SR-T-${Math.random().toString(36).slice(2, 8)}` });
  const { order } = await createOrder(db, {
    userId: customer.id,
    status,
    items: [{ name: product.title, quantity: 2, unitPricePaisa: 4_500_00 }],
  });
  await db.update(orderItems).set({ productId: product.id }).where(eq(orderItems.orderId, order.id));
  return { number: order.orderNumber, id: order.id, sku: product.sku };
}

const auditRows = (number: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, number)));

describe('GET /api/admin/orders/{orderNumber}', () => {
  it('shows the lines with SKUs, the customer and address, the money, and the moves this role may make', async () => {
    const { number, sku } = await anOrder('Confirm');
    const res = await open(staff.manager.headers, number.toLowerCase());
    expect(res.statusCode).toBe(200);
    const { order } = res.json();
    expect(order).toMatchObject({ order_number: number, status: 'Confirm', customer: { name: 'Sita Sharma' }, total: 9000 });
    expect(order.items[0]).toMatchObject({ sku, quantity: 2, unit_price: 4500, amount: 9000 });
    expect(order.address).toMatchObject({ full_name: 'Sita Sharma', city: 'Kathmandu' });
    expect(order.next).toEqual(['Shipping', 'Cancelled']);
    expect((await open(staff.warehouse.headers, number)).json().order.next).toEqual(['Shipping']);
  });

  it('answers 404 in the envelope for an order that does not exist', async () => {
    const res = await open(staff.manager.headers, 'SRK-NOSUCH00');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ result: 'error', errorMessage: 'Order SRK-NOSUCH00 was not found.' });
  });
});

describe('POST /api/admin/orders/{orderNumber}/status', () => {
  it('moves the order, keeps who and why in its history, mails the customer and audits it in the same transaction', async () => {
    const { number } = await anOrder();
    const res = await move(staff.sales.headers, number, { to: 'Confirm' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(`Order ${number} moved from Pending Order to Confirm.`);
    expect(body.order.status).toBe('Confirm');
    expect(body.order.history.at(-1)).toMatchObject({ from: 'Pending Order', to: 'Confirm', by: staff.sales.name, by_role: 'sales' });
    const rows = await auditRows(number);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'order.status',
      actorRole: 'sales',
      before: { status: 'Pending Order' },
      after: { status: 'Confirm', reason: null },
    });
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'order-status'));
    expect(mails.some((m) => JSON.stringify(m).includes(number))).toBe(true);
  });

  it('refuses the warehouse a move before Confirm and any cancel: 403, nothing changes, nothing audited', async () => {
    const pending = await anOrder();
    const confirmed = await anOrder('Confirm');
    for (const [number, to] of [
      [pending.number, 'Confirm'],
      [confirmed.number, 'Cancelled'],
    ] as const) {
      const res = await move(staff.warehouse.headers, number, { to, reason: 'Customer asked' });
      expect(res.statusCode).toBe(403);
      expect(res.json().errorMessage).toBe('Your role cannot make this move.');
      expect(await auditRows(number)).toEqual([]);
    }
    const [row] = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, pending.id));
    expect(row?.status).toBe('Pending Order');
    expect((await move(staff.warehouse.headers, confirmed.number, { to: 'Shipping' })).statusCode).toBe(200);
  });

  it('needs a reason to cancel, and cancels once with it (audited as a cancel)', async () => {
    const { number } = await anOrder('Confirm');
    const bare = await move(staff.manager.headers, number, { to: 'Cancelled' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toEqual({ reason: 'Please give the reason for cancelling.' });
    const cancelled = await move(staff.manager.headers, number, { to: 'Cancelled', reason: 'Out of stock at the supplier' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().order.history.at(-1)).toMatchObject({ to: 'Cancelled', reason: 'Out of stock at the supplier' });
    const again = await move(staff.manager.headers, number, { to: 'Cancelled', reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect((await auditRows(number)).map((r) => r.action)).toEqual(['order.cancel']);
  });

  it('refuses a move the transition table does not have with 409, and a status it does not know with 400', async () => {
    const { number } = await anOrder('Delivered');
    const res = await move(staff.manager.headers, number, { to: 'Confirm' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessage).toBe(`Order ${number} is Delivered: it cannot go to Confirm; it can only go to Cancelled.`);
    expect((await move(staff.manager.headers, number, { to: 'Lost' })).statusCode).toBe(400);
  });
});

describe('POST /api/admin/orders/status (many at once)', () => {
  it('moves each order in its own transaction and says, per order, what came of it', async () => {
    const first = await anOrder('Confirm');
    const second = await anOrder('Confirm');
    const pending = await anOrder();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders/status',
      headers: { ...apiHeaders, ...staff.warehouse.headers },
      payload: { orders: [first.number, pending.number, 'SRK-NOSUCH00', second.number.toLowerCase()], to: 'Shipping' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.moved).toBe(2);
    expect(body.results).toEqual([
      { order_number: first.number, ok: true, status: 'Shipping', message: `Order ${first.number} moved from Confirm to Shipping.` },
      {
        order_number: pending.number,
        ok: false,
        status: null,
        message: `Order ${pending.number} is Pending Order: it cannot go to Shipping; it can only go to Confirm or Cancelled.`,
      },
      { order_number: 'SRK-NOSUCH00', ok: false, status: null, message: 'Order SRK-NOSUCH00 was not found.' },
      { order_number: second.number, ok: true, status: 'Shipping', message: `Order ${second.number} moved from Confirm to Shipping.` },
    ]);
    expect((await auditRows(first.number)).map((r) => r.action)).toEqual(['order.status']);
  });

  it('needs the reason once to cancel many, and refuses an empty or oversized selection', async () => {
    const send = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/admin/orders/status', headers: { ...apiHeaders, ...staff.manager.headers }, payload });
    expect((await send({ orders: [(await anOrder()).number], to: 'Cancelled' })).json().message).toEqual({
      reason: 'Please give the reason for cancelling.',
    });
    expect((await send({ orders: [], to: 'Confirm' })).statusCode).toBe(400);
    expect((await send({ orders: Array.from({ length: 101 }, (_, i) => `SRK-${i}`), to: 'Confirm' })).statusCode).toBe(400);
  });
});
