import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { serviceRequests, supportTickets } from '../../db/schema/forms.ts';
import { referrals, walletLedger } from '../../db/schema/wallet.ts';
import { codeIn, createSignedInUser, createUser, createWallet, latestMail } from '../../test/factories/accounts.ts';
import { createOrder } from '../../test/factories/orders.ts';
import { createSignedInStaff } from '../../test/factories/staff.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

// The back office's customers (issue #15): the list, one customer's page, and disable / enable,
// resend verification and password reset, each audited in its transaction.

let t: TestApp;
type Headers = Record<string, string>;
let manager: { headers: Headers; user: { id: number; name: string } };
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  manager = await createSignedInStaff(db(), 'manager');
});
afterAll(() => t.close());

const get = (url: string, headers: Headers = manager.headers) => t.app.inject({ url, headers: { ...apiHeaders, ...headers } });
const post = (url: string, payload: object = {}, headers: Headers = manager.headers) =>
  t.app.inject({ method: 'POST', url, headers: { ...apiHeaders, ...headers }, payload });

/** A word no other test's customers carry, so each list test sees only its own rows. */
const tag = () => `Zq${randomBytes(4).toString('hex')}`;

const auditOf = (action: string, id: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(id))));

describe('GET /api/admin/customers', () => {
  it('searches by name, e-mail or phone, with orders, total spent (not cancelled), wallet, verified and joined', async () => {
    const word = tag();
    const sita = await createUser(db(), { name: `Sita ${word}`, phone: '+9779841000001' });
    const ram = await createUser(db(), { name: 'Ram Thapa', email: `ram.${word.toLowerCase()}@example.com`, emailVerifiedAt: null });
    await createUser(db(), { name: 'Hari Someone Else' });
    await createOrder(db(), { userId: sita.id, status: 'Delivered', totalPaisa: 1_000_00 });
    await createOrder(db(), { userId: sita.id, status: 'Shipping', totalPaisa: 500_50 });
    await createOrder(db(), { userId: sita.id, status: 'Cancelled', totalPaisa: 9_999_00 });
    await createWallet(db(), sita.id, 250_00);

    const res = await get(`/api/admin/customers?q=${word}&sort=name_asc`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ result: 'success', total: 2, page: 1, pageSize: 25 });
    expect(body.customers).toEqual([
      {
        id: ram.id,
        name: 'Ram Thapa',
        email: ram.email,
        phone: '+9779800000000',
        orders: 0,
        total_spent: 0,
        wallet: 0,
        verified: false,
        disabled: false,
        joined_at: ram.createdAt.toISOString(),
      },
      {
        id: sita.id,
        name: `Sita ${word}`,
        email: sita.email,
        phone: '+9779841000001',
        orders: 3,
        total_spent: 1500.5,
        wallet: 250,
        verified: true,
        disabled: false,
        joined_at: sita.createdAt.toISOString(),
      },
    ]);
    // Stored in E.164, found however staff write it: as shown (984-1000001), spaced, or a part.
    for (const q of ['984-100-0001', '984-1000001', '%2B977%209841000001', '1000001']) {
      const byPhone = (await get(`/api/admin/customers?q=${q}`)).json();
      expect(byPhone.customers.map((c: { id: number }) => c.id)).toEqual([sita.id]);
    }
    const unverified = (await get(`/api/admin/customers?q=${word}&verified=no`)).json();
    expect(unverified.customers.map((c: { id: number }) => c.id)).toEqual([ram.id]);
  });

  it('sorts by total spent, orders and joined, pages on the server, and lists customers only', async () => {
    const word = tag();
    const made = [];
    for (let i = 0; i < 27; i++) made.push(await createUser(db(), { name: `${word} ${String(i).padStart(2, '0')}` }));
    const [a, b, c] = made as [(typeof made)[0], (typeof made)[0], (typeof made)[0]];
    await createOrder(db(), { userId: a.id, status: 'Delivered', totalPaisa: 300_00 });
    await createOrder(db(), { userId: b.id, status: 'Confirm', totalPaisa: 100_00 });
    await createOrder(db(), { userId: b.id, status: 'Delivered', totalPaisa: 100_00 });
    await createOrder(db(), { userId: c.id, status: 'Cancelled', totalPaisa: 900_00 });
    await createUser(db(), { name: `${word} staff`, role: 'sales' });

    const ids = async (query: string) =>
      (await get(`/api/admin/customers?q=${word}&${query}`)).json().customers.map((x: { id: number }) => x.id);
    expect((await ids('sort=spent_desc')).slice(0, 2)).toEqual([a.id, b.id]);
    expect((await ids('sort=orders_desc')).slice(0, 3)).toEqual([b.id, c.id, a.id]);
    expect((await ids('sort=joined_asc')).slice(0, 2)).toEqual([a.id, b.id]);
    const first = (await get(`/api/admin/customers?q=${word}&sort=name_asc`)).json();
    expect(first.total).toBe(27);
    expect(first.customers).toHaveLength(25);
    const second = (await get(`/api/admin/customers?q=${word}&sort=name_asc&page=2`)).json();
    expect(second.customers.map((x: { name: string }) => x.name)).toEqual([`${word} 25`, `${word} 26`]);
    expect(second.page).toBe(2);
  });

  it('answers bad input with the 400 envelope', async () => {
    const sort = await get('/api/admin/customers?sort=richest');
    expect(sort.statusCode).toBe(400);
    expect(sort.json().result).toBe('error');
    expect((await get('/api/admin/customers?page=0')).statusCode).toBe(400);
    expect((await get(`/api/admin/customers?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
    expect((await get('/api/admin/customers?verified=maybe')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/customers/{customerId}', () => {
  it('shows the profile, orders, wallet ledger with notes and staff, referrals, and what they filed', async () => {
    const inviter = await createUser(db(), { name: 'Inviter Gurung' });
    const customer = await createUser(db(), { name: 'Maya Rai' });
    const friend = await createUser(db(), { name: 'Friend Lama' });
    await db().insert(referrals).values({ referrerId: inviter.id, referredId: customer.id, status: 'verified' });
    await db().insert(referrals).values({ referrerId: customer.id, referredId: friend.id, status: 'rewarded', rewardedAt: new Date() });
    const { order } = await createOrder(db(), { userId: customer.id, status: 'Delivered', totalPaisa: 2_000_00 });
    await post(`/api/admin/customers/${customer.id}/wallet`, { kind: 'credit', amount: 120, reason: 'Late delivery' });
    await db()
      .insert(walletLedger)
      .values({ userId: customer.id, kind: 'credit', amountPaisa: 500_00, reason: 'referral', orderId: order.id });
    await db()
      .insert(serviceRequests)
      .values({
        reference: `SR-${tag()}`,
        userId: null,
        name: 'Maya Rai',
        phone: '9800000000',
        email: customer.email.toUpperCase(),
        province: 'Bagmati',
        district: 'Kathmandu',
        address: 'Street',
      });
    await db()
      .insert(supportTickets)
      .values({
        reference: `ST-${tag()}`,
        userId: customer.id,
        name: 'Maya Rai',
        phone: '9800000000',
        email: 'other@example.com',
        subject: 'Camera offline',
        message: 'It stopped.',
      });

    const res = await get(`/api/admin/customers/${customer.id}`);
    expect(res.statusCode).toBe(200);
    const c = res.json().customer;
    expect(c).toMatchObject({
      id: customer.id,
      name: 'Maya Rai',
      email: customer.email,
      orders_count: 1,
      total_spent: 2000,
      disabled_at: null,
    });
    expect(c.orders).toEqual([expect.objectContaining({ order_number: order.orderNumber, status: 'Delivered', total: 2000 })]);
    expect(c.wallet.balance).toBe(120);
    expect(c.wallet.ledger.map((l: object) => ({ ...l, id: 0, at: '' }))).toEqual([
      { id: 0, at: '', kind: 'credit', amount: 500, reason: 'referral', note: null, order_number: order.orderNumber, by: null },
      {
        id: 0,
        at: '',
        kind: 'credit',
        amount: 120,
        reason: 'adjustment',
        note: 'Late delivery',
        order_number: null,
        by: `${manager.user.name} · manager`,
      },
    ]);
    expect(c.referrals.invited_by).toEqual({ id: inviter.id, name: 'Inviter Gurung', email: inviter.email });
    expect(c.referrals.invited).toEqual([expect.objectContaining({ id: friend.id, name: 'Friend Lama', status: 'rewarded' })]);
    expect(c.referrals.rewards).toBe(500);
    expect(c.service_requests).toHaveLength(1);
    expect(c.support_tickets).toEqual([expect.objectContaining({ title: 'Camera offline', status: 'new' })]);
  });

  it('answers 404 for an unknown id, a staff member, or a path that is no id', async () => {
    for (const id of ['99999999', String(manager.user.id), 'abc', '1e3']) {
      const res = await get(`/api/admin/customers/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ result: 'error', errorMessage: 'There is no such customer.' });
    }
  });
});

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', headers: apiHeaders, payload: { email, password } });

describe('disable and enable', () => {
  it('ends every token at once, refuses sign-in with a clear message, and enable lets the customer back', async () => {
    const { user, auth } = await createSignedInUser(db());
    const profile = (headers: Headers) => t.app.inject({ url: '/api/customer/profile', headers: { ...apiHeaders, ...headers } });
    expect((await profile(auth)).statusCode).toBe(200);

    const res = await post(`/api/admin/customers/${user.id}/disable`, { reason: 'Chargeback fraud' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The account is disabled: every sign-in of it has ended, and it cannot sign in until it is enabled.');
    expect(res.json().customer.disabled_at).not.toBeNull();
    expect((await profile(auth)).statusCode).toBe(401);
    const live = await db().select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(live.every((token) => token.revokedAt !== null)).toBe(true);
    const refused = await login(user.email, user.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorMessage).toBe('This account has been disabled. Please contact the shop.');
    // A wrong password still says only that it is wrong: the message is for the owner.
    expect((await login(user.email, 'not the password at all')).statusCode).toBe(401);
    expect((await post(`/api/admin/customers/${user.id}/disable`, { reason: 'Again' })).statusCode).toBe(409);

    const enabled = await post(`/api/admin/customers/${user.id}/enable`);
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().customer.disabled_at).toBeNull();
    const back = await login(user.email, user.password);
    expect(back.statusCode).toBe(200);
    expect((await profile({ authorization: `Bearer ${back.json().access_token}` })).statusCode).toBe(200);
    expect((await post(`/api/admin/customers/${user.id}/enable`)).statusCode).toBe(409);

    const [disabled] = await auditOf('customer.disable', user.id);
    expect(disabled).toMatchObject({ actorId: manager.user.id, actorRole: 'manager', entity: 'user', before: { disabled_at: null } });
    expect(disabled?.after).toMatchObject({ reason: 'Chargeback fraud' });
    const [enabledRow] = await auditOf('customer.enable', user.id);
    expect(enabledRow?.after).toEqual({ disabled_at: null });
  });

  it('refuses a token a disabled account somehow still holds', async () => {
    const { user, auth } = await createSignedInUser(db());
    await db().update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
    expect((await t.app.inject({ url: '/api/customer/profile', headers: { ...apiHeaders, ...auth } })).statusCode).toBe(401);
  });

  it('needs a reason, answers 404 for no customer, and changes nothing when it refuses', async () => {
    const user = await createUser(db());
    const bare = await post(`/api/admin/customers/${user.id}/disable`, { reason: '  ' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toEqual({ reason: 'Please give the reason for disabling the account.' });
    expect((await post(`/api/admin/customers/${user.id}/disable`, {})).statusCode).toBe(400);
    expect((await post(`/api/admin/customers/${manager.user.id}/disable`, { reason: 'Staff' })).statusCode).toBe(404);
    expect((await post('/api/admin/customers/99999999/enable')).statusCode).toBe(404);
    const [row] = await db().select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, user.id));
    expect(row?.disabledAt).toBeNull();
    expect(await auditOf('customer.disable', user.id)).toEqual([]);
  });
});

describe('resend verification and password reset', () => {
  it('mails a fresh verification code to an unverified customer, refuses a verified one (409), and audits', async () => {
    const unverified = await createUser(db(), { emailVerifiedAt: null });
    const res = await post(`/api/admin/customers/${unverified.id}/verification`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('A new verification code was mailed to the customer.');
    const mail = await latestMail(db(), unverified.email, 'email-verification');
    expect(codeIn(mail?.text)).toMatch(/^\d{6}$/);
    const again = await post(`/api/admin/customers/${unverified.id}/verification`);
    expect(again.statusCode).toBe(429);
    expect(again.json().errorMessage).toBe('Please wait a minute before asking for another code.');
    const [row] = await auditOf('customer.verification_resend', unverified.id);
    expect(row).toMatchObject({ actorId: manager.user.id, after: { mailed_to: unverified.email } });

    const verified = await createUser(db());
    const refused = await post(`/api/admin/customers/${verified.id}/verification`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessage).toBe("The customer's e-mail address is already verified.");
    expect(await latestMail(db(), verified.email)).toBeUndefined();
  });

  it("queues the customer's own reset mail, whose code then sets a new password, and audits", async () => {
    const customer = await createUser(db());
    const res = await post(`/api/admin/customers/${customer.id}/password-reset`);
    expect(res.statusCode).toBe(200);
    const mail = await latestMail(db(), customer.email, 'password-reset');
    expect(mail?.subject).toBe('Reset your Suraksha password');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: apiHeaders,
      payload: {
        email: customer.email,
        code: codeIn(mail?.text),
        password: 'a brand new passphrase 42',
        password_confirmation: 'a brand new passphrase 42',
      },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(customer.email, 'a brand new passphrase 42')).statusCode).toBe(200);
    expect(await auditOf('customer.password_reset', customer.id)).toHaveLength(1);
    expect((await post('/api/admin/customers/99999999/password-reset')).statusCode).toBe(404);
  });

  it('is refused to a role without customers.manage, which changes nothing', async () => {
    const warehouse = await createSignedInStaff(db(), 'warehouse');
    const customer = await createUser(db(), { emailVerifiedAt: null });
    expect((await post(`/api/admin/customers/${customer.id}/verification`, {}, warehouse.headers)).statusCode).toBe(403);
    expect((await get('/api/admin/customers', warehouse.headers)).statusCode).toBe(403);
    expect(await latestMail(db(), customer.email)).toBeUndefined();
  });
});
