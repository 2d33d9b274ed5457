// `npm run bench:reports`: the reports (GET /api/admin/reports/<name>, issue #17) with BENCH_ORDERS
// orders (default 100,000, over the last year) on PostgreSQL. Each report, over a month, a year by
// month and two fiscal years, is asked of our server BENCH_RUNS times one after another (the time a
// manager waits), and the very SQL its repo builds (drizzle's toSQL of the same query) is run bare on
// a pg client as many times in the same run: p50 and p99 of each side, and the plan's scans.
// Writes bench/results-reports.md. Traffic stays on 127.0.0.1.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import {
  API_KEY,
  ROOT,
  SERVER_URL,
  finishBench,
  log,
  ownerSession,
  seedBenchOrders,
  startOnFreshDatabase,
  startWatchdog,
  withClient,
} from './support.ts';
import { endOfNepalDay, startOfNepalDay, dayInNepal } from '../packages/domain/src/nepal-time.ts';
import { TOP_LIMIT } from '../packages/contracts/src/admin/reports.ts';
import * as repo from '../apps/server/src/modules/reports/repo.ts';
import type { Database } from '../apps/server/src/platform/database.ts';
// @ts-expect-error plain JavaScript shared with npm start/test (no types)
import { ensureBuilt } from '../scripts/lib/prepare.mjs';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3914);
const OURS = `http://127.0.0.1:${PORT}`;
const DB = `suraksha_bench_reports_${process.pid}`;

const daysAgo = (n: number) => dayInNepal(new Date(Date.now() - n * 86_400_000));
const RANGES = [
  { name: 'a month by day', from: daysAgo(29), to: daysAgo(0), by: 'day' },
  { name: 'a year by month', from: daysAgo(364), to: daysAgo(0), by: 'month' },
  { name: 'two fiscal years', from: daysAgo(729), to: daysAgo(0), by: 'fiscal_year' },
] as const;

/** The SQL each report's repo runs for a range (the sales query serves coupons-wallet too). */
function queriesOf(db: Database, from: string, to: string): Record<string, { toSQL(): { sql: string; params: unknown[] } }> {
  const [a, b] = [startOfNepalDay(from), endOfNepalDay(to)];
  return {
    sales: repo.dailySales(db, a, b),
    'orders-by-status': repo.ordersByStatus(db, a, b),
    'top-products': repo.topProducts(db, a, b, 'revenue', TOP_LIMIT),
    'top-brands': repo.topBrands(db, a, b, 'revenue', TOP_LIMIT),
    'coupons-wallet': repo.dailySales(db, a, b),
    'referral-rewards': repo.dailyReferralRewards(db, a, b),
    // cod-collected runs this and dailyCodCollected (over the small cod_collections) at once; this is the larger.
    'cod-collected': repo.dailyCodDelivered(db, a, b),
    'new-customers': repo.dailyNewCustomers(db, a, b),
    'quote-conversion': repo.dailyQuoteConversions(db, a, b),
  };
}

const percentile = (times: number[], p: number) => {
  const sorted = times.toSorted((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const ms = (n: number) => n.toFixed(1);

async function timed(work: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 3; i++) await work(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const at = performance.now();
    await work();
    times.push(performance.now() - at);
  }
  return times;
}

/** The scan nodes of the query's plan: which index or table it reads and how many rows. */
async function scansOf(c: pg.Client, sql: string, params: unknown[]): Promise<string> {
  const { rows } = await c.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off, timing off, summary off) ${sql}`, params);
  return rows
    .map((r) => r['QUERY PLAN'].trim().replace(/^->\s*/, ''))
    .filter((line) => /Scan/.test(line))
    .map((line) => line.replace(/\s+\(actual rows=(\d+)[^)]*\)/, ' — $1 rows'))
    .join('; ');
}

/**
 * What seedBenchOrders leaves out and three reports read: each delivered bench order's move to
 * Delivered (a day after it was placed) and, for four in five of them, the cash collected; and
 * `quotes` quote requests over the year from the same pool of buyers' e-mails, so a share of them
 * converts into an order within 30 days and the conversion report looks each e-mail up at scale.
 */
async function seedReportExtras(c: pg.Client, quotes: number) {
  const { rows } = await c.query<{ id: number }>(`select id from users where role = 'owner' order by id limit 1`);
  const owner = rows[0]?.id;
  if (!owner) throw new Error('the demo shop has no owner');
  await c.query(
    `insert into order_status_history (order_id, from_status, to_status, actor_id, created_at)
     select id, 'On Way', 'Delivered', $1, created_at + interval '1 day'
       from orders where order_number like 'SRK-B%' and status = 'Delivered'`,
    [owner],
  );
  await c.query(
    `insert into cod_collections (order_id, amount_paisa, collected_by, collected_at)
     select id, total_paisa, $1, created_at + interval '2 days'
       from orders where order_number like 'SRK-B%' and status = 'Delivered' and id % 5 <> 0`,
    [owner],
  );
  await c.query(
    `insert into quote_requests (reference, type, full_name, email_address, phone_number, address, message, created_at, updated_at)
     select 'QB-' || lpad(g::text, 7, '0'), 'Single', 'Bench buyer ' || g,
            -- the bench orders' e-mails are buyer0…buyer19999: half of these requests share one
            (case when g % 2 = 0 then 'Buyer' || (g % 20000) else 'quote-only' || g end) || '@example.com',
            '98' || lpad(g::text, 8, '0'), 'Kathmandu', 'A price for 8 cameras, please.',
            now() - ((g % 365) * interval '1 day'), now() - ((g % 365) * interval '1 day')
       from generate_series(1, $1) g`,
    [quotes],
  );
}

const watchdog = startWatchdog(1_500_000);

try {
  await ensureBuilt();
  const { url } = await startOnFreshDatabase({ database: DB, port: PORT });
  log(`writing ${ORDERS.toLocaleString('en')} orders…`);
  await withClient(url, async (c) => {
    await seedBenchOrders(c, ORDERS);
    // The bench lines name no product; spread them over the demo catalogue so the top lists rank real products and brands.
    await c.query(
      `update order_items i set product_id = p.id
         from (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from products) p
        where p.n = i.id % p.total`,
    );
    await seedReportExtras(c, Math.round(ORDERS / 5));
    await c.query('vacuum analyze');
  });
  const cookie = await ownerSession(OURS);
  const headers = { 'x-api-key': API_KEY, cookie };

  const rows: string[] = [];
  const plans: string[] = [];
  await withClient(url, async (c) => {
    const db = drizzle(c) as unknown as Database;
    const total = (await c.query<{ n: number }>('select count(*)::int as n from orders')).rows[0]?.n ?? 0;
    rows.push(
      `PostgreSQL at ${new URL(SERVER_URL).host} with ${total.toLocaleString('en')} orders (${ORDERS.toLocaleString('en')} over the last year).`,
    );
    for (const range of RANGES) {
      const queries = queriesOf(db, range.from, range.to);
      for (const [name, query] of Object.entries(queries)) {
        const reportUrl = `${OURS}/api/admin/reports/${name}?from=${range.from}&to=${range.to}&by=${range.by}`;
        const ours = await timed(async () => {
          const res = await fetch(reportUrl, { headers });
          if (res.status !== 200) throw new Error(`${reportUrl} answered ${res.status}`);
          await res.arrayBuffer();
        });
        const { sql, params } = query.toSQL();
        const bare = await timed(() => c.query(sql, params));
        const line = `| ${name} | ${range.name} | ${ms(percentile(ours, 50))} | ${ms(percentile(ours, 99))} | ${ms(percentile(bare, 50))} | ${ms(percentile(bare, 99))} |`;
        log(line);
        rows.push(line);
        if (range.by === 'month') plans.push(`- ${name}: ${await scansOf(c, sql, params)}`);
      }
    }
  });

  const [where, ...table] = rows;
  const lines = [
    '# Reports benchmark',
    '',
    `Run ${new Date().toISOString()} on ${os.cpus().length} cores (load average ${os.loadavg()[0]?.toFixed(1)} at the end; the server, PostgreSQL and the client share them).`,
    `${where} Each report asked ${RUNS} times one after another (after 3 warm-ups) over HTTP with a staff session, against`,
    'the same SQL (drizzle toSQL of the repo query) run bare on one pg client as many times in the same run. Times in ms.',
    '',
    '| report | range | ours p50 | ours p99 | bare SQL p50 | bare SQL p99 |',
    '|---|---|---:|---:|---:|---:|',
    ...table,
    '',
    `Besides the orders and their lines, the run writes each delivered order's move to Delivered, the cash collected for four in five of them, and ${Math.round(ORDERS / 5).toLocaleString('en')} quote requests (half from e-mails that also ordered, written in another case). referral-rewards and new-customers read the demo shop's few rows: their figures show a report's fixed cost, not its scale.`,
    '',
    'What each query reads over a year (EXPLAIN ANALYZE scan nodes):',
    '',
    ...plans,
    '',
  ].join('\n');
  log(lines);
  writeFileSync(path.join(ROOT, 'bench', 'results-reports.md'), lines);
  log('wrote bench/results-reports.md');
} finally {
  await finishBench(watchdog, DB);
}
