import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { createSignedInStaff } from '../../test/factories/staff.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { salesWalletLimitPaisa, setSalesWalletLimitPaisa } from './repo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setLimit = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/settings/sales-wallet-limit', headers: { ...apiHeaders, ...headers }, payload });

describe('the sales wallet limit setting', () => {
  it('is Rs 5,000 until the owner sets it, then what the owner set', async () => {
    const { db } = t.database;
    expect(await salesWalletLimitPaisa(db)).toBe(5_000_00);
    await setSalesWalletLimitPaisa(db, 12_000_00, 1);
    expect(await salesWalletLimitPaisa(db)).toBe(12_000_00);
    await setSalesWalletLimitPaisa(db, 0, 1);
    expect(await salesWalletLimitPaisa(db)).toBe(0);
    await expect(setSalesWalletLimitPaisa(db, -1, 1)).rejects.toThrow(RangeError);
    await expect(setSalesWalletLimitPaisa(db, 1.5, 1)).rejects.toThrow(RangeError);
  });

  it('is changed by the owner from the back office, with an audit row of before and after', async () => {
    const { db } = t.database;
    await setSalesWalletLimitPaisa(db, 5_000_00, 1);
    const owner = await createSignedInStaff(db, 'owner');
    const res = await setLimit(owner.headers, { sales_wallet_limit: 7500.5 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 'success', settings: { sales_wallet_limit: 7500.5 } });
    expect(await salesWalletLimitPaisa(db)).toBe(7_500_50);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: { ...apiHeaders, cookie: owner.headers.cookie },
    });
    expect(read.json().settings.sales_wallet_limit).toBe(7500.5);
    const rows = await db.select().from(auditLog).where(eq(auditLog.action, 'setting.change'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: owner.user.id,
      actorRole: 'owner',
      entity: 'setting',
      entityId: 'sales_wallet_limit_paisa',
      before: { value_paisa: 5_000_00 },
      after: { value_paisa: 7_500_50 },
      requestId: res.headers['x-request-id'],
    });
  });

  it('is refused to the manager (403) and refuses an amount that is negative or has more than two decimals (400), changing nothing', async () => {
    const { db } = t.database;
    const before = await salesWalletLimitPaisa(db);
    const audited = await db.$count(auditLog);
    const manager = await createSignedInStaff(db, 'manager');
    expect((await setLimit(manager.headers, { sales_wallet_limit: 100 })).statusCode).toBe(403);
    const owner = await createSignedInStaff(db, 'owner');
    for (const sales_wallet_limit of [-1, 10.001, 1e9, '100']) {
      const res = await setLimit(owner.headers, { sales_wallet_limit });
      expect(res.statusCode, String(sales_wallet_limit)).toBe(400);
      expect(res.json().message).toHaveProperty('sales_wallet_limit');
    }
    expect(await salesWalletLimitPaisa(db)).toBe(before);
    expect(await db.$count(auditLog)).toBe(audited);
  });
});
