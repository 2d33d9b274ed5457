// `npm run bench:orders`: the order desk (GET /api/admin/orders, issue #15) with BENCH_ORDERS orders
// (default 100,000) on PostgreSQL, at 10 connections, over hundreds of distinct URLs a day of staff
// work makes (status tabs, date ranges, searches by name, phone and order number, pages), next to a
// bare Fastify + pg route running the same queries (bench/bare-order-desk.ts). Writes
// bench/results-order-desk.md. Traffic stays on 127.0.0.1.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_OWNER_EMAIL, DEMO_TOTP_SECRET } from '../apps/server/src/db/seed/demo-people.ts';
import { totpCode } from '../apps/server/src/modules/staff/totp.ts';
import { ROOT, SERVER_URL, children, dbUrl, start, withClient } from './support.ts';
// @ts-expect-error plain JavaScript shared with npm start/test (no types)
import { ensureBuilt } from '../scripts/lib/prepare.mjs';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const PORT = Number(process.env.BENCH_PORT ?? 3904);
const BARE_PORT = PORT + 1;
const OURS = `http://127.0.0.1:${PORT}`;
const BARE = `http://127.0.0.1:${BARE_PORT}`;
const DB = `suraksha_bench_orders_${process.pid}`;
const API_KEY = 'suraksha-demo-key';
const PASSWORD = 'suraksha-demo';

const log = (line: string) => process.stdout.write(`${line}\n`);

const FIRST = ['Sita', 'Ram', 'Hari', 'Gita', 'Maya', 'Bishnu', 'Kiran', 'Anita', 'Suman', 'Pemba', 'Nabin', 'Sabina'];
const LAST = ['Sharma', 'Thapa', 'Gurung', 'Tamang', 'Shrestha', 'Karki', 'Rai', 'Magar', 'Adhikari', 'Poudel', 'Sherpa', 'Bhattarai'];
const PROVINCES = ['Koshi', 'Madhesh', 'Bagmati', 'Gandaki', 'Lumbini', 'Karnali', 'Sudurpashchim'];

/** BENCH_ORDERS orders over the last year, with their address and one line each, written in SQL (seconds, not minutes). */
async function seedOrders(c: pg.Client) {
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
    [customer, ORDERS, FIRST, LAST, FIRST.length, LAST.length],
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

/**
 * Hundreds of distinct desk URLs. `goal`: the shape issue #15 sets its goal on — a status tab, a date
 * range and a search, on the first and second page. `mixed`: a day of staff work besides, with the
 * unfiltered tabs and searches over all time too.
 */
function deskQueries(kind: 'goal' | 'mixed'): string[] {
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const goal = kind === 'goal';
  const statuses = [...(goal ? [] : ['']), 'Pending Order', 'Confirm', 'Shipping', 'On Way', 'Delivered', 'Cancelled'];
  const ranges = [...(goal ? [] : [[]]), [day(7), day(0)], [day(30), day(0)], [day(120), day(90)]];
  const searches = [...(goal ? [] : ['']), ...LAST.slice(0, 6).map((n) => n.toLowerCase()), 'buyer123', '98410', 'SRK-B00012'];
  const queries: string[] = [];
  for (const status of statuses)
    for (const [from, to] of ranges)
      for (const q of searches)
        for (const page of [1, 2]) {
          const params = new URLSearchParams();
          if (status) params.set('status', status);
          if (from && to) {
            params.set('from', from);
            params.set('to', to);
          }
          if (q) params.set('q', q);
          if (page > 1) params.set('page', String(page));
          queries.push(params.toString());
        }
  return queries;
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** autocannon over the URLs in turn (each connection takes the next), after a short warm-up. */
async function load(
  name: string,
  queries: string[],
  base: string,
  pathOf: (query: string) => string,
  headers: Record<string, string>,
): Promise<Row> {
  let next = 0;
  const requests: autocannon.Request[] = [
    { setupRequest: (req) => ({ ...req, path: pathOf(queries[next++ % queries.length] as string) }) },
  ];
  await autocannon({ url: base, connections: CONNECTIONS, duration: 2, headers, requests });
  const r = await autocannon({ url: base, connections: CONNECTIONS, duration: DURATION, headers, requests });
  const row = { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx + r.timeouts };
  log(`${name.padEnd(40)} ${row.rps.toFixed(0).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${row.errors}`);
  return row;
}

/** The owner signs in as a browser would (password and the demo TOTP code); the answer's cookie is the session. */
async function ownerSession(): Promise<string> {
  const res = await fetch(`${OURS}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'x-api-key': API_KEY, 'content-type': 'application/json', origin: OURS },
    body: JSON.stringify({ email: DEMO_OWNER_EMAIL, password: PASSWORD, code: await totpCode(DEMO_TOTP_SECRET) }),
  });
  if (res.status !== 200) throw new Error(`staff sign-in answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => !c.includes('Max-Age=0') && !c.startsWith('suraksha_staff_enrol'));
  if (!cookie) throw new Error('staff sign-in set no session cookie');
  return cookie.split(';')[0] as string;
}

const watchdog = setTimeout(() => {
  log('bench: watchdog fired, stopping');
  for (const child of children) child.kill('SIGKILL');
  process.exit(1);
}, 900_000);

try {
  // main.ts serves the built web app beside the API.
  await ensureBuilt();
  await withClient(SERVER_URL, (c) => c.query(`CREATE DATABASE ${DB}`));
  const url = dbUrl(DB);
  const env = { DATABASE_URL: url, HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEMO: 'true', PUBLIC_URL: OURS };
  log('starting our server (migrates and seeds the demo shop)…');
  await start(
    ['apps/server/src/main.ts'],
    { ...env, PORT: String(PORT), DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'suraksha-bench-orders-')) },
    `${OURS}/readyz`,
  );
  log(`writing ${ORDERS.toLocaleString('en')} orders…`);
  const seededAt = Date.now();
  await withClient(url, seedOrders);
  log(`  done in ${((Date.now() - seededAt) / 1000).toFixed(1)} s`);
  await start(['bench/bare-order-desk.ts'], { ...env, PORT: String(BARE_PORT) }, `${BARE}/readyz`);

  const cookie = await ownerSession();
  const ourPath = (q: string) => `/api/admin/orders${q ? `?${q}` : ''}`;
  const barePath = (q: string) => `/bare/orders${q ? `?${q}` : ''}`;
  const ourHeaders = { 'x-api-key': API_KEY, cookie };
  const goal = deskQueries('goal');
  const mixed = deskQueries('mixed');
  const ours = await load('our API: tab + dates + search', goal, OURS, ourPath, ourHeaders);
  const bare = await load('bare Fastify + pg: tab + dates + search', goal, BARE, barePath, {});
  const oursMixed = await load('our API: a mixed day', mixed, OURS, ourPath, ourHeaders);
  const bareMixed = await load('bare Fastify + pg: a mixed day', mixed, BARE, barePath, {});
  const total = await withClient(url, async (c) => (await c.query<{ n: number }>('select count(*)::int as n from orders')).rows[0]?.n ?? 0);

  const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '–');
  const lines = [
    '# Order desk benchmark',
    '',
    `Run ${new Date().toISOString()} on ${os.cpus().length} cores (load average ${os.loadavg()[0]?.toFixed(1)} at the end; servers, PostgreSQL and the load generator share them).`,
    `PostgreSQL at ${new URL(SERVER_URL).host} with ${total.toLocaleString('en')} orders; ${CONNECTIONS} connections for ${DURATION} s each,`,
    `each answered with the page and every tab's count (which also gives how many match). Two loads, each cycling through its distinct URLs:`,
    `- tab + dates + search, the shape of the goal: ${goal.length} URLs (6 status tabs × 3 date ranges × 9 searches by name, e-mail, phone and order number × 2 pages);`,
    `- a mixed day: ${mixed.length} URLs (all tabs and All × no range or 3 ranges × no search or 9 × 2 pages), with the unfiltered tabs and searches over all time.`,
    '',
    '| server | req/s | p50 ms | p99 ms | errors |',
    '|---|---:|---:|---:|---:|',
    ...[ours, bare, oursMixed, bareMixed].map((r) => `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} |`),
    '',
    `Tab + dates + search, ours against the bare route: ${ratio(bare.rps, ours.rps)}× the cost in throughput (bare req/s ÷ ours), p99 ${ratio(ours.p99, bare.p99)}×; our p99 ${ours.p99} ms. Goal (issue #15): p99 ≤ 100 ms and at most 3× — ${ours.p99 <= 100 && bare.rps / ours.rps <= 3 ? 'met' : 'missed'}.`,
    `A mixed day: ${ratio(bareMixed.rps, oursMixed.rps)}× in throughput, p99 ${ratio(oursMixed.p99, bareMixed.p99)}×.`,
    '',
  ].join('\n');
  log(lines);
  writeFileSync(path.join(ROOT, 'bench', 'results-order-desk.md'), lines);
  log('wrote bench/results-order-desk.md');
  if ([ours, bare, oursMixed, bareMixed].some((r) => r.errors > 0)) process.exitCode = 1;
} finally {
  clearTimeout(watchdog);
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  // BENCH_KEEP=1 keeps the database to look at the plans afterwards (EXPLAIN ANALYZE); it is named above.
  if (process.env.BENCH_KEEP) log(`kept database ${DB}`);
  else await withClient(SERVER_URL, (c) => c.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`)).catch(() => {});
}
