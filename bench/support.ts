// What the benchmarks share: their own database on the PostgreSQL server they are given, and the
// processes they start (killed at the end, or by a watchdog).
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The server the benchmarks create their databases on. */
export const SERVER_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The URL of database `name` on the same server. */
export function dbUrl(name: string) {
  const u = new URL(SERVER_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

/** One client for `work`, closed afterwards. */
export async function withClient<T>(url: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

/** Every process a benchmark started, to stop at the end. */
export const children = new Set<ChildProcess>();

/** Starts `node args` from the repository root and waits until `readyUrl` answers 2xx (at most 3 minutes). */
export function start(args: string[], env: Record<string, string>, readyUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.add(child);
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 180_000;
    const poll = async () => {
      try {
        if ((await fetch(readyUrl)).ok) return resolve(child);
      } catch {}
      if (child.exitCode !== null || Date.now() > deadline) return reject(new Error(`not ready: ${readyUrl}`));
      setTimeout(poll, 300);
    };
    void poll();
  });
}
