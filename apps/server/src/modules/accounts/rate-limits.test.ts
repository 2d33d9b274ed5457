import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRedis } from '../../platform/redis.ts';
import { createSignedInUser, createUser } from '../../test/factories/accounts.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

const TOO_MANY = { result: 'error', errorMessage: 'Too many requests. Please wait a moment and try again.' };
const unique = () => randomBytes(4).toString('hex');
const randomIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

function post(t: TestApp, url: string, payload: object, opts: { ip?: string; headers?: Record<string, string> } = {}) {
  return t.app.inject({ method: 'POST', url, headers: { ...apiHeaders, ...opts.headers }, payload, remoteAddress: opts.ip ?? randomIp() });
}

describe('rate limits (in memory)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('locks an account after 10 failed logins from anywhere, even for the right password, with Retry-After', async () => {
    const user = await createUser(t.database.db);
    for (let i = 0; i < 10; i++)
      expect((await post(t, '/api/auth/login', { email: user.email, password: `wrong-${i}-pass` })).statusCode).toBe(401);
    const res = await post(t, '/api/auth/login', { email: user.email, password: user.password });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(TOO_MANY);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('never slows down successful logins (many customers behind one carrier NAT)', async () => {
    const user = await createUser(t.database.db);
    const ip = randomIp();
    for (let i = 0; i < 15; i++)
      expect((await post(t, '/api/auth/login', { email: user.email, password: user.password }, { ip })).statusCode).toBe(200);
  });

  it('blocks an address after 50 failed logins across accounts (credential stuffing)', async () => {
    const ip = randomIp();
    for (let i = 0; i < 50; i++)
      expect((await post(t, '/api/auth/login', { email: `victim-${i}@example.com`, password: 'guess-123456' }, { ip })).statusCode).toBe(
        401,
      );
    expect((await post(t, '/api/auth/login', { email: 'victim-51@example.com', password: 'guess-123456' }, { ip })).statusCode).toBe(429);
    expect((await post(t, '/api/auth/login', { email: 'victim-51@example.com', password: 'guess-123456' })).statusCode).toBe(401);
  });

  it('limits registrations per address (20 an hour)', async () => {
    const ip = randomIp();
    const body = (i: number) => ({
      name: 'Bot',
      email: `bot-${i}-${unique()}@example.com`,
      phone: '9800000000',
      password: 'password123',
      password_confirmation: 'password123',
    });
    for (let i = 0; i < 20; i++) expect((await post(t, '/api/auth/register', body(i), { ip })).statusCode).toBe(400);
    expect((await post(t, '/api/auth/register', body(21), { ip })).statusCode).toBe(429);
  });

  it('limits registrations per e-mail address (5 an hour)', async () => {
    const email = `same-${unique()}@example.com`;
    const body = { name: 'Bot', email, phone: '9800000000', password: 'password123', password_confirmation: 'password123' };
    for (let i = 0; i < 5; i++) expect((await post(t, '/api/auth/register', body)).statusCode).toBe(400);
    expect((await post(t, '/api/auth/register', body)).statusCode).toBe(429);
  });

  it('limits resend, forgot and reset per account', async () => {
    const email = `limited-${unique()}@example.com`;
    for (let i = 0; i < 5; i++) expect((await post(t, '/api/customer/email/verification-notiication', { email })).statusCode).toBe(200);
    expect((await post(t, '/api/customer/email/verification-notiication', { email })).statusCode).toBe(429);
    for (let i = 0; i < 5; i++) expect((await post(t, '/api/auth/forgot-password', { email })).statusCode).toBe(200);
    expect((await post(t, '/api/auth/forgot-password', { email })).statusCode).toBe(429);
    const reset = { email, code: '123456', password: 'monsoon-terrace-19', password_confirmation: 'monsoon-terrace-19' };
    for (let i = 0; i < 10; i++) expect((await post(t, '/api/auth/reset-password', reset)).statusCode).toBe(400);
    expect((await post(t, '/api/auth/reset-password', reset)).statusCode).toBe(429);
  });

  it('limits verification attempts per account (10 in 15 minutes), beyond the 5 tries of each code', async () => {
    const { auth } = await createSignedInUser(t.database.db, { emailVerifiedAt: null });
    for (let i = 0; i < 10; i++)
      expect((await post(t, '/api/customer/email/verify', { code: '000000' }, { headers: auth })).statusCode).toBe(400);
    expect((await post(t, '/api/customer/email/verify', { code: '000000' }, { headers: auth })).statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For from a client that is not a configured proxy', async () => {
    const ip = randomIp();
    for (let i = 0; i < 50; i++) {
      const res = await post(
        t,
        '/api/auth/login',
        { email: `spoof-${i}@example.com`, password: 'guess-123456' },
        { ip, headers: { 'x-forwarded-for': randomIp() } },
      );
      expect(res.statusCode).toBe(401);
    }
    const res = await post(
      t,
      '/api/auth/login',
      { email: 'spoof-x@example.com', password: 'guess-123456' },
      { ip, headers: { 'x-forwarded-for': randomIp() } },
    );
    expect(res.statusCode).toBe(429);
  });
});

describe('rate limits behind a trusted proxy', () => {
  let t: TestApp;
  const PROXY = '10.200.0.1';
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: PROXY } });
  });
  afterAll(() => t.close());

  it('counts each client the proxy names separately', async () => {
    const [a, b] = [randomIp(), randomIp()];
    for (let i = 0; i < 50; i++) {
      await post(
        t,
        '/api/auth/login',
        { email: `a-${i}@example.com`, password: 'guess-123456' },
        { ip: PROXY, headers: { 'x-forwarded-for': a } },
      );
    }
    const fromA = await post(
      t,
      '/api/auth/login',
      { email: 'a-x@example.com', password: 'guess-123456' },
      { ip: PROXY, headers: { 'x-forwarded-for': a } },
    );
    const fromB = await post(
      t,
      '/api/auth/login',
      { email: 'b-x@example.com', password: 'guess-123456' },
      { ip: PROXY, headers: { 'x-forwarded-for': b } },
    );
    expect(fromA.statusCode).toBe(429);
    expect(fromB.statusCode).toBe(401);
  });
});

describe('when Redis is configured but down', () => {
  it('keeps serving (the counters fail open; codes stay bounded in the database)', async () => {
    const down = openRedis('redis://127.0.0.1:1', () => {});
    const t = await createTestApp({ redis: down });
    try {
      const user = await createUser(t.database.db);
      expect((await post(t, '/api/auth/login', { email: user.email, password: user.password })).statusCode).toBe(200);
    } finally {
      await t.close();
      down.disconnect();
    }
  });
});

describe.skipIf(!process.env.REDIS_URL)('rate limits shared through Redis', () => {
  let redis: Redis;
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    redis = openRedis(process.env.REDIS_URL as string, () => {});
    [one, two] = await Promise.all([createTestApp({ redis }), createTestApp({ redis })]);
  });
  afterAll(async () => {
    await Promise.all([one.close(), two.close()]);
    redis.disconnect();
  });

  it('holds an account lock across two instances', async () => {
    const email = `shared-${unique()}@example.com`;
    for (let i = 0; i < 10; i++) {
      const app = i % 2 === 0 ? one : two;
      expect((await post(app, '/api/auth/login', { email, password: `wrong-${i}-pass` })).statusCode).toBe(401);
    }
    const res = await post(two, '/api/auth/login', { email, password: 'anything-now' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(TOO_MANY);
    expect((await post(one, '/api/auth/login', { email, password: 'anything-now' })).statusCode).toBe(429);
  });

  it('holds a per-address limit across two instances', async () => {
    const ip = randomIp();
    const body = (i: number) => ({
      name: 'Bot',
      email: `bot-${i}-${unique()}@example.com`,
      phone: '9800000000',
      password: 'password123',
      password_confirmation: 'password123',
    });
    for (let i = 0; i < 20; i++) expect((await post(i < 10 ? one : two, '/api/auth/register', body(i), { ip })).statusCode).toBe(400);
    expect((await post(one, '/api/auth/register', body(21), { ip })).statusCode).toBe(429);
  });

  it('keeps no e-mail address in Redis', async () => {
    const email = `private-${unique()}@example.com`;
    await post(one, '/api/auth/login', { email, password: 'wrong-password' });
    const keys = await redis.keys('suraksha:rl:*');
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.some((k) => k.includes(email) || k.includes('private-'))).toBe(false);
  });
});
