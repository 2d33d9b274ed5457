import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { createSignedInUser, createToken, createWallet } from '../../test/factories/accounts.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (auth: object) => t.app.inject({ url: '/api/customer/profile', headers: { ...apiHeaders, ...auth } });
const post = (url: string, auth: object, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { ...apiHeaders, ...auth }, payload });

describe('GET /api/customer/profile', () => {
  it('shows SPEC §3 User with the wallet balance in rupees', async () => {
    const { user, auth } = await createSignedInUser(t.database.db, {
      name: 'Demo Customer',
      phone: '9800000001',
      emailVerifiedAt: new Date('2026-02-14T04:15:00Z'),
    });
    await createWallet(t.database.db, user.id, 2_000_50);
    const res = await get(auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: 'success',
      user: {
        name: 'Demo Customer',
        email: user.email,
        email_verified_at: '2026-02-14T04:15:00.000Z',
        amount: 2000.5,
        referral_code: user.referralCode,
        phone: '9800000001',
      },
    });
  });

  it('shows 0 for a customer without a wallet and never leaks internal columns', async () => {
    const { auth } = await createSignedInUser(t.database.db, { googleSubject: 'secret-subject' });
    const res = await get(auth);
    expect(res.json().user.amount).toBe(0);
    expect(res.body).not.toMatch(/password|argon2|secret-subject|role/);
  });
});

describe('POST /api/customer/profile/update', () => {
  it('changes name and phone only, ignoring role, email_verified_at, amount, referral_code and email', async () => {
    // Verified (an unverified account may not update its profile, decision 0082): the date sent is ignored.
    const { user, auth } = await createSignedInUser(t.database.db);
    const res = await post('/api/customer/profile/update', auth, {
      name: '  Sita Sharma ',
      phone: '+977 9841-234567',
      role: 'owner',
      email_verified_at: '2020-01-01T00:00:00Z',
      amount: 99999,
      referral_code: 'HIJACK99',
      email: 'someone-else@example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      result: 'success',
      message: 'Your profile has been updated.',
      user: { name: 'Sita Sharma', phone: '+9779841234567' },
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      role: 'customer',
      emailVerifiedAt: user.emailVerifiedAt,
      referralCode: user.referralCode,
      email: user.email,
    });
  });

  it('refuses an empty name and a nonsense phone with field errors', async () => {
    const { auth } = await createSignedInUser(t.database.db);
    const res = await post('/api/customer/profile/update', auth, { name: ' ', phone: 'call me' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ name: 'Please enter your name.', phone: 'Please enter a valid phone number.' });
  });

  it('needs a signed-in user', async () => {
    expect((await post('/api/customer/profile/update', {}, { name: 'x', phone: '9800000000' })).statusCode).toBe(401);
  });
});

describe('POST /api/customer/password/change', () => {
  const change = (auth: object, current: string, next: string, confirmation = next) =>
    post('/api/customer/password/change', auth, { current_password: current, password: next, password_confirmation: confirmation });

  it('changes the password and ends every other sign-in, keeping this one', async () => {
    const { user, auth, token } = await createSignedInUser(t.database.db);
    const otherDevice = await createToken(t.database.db, user.id);
    const res = await change(auth, user.password, 'kanchenjunga-sunrise-8');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 'success', message: 'Your password has been changed.' });
    expect((await get({ authorization: `Bearer ${otherDevice}` })).statusCode).toBe(401);
    expect((await get({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', headers: apiHeaders, payload: { email: user.email, password } });
    expect((await login('kanchenjunga-sunrise-8')).statusCode).toBe(200);
    expect((await login(user.password)).statusCode).toBe(401);
  });

  it('refuses a wrong current password, a common new one and a mismatch, changing nothing', async () => {
    const { user, auth } = await createSignedInUser(t.database.db);
    expect((await change(auth, 'not-my-password', 'kanchenjunga-sunrise-8')).json().message).toEqual({
      current_password: 'The current password is incorrect.',
    });
    expect((await change(auth, user.password, 'letmein123')).json().message).toEqual({
      password: 'This password is too common. Please choose a less guessable one.',
    });
    expect((await change(auth, user.password, user.email, user.email)).json().message).toEqual({
      password: 'The password must not be your e-mail address.',
    });
    expect((await change(auth, user.password, 'kanchenjunga-sunrise-8', 'kanchenjunga-sunrise-9')).json().message).toEqual({
      password_confirmation: 'The password confirmation does not match.',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: apiHeaders,
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('tells a Google-only account how to get a password', async () => {
    const { auth } = await createSignedInUser(t.database.db, { passwordHash: null });
    const res = await change(auth, 'anything', 'kanchenjunga-sunrise-8');
    expect(res.statusCode).toBe(400);
    expect(res.json().message.current_password).toMatch(/Forgot password/);
  });

  it('stops guessing the current password with a stolen token after 10 wrong tries', async () => {
    const { user, auth } = await createSignedInUser(t.database.db);
    for (let i = 0; i < 10; i++) expect((await change(auth, `guess-${i}-xxxx`, 'kanchenjunga-sunrise-8')).statusCode).toBe(400);
    const res = await change(auth, user.password, 'kanchenjunga-sunrise-8');
    expect(res.statusCode).toBe(429);
    expect(res.json().result).toBe('error');
  });
});
