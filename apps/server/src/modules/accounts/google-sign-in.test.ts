import { generateKeyPairSync, sign } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users, verificationCodes } from '../../db/schema/accounts.ts';
import { serviceRequests } from '../../db/schema/forms.ts';
import { referrals } from '../../db/schema/wallet.ts';
import { createToken, createUser, latestMail } from '../../test/factories/accounts.ts';
import { createProduct } from '../../test/factories/catalog.ts';
import { insertReferral } from '../referrals/repo.ts';
import { createCode } from './verification-codes-repo.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

const CLIENT_ID = 'suraksha-test-client';
let provider: OAuth2Server;
let t: TestApp;
/** Claims the mock provider puts into (or changes in) its next ID tokens. */
let idTokenClaims: Record<string, unknown> = {};
/** When set, the provider's next ID token is re-signed with this key (same header, same claims). */
let signIdTokenWith: ReturnType<typeof generateKeyPairSync>['privateKey'] | null = null;

/** An RS256 JWT with the given header and payload, signed by `key`: what a forger holding another key makes. */
function resign(idToken: string, key: NonNullable<typeof signIdTokenWith>): string {
  const [header, payload] = idToken.split('.') as [string, string];
  const signature = sign('sha256', Buffer.from(`${header}.${payload}`), key).toString('base64url');
  return `${header}.${payload}.${signature}`;
}

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  // The ID token is the one with an audience; the access token has none.
  provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    if (token.payload.aud !== undefined) Object.assign(token.payload, idTokenClaims);
  });
  provider.service.on('beforeResponse', (response: { body: Record<string, unknown> }) => {
    if (signIdTokenWith && typeof response.body.id_token === 'string')
      response.body.id_token = resign(response.body.id_token, signIdTokenWith);
  });
  t = await createTestApp({
    env: {
      GOOGLE_ISSUER: provider.issuer.url as string,
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: 'test-secret',
      PUBLIC_URL: 'http://shop.test',
    },
  });
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});
afterEach(() => {
  idTokenClaims = {};
  signIdTokenWith = null;
});

let ip = 0;
const remoteAddress = () => `10.4.0.${(++ip % 250) + 1}`;

/** The browser's part: start at our redirect, let the provider answer, and return the callback query with our cookie. */
async function throughProvider() {
  const start = await t.app.inject({ url: '/api/auth/google/redirect', remoteAddress: remoteAddress() });
  expect(start.statusCode).toBe(302);
  const cookie = String(start.headers['set-cookie']).split(';')[0] as string;
  const atProvider = await fetch(start.headers.location as string, { redirect: 'manual' });
  const back = new URL(atProvider.headers.get('location') as string);
  expect(`${back.origin}${back.pathname}`).toBe('http://shop.test/login/google/callback');
  return { query: back.search.slice(1), cookie, start };
}

const callback = (query: string, cookie?: string) =>
  t.app.inject({
    url: `/api/auth/callback?${query}`,
    headers: { ...apiHeaders, ...(cookie ? { cookie } : {}) },
    remoteAddress: remoteAddress(),
  });

async function signIn(claims: Record<string, unknown>) {
  idTokenClaims = claims;
  const { query, cookie } = await throughProvider();
  return callback(query, cookie);
}

const profile = (token: string) =>
  t.app.inject({ url: '/api/customer/profile', headers: { ...apiHeaders, authorization: `Bearer ${token}` } });
const FAILED = 'Google sign-in failed. Please try again.';

describe('GET /api/auth/google/redirect', () => {
  it('sends the browser to the provider with PKCE, state and nonce, keeping them in an HttpOnly cookie', async () => {
    const { start } = await throughProvider();
    const to = new URL(start.headers.location as string);
    expect(to.origin).toBe(provider.issuer.url);
    expect(to.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(to.searchParams.get('redirect_uri')).toBe('http://shop.test/login/google/callback');
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(to.searchParams.get('state')).toBeTruthy();
    expect(to.searchParams.get('nonce')).toBeTruthy();
    expect(to.searchParams.get('scope')).toBe('openid email profile');
    expect(String(start.headers['set-cookie'])).toMatch(
      /^suraksha_google_flow=[^;]+; Path=\/api\/auth; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );
  });

  it('is offered by /api/auth/options', async () => {
    const res = await t.app.inject({ url: '/api/auth/options', headers: apiHeaders });
    expect(res.json()).toEqual({ result: 'success', google: true });
  });
});

describe('GET /api/auth/callback', () => {
  it('creates a verified customer without a password on the first sign-in, and finds it again by subject', async () => {
    const res = await signIn({ sub: 'google-sub-1', email: 'Pasang.Sherpa@Gmail.com', email_verified: true, name: 'Pasang Sherpa' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ result: 'success', expires_in: 30 * 24 * 3600 });
    expect(res.headers['set-cookie']).toMatch(/^suraksha_google_flow=; .*Max-Age=0/);
    const user = (await profile(body.access_token)).json().user;
    expect(user).toMatchObject({ name: 'Pasang Sherpa', email: 'pasang.sherpa@gmail.com', amount: 0, phone: null });
    expect(user.email_verified_at).not.toBeNull();
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'pasang.sherpa@gmail.com'));
    expect(row).toMatchObject({ passwordHash: null, googleSubject: 'google-sub-1', role: 'customer' });

    // Same subject, a changed address at Google: still the same account.
    const again = await signIn({ sub: 'google-sub-1', email: 'pasang.new@gmail.com', email_verified: true, name: 'Pasang' });
    expect((await profile(again.json().access_token)).json().user.email).toBe('pasang.sherpa@gmail.com');
  });

  it.each([
    ['a wrong audience', { aud: 'someone-elses-client' }],
    ['a wrong issuer', { iss: 'https://evil.example.com' }],
    ['an expired ID token', { exp: Math.floor(Date.now() / 1000) - 3600, iat: Math.floor(Date.now() / 1000) - 7200 }],
    ['a bad nonce', { nonce: 'not-the-nonce-we-sent' }],
    ['no subject', { sub: '' }],
  ])('refuses %s', async (_what, tamper) => {
    const res = await signIn({ sub: 'google-sub-x', email: 'x@gmail.com', email_verified: true, ...tamper });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ result: 'error', errorMessage: FAILED });
    expect(await t.database.db.select().from(users).where(eq(users.email, 'x@gmail.com'))).toEqual([]);
  });

  it("refuses an ID token signed by a key outside the provider's key set, though every claim is right", async () => {
    signIdTokenWith = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const res = await signIn({ sub: 'google-sub-forged', email: 'forged@gmail.com', email_verified: true, name: 'Forged' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ result: 'error', errorMessage: FAILED });
    expect(await t.database.db.select().from(users).where(eq(users.email, 'forged@gmail.com'))).toEqual([]);
  });

  it("accepts the same ID token signed by the provider's own key", async () => {
    const res = await signIn({ sub: 'google-sub-signed', email: 'signed@gmail.com', email_verified: true, name: 'Signed' });
    expect(res.statusCode).toBe(200);
    expect((await profile(res.json().access_token)).json().user.email).toBe('signed@gmail.com');
  });

  it('refuses an identity whose e-mail Google has not verified', async () => {
    const res = await signIn({ sub: 'google-sub-u', email: 'unverified@gmail.com', email_verified: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe('Your Google e-mail address is not verified, so it cannot be used to sign in.');
    const missing = await signIn({ sub: 'google-sub-v', email: 'no-flag@gmail.com' });
    expect(missing.statusCode).toBe(400);
  });

  it('refuses a missing or wrong state', async () => {
    idTokenClaims = { email: 'state@gmail.com', email_verified: true };
    const { query, cookie } = await throughProvider();
    const params = new URLSearchParams(query);
    const withoutState = new URLSearchParams(params);
    withoutState.delete('state');
    expect((await callback(withoutState.toString(), cookie)).json().errorMessage).toBe(FAILED);
    const wrongState = new URLSearchParams(params);
    wrongState.set('state', 'attacker-state');
    expect((await callback(wrongState.toString(), cookie)).json().errorMessage).toBe(FAILED);
  });

  it('refuses a callback in a browser that did not start the flow, or with a forged cookie', async () => {
    idTokenClaims = { email: 'csrf@gmail.com', email_verified: true };
    const { query, cookie } = await throughProvider();
    const noCookie = await callback(query);
    expect(noCookie.statusCode).toBe(400);
    expect(noCookie.json().errorMessage).toMatch(/started in another browser/);
    const [name, value] = cookie.split('=') as [string, string];
    const forged = `${name}=${value.slice(0, -2)}xx`;
    expect((await callback(query, forged)).statusCode).toBe(400);
  });

  it('refuses a replayed callback', async () => {
    idTokenClaims = { sub: 'google-sub-r', email: 'replay@gmail.com', email_verified: true };
    const { query, cookie } = await throughProvider();
    expect((await callback(query, cookie)).statusCode).toBe(200);
    const replay = await callback(query, cookie);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().result).toBe('error');
  });

  it("shows the provider's refusal (the customer pressed Cancel)", async () => {
    const { query, cookie } = await throughProvider();
    const state = new URLSearchParams(query).get('state') ?? '';
    const res = await callback(`error=access_denied&state=${state}`, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe('Google sign-in was cancelled.');
  });

  it('links an existing verified account with the same address; its password keeps working', async () => {
    const existing = await createUser(t.database.db, { email: 'bikash@gmail.com' });
    const res = await signIn({ sub: 'google-sub-b', email: 'bikash@gmail.com', email_verified: true, name: 'Bikash' });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, existing.id));
    expect(row?.googleSubject).toBe('google-sub-b');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: apiHeaders,
      payload: { email: existing.email, password: existing.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('does not silently merge an UNVERIFIED password account: its password and sign-ins end, and its owner is told', async () => {
    // Someone registered the victim's address first and set a password they know (pre-account takeover).
    const planted = await createUser(t.database.db, { email: 'victim@gmail.com', emailVerifiedAt: null, password: 'attacker-knows-this' });
    const attackerToken = await createToken(t.database.db, planted.id);
    const res = await signIn({ sub: 'google-sub-victim', email: 'victim@gmail.com', email_verified: true, name: 'Victim' });
    expect(res.statusCode).toBe(200);

    expect((await profile(attackerToken)).statusCode).toBe(401);
    const attackerLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: apiHeaders,
      payload: { email: 'victim@gmail.com', password: 'attacker-knows-this' },
    });
    expect(attackerLogin.statusCode).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, planted.id));
    expect(row).toMatchObject({ passwordHash: null, googleSubject: 'google-sub-victim' });
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    const mail = await latestMail(t.database.db, 'victim@gmail.com', 'google-linked');
    expect(mail?.text).toMatch(/removed the password/);
  });

  it('starts an UNVERIFIED account it takes over clean: no referral, the Google name, no bag, wishlist, requests or codes', async () => {
    // The attacker registers the victim's address with his own referral code, a name and a phone,
    // fills the bag and the wishlist, and files a service request under it.
    const attacker = await createUser(t.database.db, { name: 'Attacker' });
    const planted = await createUser(t.database.db, {
      email: 'planted@gmail.com',
      emailVerifiedAt: null,
      name: 'Name The Attacker Chose',
      phone: '9811111111',
      referredById: attacker.id,
    });
    await insertReferral(t.database.db, attacker.id, planted.id);
    await createCode(t.database.db, planted.id, 'email_verification');
    const product = await createProduct(t.database.db);
    const plantedAuth = { ...apiHeaders, authorization: `Bearer ${await createToken(t.database.db, planted.id)}` };
    const plant = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: plantedAuth, payload });
    expect((await plant('/api/customer/carts/create', { product_slug: product.slug })).statusCode).toBe(200);
    expect((await plant('/api/customer/wishlists/create', { product_slug: product.slug })).statusCode).toBe(200);
    await t.database.db.insert(serviceRequests).values({
      reference: `SR-PLANTED-${planted.id}`,
      userId: planted.id,
      name: 'Name The Attacker Chose',
      phone: '9811111111',
      email: 'planted@gmail.com',
      province: 'Bagmati',
      district: 'Kathmandu',
      address: 'Planted street',
    });

    const res = await signIn({ sub: 'google-sub-planted', email: 'planted@gmail.com', email_verified: true, name: 'Real Owner' });
    expect(res.statusCode).toBe(200);
    const owner = { ...apiHeaders, authorization: `Bearer ${res.json().access_token}` };
    const call = (method: 'GET' | 'POST', url: string) =>
      t.app.inject({ method, url, headers: owner, payload: method === 'POST' ? {} : undefined });

    const user = (await call('GET', '/api/customer/profile')).json().user;
    expect(user).toMatchObject({ name: 'Real Owner', email: 'planted@gmail.com', phone: null });
    expect(user.referral_code).not.toBe(planted.referralCode);
    expect((await call('POST', '/api/customer/carts/list')).json()).toMatchObject({ cartCount: 0, carts: [] });
    expect((await call('POST', '/api/customer/wishlists/count')).json().wishlists).toEqual([]);
    expect((await call('GET', '/api/customer/service-requests')).json().service_requests).toEqual([]);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, planted.id));
    expect(row).toMatchObject({ referredById: null, name: 'Real Owner', phone: null, passwordHash: null });
    expect(await t.database.db.select().from(referrals).where(eq(referrals.referredId, planted.id))).toEqual([]);
    expect(await t.database.db.select().from(verificationCodes).where(eq(verificationCodes.userId, planted.id))).toEqual([]);
    // The request stays for the staff, but no longer belongs to the account.
    const [request] = await t.database.db
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.reference, `SR-PLANTED-${planted.id}`));
    expect(request?.userId).toBeNull();
  });

  it('refuses an address already linked to another Google account', async () => {
    await createUser(t.database.db, { email: 'linked@gmail.com', googleSubject: 'google-sub-original' });
    const res = await signIn({ sub: 'google-sub-intruder', email: 'linked@gmail.com', email_verified: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessage).toBe('This e-mail address is already linked to another Google account.');
  });

  it('refuses an account the shop has disabled, linked or not yet linked (decision 0094)', async () => {
    await createUser(t.database.db, { email: 'off@gmail.com', googleSubject: 'google-sub-off', disabledAt: new Date() });
    const linked = await signIn({ sub: 'google-sub-off', email: 'off@gmail.com', email_verified: true });
    expect(linked.statusCode).toBe(403);
    expect(linked.json().errorMessage).toBe('This account has been disabled. Please contact the shop.');
    await createUser(t.database.db, { email: 'off2@gmail.com', disabledAt: new Date() });
    const sameEmail = await signIn({ sub: 'google-sub-off2', email: 'off2@gmail.com', email_verified: true });
    expect(sameEmail.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'off2@gmail.com'));
    expect(row?.googleSubject).toBeNull();
  });
});

describe('without Google settings', () => {
  it('hides Google: options say no and both routes are 404', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ url: '/api/auth/options', headers: apiHeaders })).json()).toEqual({
        result: 'success',
        google: false,
      });
      expect((await plain.app.inject({ url: '/api/auth/google/redirect' })).statusCode).toBe(404);
      expect((await plain.app.inject({ url: '/api/auth/callback?code=x&state=y', headers: apiHeaders })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('when the provider cannot be reached', () => {
  it('sends the browser to the callback page with an error, which then says sign-in failed', async () => {
    const down = await createTestApp({
      env: { GOOGLE_ISSUER: 'http://127.0.0.1:1', GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: 'test-secret' },
    });
    try {
      const start = await down.app.inject({ url: '/api/auth/google/redirect' });
      expect(start.statusCode).toBe(302);
      expect(start.headers.location).toBe('/login/google/callback?error=temporarily_unavailable');
      expect(start.headers['set-cookie']).toBeUndefined();
      const res = await down.app.inject({ url: '/api/auth/callback?error=temporarily_unavailable', headers: apiHeaders });
      expect(res.json()).toEqual({ result: 'error', errorMessage: FAILED });
    } finally {
      await down.close();
    }
  });
});
