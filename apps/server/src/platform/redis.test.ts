import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { openRedis } from './redis.ts';

// Runs where Redis is configured (CI sets REDIS_URL); without it there is no Redis to talk to.
describe.skipIf(!process.env.REDIS_URL)('readiness with Redis', () => {
  let t: TestApp;
  let down: TestApp;
  let up: Redis;
  let unreachable: Redis;
  beforeAll(async () => {
    up = openRedis(process.env.REDIS_URL as string, () => {});
    // Nothing listens on port 1: a Redis that is configured but unreachable.
    unreachable = openRedis('redis://127.0.0.1:1', () => {});
    t = await createTestApp({ redis: up });
    down = await createTestApp({ redis: unreachable });
  });
  afterAll(async () => {
    await t.close();
    await down.close();
    up.disconnect();
    unreachable.disconnect();
  });

  it('reports Redis up when it answers', async () => {
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: 'up', redis: 'up' });
  });

  it('answers 503 while a configured Redis is unreachable', async () => {
    const res = await down.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', redis: 'down' });
  });
});
