import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Which engine the integration tests run on: PGlite by default, a real PostgreSQL
 * server when TEST_DB=postgres (the test runner sets it when TEST_DATABASE_URL is set).
 */
export function testEngine(): 'pglite' | 'postgres' {
  if (process.env.TEST_DB !== 'postgres') return 'pglite';
  if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return 'postgres';
}

export function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements on the server's maintenance connection (the database named in TEST_DATABASE_URL). */
export async function onServer<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export const uniqueName = (prefix: string) => `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
