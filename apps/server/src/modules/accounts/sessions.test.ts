import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authTokens, users } from '../../db/schema/accounts.ts';
import { hashToken } from '../../platform/auth.ts';
import { createToken, createUser } from '../../test/factories/accounts.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

// argon2's verify, watched: the login must run it whether or not the account exists.
const argon2Verify = vi.hoisted(() => vi.fn());
vi.mock('@node-rs/argon2', async (load) => {
  const argon2 = await load<typeof import('@node-rs/argon2')>();
  argon2Verify.mockImplementation(argon2.verify);
  return { ...argon2, verify: argon2Verify };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TOKEN_TTL_SECONDS: '3600' } });
});
afterAll(() => t.close());

const login = (email: string, password: string, remoteAddress = '10.1.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', headers: apiHeaders, payload: { email, password }, remoteAddress });
const profile = (token: string) =>
  t.app.inject({ url: '/api/customer/profile', headers: { ...apiHeaders, authorization: `Bearer ${token}` } });
const logout = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...apiHeaders, authorization: `Bearer ${token}` } });

describe('POST /api/auth/login', () => {
  it('answers a fresh opaque token with its lifetime, stored only as a SHA-256 hash', async () => {
    const user = await createUser(t.database.db, { email: 'ram@example.com' });
    const res = await login('  RAM@example.com ', user.password);
    expect(res.statusCode).toBe(200);
    const { result, access_token, expires_in } = res.json();
    expect(result).toBe('success');
    expect(expires_in).toBe(3600);
    expect(Buffer.from(access_token, 'base64url')).toHaveLength(32);
    const rows = await t.database.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashToken(access_token));
    expect(rows[0]?.tokenHash).not.toContain(access_token);
    expect(Math.abs((rows[0]?.expiresAt.getTime() ?? 0) - (Date.now() + 3600_000))).toBeLessThan(10_000);
  });

  it('gives an unknown e-mail, a wrong password and a password-less account the same answer', async () => {
    const user = await createUser(t.database.db);
    const googleOnly = await createUser(t.database.db, { passwordHash: null });
    const answers = await Promise.all([
      login('nobody@example.com', 'whatever-123'),
      login(user.email, 'wrong-password'),
      login(googleOnly.email, 'anything-at-all'),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ result: 'error', errorMessage: 'The e-mail address or password is incorrect.' });
    }
  });

  // Not timed (the machines are shared and noisy): what makes the two answers take as long is that
  // each runs one argon2 verification, which this counts.
  it('runs one argon2 verification for an unknown e-mail, as for a wrong password, so timing tells nothing', async () => {
    const user = await createUser(t.database.db);
    const verifications = async (email: string) => {
      argon2Verify.mockClear();
      const res = await login(email, 'not-the-password', '10.1.0.2');
      expect(res.statusCode).toBe(401);
      return argon2Verify.mock.calls.length;
    };
    expect(await verifications(user.email)).toBe(1);
    expect(await verifications('nobody@example.com')).toBe(1);
  });

  it('signs in an unverified customer (the dashboard sends them to verify)', async () => {
    const user = await createUser(t.database.db, { emailVerifiedAt: null });
    const res = await login(user.email, user.password);
    expect(res.statusCode).toBe(200);
    expect((await profile(res.json().access_token)).json().user.email_verified_at).toBeNull();
  });

  it('answers malformed input with field errors', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: apiHeaders, payload: { email: 'not-an-email' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ email: 'Please enter a valid e-mail address.', password: 'Please enter your password.' });
  });
});

describe('the bearer hook on customer calls', () => {
  it('lets a live token through', async () => {
    const user = await createUser(t.database.db, { name: 'Hari Bahadur' });
    const token = await createToken(t.database.db, user.id);
    const res = await profile(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.name).toBe('Hari Bahadur');
  });

  it.each([
    ['no token', undefined, 'Please log in to continue.'],
    ['a malformed token', 'Bearer abc', 'Your session has ended. Please log in again.'],
    ['an unknown token', `Bearer ${'A'.repeat(43)}`, 'Your session has ended. Please log in again.'],
    ['another scheme', `Basic ${'A'.repeat(43)}`, 'Your session has ended. Please log in again.'],
  ])('answers %s with the 401 envelope', async (_what, authorization, message) => {
    const res = await t.app.inject({
      url: '/api/customer/profile',
      headers: { ...apiHeaders, ...(authorization ? { authorization } : {}) },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ result: 'error', errorMessage: message });
  });

  it('refuses a tampered token (one character changed)', async () => {
    const user = await createUser(t.database.db);
    const token = await createToken(t.database.db, user.id);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await profile(tampered)).statusCode).toBe(401);
    expect((await profile(token)).statusCode).toBe(200);
  });

  it('refuses an expired token and a revoked one', async () => {
    const user = await createUser(t.database.db);
    const expired = await createToken(t.database.db, user.id, { expiresAt: new Date(Date.now() - 1000) });
    const revoked = await createToken(t.database.db, user.id, { revokedAt: new Date() });
    expect((await profile(expired)).statusCode).toBe(401);
    expect((await profile(revoked)).statusCode).toBe(401);
  });

  it('stops working when the user is deleted', async () => {
    const user = await createUser(t.database.db);
    const token = await createToken(t.database.db, user.id);
    await t.database.db.delete(users).where(eq(users.id, user.id));
    expect((await profile(token)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes exactly the token it was called with', async () => {
    const user = await createUser(t.database.db);
    const phone = await createToken(t.database.db, user.id);
    const laptop = await createToken(t.database.db, user.id);
    const res = await logout(phone);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 'success', message: 'You are successfully logout' });
    expect((await profile(phone)).statusCode).toBe(401);
    expect((await profile(laptop)).statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ revokedAt: authTokens.revokedAt })
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(phone)));
    expect(row?.revokedAt).toBeInstanceOf(Date);
  });

  it('needs a live token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: apiHeaders })).statusCode).toBe(401);
  });
});
