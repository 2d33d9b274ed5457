import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { orderNotes } from '../../db/schema/orders.ts';
import { createSignedInUser } from '../../test/factories/accounts.ts';
import { createOrder } from '../../test/factories/orders.ts';
import { createSignedInStaff } from '../../test/factories/staff.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

// Internal notes and the order's timeline (issue #15): notes are stored and audited, for staff only;
// the timeline merges status moves, notes and every mail queued about the order, oldest first.

let t: TestApp;
type Headers = Record<string, string>;
const staff = {} as Record<'sales' | 'editor', { headers: Headers; name: string }>;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['sales', 'editor'] as const) {
    const signedIn = await createSignedInStaff(t.database.db, role);
    staff[role] = { headers: signedIn.headers, name: signedIn.user.name };
  }
});
afterAll(() => t.close());

const addNote = (who: Headers, number: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${number}/notes`, headers: { ...apiHeaders, ...who }, payload });
const open = (who: Headers, number: string) => t.app.inject({ url: `/api/admin/orders/${number}`, headers: { ...apiHeaders, ...who } });

async function aCustomersOrder() {
  const customer = await createSignedInUser(t.database.db, { name: 'Sita Sharma' });
  const { order } = await createOrder(t.database.db, { userId: customer.user.id, email: customer.user.email });
  return { number: order.orderNumber, id: order.id, customer };
}

const notesOf = (orderId: number) => t.database.db.select().from(orderNotes).where(eq(orderNotes.orderId, orderId));
const noteAudits = (number: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, number), eq(auditLog.action, 'order.note')));

describe('POST /api/admin/orders/{orderNumber}/notes', () => {
  it('stores the trimmed note with who wrote it, audits it, and shows it in the timeline', async () => {
    const { number, id } = await aCustomersOrder();
    const res = await addNote(staff.sales.headers, number, { note: '  Customer asked to deliver after 5 pm.  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Note added.');
    expect(res.json().order.timeline.at(-1)).toMatchObject({
      kind: 'note',
      by: staff.sales.name,
      by_role: 'sales',
      note: 'Customer asked to deliver after 5 pm.',
    });
    const [stored] = await notesOf(id);
    expect(stored).toMatchObject({ note: 'Customer asked to deliver after 5 pm.' });
    const audits = await noteAudits(number);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorRole: 'sales', entity: 'order', after: { note: 'Customer asked to deliver after 5 pm.' } });
  });

  it('answers 400 for an empty, blank or too long note and stores nothing', async () => {
    const { number, id } = await aCustomersOrder();
    for (const [payload, message] of [
      [{}, 'Please write the note.'],
      [{ note: '   ' }, 'Please write the note.'],
      [{ note: 'x'.repeat(2001) }, 'The note must be at most 2000 characters.'],
    ] as const) {
      const res = await addNote(staff.sales.headers, number, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual({ note: message });
    }
    expect((await addNote(staff.sales.headers, number, { note: 'x'.repeat(2000) })).statusCode).toBe(200);
    expect(await notesOf(id)).toHaveLength(1);
    expect(await noteAudits(number)).toHaveLength(1);
  });

  it('answers 404 for an unknown order, and 403 to a role without orders.notes', async () => {
    expect((await addNote(staff.sales.headers, 'SRK-NOSUCH00', { note: 'Hello' })).statusCode).toBe(404);
    const { number, id } = await aCustomersOrder();
    expect((await addNote(staff.editor.headers, number, { note: 'Hello' })).statusCode).toBe(403);
    expect(await notesOf(id)).toEqual([]);
  });

  it('never reaches the customer: not in My Orders, the invoice answer or order tracking', async () => {
    const { number, customer } = await aCustomersOrder();
    const secret = 'Internal: customer was rude on the phone';
    expect((await addNote(staff.sales.headers, number, { note: secret })).statusCode).toBe(200);
    const answers = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/customer/myorders', headers: { ...apiHeaders, ...customer.auth }, payload: {} }),
      t.app.inject({ url: `/api/customer/myorders/${number}`, headers: { ...apiHeaders, ...customer.auth } }),
      t.app.inject({
        method: 'POST',
        url: '/api/order/tracking',
        headers: apiHeaders,
        payload: { email: customer.user.email, orderNumber: number },
      }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain(number);
      expect(answer.body).not.toContain('rude');
      expect(answer.body).not.toMatch(/timeline|"notes?"/);
    }
  });
});

describe('the order timeline', () => {
  it('merges status moves, notes and the mails queued about the order, oldest first', async () => {
    const { number, customer } = await aCustomersOrder();
    expect((await addNote(staff.sales.headers, number, { note: 'Called, confirmed by phone.' })).statusCode).toBe(200);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${number}/status`,
      headers: { ...apiHeaders, ...staff.sales.headers },
      payload: { to: 'Confirm' },
    });
    expect(moved.statusCode).toBe(200);
    const { timeline } = (await open(staff.sales.headers, number)).json().order;
    expect(timeline.map((e: { kind: string }) => e.kind)).toEqual(['note', 'status', 'mail']);
    expect(timeline[1]).toMatchObject({ kind: 'status', from: 'Pending Order', to: 'Confirm', by: staff.sales.name, by_role: 'sales' });
    expect(timeline[2]).toMatchObject({
      kind: 'mail',
      to: customer.user.email,
      subject: `Order ${number}: Confirm`,
      status: 'pending',
      sent_at: null,
    });
    const times = timeline.map((e: { at: string }) => Date.parse(e.at));
    expect(times).toEqual(times.toSorted((a: number, b: number) => a - b));
  });

  it("shows a mail's sent time and status once the worker has sent it, and no other order's mails", async () => {
    const { number, id } = await aCustomersOrder();
    const other = await aCustomersOrder();
    for (const o of [number, other.number]) {
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${o}/status`,
        headers: { ...apiHeaders, ...staff.sales.headers },
        payload: { to: 'Confirm' },
      });
    }
    const sentAt = new Date('2030-01-01T00:00:00Z');
    await t.database.db.update(mailOutbox).set({ status: 'sent', sentAt }).where(eq(mailOutbox.orderId, id));
    const mails = (await open(staff.sales.headers, number)).json().order.timeline.filter((e: { kind: string }) => e.kind === 'mail');
    expect(mails).toEqual([
      expect.objectContaining({ subject: `Order ${number}: Confirm`, status: 'sent', sent_at: sentAt.toISOString() }),
    ]);
  });
});
