import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config.ts';
import * as schema from '../db/schema.ts';

/** One Drizzle type for both engines: services and repos never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** Resolves when the database answers, rejects after timeoutMs. */
  ping(timeoutMs?: number): Promise<void>;
  /** Applies the committed migrations not yet applied; a second run applies nothing. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('../db/migrations', import.meta.url));

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`database did not answer in ${ms} ms`), { code: 'ETIMEDOUT' })), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export interface PgliteHandle extends DatabaseHandle {
  /** The whole data dir as a tarball, to open copies of this database quickly (tests). */
  dump(): Promise<Blob>;
}

/** Embedded PostgreSQL (WASM). `dataDir` undefined keeps it in memory (tests); `loadDataDir` starts from a dump. */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<PgliteHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    engine: 'pglite',
    ping: (ms = 2000) =>
      withTimeout(
        client.query('select 1').then(() => undefined),
        ms,
      ),
    migrate: async () => {
      await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
    },
    close: () => client.close(),
    dump: async () => (await client.dumpDataDir('none')) as Blob,
  };
}

/**
 * A real PostgreSQL server through a pg pool of `poolSize` connections. `onConnectionLost` hears
 * of each connection the server or the network ended (an administrator, a failover, a timeout).
 */
export function openPostgres(url: string, onConnectionLost: (err: Error) => void, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
  });
  // A connection the server ends emits 'error' on its client; an 'error' event nobody listens to
  // kills the process. pg-pool listens only while a client is idle in the pool (and then re-emits
  // it on the pool); while a request holds the client (a transaction) nobody does. So every client
  // gets a listener for its whole life: the request's own query fails and answers 503
  // (error-handler.ts), pg-pool drops the broken client on release, and the next checkout connects afresh.
  pool.on('connect', (client) => client.on('error', onConnectionLost));
  // Already reported by the client's own listener above.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    engine: 'postgres',
    ping: (ms = 2000) =>
      withTimeout(
        db.execute(sql`select 1`).then(() => undefined),
        ms,
      ),
    migrate: async () => {
      await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR });
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export async function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATABASE_POOL_SIZE' | 'DATA_DIR'>,
  onConnectionLost: (err: Error) => void,
): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL, onConnectionLost, config.DATABASE_POOL_SIZE);
  return openPglite(path.join(config.DATA_DIR, 'pglite'));
}
