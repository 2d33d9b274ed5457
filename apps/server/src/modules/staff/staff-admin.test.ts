import { STAFF_ADMIN_MESSAGES as M } from '@suraksha/contracts/admin/staff';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { staffInvitations, staffSessions } from '../../db/schema/staff.ts';
import { STAFF_AUTH_MESSAGES } from '../../platform/staff-auth.ts';
import { FACTORY_PASSWORD, createSignedInUser, createUser, latestMail } from '../../test/factories/accounts.ts';
import { SHOP_ORIGIN, createSignedInStaff, createStaff, createStaffSession } from '../../test/factories/staff.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { BAD_STAFF_CREDENTIALS } from './sign-in-service.ts';
import { changeStaffRole, disableStaff, hashInvitationToken } from './staff-admin-service.ts';
import { totpCode } from './totp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: object) =>
  t.app.inject({ method, url, headers: { ...apiHeaders, origin: SHOP_ORIGIN, ...headers }, ...(payload ? { payload } : {}) });

const invite = (headers: Headers, body: object) => call('POST', '/api/admin/staff/invitations', headers, body);
const tokenIn = (text: string) => {
  const match = /\/admin\/invite\/([A-Za-z0-9_-]{43})\b/.exec(text);
  if (!match?.[1]) throw new Error(`no invitation link in: ${text}`);
  return match[1];
};
const uniqueEmail = (who: string) => `${who}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const auditOf = (entityId: number, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, String(entityId)), eq(auditLog.action, action)))
    .orderBy(asc(auditLog.id));

describe('inviting a staff member', () => {
  it('creates an account that cannot sign in, mails a one-time link; the link shows the invitation, sets the password once, and the first sign-in enrols TOTP', async () => {
    const owner = await createSignedInStaff(t.database.db, 'owner');
    const email = uniqueEmail('new-sales');
    const res = await invite(owner.headers, { email: `  ${email.toUpperCase()} `, name: 'Sunita Sales', role: 'sales' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.invited(email),
      staff: { email, name: 'Sunita Sales', role: 'sales', invitation_pending: true, totp_enrolled: false, disabled: false },
    });
    const id: number = res.json().staff.id;

    // The mail: the link to the public address, with a token stored only as its hash.
    const mail = await latestMail(t.database.db, email, 'staff-invitation');
    expect(mail?.text).toContain(`${t.config.PUBLIC_URL}/admin/invite/`);
    expect(mail?.text).toContain('as Sales');
    const token = tokenIn(mail?.text ?? '');
    const [stored] = await t.database.db.select().from(staffInvitations).where(eq(staffInvitations.userId, id));
    expect(stored?.tokenHash).toBe(hashInvitationToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    // Invited, not yet accepted: no password, so no sign-in whatever is typed.
    const early = await call('POST', '/api/admin/auth/login', {}, { email, password: FACTORY_PASSWORD });
    expect(early.statusCode).toBe(401);

    // The link, without any session.
    const look = await t.app.inject({ method: 'GET', url: `/api/admin/auth/invitations/${token}`, headers: apiHeaders });
    expect(look.statusCode).toBe(200);
    expect(look.json().invitation).toMatchObject({ name: 'Sunita Sales', email, role: 'sales' });

    // The customers' password rules.
    const weak = await call('POST', `/api/admin/auth/invitations/${token}/accept`, {}, { password: 'password123' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message.password).toMatch(/too common/);
    const short = await call('POST', `/api/admin/auth/invitations/${token}/accept`, {}, { password: 'short' });
    expect(short.statusCode).toBe(400);

    const accepted = await call('POST', `/api/admin/auth/invitations/${token}/accept`, {}, { password: FACTORY_PASSWORD });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ result: 'success', message: M.accepted, email });

    // Single use.
    expect(
      (await call('POST', `/api/admin/auth/invitations/${token}/accept`, {}, { password: 'another good passphrase' })).statusCode,
    ).toBe(410);
    const used = await t.app.inject({ method: 'GET', url: `/api/admin/auth/invitations/${token}`, headers: apiHeaders });
    expect(used.statusCode).toBe(410);
    expect(used.json().errorMessage).toBe(M.invitationEnded);

    // Sign-in: the password works, and the first sign-in asks for TOTP enrolment.
    const signIn = await call('POST', '/api/admin/auth/login', {}, { email, password: FACTORY_PASSWORD });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ status: 'enrol' });
    const enrolCookie = String(signIn.headers['set-cookie']).split(';')[0] ?? '';
    const enrolled = await call('POST', '/api/admin/auth/enrol', { cookie: enrolCookie }, { code: await totpCode(signIn.json().secret) });
    expect(enrolled.statusCode).toBe(200);
    expect(enrolled.json().staff).toMatchObject({ email, role: 'sales' });

    const list = await call('GET', '/api/admin/staff', owner.headers);
    const entry = list.json().staff.find((s: { id: number }) => s.id === id);
    expect(entry).toMatchObject({ invitation_pending: false, totp_enrolled: true, invitation_expires_at: null });
    expect(entry.last_sign_in_at).toEqual(expect.any(String));

    // Audited, the token and password never in the log.
    const [invited] = await auditOf(id, 'staff.invite');
    expect(invited).toMatchObject({ actorId: owner.user.id, actorRole: 'owner', entity: 'user' });
    expect(invited?.after).toMatchObject({ email, role: 'sales', invitation_token: '[redacted]' });
    const [acceptRow] = await auditOf(id, 'staff.invitation_accept');
    expect(acceptRow).toMatchObject({ actorId: id, actorRole: 'sales' });
    const everything = JSON.stringify(await t.database.db.select().from(auditLog));
    expect(everything).not.toContain(token);
    expect(everything).not.toContain(FACTORY_PASSWORD);
  });

  it('answers 404 for an unknown or malformed link and 410 for an expired one', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: `/api/admin/auth/invitations/${'x'.repeat(43)}`, headers: apiHeaders });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorMessage).toBe(M.invitationUnknown);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/auth/invitations/short', headers: apiHeaders })).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/admin/auth/invitations/${'y'.repeat(43)}/accept`, {}, { password: FACTORY_PASSWORD })).statusCode,
    ).toBe(404);

    const owner = await createSignedInStaff(t.database.db, 'owner');
    const email = uniqueEmail('late');
    const res = await invite(owner.headers, { email, name: 'Late Larry', role: 'editor' });
    const token = tokenIn((await latestMail(t.database.db, email, 'staff-invitation'))?.text ?? '');
    await t.database.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.userId, res.json().staff.id));
    const expired = await t.app.inject({ method: 'GET', url: `/api/admin/auth/invitations/${token}`, headers: apiHeaders });
    expect(expired.statusCode).toBe(410);
    const late = await call('POST', `/api/admin/auth/invitations/${token}/accept`, {}, { password: FACTORY_PASSWORD });
    expect(late.statusCode).toBe(410);
    const [row] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email));
    expect(row?.hash).toBeNull();
  });

  it('refuses an address of a customer or of a staff member (409), and replaces the link of a pending invitation', async () => {
    const owner = await createSignedInStaff(t.database.db, 'owner');
    const customer = await createUser(t.database.db);
    const taken = await invite(owner.headers, { email: customer.email, name: 'Someone', role: 'sales' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ errorMessage: M.emailOfCustomer, message: { email: M.emailOfCustomer } });
    const { user: manager } = await createStaff(t.database.db, 'manager');
    const staffTaken = await invite(owner.headers, { email: manager.email, name: 'Someone', role: 'sales' });
    expect(staffTaken.statusCode).toBe(409);
    expect(staffTaken.json().errorMessage).toBe(M.emailOfStaff);
    expect(await t.database.db.$count(users, eq(users.email, customer.email))).toBe(1);

    const email = uniqueEmail('twice');
    await invite(owner.headers, { email, name: 'Twice Tara', role: 'warehouse' });
    const first = tokenIn((await latestMail(t.database.db, email, 'staff-invitation'))?.text ?? '');
    const again = await invite(owner.headers, { email, name: 'Tara Thapa', role: 'editor' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      message: M.reinvited(email),
      staff: { name: 'Tara Thapa', role: 'editor', invitation_pending: true },
    });
    const second = tokenIn((await latestMail(t.database.db, email, 'staff-invitation'))?.text ?? '');
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/auth/invitations/${first}`, headers: apiHeaders })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/auth/invitations/${second}`, headers: apiHeaders })).statusCode).toBe(200);
    expect(await t.database.db.$count(users, eq(users.email, email))).toBe(1);
    expect(await auditOf(again.json().staff.id, 'staff.reinvite')).toHaveLength(1);
  });

  it('says what is wrong with the form', async () => {
    const owner = await createSignedInStaff(t.database.db, 'owner');
    const res = await invite(owner.headers, { email: 'not-an-address', name: '', role: 'customer' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatchObject({ role: M.role });
  });
});

describe('changing a role', () => {
  it('takes effect on the next request of a live session, and is audited', async () => {
    const owner = await createSignedInStaff(t.database.db, 'owner');
    const manager = await createSignedInStaff(t.database.db, 'manager');
    expect((await call('GET', '/api/admin/audit', manager.headers)).statusCode).toBe(200);

    const res = await call('POST', `/api/admin/staff/${manager.user.id}/role`, owner.headers, { role: 'warehouse' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: M.roleChanged(manager.user.name, 'warehouse'), staff: { role: 'warehouse' } });
    // The same session, the next request: the new role's permissions.
    expect((await call('GET', '/api/admin/audit', manager.headers)).statusCode).toBe(403);
    const me = await call('GET', '/api/admin/auth/me', manager.headers);
    expect(me.json().staff).toMatchObject({ role: 'warehouse' });

    const [row] = await auditOf(manager.user.id, 'staff.role_change');
    expect(row).toMatchObject({ actorId: owner.user.id, before: { role: 'manager' }, after: { role: 'warehouse' } });
  });

  it('refuses the owner their own role, a customer (404) and a role that is not a staff role', async () => {
    const owner = await createSignedInStaff(t.database.db, 'owner');
    const self = await call('POST', `/api/admin/staff/${owner.user.id}/role`, owner.headers, { role: 'manager' });
    expect(self.statusCode).toBe(409);
    expect(self.json().errorMessage).toBe(M.notYourself);
    const { user: customer } = await createSignedInUser(t.database.db);
    const notStaff = await call('POST', `/api/admin/staff/${customer.id}/role`, owner.headers, { role: 'manager' });
    expect(notStaff.statusCode).toBe(404);
    expect((await call('POST', '/api/admin/staff/abc/role', owner.headers, { role: 'manager' })).statusCode).toBe(404);
    const { user: editor } = await createStaff(t.database.db, 'editor');
    expect((await call('POST', `/api/admin/staff/${editor.id}/role`, owner.headers, { role: 'customer' })).statusCode).toBe(400);
    const [row] = await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, owner.user.id));
    expect(row?.role).toBe('owner');
  });
});

describe('disabling a staff member', () => {
  it('ends every session at once, refuses sign-in until enabled, and is audited', async () => {
    const owner = await createSignedInStaff(t.database.db, 'owner');
    const sales = await createSignedInStaff(t.database.db, 'sales');
    const second = await createStaffSession(t.database.db, sales.user.id);
    const res = await call('POST', `/api/admin/staff/${sales.user.id}/disable`, owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: M.disabled(sales.user.name), staff: { disabled: true } });
    expect(await t.database.db.$count(staffSessions, eq(staffSessions.userId, sales.user.id))).toBe(0);
    for (const cookie of [sales.session.cookie, second.cookie]) {
      const me = await call('GET', '/api/admin/auth/me', { cookie });
      expect(me.statusCode).toBe(401);
      expect(me.json().errorMessage).toBe(STAFF_AUTH_MESSAGES.ended);
    }
    // The right password and code no longer sign in.
    const refused = await call(
      'POST',
      '/api/admin/auth/login',
      {},
      { email: sales.user.email, password: FACTORY_PASSWORD, code: await totpCode(sales.secret) },
    );
    expect(refused.statusCode).toBe(401);
    expect(refused.json().errorMessage).toBe(BAD_STAFF_CREDENTIALS);
    // A session that somehow outlived the disabling is refused too.
    const stray = await createStaffSession(t.database.db, sales.user.id);
    expect((await call('GET', '/api/admin/auth/me', { cookie: stray.cookie })).statusCode).toBe(401);

    const again = await call('POST', `/api/admin/staff/${sales.user.id}/disable`, owner.headers);
    expect(again.statusCode).toBe(409);

    const enabled = await call('POST', `/api/admin/staff/${sales.user.id}/enable`, owner.headers);
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json()).toMatchObject({ message: M.enabled(sales.user.name), staff: { disabled: false } });
    const back = await call(
      'POST',
      '/api/admin/auth/login',
      {},
      { email: sales.user.email, password: FACTORY_PASSWORD, code: await totpCode(sales.secret, new Date(Date.now() + 30_000)) },
    );
    expect(back.statusCode).toBe(200);

    const [disabledRow] = await auditOf(sales.user.id, 'staff.disable');
    expect(disabledRow).toMatchObject({ actorId: owner.user.id, actorRole: 'owner' });
    expect(await auditOf(sales.user.id, 'staff.enable')).toHaveLength(1);
  });

  it('refuses the owner their own account', async () => {
    const owner = await createSignedInStaff(t.database.db, 'owner');
    const self = await call('POST', `/api/admin/staff/${owner.user.id}/disable`, owner.headers);
    expect(self.statusCode).toBe(409);
    expect(self.json().errorMessage).toBe(M.notYourself);
    expect((await call('GET', '/api/admin/auth/me', owner.headers)).statusCode).toBe(200);
  });
});

describe('the last active owner', () => {
  it('stays an owner and active when two owners try to take each other out at once', async () => {
    // A shop of its own: the other tests' owners would count.
    const shop = await createTestApp();
    try {
      const a = await createSignedInStaff(shop.database.db, 'owner');
      const b = await createSignedInStaff(shop.database.db, 'owner');
      const at = (headers: Headers, url: string, payload?: object) =>
        shop.app.inject({ method: 'POST', url, headers: { ...apiHeaders, ...headers }, ...(payload ? { payload } : {}) });
      const results = await Promise.all([
        at(a.headers, `/api/admin/staff/${b.user.id}/role`, { role: 'manager' }),
        at(b.headers, `/api/admin/staff/${a.user.id}/disable`),
      ]);
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      const owners = await shop.database.db.select().from(users).where(eq(users.role, 'owner'));
      expect(owners.filter((o) => o.disabledAt === null)).toHaveLength(1);

      // An owner whose session still says owner after losing the role (a request in flight) meets the rule.
      const survivor = owners.find((o) => o.disabledAt === null);
      const other = survivor?.id === a.user.id ? b : a;
      const stale = { kind: 'staff' as const, staff: { ...other.user, role: 'owner' as const, sessionId: 'x' } };
      const ctx = { db: shop.database.db, shop: { email: '', dataDir: '', publicUrl: '' }, actor: stale, ip: '', requestId: 'r' };
      await expect(disableStaff(ctx, survivor?.id ?? 0)).rejects.toMatchObject({ status: 409, message: M.lastOwner });
      await expect(changeStaffRole(ctx, survivor?.id ?? 0, 'manager')).rejects.toMatchObject({ status: 409, message: M.lastOwner });
    } finally {
      await shop.close();
    }
  });
});
