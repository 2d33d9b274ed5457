// `npm run bench:orders`: the order desk (GET /api/admin/orders, issue #15) with BENCH_ORDERS orders
// (default 100,000) on PostgreSQL, at 10 connections, over hundreds of distinct URLs a day of staff
// work makes (status tabs, date ranges, searches by name, phone and order number, pages), next to a
// bare Fastify + pg route running the same queries (bench/bare-order-desk.ts). Writes
// bench/results-order-desk.md. Traffic stays on 127.0.0.1.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  API_KEY,
  LAST_NAMES,
  ROOT,
  SERVER_URL,
  finishBench,
  loadTableRow,
  log,
  measureUrls,
  ownerSession,
  ratio,
  seedBenchOrders,
  start,
  startOnFreshDatabase,
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

const watchdog = startWatchdog(900_000);

try {
  // main.ts serves the built web app beside the API.
  await ensureBuilt();
  const { url, env } = await startOnFreshDatabase({ database: DB, port: PORT });
  log(`writing ${ORDERS.toLocaleString('en')} orders…`);
  const seededAt = Date.now();
  await withClient(url, (c) => seedBenchOrders(c, ORDERS));
  log(`  done in ${((Date.now() - seededAt) / 1000).toFixed(1)} s`);
  await start(['bench/bare-order-desk.ts'], { ...env, PORT: String(BARE_PORT) }, `${BARE}/readyz`);

  const cookie = await ownerSession(OURS);
  const load = { connections: CONNECTIONS, seconds: DURATION };
  const ourLoad = { ...load, headers: { 'x-api-key': API_KEY, cookie } };
  const pathsOf = (prefix: string, queries: string[]) => queries.map((q) => `${prefix}${q ? `?${q}` : ''}`);
  const goal = deskQueries('goal');
  const mixed = deskQueries('mixed');
  const ours = await measureUrls('our API: tab + dates + search', OURS, pathsOf('/api/admin/orders', goal), ourLoad);
  const bare = await measureUrls('bare Fastify + pg: tab + dates + search', BARE, pathsOf('/bare/orders', goal), load);
  const oursMixed = await measureUrls('our API: a mixed day', OURS, pathsOf('/api/admin/orders', mixed), ourLoad);
  const bareMixed = await measureUrls('bare Fastify + pg: a mixed day', BARE, pathsOf('/bare/orders', mixed), load);
  const total = await withClient(url, async (c) => (await c.query<{ n: number }>('select count(*)::int as n from orders')).rows[0]?.n ?? 0);

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
    ...[ours, bare, oursMixed, bareMixed].map(loadTableRow),
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
