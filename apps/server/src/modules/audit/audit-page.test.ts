import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { createUser } from '../../test/factories/accounts.ts';
import { createOrder } from '../../test/factories/orders.ts';
import { createSignedInStaff } from '../../test/factories/staff.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

// The audit log's page and export (issue #15): every staff write, filterable, as a diff and as CSV.

let t: TestApp;
let manager: Awaited<ReturnType<typeof createSignedInStaff>>;
let owner: Awaited<ReturnType<typeof createSignedInStaff>>;
let orderNumber: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  manager = await createSignedInStaff(db, 'manager');
  owner = await createSignedInStaff(db, 'owner');
  const customer = await createUser(db);
  orderNumber = (await createOrder(db, { userId: customer.id })).order.orderNumber;
  const move = (to: string, reason?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderNumber}/status`,
      headers: { ...apiHeaders, ...manager.headers },
      payload: { to, reason },
    });
  expect((await move('Confirm')).statusCode).toBe(200);
  expect((await move('Cancelled', '=HYPERLINK("http://evil")')).statusCode).toBe(200);
});
afterAll(() => t.close());

const read = (query = '') => t.app.inject({ url: `/api/admin/audit${query}`, headers: { ...apiHeaders, ...owner.headers } });

describe('GET /api/admin/audit', () => {
  it('lists the changes newest first with who, their role, and the values before and after', async () => {
    const res = await read(`?entity=order`);
    expect(res.statusCode).toBe(200);
    const { entries, pagination, choices } = res.json();
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['order.cancel', 'order.status']);
    expect(entries[1]).toMatchObject({
      actor: { id: manager.user.id, name: manager.user.name, role: 'manager' },
      entity: 'order',
      entity_id: orderNumber,
      before: { status: 'Pending Order' },
      after: { status: 'Confirm', reason: null },
    });
    expect(pagination).toMatchObject({ page: 1, total: 2 });
    expect(choices.actions).toEqual(expect.arrayContaining(['order.cancel', 'order.status']));
    expect(choices.staff).toEqual(expect.arrayContaining([{ id: manager.user.id, name: manager.user.name, role: 'manager' }]));
  });

  it('filters by staff member, action and day', async () => {
    expect((await read(`?staff=${owner.user.id}&entity=order`)).json().entries).toEqual([]);
    expect((await read('?action=order.cancel')).json().entries).toHaveLength(1);
    expect((await read('?from=2020-01-01&to=2020-01-31')).json().entries).toEqual([]);
    const refused = await read('?from=2026-02-30&staff=someone');
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().message).toSorted()).toEqual(['from', 'staff']);
  });
});

describe('GET /api/admin/audit.csv', () => {
  it('exports the filtered log as CSV, a formula-looking cell kept as text', async () => {
    const res = await t.app.inject({ url: '/api/admin/audit.csv?entity=order', headers: { ...apiHeaders, ...owner.headers } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="suraksha-audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trim().split('\n');
    expect(lines[0]).toBe('at (UTC),at (Nepal),staff,role,action,entity,entity id,before,after,ip,user agent,request id');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('order.cancel');
  });

  it('keeps a cell that starts like a spreadsheet formula as text', async () => {
    await t.database.db.update(users).set({ name: '=SUM(A1:A9)' }).where(eq(users.id, manager.user.id));
    const res = await t.app.inject({ url: '/api/admin/audit.csv?action=order.cancel', headers: { ...apiHeaders, ...owner.headers } });
    expect(res.body.trim().split('\n')[1]).toContain(",'=SUM(A1:A9),manager,");
  });

  it('is refused to a role without audit.read', async () => {
    const sales = await createSignedInStaff(t.database.db, 'sales');
    const res = await t.app.inject({ url: '/api/admin/audit.csv', headers: { ...apiHeaders, ...sales.headers } });
    expect(res.statusCode).toBe(403);
  });
});
