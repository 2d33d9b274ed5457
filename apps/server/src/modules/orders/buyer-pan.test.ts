import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { orders } from '../../db/schema/orders.ts';
import { createSignedInUser } from '../../test/factories/accounts.ts';
import { createOrder } from '../../test/factories/orders.ts';
import { createSignedInStaff } from '../../test/factories/staff.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

// Staff set the buyer's PAN of an order while it is Pending Order (decision 0122); the invoice shows it.

let t: TestApp;
type Headers = Record<string, string>;
const staff = {} as Record<'sales' | 'editor', Headers>;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['sales', 'editor'] as const) staff[role] = (await createSignedInStaff(t.database.db, role)).headers;
});
afterAll(() => t.close());

const setPan = (who: Headers, number: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${number}/buyer-pan`, headers: { ...apiHeaders, ...who }, payload });

async function aCustomersOrder(status: 'Pending Order' | 'Confirm' = 'Pending Order') {
  const customer = await createSignedInUser(t.database.db, { name: 'Sita Sharma' });
  const { order } = await createOrder(t.database.db, { userId: customer.user.id, email: customer.user.email, status });
  const invoice = async () =>
    (await t.app.inject({ url: `/api/customer/myorders/${order.orderNumber}`, headers: { ...apiHeaders, ...customer.auth } })).json()
      .tax_documents[0];
  return { number: order.orderNumber, id: order.id, invoice };
}

describe('POST /api/admin/orders/{orderNumber}/buyer-pan', () => {
  it('sets the PAN on the order and its invoice, audited; empty clears it', async () => {
    const order = await aCustomersOrder();
    const numberBefore = (await order.invoice()).number;
    const res = await setPan(staff.sales, order.number, { buyer_pan: ' 301234567 ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: 'success', message: 'Buyer PAN saved; the invoice shows it.', buyer_pan: '301234567' });
    const invoice = await order.invoice();
    expect(invoice.number).toBe(numberBefore);
    expect(invoice.buyer).toContain('Buyer PAN: 301234567');
    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.number), eq(auditLog.action, 'order.buyer_pan')));
    expect(audited).toMatchObject({ before: { buyer_pan: null }, after: { buyer_pan: '301234567' } });

    expect((await setPan(staff.sales, order.number, { buyer_pan: '' })).json().buyer_pan).toBeNull();
    expect((await order.invoice()).buyer.some((line: string) => line.startsWith('Buyer PAN'))).toBe(false);
  });

  it('refuses a confirmed order (409), a bad PAN (400), an unknown order (404) and a role without order moves (403)', async () => {
    const confirmed = await aCustomersOrder('Confirm');
    const locked = await setPan(staff.sales, confirmed.number, { buyer_pan: '301234567' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message.buyer_pan).toMatch(/only while the order is Pending Order \(it is Confirm\)/);
    const [row] = await t.database.db.select({ pan: orders.buyerPan }).from(orders).where(eq(orders.id, confirmed.id));
    expect(row?.pan).toBeNull();

    const pending = await aCustomersOrder();
    const bad = await setPan(staff.sales, pending.number, { buyer_pan: '30123456X' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message.buyer_pan).toBe('A PAN is the 9 digits Inland Revenue issued; leave it empty if you have none.');
    expect((await setPan(staff.sales, 'SRK-NOSUCH00', { buyer_pan: '301234567' })).statusCode).toBe(404);
    expect((await setPan(staff.editor, pending.number, { buyer_pan: '301234567' })).statusCode).toBe(403);
  });
});
