import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { staffRecoveryCodes, staffSessions } from '../../db/schema/staff.ts';
import { STAFF_SESSION_ABSOLUTE_MS, STAFF_SESSION_IDLE_MS, requirePermission } from '../../platform/staff-auth.ts';
import { FACTORY_PASSWORD, createToken, createUser } from '../../test/factories/accounts.ts';
import { SHOP_ORIGIN, createSignedInStaff, createStaff, createStaffSession } from '../../test/factories/staff.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { acceptedStep, totpCode } from './totp.ts';
import { openTotpSecret } from './totp-secret-box.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    // Two routes behind permissions, as the admin modules will add them: the hook alone decides.
    beforeReady: (app) => {
      app.register(
        async (admin) => {
          admin.get('/admin/test/staff', { onRequest: requirePermission('staff.manage') }, () => ({ result: 'success' }));
          admin.post('/admin/test/wallet', { onRequest: requirePermission('wallet.adjust') }, () => ({ result: 'success' }));
        },
        { prefix: '/api' },
      );
    },
  });
});
afterAll(() => t.close());

let address = 0;
/** Each request from its own address: per-IP failure counters stay out of the tests that do not test them. */
const nextAddress = () => `10.20.${(++address >> 8) & 255}.${address & 255}`;

type Headers = Record<string, string>;
const inject = (method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: object, remoteAddress = nextAddress()) =>
  t.app.inject({ method, url, headers: { ...apiHeaders, ...headers }, remoteAddress, ...(payload ? { payload } : {}) });

const login = (body: object, headers: Headers = {}, remoteAddress?: string) =>
  inject('POST', '/api/admin/auth/login', { origin: SHOP_ORIGIN, ...headers }, body, remoteAddress);
const me = (headers: Headers) => inject('GET', '/api/admin/auth/me', headers);

/** The session cookie a response set, as the next request's Cookie header. */
function sessionCookieOf(res: { headers: Record<string, unknown> }): string {
  const cookies = [res.headers['set-cookie']].flat().map(String);
  const session = cookies.find((c) => c.startsWith('suraksha_staff=') && !c.startsWith('suraksha_staff=;'));
  if (!session) throw new Error(`no session cookie in ${JSON.stringify(cookies)}`);
  return session.split(';')[0] as string;
}

const sessionsOf = (userId: number) => t.database.db.select().from(staffSessions).where(eq(staffSessions.userId, userId));
const inThirtySeconds = () => new Date(Date.now() + 30_000);

describe('first sign-in: TOTP enrolment', () => {
  it('gives an unenrolled staff member a secret, confirms it with a code, signs in and shows ten recovery codes once', async () => {
    const { user } = await createStaff(t.database.db, 'manager', { enrolled: false });
    const start = await login({ email: user.email, password: FACTORY_PASSWORD });
    expect(start.statusCode).toBe(200);
    const body = start.json();
    expect(body).toMatchObject({ result: 'success', status: 'enrol' });
    expect(body.otpauth_uri).toMatch(/^otpauth:\/\/totp\/Suraksha:/);
    expect(body.otpauth_uri).toContain(`secret=${body.secret}`);
    const enrolCookie = String([start.headers['set-cookie']].flat()[0]).split(';')[0] as string;
    expect(enrolCookie).toMatch(/^suraksha_staff_enrol=/);
    // The enrolment is not a session.
    expect((await me({ cookie: enrolCookie })).statusCode).toBe(401);
    expect(await sessionsOf(user.id)).toHaveLength(0);

    const wrong = await inject('POST', '/api/admin/auth/enrol', { origin: SHOP_ORIGIN, cookie: enrolCookie }, { code: '000000' });
    expect(wrong.statusCode).toBe(401);
    const done = await inject(
      'POST',
      '/api/admin/auth/enrol',
      { origin: SHOP_ORIGIN, cookie: enrolCookie },
      { code: await totpCode(body.secret) },
    );
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'signed_in', staff: { id: user.id, role: 'manager' } });
    const codes: string[] = done.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/);

    const cookie = sessionCookieOf(done);
    const who = await me({ cookie });
    expect(who.statusCode).toBe(200);
    expect(who.json().staff).toMatchObject({ email: user.email, role: 'manager' });
    expect(who.json().staff.permissions).toContain('orders.cancel');
    expect(who.json().staff.permissions).not.toContain('staff.manage');
    expect(who.body).not.toContain(body.secret);

    // Stored: the secret on the account, sealed (never as it is), the recovery codes only as hashes.
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.totpSecret).not.toContain(body.secret);
    expect(openTotpSecret(row?.totpSecret ?? '', t.app.staffSecretKey)).toBe(body.secret);
    expect(row?.totpEnrolledAt).toBeInstanceOf(Date);
    const stored = await t.database.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const code of codes) expect(JSON.stringify(stored)).not.toContain(code.replaceAll('-', ''));

    // The enrolment works once.
    const again = await inject(
      'POST',
      '/api/admin/auth/enrol',
      { origin: SHOP_ORIGIN, cookie: enrolCookie },
      { code: await totpCode(body.secret, inThirtySeconds()) },
    );
    expect(again.statusCode).toBe(401);
  });

  it('never sends an enrolled secret back: a sign-in without a code is refused like a wrong password', async () => {
    const { user, secret } = await createStaff(t.database.db, 'sales');
    const res = await login({ email: user.email, password: FACTORY_PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain(secret);
    const wrongPassword = await login({ email: user.email, password: 'not the password', code: await totpCode(secret) });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json().errorMessage).toBe(res.json().errorMessage);
  });
});

describe('the sign-in form', () => {
  it('takes empty code fields as not given (a first sign-in), a code typed with a space, and refuses a code that is not 6 digits', async () => {
    const { user } = await createStaff(t.database.db, 'sales', { enrolled: false });
    const first = await login({ email: user.email, password: FACTORY_PASSWORD, code: '', recovery_code: '' });
    expect(first.json()).toMatchObject({ status: 'enrol' });

    const enrolled = await createStaff(t.database.db, 'sales');
    const code = await totpCode(enrolled.secret);
    const spaced = await login({ email: enrolled.user.email, password: FACTORY_PASSWORD, code: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(spaced.statusCode).toBe(200);
    const bad = await login({ email: enrolled.user.email, password: FACTORY_PASSWORD, code: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual({ code: 'Enter the 6-digit code from your authenticator app.' });
  });
});

describe('TOTP codes', () => {
  it('signs in with a current code, refuses the same code again (replay) and a wrong one', async () => {
    const { user, secret } = await createStaff(t.database.db, 'warehouse');
    const code = await totpCode(secret);
    const first = await login({ email: user.email, password: FACTORY_PASSWORD, code });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'signed_in', staff: { role: 'warehouse' } });
    expect(first.body).not.toContain(secret);

    const replay = await login({ email: user.email, password: FACTORY_PASSWORD, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ result: 'error', errorMessage: 'The e-mail address, password or code is incorrect.' });
    const wrong = await login({ email: user.email, password: FACTORY_PASSWORD, code: code === '123456' ? '654321' : '123456' });
    expect(wrong.statusCode).toBe(401);
    expect(await sessionsOf(user.id)).toHaveLength(1);
  });

  it('refuses a code whose time has passed, and an older code after a newer one was used', async () => {
    const { user, secret } = await createStaff(t.database.db, 'editor');
    const expired = await totpCode(secret, new Date(Date.now() - 120_000));
    expect((await login({ email: user.email, password: FACTORY_PASSWORD, code: expired })).statusCode).toBe(401);

    const next = await totpCode(secret, inThirtySeconds());
    expect((await login({ email: user.email, password: FACTORY_PASSWORD, code: next })).statusCode).toBe(200);
    const current = await totpCode(secret);
    if (current !== next) expect((await login({ email: user.email, password: FACTORY_PASSWORD, code: current })).statusCode).toBe(401);
  });

  it('accepts one step either side of now and nothing further (the verifier itself)', async () => {
    const { secret } = await createStaff(t.database.db, 'editor', { enrolled: false });
    const now = new Date('2026-11-25T12:00:10Z');
    const at = (seconds: number) => totpCode(secret, new Date(now.getTime() + seconds * 1000));
    expect(await acceptedStep(secret, await at(0), null, now)).not.toBeNull();
    expect(await acceptedStep(secret, await at(-30), null, now)).not.toBeNull();
    expect(await acceptedStep(secret, await at(30), null, now)).not.toBeNull();
    expect(await acceptedStep(secret, await at(-90), null, now)).toBeNull();
    const step = await acceptedStep(secret, await at(0), null, now);
    expect(await acceptedStep(secret, await at(0), step, now)).toBeNull();
  });

  it('refuses a customer with the right password and no factor to show', async () => {
    const customer = await createUser(t.database.db);
    const res = await login({ email: customer.email, password: FACTORY_PASSWORD, code: '123456' });
    expect(res.statusCode).toBe(401);
    expect(await sessionsOf(customer.id)).toHaveLength(0);
  });
});

describe('recovery codes', () => {
  it('sign in once each', async () => {
    const { user } = await createStaff(t.database.db, 'owner', { enrolled: false });
    const start = await login({ email: user.email, password: FACTORY_PASSWORD });
    const ticket = String([start.headers['set-cookie']].flat()[0]).split(';')[0] as string;
    const secret = start.json().secret as string;
    const enrolled = await inject(
      'POST',
      '/api/admin/auth/enrol',
      { origin: SHOP_ORIGIN, cookie: ticket },
      { code: await totpCode(secret) },
    );
    const [recovery] = enrolled.json().recovery_codes as string[];

    const typed = (recovery as string).toLowerCase().replaceAll('-', ' ');
    const first = await login({ email: user.email, password: FACTORY_PASSWORD, recovery_code: typed });
    expect(first.statusCode).toBe(200);
    const second = await login({ email: user.email, password: FACTORY_PASSWORD, recovery_code: recovery as string });
    expect(second.statusCode).toBe(401);
    const unused = await t.database.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, user.id));
    expect(unused.filter((c) => c.usedAt === null)).toHaveLength(9);
  });
});

describe('staff sessions', () => {
  it('get a new id at sign-in: the session the browser came with ends (no fixation)', async () => {
    const { user, secret } = await createStaff(t.database.db, 'manager');
    const old = await createStaffSession(t.database.db, user.id);
    const res = await login({ email: user.email, password: FACTORY_PASSWORD, code: await totpCode(secret) }, { cookie: old.cookie });
    expect(res.statusCode).toBe(200);
    const cookie = sessionCookieOf(res);
    expect(cookie).not.toBe(old.cookie);
    expect((await me({ cookie: old.cookie })).statusCode).toBe(401);
    expect((await me({ cookie })).statusCode).toBe(200);

    // A value the attacker picked never becomes a session either.
    const planted = 'suraksha_staff=' + 'A'.repeat(43);
    const next = await login(
      { email: user.email, password: FACTORY_PASSWORD, code: await totpCode(secret, inThirtySeconds()) },
      { cookie: planted },
    );
    expect(sessionCookieOf(next)).not.toBe(planted);
    expect((await me({ cookie: planted })).statusCode).toBe(401);
  });

  it('set the cookie httpOnly, SameSite=Strict, Path=/ (Secure and __Host- only over https)', async () => {
    const { user, secret } = await createStaff(t.database.db, 'manager');
    const res = await login({ email: user.email, password: FACTORY_PASSWORD, code: await totpCode(secret) });
    const cookie = [res.headers['set-cookie']]
      .flat()
      .map(String)
      .find((c) => c.startsWith('suraksha_staff='));
    expect(cookie).toMatch(/; Path=\/; HttpOnly; SameSite=Strict$/);
    expect(cookie).toContain(`Max-Age=${STAFF_SESSION_ABSOLUTE_MS / 1000}`);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('end 30 minutes after the last use, and slide while used', async () => {
    const { db } = t.database;
    const { user } = await createStaff(db, 'sales');
    const idle = await createStaffSession(db, user.id, { lastSeenAt: new Date(Date.now() - STAFF_SESSION_IDLE_MS - 1000) });
    expect((await me({ cookie: idle.cookie })).statusCode).toBe(401);
    const [gone] = await db.select().from(staffSessions).where(eq(staffSessions.id, idle.id));
    expect(gone).toBeUndefined();

    const lastSeenAt = new Date(Date.now() - STAFF_SESSION_IDLE_MS + 60_000);
    const active = await createStaffSession(db, user.id, { lastSeenAt });
    expect((await me({ cookie: active.cookie })).statusCode).toBe(200);
    const [slid] = await db.select().from(staffSessions).where(eq(staffSessions.id, active.id));
    expect(slid?.lastSeenAt.getTime()).toBeGreaterThan(lastSeenAt.getTime() + 25 * 60_000);
  });

  it('end 12 hours after sign-in however busy', async () => {
    const { user } = await createStaff(t.database.db, 'sales');
    const old = await createStaffSession(t.database.db, user.id, {
      createdAt: new Date(Date.now() - STAFF_SESSION_ABSOLUTE_MS - 1000),
      lastSeenAt: new Date(),
    });
    expect((await me({ cookie: old.cookie })).statusCode).toBe(401);
    const young = await createStaffSession(t.database.db, user.id, {
      createdAt: new Date(Date.now() - STAFF_SESSION_ABSOLUTE_MS + 60_000),
    });
    expect((await me({ cookie: young.cookie })).statusCode).toBe(200);
  });

  it('all end at sign-out', async () => {
    const { db } = t.database;
    const { user, headers } = await createSignedInStaff(db, 'warehouse');
    const other = await createStaffSession(db, user.id);
    const res = await inject('POST', '/api/admin/auth/logout', headers);
    expect(res.statusCode).toBe(200);
    expect(String([res.headers['set-cookie']].flat()[0])).toMatch(/^suraksha_staff=; Max-Age=0/);
    expect((await me({ cookie: headers.cookie })).statusCode).toBe(401);
    expect((await me({ cookie: other.cookie })).statusCode).toBe(401);
    expect(await sessionsOf(user.id)).toHaveLength(0);
  });

  it('all end when the password changes', async () => {
    const { db } = t.database;
    const { user, headers } = await createSignedInStaff(db, 'manager');
    const bearer = await createToken(db, user.id);
    const res = await inject(
      'POST',
      '/api/customer/password/change',
      { authorization: `Bearer ${bearer}` },
      {
        current_password: FACTORY_PASSWORD,
        password: 'a-new-staff-passphrase-2026',
        password_confirmation: 'a-new-staff-passphrase-2026',
      },
    );
    expect(res.statusCode).toBe(200);
    expect((await me({ cookie: headers.cookie })).statusCode).toBe(401);
    expect(await sessionsOf(user.id)).toHaveLength(0);
  });

  it('end when the account is no longer staff', async () => {
    const { db } = t.database;
    const { user, headers } = await createSignedInStaff(db, 'editor');
    await db.update(users).set({ role: 'customer' }).where(eq(users.id, user.id));
    expect((await me(headers)).statusCode).toBe(401);
  });
});

describe('admin routes', () => {
  it('refuse a bearer token, the API key alone and no session with 401', async () => {
    const { db } = t.database;
    const staffWithToken = await createStaff(db, 'owner');
    const bearer = await createToken(db, staffWithToken.user.id);
    for (const headers of [{}, { authorization: `Bearer ${bearer}` }, { cookie: 'suraksha_staff=not-a-session' }] as Headers[]) {
      for (const res of [await me(headers), await inject('GET', '/api/admin/test/staff', headers)]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ result: 'error' });
      }
    }
    // Without the API key the session alone is not enough either (every /api call needs it).
    const { headers } = await createSignedInStaff(db, 'owner');
    const noKey = await t.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers });
    expect(noKey.statusCode).toBe(401);
  });

  it('answer 403 with the envelope to a role without the permission', async () => {
    const { db } = t.database;
    const owner = await createSignedInStaff(db, 'owner');
    expect((await inject('GET', '/api/admin/test/staff', owner.headers)).statusCode).toBe(200);
    for (const role of ['manager', 'sales', 'warehouse', 'editor'] as const) {
      const { headers } = await createSignedInStaff(db, role);
      const res = await inject('GET', '/api/admin/test/staff', headers);
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toMatchObject({ result: 'error', errorMessage: 'Your role does not allow this.' });
    }
    const warehouse = await createSignedInStaff(db, 'warehouse');
    expect((await inject('POST', '/api/admin/test/wallet', warehouse.headers, {})).statusCode).toBe(403);
    const sales = await createSignedInStaff(db, 'sales');
    expect((await inject('POST', '/api/admin/test/wallet', sales.headers, {})).statusCode).toBe(200);
  });

  it('refuse a write from another origin or with none, and change nothing', async () => {
    const { db } = t.database;
    const { user, headers } = await createSignedInStaff(db, 'owner');
    for (const origin of ['https://evil.example', 'http://localhost:3001', 'null', undefined]) {
      const sent: Headers = { cookie: headers.cookie, ...(origin ? { origin } : {}) };
      const logout = await inject('POST', '/api/admin/auth/logout', sent);
      expect(logout.statusCode, String(origin)).toBe(403);
      expect(logout.json()).toMatchObject({ result: 'error', errorMessage: "This request did not come from the shop's own pages." });
    }
    expect(await sessionsOf(user.id)).toHaveLength(1);

    const { user: other, secret } = await createStaff(db, 'manager');
    const signIn = await login(
      { email: other.email, password: FACTORY_PASSWORD, code: await totpCode(secret) },
      { origin: 'https://evil.example' },
    );
    expect(signIn.statusCode).toBe(403);
    expect(signIn.headers['set-cookie']).toBeUndefined();
    expect(await sessionsOf(other.id)).toHaveLength(0);
    // Reads need no Origin.
    expect((await me({ cookie: headers.cookie })).statusCode).toBe(200);
  });

  it('are listed with the permission each asks for', () => {
    expect(t.app.adminRoutes).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: '/api/admin/auth/me', access: 'signed-in' },
        { method: 'POST', url: '/api/admin/auth/logout', access: 'signed-in' },
        { method: 'GET', url: '/api/admin/test/staff', access: 'staff.manage' },
      ]),
    );
  });
});

describe('OpenAPI', () => {
  it('documents every back-office call under the admin tag, with the staff session cookie', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const adminPaths = Object.keys(doc.paths).filter((p) => p.startsWith('/api/admin/') && !p.startsWith('/api/admin/test/'));
    expect(adminPaths).toEqual(
      expect.arrayContaining(['/api/admin/auth/login', '/api/admin/auth/enrol', '/api/admin/auth/logout', '/api/admin/auth/me']),
    );
    for (const path of adminPaths) {
      for (const operation of Object.values(doc.paths[path]) as { tags?: string[] }[]) expect(operation.tags, path).toEqual(['admin']);
    }
    expect(doc.components.securitySchemes.staffSession).toEqual({ type: 'apiKey', in: 'cookie', name: 'suraksha_staff' });
    expect(doc.paths['/api/admin/auth/me'].get.security).toEqual([{ apiKey: [], staffSession: [] }]);
  });
});

describe('sign-in limits', () => {
  it('stop an account after 10 failures in 15 minutes, even with the right code', async () => {
    const { user, secret } = await createStaff(t.database.db, 'owner');
    for (let i = 0; i < 10; i++) expect((await login({ email: user.email, password: `wrong-${i}`, code: '123456' })).statusCode).toBe(401);
    const blocked = await login({ email: user.email, password: FACTORY_PASSWORD, code: await totpCode(secret) });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(await sessionsOf(user.id)).toHaveLength(0);
  });

  it('stop an address after 30 failures in 15 minutes', async () => {
    const from = `10.99.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;
    for (let i = 0; i < 30; i++)
      expect((await login({ email: `nobody-${i}@example.com`, password: 'wrong-password', code: '123456' }, {}, from)).statusCode).toBe(
        401,
      );
    const { user, secret } = await createStaff(t.database.db, 'owner');
    expect((await login({ email: user.email, password: FACTORY_PASSWORD, code: await totpCode(secret) }, {}, from)).statusCode).toBe(429);
  });
});

describe('the audit log of sign-ins', () => {
  const auditOf = (userId: number) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(userId))))
      .orderBy(asc(auditLog.id));

  it('records a refused sign-in (its own row) and a successful one, with who, where and the request id', async () => {
    const { user, secret } = await createStaff(t.database.db, 'sales');
    const refused = await login(
      { email: user.email, password: 'not-the-password', code: '123456' },
      { 'user-agent': 'Firefox/140' },
      '10.77.0.1',
    );
    expect(refused.statusCode).toBe(401);
    const ok = await login(
      { email: user.email, password: FACTORY_PASSWORD, code: await totpCode(secret) },
      { 'user-agent': 'Firefox/140' },
      '10.77.0.2',
    );
    expect(ok.statusCode).toBe(200);
    const rows = await auditOf(user.id);
    expect(rows.map((r) => r.action)).toEqual(['staff.sign_in_refused', 'staff.sign_in']);
    expect(rows[0]).toMatchObject({
      actorId: user.id,
      actorRole: 'sales',
      after: { email: user.email, reason: 'wrong-password' },
      ip: '10.77.0.1',
      userAgent: 'Firefox/140',
      requestId: refused.headers['x-request-id'],
    });
    expect(rows[1]).toMatchObject({
      actorId: user.id,
      actorRole: 'sales',
      after: { factor: 'totp' },
      ip: '10.77.0.2',
      requestId: ok.headers['x-request-id'],
    });
    expect(JSON.stringify(rows)).not.toContain('not-the-password');
  });

  it('records a refusal for an address nobody has, without an actor', async () => {
    const email = `nobody-${Date.now()}@example.com`;
    await login({ email, password: 'whatever-it-is', code: '123456' });
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.sign_in_refused'))
      .orderBy(asc(auditLog.id))
      .then((rows) => rows.filter((r) => (r.after as { email?: string }).email === email));
    expect(row).toMatchObject({ actorId: null, entityId: null, after: { email, reason: 'unknown-account' } });
  });

  it('records an enrolment with the secret and the recovery codes redacted, then the sign-in and the sign-out', async () => {
    const { user } = await createStaff(t.database.db, 'editor', { enrolled: false });
    const start = await login({ email: user.email, password: FACTORY_PASSWORD });
    const ticket = String([start.headers['set-cookie']].flat()[0]).split(';')[0] as string;
    const done = await inject(
      'POST',
      '/api/admin/auth/enrol',
      { origin: SHOP_ORIGIN, cookie: ticket },
      { code: await totpCode(start.json().secret) },
    );
    const cookie = sessionCookieOf(done);
    expect((await inject('POST', '/api/admin/auth/logout', { origin: SHOP_ORIGIN, cookie })).statusCode).toBe(200);
    const rows = await auditOf(user.id);
    expect(rows.map((r) => r.action)).toEqual(['staff.totp_enrol', 'staff.sign_in', 'staff.sign_out']);
    expect(rows[0]?.after).toMatchObject({ totp_secret: '[redacted]', recovery_codes: '[redacted]' });
    expect(JSON.stringify(rows)).not.toContain(start.json().secret);
    for (const code of done.json().recovery_codes as string[]) expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('writes nothing for a sign-out refused for its origin', async () => {
    const { user, headers } = await createSignedInStaff(t.database.db, 'manager');
    expect((await inject('POST', '/api/admin/auth/logout', { cookie: headers.cookie, origin: 'https://evil.example' })).statusCode).toBe(
      403,
    );
    expect(await auditOf(user.id)).toHaveLength(0);
  });
});
