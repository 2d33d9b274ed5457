import { REFERRAL_REWARD_PAISA } from '@suraksha/domain/constants';
import { ORDER_STATUSES, type OrderStatus } from '@suraksha/domain/order-status';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { orderStatusHistory, orders } from '../../db/schema/orders.ts';
import { referrals, walletLedger, wallets } from '../../db/schema/wallet.ts';
import type { Database } from '../../platform/database.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { createUser } from '../../test/factories/accounts.ts';
import { createOrder } from '../../test/factories/orders.ts';
import { testEngine } from '../../test/test-database.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { changeOrderStatus } from './status-service.ts';

const SYSTEM = { kind: 'system' } as const;

let t: TestApp;
let db: Database;
let buyer: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  buyer = await createUser(db, { passwordHash: null });
});

/** An order of the shared buyer (no password hashing per test: these tests never sign in). */
const buyerOrder = (status: OrderStatus) => createOrder(db, { userId: buyer.id, email: buyer.email, status });
afterAll(() => t.close());

const ALLOWED = new Set([
  'Pending Order→Confirm',
  'Pending Order→Cancelled',
  'Confirm→Shipping',
  'Confirm→Cancelled',
  'Shipping→On Way',
  'Shipping→Cancelled',
  'On Way→Delivered',
  'Delivered→Cancelled',
]);
const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as [OrderStatus, OrderStatus]));

async function statusOf(orderId: number) {
  const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row?.status;
}

/** A referrer, a customer they referred (verified), and the referred customer's order in `status`. */
async function referredOrder(status: OrderStatus = 'On Way') {
  const referrer = await createUser(db, { passwordHash: null });
  const friend = await createUser(db, { passwordHash: null, referredById: referrer.id });
  await db.insert(referrals).values({ referrerId: referrer.id, referredId: friend.id, status: 'verified' });
  const { order } = await createOrder(db, { userId: friend.id, email: friend.email, status });
  return { referrer, friend, order };
}

async function walletOf(userId: number) {
  const [wallet] = await db.select({ balance: wallets.balancePaisa }).from(wallets).where(eq(wallets.userId, userId));
  const [ledger] = await db
    .select({
      sum: sql<string>`coalesce(sum(case when ${walletLedger.kind} = 'credit' then ${walletLedger.amountPaisa} else -${walletLedger.amountPaisa} end), 0)`,
    })
    .from(walletLedger)
    .where(eq(walletLedger.userId, userId));
  const credits = await db
    .select()
    .from(walletLedger)
    .where(and(eq(walletLedger.userId, userId), eq(walletLedger.reason, 'referral')));
  return { balance: wallet?.balance ?? 0, ledgerSum: Number(ledger?.sum ?? 0), referralCredits: credits };
}

describe('changeOrderStatus: the transition table', () => {
  it.each(pairs.filter(([f, to]) => ALLOWED.has(`${f}→${to}`)))(
    'moves %s → %s, with history and a mail to the customer',
    async (from, to) => {
      const { order } = await buyerOrder(from);
      const change = await changeOrderStatus(db, {
        orderNumber: order.orderNumber,
        to,
        actor: SYSTEM,
        publicUrl: 'https://suraksha.example',
      });
      expect(change).toEqual({ orderNumber: order.orderNumber, from, to, referralReward: null });
      expect(await statusOf(order.id)).toBe(to);
      const history = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
      expect(history).toEqual([expect.objectContaining({ fromStatus: from, toStatus: to, actorId: null })]);
      const [mail] = await db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.template, 'order-status'), sql`${mailOutbox.subject} like ${`%${order.orderNumber}%`}`));
      expect(mail?.to).toBe(order.email);
      expect(mail?.subject).toBe(`Order ${order.orderNumber}: ${to}`);
      expect(mail?.text).toContain(`https://suraksha.example/dashboard/my-orders/${order.orderNumber}`);
    },
  );

  it.each(pairs.filter(([f, to]) => !ALLOWED.has(`${f}→${to}`)))('refuses %s → %s and changes nothing', async (from, to) => {
    const { order } = await buyerOrder(from);
    const refused = changeOrderStatus(db, { orderNumber: order.orderNumber, to, actor: SYSTEM });
    await expect(refused).rejects.toBeInstanceOf(ConflictError);
    await expect(refused).rejects.toThrow(`Order ${order.orderNumber} is ${from}: it cannot go to ${to}`);
    expect(await statusOf(order.id)).toBe(from);
    expect(await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id))).toEqual([]);
    expect(
      await db
        .select()
        .from(mailOutbox)
        .where(sql`${mailOutbox.text} like ${`%${order.orderNumber}%`}`),
    ).toEqual([]);
  });

  it('reads the order number and the status as a person types them', async () => {
    const { order } = await buyerOrder('Shipping');
    const change = await changeOrderStatus(db, { orderNumber: ` ${order.orderNumber.toLowerCase()} `, to: 'on way', actor: SYSTEM });
    expect(change.to).toBe('On Way');
  });

  it('refuses an unknown order and an unknown status', async () => {
    await expect(changeOrderStatus(db, { orderNumber: 'SRK-NOSUCH00', to: 'Confirm', actor: SYSTEM })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(changeOrderStatus(db, { orderNumber: 'SRK-NOSUCH00', to: 'Shipped', actor: SYSTEM })).rejects.toBeInstanceOf(
      ValidationError,
    );
  });
});

describe('the referral reward', () => {
  it("credits the referrer Rs 500 once, when the referred customer's first order is delivered", async () => {
    const { referrer, friend, order } = await referredOrder();
    const change = await changeOrderStatus(db, { orderNumber: order.orderNumber, to: 'Delivered', actor: SYSTEM });
    expect(change.referralReward).toEqual({ referrerId: referrer.id, amountPaisa: REFERRAL_REWARD_PAISA });
    const wallet = await walletOf(referrer.id);
    expect(wallet.balance).toBe(REFERRAL_REWARD_PAISA);
    expect(wallet.ledgerSum).toBe(wallet.balance);
    expect(wallet.referralCredits).toEqual([
      expect.objectContaining({ kind: 'credit', amountPaisa: REFERRAL_REWARD_PAISA, orderId: order.id }),
    ]);
    const [referral] = await db.select().from(referrals).where(eq(referrals.referredId, friend.id));
    expect(referral?.status).toBe('rewarded');
    expect(referral?.rewardedAt).toBeInstanceOf(Date);
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, referrer.email), eq(mailOutbox.template, 'referral-reward')));
    expect(mail?.subject).toBe('You earned Rs 500.00 for referring a friend');
    expect(mail?.text).toBe(
      'Namaste ' +
        referrer.name +
        ',\n\nA friend you invited to Suraksha has received their first order, so Rs 500.00 is now in your wallet.\n' +
        'You can use it at checkout on your next order. Thank you for spreading the word!\n\nSuraksha',
    );

    // The friend's second delivered order pays nothing more.
    const { order: second } = await createOrder(db, { userId: friend.id, email: friend.email, status: 'On Way' });
    expect((await changeOrderStatus(db, { orderNumber: second.orderNumber, to: 'Delivered', actor: SYSTEM })).referralReward).toBeNull();
    expect((await walletOf(referrer.id)).balance).toBe(REFERRAL_REWARD_PAISA);
  });

  it('tells a referrer who reads Nepali in Nepali (decision 0129)', async () => {
    const { referrer, order } = await referredOrder();
    await db.update(users).set({ language: 'ne' }).where(eq(users.id, referrer.id));
    await changeOrderStatus(db, { orderNumber: order.orderNumber, to: 'Delivered', actor: SYSTEM });
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, referrer.email), eq(mailOutbox.template, 'referral-reward')));
    expect(mail?.subject).toBe('साथीलाई सिफारिस गरेबापत तपाईंले Rs 500.00 पाउनुभयो');
    expect(mail?.text).toContain('अब तपाईंको वालेटमा Rs 500.00 थपिएको छ।');
  });

  it('adds the reward to a wallet that already holds money, ledger and balance in step', async () => {
    const { referrer, order } = await referredOrder();
    await db.insert(walletLedger).values({ userId: referrer.id, kind: 'credit', amountPaisa: 1_500_00, reason: 'signup-bonus' });
    await db.insert(wallets).values({ userId: referrer.id, balancePaisa: 1_500_00 });
    await changeOrderStatus(db, { orderNumber: order.orderNumber, to: 'Delivered', actor: SYSTEM });
    const wallet = await walletOf(referrer.id);
    expect(wallet.balance).toBe(2_000_00);
    expect(wallet.ledgerSum).toBe(2_000_00);
  });

  it('pays nothing for a cancelled order or a customer nobody referred', async () => {
    const { referrer, order } = await referredOrder('Shipping');
    expect((await changeOrderStatus(db, { orderNumber: order.orderNumber, to: 'Cancelled', actor: SYSTEM })).referralReward).toBeNull();
    expect((await walletOf(referrer.id)).referralCredits).toEqual([]);
    const { order: unreferred } = await buyerOrder('On Way');
    expect(
      (await changeOrderStatus(db, { orderNumber: unreferred.orderNumber, to: 'Delivered', actor: SYSTEM })).referralReward,
    ).toBeNull();
  });
});

describe.skipIf(testEngine() !== 'postgres')('concurrency (PostgreSQL)', () => {
  it('20 concurrent deliveries of a referred first order: one lands, Rs 500 credited exactly once, the rest refused cleanly', async () => {
    const { referrer, order } = await referredOrder();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => changeOrderStatus(db, { orderNumber: order.orderNumber, to: 'Delivered', actor: SYSTEM })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refusals = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(refusals).toHaveLength(19);
    for (const reason of refusals) expect(reason).toBeInstanceOf(ConflictError);
    const wallet = await walletOf(referrer.id);
    expect(wallet.referralCredits).toHaveLength(1);
    expect(wallet.balance).toBe(REFERRAL_REWARD_PAISA);
    expect(wallet.ledgerSum).toBe(REFERRAL_REWARD_PAISA);
    expect(await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id))).toHaveLength(1);
  });

  it('two orders of the same referred customer delivered at once still pay the referrer once', async () => {
    const { referrer, friend, order } = await referredOrder();
    const { order: other } = await createOrder(db, { userId: friend.id, email: friend.email, status: 'On Way' });
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        changeOrderStatus(db, { orderNumber: (i % 2 ? order : other).orderNumber, to: 'Delivered', actor: SYSTEM }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(ConflictError);
    const wallet = await walletOf(referrer.id);
    expect(wallet.referralCredits).toHaveLength(1);
    expect(wallet.balance).toBe(REFERRAL_REWARD_PAISA);
  });
});
