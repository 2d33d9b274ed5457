import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, verificationCodes } from '../../db/schema/accounts.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { referrals } from '../../db/schema/wallet.ts';
import { codeIn, createSignedInUser, createUser, latestMail } from '../../test/factories/accounts.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RESENT = 'A fresh verification code has been sent to your email address.';
let ip = 0;
const nextIp = () => `10.2.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

/** Signs in with a password, as the register page does right after registering (decision 0083). */
async function logIn(email: string, password = 'rhododendron-77'): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: apiHeaders,
    remoteAddress: nextIp(),
    payload: { email, password },
  });
  expect(res.statusCode).toBe(200);
  return res.json().access_token as string;
}

/** A customer who just registered through the API and logged in: unverified, code in the outbox. */
async function registered() {
  const email = `new-${++ip}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: apiHeaders,
    remoteAddress: nextIp(),
    payload: { name: 'Anjali Gurung', email, phone: '9803456789', password: 'rhododendron-77', password_confirmation: 'rhododendron-77' },
  });
  expect(res.statusCode).toBe(200);
  const token = await logIn(email);
  const mail = await latestMail(t.database.db, email, 'email-verification');
  return { email, token, auth: { authorization: `Bearer ${token}` }, code: codeIn(mail?.text) };
}

const verify = (auth: object, code: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/customer/email/verify',
    headers: { ...apiHeaders, ...auth },
    payload: { code },
    remoteAddress: nextIp(),
  });
const resend = (auth: object, payload: object = {}, path = 'verification-notiication') =>
  t.app.inject({
    method: 'POST',
    url: `/api/customer/email/${path}`,
    headers: { ...apiHeaders, ...auth },
    payload,
    remoteAddress: nextIp(),
  });
const profileOf = async (auth: object) =>
  (await t.app.inject({ url: '/api/customer/profile', headers: { ...apiHeaders, ...auth } })).json().user;
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function latestCodeRow(email: string) {
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const [row] = await t.database.db
    .select()
    .from(verificationCodes)
    .where(eq(verificationCodes.userId, user?.id ?? -1))
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  return row;
}

describe('POST /api/customer/email/verify', () => {
  it('verifies the address with the mailed code', async () => {
    const c = await registered();
    const res = await verify(c.auth, c.code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 'success', message: 'Your e-mail address has been verified.' });
    expect((await profileOf(c.auth)).email_verified_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('stores the code only as a hash, with a 10-minute life', async () => {
    const c = await registered();
    const row = await latestCodeRow(c.email);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(c.code);
    const life = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(life).toBe(10 * 60 * 1000);
  });

  it('answers a wrong code with the tries left, and counts it', async () => {
    const c = await registered();
    const res = await verify(c.auth, wrongCode(c.code));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      result: 'error',
      errorMessage: 'The verification code is wrong. You have 4 more tries.',
      message: { code: 'The verification code is wrong. You have 4 more tries.' },
    });
    expect((await latestCodeRow(c.email))?.attempts).toBe(1);
  });

  it('kills the code after 5 wrong tries: the right code no longer works', async () => {
    const c = await registered();
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) messages.push((await verify(c.auth, wrongCode(c.code))).json().errorMessage);
    expect(messages.at(-1)).toBe('The verification code is wrong. Please ask for a new one.');
    const res = await verify(c.auth, c.code);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe('This verification code has expired or can no longer be used. Please ask for a new one.');
    expect((await profileOf(c.auth)).email_verified_at).toBeNull();
  });

  it('evaluates at most 5 guesses even when they arrive together', async () => {
    const c = await registered();
    const guesses = Array.from({ length: 9 }, (_, i) => String((Number(c.code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((g) => verify(c.auth, g)));
    const wrong = answers.filter((a) => /is wrong/.test(a.json().errorMessage ?? ''));
    expect(wrong).toHaveLength(5);
    expect((await latestCodeRow(c.email))?.attempts).toBe(5);
  });

  it('refuses an expired code', async () => {
    const c = await registered();
    const row = await latestCodeRow(c.email);
    await t.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.id, row?.id ?? -1));
    const res = await verify(c.auth, c.code);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toMatch(/expired/);
  });

  it('says when the address is already verified', async () => {
    const { auth } = await createSignedInUser(t.database.db);
    const res = await verify(auth, '123456');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe('Your e-mail address is already verified.');
  });

  it.each([
    ['empty', '', 'Please enter your verification code.'],
    ['missing', undefined, 'Please enter your verification code.'],
    ['five digits', '12345', 'The verification code is 6 digits.'],
    ['letters', 'abcdef', 'The verification code is 6 digits.'],
  ])('refuses a %s code before looking', async (_what, code, message) => {
    const c = await registered();
    const res = await verify(c.auth, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ code: message });
    expect((await latestCodeRow(c.email))?.attempts).toBe(0);
  });

  it('needs a signed-in user', async () => {
    expect((await verify({}, '123456')).statusCode).toBe(401);
  });

  it('moves the referral of a verified friend to Verified', async () => {
    const referrer = await createUser(t.database.db);
    const email = `friend-${++ip}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: apiHeaders,
      remoteAddress: nextIp(),
      payload: {
        name: 'Friend',
        email,
        phone: '9801112223',
        password: 'rhododendron-77',
        password_confirmation: 'rhododendron-77',
        referral_code: referrer.referralCode,
      },
    });
    expect(res.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${await logIn(email)}` };
    await verify(auth, codeIn((await latestMail(t.database.db, email, 'email-verification'))?.text));
    const [row] = await t.database.db.select().from(referrals).where(eq(referrals.referrerId, referrer.id));
    expect(row?.status).toBe('verified');
  });
});

describe('POST /api/customer/email/verification-notiication (Send Again)', () => {
  it('sends a fresh code, says so exactly, and the old code stops working', async () => {
    const c = await registered();
    await t.database.db.update(verificationCodes).set({ createdAt: new Date(Date.now() - 61_000) });
    const res = await resend(c.auth, { email: c.email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 'success', message: RESENT });
    const fresh = codeIn((await latestMail(t.database.db, c.email, 'email-verification'))?.text);
    if (fresh !== c.code) {
      expect((await verify(c.auth, c.code)).json().errorMessage).toMatch(/wrong|expired/);
    }
    expect((await verify(c.auth, fresh)).statusCode).toBe(200);
  });

  it('accepts the correct spelling too', async () => {
    const c = await registered();
    await t.database.db.update(verificationCodes).set({ createdAt: new Date(Date.now() - 61_000) });
    expect((await resend(c.auth, {}, 'verification-notification')).json().message).toBe(RESENT);
  });

  it('allows one resend a minute', async () => {
    const c = await registered();
    const res = await resend(c.auth);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ result: 'error', errorMessage: 'Please wait a minute before asking for another code.' });
    expect(res.headers['retry-after']).toBe('60');
  });

  it('allows 5 codes an hour', async () => {
    const c = await registered();
    const row = await latestCodeRow(c.email);
    const userId = row?.userId ?? -1;
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    await t.database.db
      .update(verificationCodes)
      .set({ createdAt: minutesAgo(50) })
      .where(eq(verificationCodes.userId, userId));
    await t.database.db.insert(verificationCodes).values(
      [40, 30, 20, 10].map((m) => ({
        userId,
        purpose: 'email_verification' as const,
        codeHash: 'x',
        expiresAt: minutesAgo(m - 10),
        createdAt: minutesAgo(m),
        usedAt: minutesAgo(m),
      })),
    );
    const res = await resend(c.auth);
    expect(res.statusCode).toBe(429);
    expect(res.json().errorMessage).toBe('You have asked for too many codes. Please try again in an hour.');
  });

  it('says when the address is already verified', async () => {
    const { auth } = await createSignedInUser(t.database.db);
    const res = await resend(auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe('Your e-mail address is already verified.');
  });

  it('answers an anonymous caller the same for every address, equally slowly, and mails only a real unverified account', async () => {
    const unverified = await createUser(t.database.db, { emailVerifiedAt: null });
    const verified = await createUser(t.database.db);
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await resend({}, { email });
      return { body: res.json(), status: res.statusCode, ms: performance.now() - started };
    };
    const answers = await Promise.all([timed(unverified.email), timed(verified.email), timed('nobody-here@example.com')]);
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.body).toEqual({ result: 'success', message: RESENT });
      expect(a.ms).toBeGreaterThanOrEqual(390);
    }
    expect(await latestMail(t.database.db, unverified.email, 'email-verification')).toBeDefined();
    expect(await latestMail(t.database.db, verified.email)).toBeUndefined();
    expect(
      await t.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, 'nobody-here@example.com'))),
    ).toEqual([]);
  });

  it('needs an e-mail address from an anonymous caller', async () => {
    const res = await resend({}, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ email: 'Please enter your e-mail address.' });
  });
});
