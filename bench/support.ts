// What the benchmarks share: their own database on the PostgreSQL server they are given, and the
// processes they start (killed at the end, or by a watchdog).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
// @ts-expect-error plain JavaScript shared with npm start (no types)
import { SERVER_NODE_FLAGS } from '../scripts/lib/server-node-flags.mjs';
import { DEMO_OWNER_EMAIL, DEMO_TOTP_SECRET } from '../apps/server/src/db/seed/demo-people.ts';
import { totpCode } from '../apps/server/src/modules/staff/totp.ts';

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

export const log = (line: string) => process.stdout.write(`${line}\n`);

/** Ends the whole run, its servers too, if it has not finished in `ms` (a stuck load never holds the machine). */
export function startWatchdog(ms: number): NodeJS.Timeout {
  return setTimeout(() => {
    log('bench: watchdog fired, stopping');
    for (const child of children) child.kill('SIGKILL');
    process.exit(1);
  }, ms);
}

/**
 * A benchmark's last step: stops the watchdog and the servers, then drops its database, or keeps it
 * with BENCH_KEEP=1 to look at the plans afterwards (EXPLAIN ANALYZE).
 */
export async function finishBench(watchdog: NodeJS.Timeout, database: string) {
  clearTimeout(watchdog);
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  if (process.env.BENCH_KEEP) log(`kept database ${database}`);
  else await withClient(SERVER_URL, (c) => c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)).catch(() => {});
}

/**
 * Starts `node args` from the repository root, with the V8 flags `npm start` gives the server (the bare
 * servers too, so both are measured alike), and waits until `readyUrl` answers 2xx (at most 3 minutes).
 */
export function start(args: string[], env: Record<string, string>, readyUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...(SERVER_NODE_FLAGS as string[]), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
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

/** Runs `node args` from the repository root to the end; its stderr is kept and shown only if it fails (a progress bar stays quiet). */
export function runToEnd(args: string[], env: Record<string, string>): Promise<void> {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  children.add(child);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => {
      children.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${args.join(' ')} exited with ${code}:\n${stderr}`));
    }),
  );
}

/** Stops one process the benchmark started (SIGTERM, SIGKILL after 5 s) and waits until it has gone. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  children.delete(child);
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await gone;
  clearTimeout(timer);
}

/**
 * Creates database `database` on the benchmarks' server and starts our server on it (it migrates
 * and seeds the demo shop), with its own data folder. Returns the database's URL, the environment
 * a bare server beside it shares, and our server's process.
 */
export async function startOnFreshDatabase(options: {
  database: string;
  port: number;
  extraEnv?: Record<string, string>;
}): Promise<{ url: string; env: Record<string, string>; server: ChildProcess }> {
  const { database, port } = options;
  const publicUrl = `http://127.0.0.1:${port}`;
  await withClient(SERVER_URL, (c) => c.query(`CREATE DATABASE ${database}`));
  const url = dbUrl(database);
  const env = { DATABASE_URL: url, HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEMO: 'true', PUBLIC_URL: publicUrl };
  log('starting our server (migrates and seeds the demo shop)…');
  const server = await start(
    ['apps/server/src/main.ts'],
    { ...env, ...options.extraEnv, PORT: String(port), DATA_DIR: mkdtempSync(path.join(os.tmpdir(), `${database}-`)) },
    `${publicUrl}/readyz`,
  );
  return { url, env, server };
}

/** One line of a load's results. */
export interface LoadRow {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** A measured load: its row, and how many requests it sent over how many distinct URLs. */
export interface MeasuredLoad extends LoadRow {
  connections: number;
  sent: number;
  distinctUrls: number;
  /** What `errors` adds up: answers other than 2xx, requests that timed out, and socket failures. */
  errorKinds: { non2xx: number; timeouts: number; failures: number; statuses: Record<string, number> };
}

/**
 * autocannon over `paths` in turn (every request of every connection takes the next one, so no
 * connection asks one URL twice in a row and a list of n URLs repeats only after n requests), after
 * a 2 s warm-up; logs and returns the measured run, with the distinct URLs it asked. Errors count
 * failures, non-2xx answers and timeouts (autocannon's 10 s) alike; a timed-out request has no latency.
 */
export async function measureUrls(
  name: string,
  base: string,
  paths: readonly string[],
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<MeasuredLoad> {
  const { connections, seconds, headers = {} } = options;
  let next = 0;
  let asked = new Set<string>();
  const requests: autocannon.Request[] = [
    {
      setupRequest: (req) => {
        const url = paths[next++ % paths.length] as string;
        asked.add(url);
        return { ...req, path: url };
      },
    },
  ];
  await autocannon({ url: base, connections, duration: 2, headers, requests });
  asked = new Set();
  const r = await autocannon({ url: base, connections, duration: seconds, headers, requests });
  const row = {
    name,
    connections,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    // autocannon counts a timeout among its errors too: adding r.timeouts would count it twice.
    errors: r.errors + r.non2xx,
    sent: r.requests.sent,
    distinctUrls: asked.size,
    errorKinds: {
      non2xx: r.non2xx,
      timeouts: r.timeouts,
      failures: r.errors - r.timeouts,
      statuses: Object.fromEntries(
        Object.entries(r.statusCodeStats ?? {})
          .filter(([code]) => !code.startsWith('2'))
          .map(([code, stat]) => [code, stat.count ?? 0]),
      ),
    },
  };
  log(
    `${name.padEnd(40)} ${row.rps.toFixed(0).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${row.errors}  (${row.distinctUrls} distinct URLs, ${row.sent} sent)`,
  );
  return row;
}

/** A load's row in a results table. */
export const loadTableRow = (r: LoadRow) => `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} |`;

/** `a ÷ b` to two places, or a dash when there is nothing to divide by. */
export const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '–');

/** A process's resident memory now and at its peak so far (VmRSS, VmHWM), in bytes. */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

const FIRST_NAMES = ['Sita', 'Ram', 'Hari', 'Gita', 'Maya', 'Bishnu', 'Kiran', 'Anita', 'Suman', 'Pemba', 'Nabin', 'Sabina'];
export const LAST_NAMES = [
  'Sharma',
  'Thapa',
  'Gurung',
  'Tamang',
  'Shrestha',
  'Karki',
  'Rai',
  'Magar',
  'Adhikari',
  'Poudel',
  'Sherpa',
  'Bhattarai',
];
const PROVINCES = ['Koshi', 'Madhesh', 'Bagmati', 'Gandaki', 'Lumbini', 'Karnali', 'Sudurpashchim'];

/** `count` orders over the last year, with their address and one line each, written in SQL (seconds, not minutes). */
export async function seedBenchOrders(c: pg.Client, count: number) {
  const { rows } = await c.query<{ id: number }>(`select id from users where role = 'customer' order by id limit 1`);
  const customer = rows[0]?.id;
  if (!customer) throw new Error('the demo shop has no customer');
  await c.query(
    `insert into orders (order_number, user_id, status, shop_code, email, phone, customer_name, subtotal_paisa, coupon_paisa, wallet_paisa, total_paisa, created_at, updated_at)
     select 'SRK-B' || lpad(g::text, 7, '0'), $1,
            (case when g % 100 < 55 then 'Delivered' when g % 100 < 65 then 'Cancelled' when g % 100 < 75 then 'Pending Order'
                  when g % 100 < 85 then 'Confirm' when g % 100 < 93 then 'Shipping' else 'On Way' end)::order_status,
            '22280', 'buyer' || (g % 20000) || '@example.com', '98' || lpad(((g::bigint * 7919) % 100000000)::text, 8, '0'),
            ($3::text[])[1 + g % $5] || ' ' || ($4::text[])[1 + (g / 7) % $6],
            s.sub, s.coupon, s.wallet, s.sub - s.coupon - s.wallet,
            now() - ((g % 365) * interval '1 day') - ((g * 13 % 1440) * interval '1 minute'),
            now() - ((g % 365) * interval '1 day')
       from generate_series(1, $2) g,
            lateral (select (1000 + (g * 37 % 200000))::bigint * 100 as sub,
                            case when g % 10 = 0 then 50000 else 0 end as coupon,
                            case when g % 7 = 0 then 30000 else 0 end as wallet) s`,
    [customer, count, FIRST_NAMES, LAST_NAMES, FIRST_NAMES.length, LAST_NAMES.length],
  );
  await c.query(
    `insert into shipping_addresses (order_id, full_name, email, phone, street, city, state, country)
     select o.id, o.customer_name, o.email, o.phone, 'Ward ' || (o.id % 30), 'Kathmandu', ($1::text[])[1 + o.id % $2] || ' Province', 'Nepal'
       from orders o where o.order_number like 'SRK-B%'`,
    [PROVINCES, PROVINCES.length],
  );
  await c.query(
    `insert into order_items (order_id, name, quantity, unit_price_paisa, amount_paisa)
     select o.id, 'Bench camera', 1, o.subtotal_paisa, o.subtotal_paisa from orders o where o.order_number like 'SRK-B%'`,
  );
  // As autovacuum leaves a live table: statistics, and a visibility map so counts can read the indexes alone.
  await c.query('vacuum analyze');
}

export const API_KEY = 'suraksha-demo-key';
const PASSWORD = 'suraksha-demo';

/** The demo owner signs in to the server at `base` as a browser would (password and the demo TOTP code); the answer's cookie is the session. */
export async function ownerSession(base: string): Promise<string> {
  const res = await fetch(`${base}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'x-api-key': API_KEY, 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: DEMO_OWNER_EMAIL, password: PASSWORD, code: await totpCode(DEMO_TOTP_SECRET) }),
  });
  if (res.status !== 200) throw new Error(`staff sign-in answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => !c.includes('Max-Age=0') && !c.startsWith('suraksha_staff_enrol'));
  if (!cookie) throw new Error('staff sign-in set no session cookie');
  return cookie.split(';')[0] as string;
}

/** The API key the benches' servers accept. */
export const BENCH_API_KEY = 'suraksha-bench-key';

/**
 * A bench's three servers on one database: ours as shipped on `port`, the bare Fastify yardstick on the
 * next port, and ours with the caches off (CATALOG_CACHE_SECONDS=0) on the one after, all in production
 * mode. Resolves once each answers (`bareReadyPath` on the bare one).
 */
export async function startBenchServers(opts: { port: number; databaseUrl: string; dataDir: string; bareReadyPath: string }) {
  const url = (port: number) => `http://127.0.0.1:${port}`;
  const [ours, bare, uncached] = [url(opts.port), url(opts.port + 1), url(opts.port + 2)];
  const env = {
    DATABASE_URL: opts.databaseUrl,
    DATA_DIR: opts.dataDir,
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    API_KEYS: BENCH_API_KEY,
    SEED_DEMO: 'false',
    STAFF_SECRET_KEY: 'c3'.repeat(32),
  };
  const shippedServer = await start(['apps/server/src/main.ts'], { ...env, PORT: String(opts.port), PUBLIC_URL: ours }, `${ours}/readyz`);
  const uncachedServer = await start(
    ['apps/server/src/main.ts'],
    { ...env, PORT: String(opts.port + 2), PUBLIC_URL: uncached, CATALOG_CACHE_SECONDS: '0' },
    `${uncached}/readyz`,
  );
  const bareServer = await start(['bench/bare-server.ts'], { ...env, PORT: String(opts.port + 1) }, `${bare}${opts.bareReadyPath}`);
  return { ours, bare, uncached, shippedServer, uncachedServer, bareServer };
}
