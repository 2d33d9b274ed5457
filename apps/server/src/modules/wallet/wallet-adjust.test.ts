import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { walletLedger } from '../../db/schema/wallet.ts';
import { createSignedInUser, createUser } from '../../test/factories/accounts.ts';
import { createProduct } from '../../test/factories/catalog.ts';
import { createSignedInStaff } from '../../test/factories/staff.ts';
import { checkoutPayload, commerceTestApp, fundWallet } from '../../test/commerce.ts';
import { apiHeaders } from '../../test/test-app.ts';

// A staff member's wallet adjustment (issue #15): credit or debit with a reason, through the ledger,
// never below zero, at most the role's limit, audited; beside a checkout the ledger stays the balance.

const shop = commerceTestApp();
const db = () => shop.t.database.db;

const adjust = (headers: Record<string, string>, customerId: number | string, body: object) =>
  shop.t.app.inject({
    method: 'POST',
    url: `/api/admin/customers/${customerId}/wallet`,
    headers: { ...apiHeaders, ...headers },
    payload: body,
  });

describe('POST /api/admin/customers/{customerId}/wallet', () => {
  it('credits and debits through the ledger with the reason, and audits each in its transaction', async () => {
    const manager = await createSignedInStaff(db(), 'manager');
    const customer = await createUser(db());
    const credit = await adjust(manager.headers, customer.id, { kind: 'credit', amount: 750, reason: 'Late delivery, sorry' });
    expect(credit.statusCode).toBe(200);
    expect(credit.json()).toEqual({
      result: 'success',
      message: 'Rs 750.00 credited to the wallet; it now holds Rs 750.00.',
      balance: 750,
    });
    const debit = await adjust(manager.headers, customer.id, { kind: 'debit', amount: 250.5, reason: 'Credited twice by mistake' });
    expect(debit.json().balance).toBe(499.5);
    expect(await shop.read.balance(customer.id)).toBe(499_50);
    expect(await shop.read.ledgerSum(customer.id)).toBe(499_50);
    const ledger = await db().select().from(walletLedger).where(eq(walletLedger.userId, customer.id));
    expect(ledger.map((l) => [l.kind, l.reason, l.note, l.actorId])).toEqual([
      ['credit', 'adjustment', 'Late delivery, sorry', manager.user.id],
      ['debit', 'adjustment', 'Credited twice by mistake', manager.user.id],
    ]);
    const audited = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'wallet.adjust'), eq(auditLog.entityId, String(customer.id))));
    expect(audited.map((a) => [a.before, a.after])).toEqual([
      [{ balance: 0 }, { balance: 750, kind: 'credit', amount: 750, reason: 'Late delivery, sorry' }],
      [{ balance: 750 }, { balance: 499.5, kind: 'debit', amount: 250.5, reason: 'Credited twice by mistake' }],
    ]);
  });

  it('never takes a wallet below zero, and changes nothing when it refuses', async () => {
    const manager = await createSignedInStaff(db(), 'manager');
    const customer = await createUser(db());
    await fundWallet(shop.t, customer.id, 100_00);
    const res = await adjust(manager.headers, customer.id, { kind: 'debit', amount: 100.01, reason: 'Too much' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessage).toBe('The wallet holds only Rs 100.00: a debit cannot take it below zero.');
    expect(await shop.read.balance(customer.id)).toBe(100_00);
    expect(await shop.read.ledgerSum(customer.id)).toBe(100_00);
  });

  it("holds the sales role to the shop's limit, needs a reason, and adjusts only customers' wallets", async () => {
    const sales = await createSignedInStaff(db(), 'sales');
    const customer = await createUser(db());
    const over = await adjust(sales.headers, customer.id, { kind: 'credit', amount: 5000.01, reason: 'Goodwill' });
    expect(over.statusCode).toBe(403);
    expect(over.json().errorMessage).toBe('Your role may adjust a wallet by at most Rs 5,000.00 at a time.');
    expect((await adjust(sales.headers, customer.id, { kind: 'credit', amount: 5000, reason: 'Goodwill' })).statusCode).toBe(200);
    const bare = await adjust(sales.headers, customer.id, { kind: 'credit', amount: 10, reason: '   ' });
    expect(bare.json().message).toEqual({ reason: 'Please give the reason for the adjustment.' });
    expect((await adjust(sales.headers, sales.user.id, { kind: 'credit', amount: 10, reason: 'Myself' })).statusCode).toBe(404);
    expect((await adjust(sales.headers, 'abc', { kind: 'credit', amount: 10, reason: 'x' })).statusCode).toBe(404);
  });

  it('keeps the ledger equal to the balance when adjustments and a checkout meet', async () => {
    const manager = await createSignedInStaff(db(), 'manager');
    const me = await createSignedInUser(db());
    await fundWallet(shop.t, me.user.id, 1000_00);
    const camera = await createProduct(db(), { pricePaisa: 3000_00, stock: 5 });
    await shop.api.addToBag(me.auth, camera.slug, 1);
    const answers = await Promise.all([
      shop.api.checkout(me.auth, checkoutPayload({ wallet_amount: 1000, total_amount: 2000 }), `adjust-race-${me.user.id}`),
      adjust(manager.headers, me.user.id, { kind: 'debit', amount: 600, reason: 'Race' }),
      adjust(manager.headers, me.user.id, { kind: 'credit', amount: 300, reason: 'Race' }),
      adjust(manager.headers, me.user.id, { kind: 'debit', amount: 500, reason: 'Race' }),
    ]);
    for (const res of answers) expect([200, 409]).toContain(res.statusCode);
    const balance = await shop.read.balance(me.user.id);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(await shop.read.ledgerSum(me.user.id)).toBe(balance);
  });
});
