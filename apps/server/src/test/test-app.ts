import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../app.ts';
import { type Config, DEMO_API_KEY, loadConfig } from '../config.ts';
import { type DatabaseHandle, openPglite, openPostgres } from '../platform/database.ts';
import { databaseUrl, onServer, testEngine, uniqueName } from './test-database.ts';

export const TEST_API_KEY = DEMO_API_KEY;
/** The key sealing staff TOTP secrets in every test app (the factories seal with it too). */
export const TEST_STAFF_SECRET_KEY = '5e'.repeat(32);
export const apiHeaders = { 'x-api-key': TEST_API_KEY } as const;

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes the database and removes the copy. */
  drop(): Promise<void>;
}

/** A fresh, migrated, empty database of the engine under test (PGlite, or PostgreSQL with TEST_DB=postgres). */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (testEngine() === 'postgres') {
    const name = uniqueName('suraksha_t');
    await onServer((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`));
    const handle = openPostgres(databaseUrl(name), () => {});
    return {
      handle,
      drop: async () => {
        await handle.close();
        await onServer((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      },
    };
  }
  const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
  const handle = await openPglite(undefined, template);
  return { handle, drop: () => handle.close() };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/** buildApp() on a fresh database with a temporary DATA_DIR; talk to it with app.inject. */
export async function createTestApp(
  overrides: Partial<Omit<BuildAppOptions, 'config' | 'database'>> & {
    env?: Record<string, string>;
    /** Extra routes or hooks a test needs, added before the app is ready. */
    beforeReady?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'suraksha-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    STAFF_SECRET_KEY: TEST_STAFF_SECRET_KEY,
    ...overrides.env,
  });
  const db = await openTestDatabase();
  const { env: _env, beforeReady, ...rest } = overrides;
  const app = await buildApp({ web: false, ...rest, config, database: db.handle });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    database: db.handle,
    config,
    close: async () => {
      await app.close();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
