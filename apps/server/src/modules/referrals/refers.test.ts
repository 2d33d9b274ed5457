import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referrals } from '../../db/schema/wallet.ts';
import { createSignedInUser, createUser } from '../../test/factories/accounts.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { maskName } from './mask-name.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refers = (auth: object = {}, payload?: object) =>
  t.app.inject({ method: 'POST', url: '/api/customer/refers', headers: { ...apiHeaders, ...auth }, payload });

describe('POST /api/customer/refers', () => {
  it('lists the people I referred, newest first, names masked, with their state and join date', async () => {
    const me = await createSignedInUser(t.database.db, { passwordHash: null });
    const ramesh = await createUser(t.database.db, { name: 'Ramesh Thapa', passwordHash: null });
    const sita = await createUser(t.database.db, { name: 'Sita Sharma', passwordHash: null });
    const someoneElses = await createUser(t.database.db, { passwordHash: null });
    const other = await createUser(t.database.db, { passwordHash: null });
    await t.database.db.insert(referrals).values([
      { referrerId: me.user.id, referredId: ramesh.id, status: 'rewarded', createdAt: new Date('2026-06-21T04:15:00Z') },
      // 19:00 UTC is 00:45 the next day in Kathmandu.
      { referrerId: me.user.id, referredId: sita.id, status: 'verified', createdAt: new Date('2026-08-01T19:00:00Z') },
      { referrerId: other.id, referredId: someoneElses.id },
    ]);
    const res = await refers(me.auth, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: 'success',
      orders: [
        { name: 'S**** S****', status: 'verified', date: '2026-08-02' },
        { name: 'R**** T****', status: 'rewarded', date: '2026-06-21' },
      ],
    });
    expect(res.body).not.toMatch(/Ramesh|Sita|@example/);
  });

  it('is empty for someone who referred nobody, and needs a sign-in', async () => {
    const me = await createSignedInUser(t.database.db, { passwordHash: null });
    expect((await refers(me.auth)).json()).toEqual({ result: 'success', orders: [] });
    expect((await refers({}, {})).statusCode).toBe(401);
    expect((await refers(me.auth, [1, 2])).statusCode).toBe(400);
  });
});

describe('maskName', () => {
  it.each([
    ['Ramesh Thapa', 'R**** T****'],
    ['  anjali   gurung ', 'A**** G****'],
    ['Ā', 'Ā****'],
    ['', '****'],
  ])('%j → %j', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });
});
