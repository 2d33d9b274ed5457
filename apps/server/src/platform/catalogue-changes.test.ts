import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCatalogueChanges } from './catalogue-changes.ts';
import { openRedis } from './redis.ts';

/** An instance of the shop reduced to its "catalogue changed" news and a count of what it forgot. */
async function instance(redis?: Redis) {
  const app = Fastify({ logger: false });
  registerCatalogueChanges(app, { redis });
  let forgotten = 0;
  app.catalogueChanges.onChange(() => forgotten++);
  await app.ready();
  return { app, forgotten: () => forgotten };
}

describe('catalogue changes on one instance', () => {
  it('tell every cache that registered, at once', async () => {
    const one = await instance();
    let pages = 0;
    one.app.catalogueChanges.onChange(() => pages++);
    one.app.catalogueChanges.changed();
    expect([one.forgotten(), pages]).toEqual([1, 1]);
    await one.app.close();
  });
});

// Runs where Redis is configured (CI sets REDIS_URL), like the other Redis tests.
describe.skipIf(!process.env.REDIS_URL)('catalogue changes through Redis', () => {
  const clients: Redis[] = [];
  const apps: FastifyInstance[] = [];
  beforeAll(() => {
    for (let i = 0; i < 2; i++) clients.push(openRedis(process.env.REDIS_URL as string, () => {}));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const client of clients) client.disconnect();
  });

  it('reach the other instances, and an instance does not hear its own news twice', async () => {
    const a = await instance(clients[0]);
    const b = await instance(clients[1]);
    apps.push(a.app, b.app);
    let sent = 0;
    // The subscription is made as the instance starts: news sent before it is ready is not heard.
    for (let tries = 0; tries < 50 && b.forgotten() === 0; tries++) {
      a.app.catalogueChanges.changed();
      sent++;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(b.forgotten()).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(a.forgotten()).toBe(sent);
  });
});
