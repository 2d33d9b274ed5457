import { REFERRAL_REWARD_PAISA } from '@suraksha/domain/constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.ts';
import { referrals, walletLedger, wallets } from '../../db/schema/wallet.ts';
import { createUser } from '../../test/factories/accounts.ts';
import { createOrder } from '../../test/factories/orders.ts';
import { createSignedInStaff } from '../../test/factories/staff.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

// Issue #15: staff who mark an order Delivered from the order desk set off what the customer's
// first delivery always did — the referrer's reward, once, and the status mail.

let t: TestApp;
let warehouse: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  warehouse = (await createSignedInStaff(t.database.db, 'warehouse')).headers;
});
afterAll(() => t.close());

const deliver = (number: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${number}/status`,
    headers: { ...apiHeaders, ...warehouse },
    payload: { to: 'Delivered' },
  });

describe('delivering from the order desk', () => {
  it("pays the referrer once for a referred customer's first delivered order, and mails the customer", async () => {
    const db = t.database.db;
    const referrer = await createUser(db, { passwordHash: null });
    const friend = await createUser(db, { passwordHash: null, referredById: referrer.id });
    await db.insert(referrals).values({ referrerId: referrer.id, referredId: friend.id, status: 'verified' });
    const { order } = await createOrder(db, { userId: friend.id, email: friend.email, status: 'On Way' });

    const res = await deliver(order.orderNumber);
    expect(res.statusCode, res.body).toBe(200);
    const [wallet] = await db.select().from(wallets).where(eq(wallets.userId, referrer.id));
    expect(wallet?.balancePaisa).toBe(REFERRAL_REWARD_PAISA);
    const credits = await db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.userId, referrer.id), eq(walletLedger.reason, 'referral')));
    expect(credits).toEqual([expect.objectContaining({ kind: 'credit', amountPaisa: REFERRAL_REWARD_PAISA, orderId: order.id })]);
    const [referral] = await db.select().from(referrals).where(eq(referrals.referredId, friend.id));
    expect(referral?.status).toBe('rewarded');
    const mails = await db.select({ template: mailOutbox.template, to: mailOutbox.to }).from(mailOutbox);
    expect(mails).toEqual(
      expect.arrayContaining([{ template: 'referral-reward', to: referrer.email }, expect.objectContaining({ to: friend.email })]),
    );

    // The same order delivered again is refused, and pays nothing more.
    expect((await deliver(order.orderNumber)).statusCode).toBe(409);
    const [after] = await db.select().from(wallets).where(eq(wallets.userId, referrer.id));
    expect(after?.balancePaisa).toBe(REFERRAL_REWARD_PAISA);
  });
});
