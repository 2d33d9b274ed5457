import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { referrals, wallets } from '../../db/schema/wallet.ts';
import { ACCOUNT_MESSAGES } from '@suraksha/contracts/account-messages';
import { codeIn, createUser, latestMail } from '../../test/factories/accounts.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

const REGISTERED = ACCOUNT_MESSAGES.registered;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
function newCustomer(overrides: Record<string, unknown> = {}) {
  n++;
  return {
    name: 'Sita Sharma',
    email: `sita-${n}@example.com`,
    phone: '9841234567',
    password: 'mustard-lantern-42',
    password_confirmation: 'mustard-lantern-42',
    ...overrides,
  };
}

const register = (payload: object, remoteAddress = `10.0.0.${(n % 200) + 1}`) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', headers: apiHeaders, payload, remoteAddress });

describe('POST /api/auth/register', () => {
  it('creates an unverified customer, answers "check your e-mail" and mails a 6-digit code; the password then signs in', async () => {
    const body = newCustomer({ email: '  Sita.New@Example.COM ' });
    const res = await register(body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 'success', message: REGISTERED });

    const mail = await latestMail(t.database.db, 'sita.new@example.com', 'email-verification');
    expect(codeIn(mail?.text)).toMatch(/^\d{6}$/);

    const { access_token } = await signIn('sita.new@example.com', body.password);
    const profile = await t.app.inject({
      url: '/api/customer/profile',
      headers: { ...apiHeaders, authorization: `Bearer ${access_token}` },
    });
    expect(profile.json().user).toEqual({
      name: 'Sita Sharma',
      email: 'sita.new@example.com',
      email_verified_at: null,
      amount: 0,
      referral_code: expect.stringMatching(/^[A-Z2-9]{8}$/),
      phone: '+9779841234567',
    });

    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'sita.new@example.com'));
    expect(row?.role).toBe('customer');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  describe('a taken address (decision 0083)', () => {
    it.each([
      ['verified', { emailVerifiedAt: new Date('2026-01-01T00:00:00Z') }],
      ['never verified', { emailVerifiedAt: null }],
    ])('answers a %s one (any case) exactly as a new one, changes nothing, and mails its owner', async (_what, state) => {
      const owner = await createUser(t.database.db, { email: `owner-${++n}@example.com`, name: 'Owner', ...state });
      const fresh = await register(newCustomer());
      const taken = await register({ ...newCustomer({ name: 'Intruder', phone: '9811111111' }), email: owner.email.toUpperCase() });
      expect(taken.statusCode).toBe(fresh.statusCode);
      expect(taken.json()).toEqual(fresh.json());
      expect(Object.keys(taken.headers).toSorted()).toEqual(Object.keys(fresh.headers).toSorted());

      const [row] = await t.database.db.select().from(users).where(eq(users.email, owner.email));
      expect(row).toMatchObject({ id: owner.id, name: 'Owner', passwordHash: owner.passwordHash, phone: owner.phone });
      expect(await latestMail(t.database.db, owner.email, 'email-verification')).toBeUndefined();
      const notice = await latestMail(t.database.db, owner.email, 'registration-attempt');
      expect(notice?.text).toContain('Namaste Owner,');
      expect(notice?.text).toContain(`${t.config.PUBLIC_URL}/login`);
      expect(notice?.text).toContain(`${t.config.PUBLIC_URL}/forget-password`);
      // The owner's password still works; the one just typed does not.
      expect((await signIn(owner.email, owner.password)).access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const intruder = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: apiHeaders,
        payload: { email: owner.email, password: 'mustard-lantern-42' },
      });
      expect(intruder.statusCode).toBe(401);
    });

    it('refuses the same bad input for a taken address as for a new one (the checks come before the look-up)', async () => {
      const owner = await createUser(t.database.db, { email: `owner-${++n}@example.com` });
      const weak = { password: 'password123', password_confirmation: 'password123' };
      const forNew = await register(newCustomer(weak));
      const forTaken = await register({ ...newCustomer(weak), email: owner.email });
      expect(forTaken.statusCode).toBe(400);
      expect(forTaken.json()).toEqual(forNew.json());
      const badCode = { referral_code: 'NOSUCH99' };
      expect((await register({ ...newCustomer(badCode), email: owner.email })).json()).toEqual(
        (await register(newCustomer(badCode))).json(),
      );
    });

    it('keeps two registrations of one new address at once to one account, both answered alike', async () => {
      const body = newCustomer();
      const [a, b] = await Promise.all([register(body), register(body)]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(a.json()).toEqual(b.json());
      expect(await t.database.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(1);
    });
  });

  it.each([
    ['short', 'Short-7', 'The password must be at least 8 characters.'],
    ['too long', 'x'.repeat(129), 'The password must be at most 128 characters.'],
    ['common', 'password123', 'This password is too common. Please choose a less guessable one.'],
    ['common in capitals', 'Qwerty123', 'This password is too common. Please choose a less guessable one.'],
  ])('refuses a %s password with a field error', async (_what, password, message) => {
    const res = await register(newCustomer({ password, password_confirmation: password }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message.password).toBe(message);
  });

  it('accepts a 128-character password and keeps all of it (nothing truncated)', async () => {
    const long = `${'a1b2c3d4'.repeat(15)}tail-one`;
    expect(long).toHaveLength(128);
    const body = newCustomer({ password: long, password_confirmation: long });
    expect((await register(body)).statusCode).toBe(200);
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', headers: apiHeaders, payload: { email: body.email, password } });
    expect((await login(long)).statusCode).toBe(200);
    // Same first 120 characters (beyond bcrypt's 72 bytes), different end: refused.
    expect((await login(`${'a1b2c3d4'.repeat(15)}tail-two`)).statusCode).toBe(401);
  });

  it('refuses a mismatched confirmation on the confirmation field', async () => {
    const res = await register(newCustomer({ password_confirmation: 'something-else-42' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ password_confirmation: 'The password confirmation does not match.' });
  });

  it('names every missing field', async () => {
    const res = await register({});
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().message).toSorted()).toEqual(['email', 'name', 'password', 'password_confirmation', 'phone']);
    expect(res.json().message.email).toBe('Please enter your e-mail address.');
  });

  it('ignores role, email_verified_at, amount and referral code fields it does not own (mass assignment)', async () => {
    const body = newCustomer({
      role: 'owner',
      email_verified_at: '2020-01-01T00:00:00Z',
      amount: 100000,
      referralCode: 'MINE1234',
      referredById: 1,
      googleSubject: 'x',
    });
    const res = await register(body);
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, body.email));
    expect(row).toMatchObject({ role: 'customer', emailVerifiedAt: null, referredById: null, googleSubject: null });
    expect(row?.referralCode).not.toBe('MINE1234');
    expect(
      await t.database.db
        .select()
        .from(wallets)
        .where(eq(wallets.userId, row?.id ?? -1)),
    ).toEqual([]);
  });
});

describe('referral capture', () => {
  it('records who referred whom for a valid code (any case)', async () => {
    const referrer = await createUser(t.database.db);
    const body = newCustomer({ referral_code: referrer.referralCode.toLowerCase() });
    const res = await register(body);
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ id: users.id, referredById: users.referredById })
      .from(users)
      .where(eq(users.email, body.email));
    expect(row?.referredById).toBe(referrer.id);
    const recorded = await t.database.db
      .select()
      .from(referrals)
      .where(eq(referrals.referredId, row?.id ?? -1));
    expect(recorded).toEqual([expect.objectContaining({ referrerId: referrer.id, status: 'registered' })]);

    const list = await t.app.inject({
      url: '/api/customer/wallet-refer',
      headers: { ...apiHeaders, authorization: `Bearer ${(await signIn(referrer.email, referrer.password)).access_token}` },
    });
    // The referrer sees that someone joined, not their full name.
    expect(list.json().referrals).toEqual([
      { name: 'S**** S****', joined_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), status: 'Registered' },
    ]);
    const refers = await t.app.inject({
      method: 'POST',
      url: '/api/customer/refers',
      headers: { ...apiHeaders, authorization: `Bearer ${(await signIn(referrer.email, referrer.password)).access_token}` },
    });
    expect(refers.json().orders).toEqual([
      { name: 'S**** S****', status: 'registered', date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    ]);
  });

  it('refuses an unknown code with a field error and creates nothing', async () => {
    const body = newCustomer({ referral_code: 'NOSUCH99' });
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ referral_code: 'This referral code is not valid.' });
    expect(await t.database.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
  });

  describe("refuses a self-referral: the referrer's own mailbox or phone under another spelling", () => {
    const SELF_REFERRAL = 'You cannot use your own referral code.';
    // `u` keeps each case's addresses apart from the other tests'.
    it.each([
      ['a Gmail dot variant', (u: string) => [{ email: `pasang.sherpa${u}@gmail.com` }, { email: `pa.sang.sher.pa${u}@gmail.com` }]],
      ['a +tag', (u: string) => [{ email: `pasangsherpa${u}@gmail.com` }, { email: `pasangsherpa${u}+again@gmail.com` }]],
      [
        'googlemail.com in capitals',
        (u: string) => [{ email: `pasangsherpa${u}@gmail.com` }, { email: `PASANG.SHERPA${u}@GOOGLEMAIL.COM` }],
      ],
      ['a +tag at another host', (u: string) => [{ email: `pasang${u}@example.org` }, { email: `Pasang${u}+2@Example.org` }]],
      ['the same phone, written with the country code', () => [{ phone: '9841234567' }, { phone: '+977 984-123-4567' }]],
      ['the same landline, written without its hyphen', () => [{ phone: '01-4123456' }, { phone: '014123456' }]],
    ])('%s', async (_what, pair) => {
      const [referrerColumns, newcomer] = pair(`x${++n}`) as unknown as [Record<string, string>, Record<string, string>];
      const referrer = await createUser(t.database.db, { phone: '9807654321', ...referrerColumns });
      const body = newCustomer({ phone: '9811111111', ...newcomer, referral_code: referrer.referralCode });
      const res = await register(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ result: 'error', errorMessage: SELF_REFERRAL, message: { referral_code: SELF_REFERRAL } });
      expect(await t.database.db.select().from(users).where(eq(users.email, body.email.toLowerCase()))).toEqual([]);
    });

    it('still accepts a friend whose address differs only in dots at a host where dots matter', async () => {
      const referrer = await createUser(t.database.db, { email: `ram.thapa${n}@example.org`, phone: '9807654321' });
      const res = await register(
        newCustomer({ email: `ramthapa${n}@example.org`, phone: '9811111111', referral_code: referrer.referralCode }),
      );
      expect(res.statusCode).toBe(200);
    });
  });

  it('treats an empty code as none', async () => {
    expect((await register(newCustomer({ referral_code: '' }))).statusCode).toBe(200);
  });

  it('cannot record a self-referral, even written straight to the database', async () => {
    const user = await createUser(t.database.db);
    await expect(t.database.db.insert(referrals).values({ referrerId: user.id, referredId: user.id })).rejects.toThrow();
  });
});

async function signIn(email: string, password: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: apiHeaders, payload: { email, password } });
  expect(res.statusCode).toBe(200);
  return res.json() as { access_token: string };
}
