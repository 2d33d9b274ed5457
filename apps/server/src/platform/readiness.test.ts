import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { cuttableProxy } from '../test/cuttable-proxy.ts';
import { apiHeaders, openTestDatabase, type TestDatabase } from '../test/test-app.ts';
import { databaseUrl, onServer, testEngine, uniqueName } from '../test/test-database.ts';
import { openPostgres } from './database.ts';

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/suraksha-readiness' });

describe.skipIf(testEngine() !== 'postgres')('readiness on PostgreSQL', () => {
  let proxy: ReturnType<typeof cuttableProxy>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const name = uniqueName('suraksha_ready');
    const pgUrl = new URL(databaseUrl(name));
    proxy = cuttableProxy({ host: pgUrl.hostname, port: Number(pgUrl.port || 5432) });
    await onServer((c) => c.query(`CREATE DATABASE ${name}`));
    const port = await proxy.open();
    const viaProxy = new URL(pgUrl);
    viaProxy.port = String(port);
    const handle = openPostgres(viaProxy.toString(), () => {});
    await handle.migrate();
    app = await buildApp({ config, database: handle, web: false });
    close = async () => {
      await app.close();
      await handle.close();
      await onServer((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    };
  });
  afterAll(() => close());

  it('answers 503 while the database is unreachable, keeps running, and recovers', async () => {
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);

    await proxy.cut();
    const down = await app.inject({ url: '/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'unavailable', database: 'down' });
    const api = await app.inject({ url: '/api/footer', headers: apiHeaders });
    expect(api.statusCode).toBe(503);
    expect(api.json()).toEqual({
      result: 'error',
      errorMessage: 'The shop is temporarily unavailable. Please try again shortly.',
      requestId: expect.any(String),
    });
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);

    await proxy.open();
    await expect.poll(async () => (await app.inject({ url: '/readyz' })).statusCode, { timeout: 10_000 }).toBe(200);
    expect((await app.inject({ url: '/api/footer', headers: apiHeaders })).statusCode).toBe(200);
  });
});

describe.skipIf(testEngine() !== 'pglite')('readiness on embedded PGlite', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase();
  });

  it('answers 503 once the database is gone, while the process keeps serving /healthz', async () => {
    const app = await buildApp({ config, database: db.handle, web: false });
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    await db.handle.close();
    const down = await app.inject({ url: '/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ database: 'down' });
    const api = await app.inject({ url: '/api/footer', headers: apiHeaders });
    expect(api.statusCode).toBe(503);
    expect(api.json().result).toBe('error');
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    await app.close();
  });
});
