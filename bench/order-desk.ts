// `npm run bench:orders`: the order desk (GET /api/admin/orders, issue #15) with BENCH_ORDERS orders
// (default 100,000) on PostgreSQL, at 10 connections, over hundreds of distinct URLs a day of staff
// work makes (status tabs, date ranges, searches by name, phone and order number, pages), next to a
// bare Fastify + pg route running the same queries (bench/bare-order-desk.ts). Writes
// bench/results-order-desk.md. Traffic stays on 127.0.0.1.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  API_KEY,
  LAST_NAMES,
  ROOT,
  SERVER_URL,
  dbUrl,
  finishBench,
  log,
  ownerSession,
  seedBenchOrders,
  start,
  startWatchdog,
  withClient,
} from './support.ts';
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
  const searches = [...(goal ? [] : ['']), ...LAST_NAMES.slice(0, 6).map((n) => n.toLowerCase()), 'buyer123', '98410', 'SRK-B00012'];
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

const watchdog = startWatchdog(900_000);

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
  await withClient(url, (c) => seedBenchOrders(c, ORDERS));
  log(`  done in ${((Date.now() - seededAt) / 1000).toFixed(1)} s`);
  await start(['bench/bare-order-desk.ts'], { ...env, PORT: String(BARE_PORT) }, `${BARE}/readyz`);

  const cookie = await ownerSession(OURS);
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
  await finishBench(watchdog, DB);
}
