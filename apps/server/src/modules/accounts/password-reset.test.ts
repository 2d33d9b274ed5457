import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { codeIn, createToken, createUser, latestMail } from '../../test/factories/accounts.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FORGOT_SENT = 'If an account exists for that e-mail address, we have sent it a code to reset the password.';
let ip = 0;
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: apiHeaders, payload, remoteAddress: `10.3.0.${(++ip % 250) + 1}` });
const forgot = (email: string) => post('/api/auth/forgot-password', { email });
const reset = (email: string, code: string, password = 'monsoon-terrace-19') =>
  post('/api/auth/reset-password', { email, code, password, password_confirmation: password });
const login = (email: string, password: string) => post('/api/auth/login', { email, password });
const profile = (token: string) =>
  t.app.inject({ url: '/api/customer/profile', headers: { ...apiHeaders, authorization: `Bearer ${token}` } });

async function resetCodeFor(email: string) {
  expect((await forgot(email)).json()).toEqual({ result: 'success', message: FORGOT_SENT });
  return codeIn((await latestMail(t.database.db, email, 'password-reset'))?.text);
}

describe('forgot and reset password', () => {
  it('mails a code that sets a new password once, and ends every sign-in', async () => {
    const user = await createUser(t.database.db);
    const before = await createToken(t.database.db, user.id);
    const code = await resetCodeFor(user.email);

    const res = await reset(user.email, code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 'success', message: 'Your password has been reset. Please log in with the new password.' });
    expect((await profile(before)).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'monsoon-terrace-19')).statusCode).toBe(200);

    const again = await reset(user.email, code, 'another-fresh-pass-1');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toEqual({ code: 'The reset code is wrong or has expired. Please ask for a new one.' });
  });

  it('answers every address the same, equally slowly, and mails only existing accounts', async () => {
    const user = await createUser(t.database.db);
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await forgot(email);
      return { status: res.statusCode, body: res.json(), ms: performance.now() - started };
    };
    const [known, unknown] = await Promise.all([timed(user.email), timed('no-such-person@example.com')]);
    for (const a of [known, unknown]) {
      expect(a.status).toBe(200);
      expect(a.body).toEqual({ result: 'success', message: FORGOT_SENT });
      expect(a.ms).toBeGreaterThanOrEqual(390);
    }
    expect(await latestMail(t.database.db, user.email, 'password-reset')).toBeDefined();
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'no-such-person@example.com'))).toEqual([]);
  });

  it('answers an unknown address at reset like a wrong code', async () => {
    const res = await reset('ghost@example.com', '123456');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ code: 'The reset code is wrong or has expired. Please ask for a new one.' });
  });

  it('stops a reset code after 5 wrong tries', async () => {
    const user = await createUser(t.database.db);
    const code = await resetCodeFor(user.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) expect((await reset(user.email, wrong)).statusCode).toBe(400);
    expect((await reset(user.email, code)).statusCode).toBe(400);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses a common or mismatched new password', async () => {
    const user = await createUser(t.database.db);
    const code = await resetCodeFor(user.email);
    expect((await reset(user.email, code, 'iloveyou123')).json().message).toEqual({
      password: 'This password is too common. Please choose a less guessable one.',
    });
    const mismatch = await post('/api/auth/reset-password', {
      email: user.email,
      code,
      password: 'monsoon-terrace-19',
      password_confirmation: 'monsoon-terrace-20',
    });
    expect(mismatch.json().message).toEqual({ password_confirmation: 'The password confirmation does not match.' });
    // Neither attempt spent the code.
    expect((await reset(user.email, code)).statusCode).toBe(200);
  });

  it('verifies an unverified address (the code proved the mailbox) and gives a Google-only account a password', async () => {
    const unverified = await createUser(t.database.db, { emailVerifiedAt: null });
    expect((await reset(unverified.email, await resetCodeFor(unverified.email))).statusCode).toBe(200);
    const [row] = await t.database.db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, unverified.id));
    expect(row?.at).toBeInstanceOf(Date);

    const googleOnly = await createUser(t.database.db, { passwordHash: null, googleSubject: 'google-123' });
    expect((await reset(googleOnly.email, await resetCodeFor(googleOnly.email))).statusCode).toBe(200);
    expect((await login(googleOnly.email, 'monsoon-terrace-19')).statusCode).toBe(200);
  });
});
