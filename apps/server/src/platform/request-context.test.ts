import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { type SignedInUser, registerAuth } from './auth.ts';
import type { Database } from './database.ts';
import { registerErrorHandling } from './error-handler.ts';
import { type RequestContext, customerContext, customerIdOf, requestContext } from './request-context.ts';

const config = loadConfig({
  NODE_ENV: 'test',
  SHOP_EMAIL: 'orders@shop.example',
  PUBLIC_URL: 'https://shop.example',
  DATA_DIR: '/tmp/shop-data',
});
const db = {} as Database;
const sita: SignedInUser = { id: 7, role: 'customer', name: 'Sita', email: 'sita@example.com', emailVerifiedAt: null, tokenId: 1 };
const app = Fastify({ logger: false, genReqId: () => 'req-1' });

beforeAll(async () => {
  app.decorate('db', db);
  app.decorate('config', config);
  registerAuth(app);
  registerErrorHandling(app);
  const seen = (ctx: RequestContext) => ({ ...ctx, db: ctx.db === db, customerId: customerIdOf(ctx.actor) });
  app.get('/visitor', (request) => seen(requestContext(request)));
  app.get('/signed-in', { preHandler: async (request) => void (request.user = sita) }, (request) => seen(requestContext(request)));
  app.get('/customer-only', (request) => seen(customerContext(request)));
  await app.ready();
});
afterAll(() => app.close());

describe('the request context', () => {
  it('carries the database, the shop, the client address, the request id, the user agent and the reader’s language', async () => {
    const res = await app.inject({ url: '/visitor', remoteAddress: '10.1.2.3', headers: { 'user-agent': 'x'.repeat(500) } });
    expect(res.json()).toEqual({
      db: true,
      shop: { email: 'orders@shop.example', dataDir: '/tmp/shop-data', publicUrl: 'https://shop.example' },
      actor: { kind: 'visitor' },
      customerId: null,
      ip: '10.1.2.3',
      requestId: 'req-1',
      // Bounded: the audit log keeps it.
      userAgent: 'x'.repeat(400),
      // No Accept-Language: the SPEC's English (decision 0129).
      language: 'en',
    });
    const nepali = await app.inject({ url: '/visitor', headers: { 'accept-language': 'ne' } });
    expect(nepali.json().language).toBe('ne');
  });

  it('names a signed-in customer as the actor', async () => {
    const body = (await app.inject({ url: '/signed-in' })).json();
    expect(body.actor).toMatchObject({ kind: 'customer', user: { id: 7, name: 'Sita' } });
    expect(body.customerId).toBe(7);
  });

  it('is never a customer context without a customer (a route that forgot requireCustomer answers 500, masked)', async () => {
    const res = await app.inject({ url: '/customer-only' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ result: 'error' });
  });
});
