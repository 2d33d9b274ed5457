import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_API_KEY, loadConfig } from './config.ts';

const LIVE_KEY = 'a1'.repeat(32);

describe('configuration', () => {
  it('works on a fresh clone with the demo defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.API_KEYS).toEqual([DEMO_API_KEY]);
    expect(c.webApiKey).toBe(DEMO_API_KEY);
    expect(c.SEED_DEMO).toBe(true);
    expect(c.DATA_DIR).toMatch(/\/data$/);
  });

  it('splits API_KEYS and keeps the first as the web app key', () => {
    const c = loadConfig({ API_KEYS: ' web-key , partner ' });
    expect(c.API_KEYS).toEqual(['web-key', 'partner']);
    expect(c.webApiKey).toBe('web-key');
  });

  it('refuses the demo key and demo seeding in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/API_KEYS holds the demo key/);
    expect(() => loadConfig({ NODE_ENV: 'production', API_KEYS: 'k', SEED_DEMO: 'true' })).toThrow(/SEED_DEMO=true/);
    const prod = loadConfig({ NODE_ENV: 'production', API_KEYS: 'a-real-key', STAFF_SECRET_KEY: LIVE_KEY });
    expect(prod.SEED_DEMO).toBe(false);
    expect(prod.DEMO).toBe(false);
    // Saying DEMO=false outside production is a live shop too.
    expect(() => loadConfig({ DEMO: 'false' })).toThrow(/API_KEYS holds the demo key/);
  });

  it('needs STAFF_SECRET_KEY (64 hex characters) in a live shop, and not in a demo one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', API_KEYS: 'a-real-key' })).toThrow(/STAFF_SECRET_KEY is not set/);
    expect(() => loadConfig({ NODE_ENV: 'production', API_KEYS: 'a-real-key', STAFF_SECRET_KEY: 'short' })).toThrow(
      /STAFF_SECRET_KEY: must be 64 hex characters/,
    );
    expect(loadConfig({ NODE_ENV: 'production', API_KEYS: 'a-real-key', STAFF_SECRET_KEY: LIVE_KEY }).STAFF_SECRET_KEY).toBe(LIVE_KEY);
    expect(loadConfig({}).STAFF_SECRET_KEY).toBeUndefined();
    expect(loadConfig({ STAFF_SECRET_KEY: '' }).STAFF_SECRET_KEY).toBeUndefined();
  });

  it('runs a demo shop on the production builds when DEMO=true, as `npm start` does', () => {
    const demo = loadConfig({ NODE_ENV: 'production', DEMO: 'true' });
    expect(demo.NODE_ENV).toBe('production');
    expect(demo.DEMO).toBe(true);
    expect(demo.webApiKey).toBe(DEMO_API_KEY);
    expect(demo.SEED_DEMO).toBe(true);
  });

  it('names every bad setting', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('sizes the PostgreSQL pool from DATABASE_POOL_SIZE, 10 by default, and refuses a size that is not a count', () => {
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '25' }).DATABASE_POOL_SIZE).toBe(25);
    for (const bad of ['ten', '0', '2.5']) expect(() => loadConfig({ DATABASE_POOL_SIZE: bad })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('refuses several workers on the embedded database', () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: '4' })).toThrow(/needs DATABASE_URL/);
    expect(loadConfig({ WEB_CONCURRENCY: '4', DATABASE_URL: 'postgres://db/shop' }).WEB_CONCURRENCY).toBe(4);
  });
});
