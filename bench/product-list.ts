// `npm run bench:products`: the back office's product list (GET /api/admin/products, issue #16) with
// BENCH_PRODUCTS generated products (default 100,000) on PostgreSQL, at 10 connections, over hundreds
// of distinct URLs (searches by title and SKU, brand, category, stock level, offer and active
// filters, every sort, pages 1 to 3 and a deep one), next to a bare Fastify + pg route running the
// same queries (bench/bare-product-list.ts). Writes bench/results-products.md. Traffic stays on 127.0.0.1.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import {
  API_KEY,
  ROOT,
  SERVER_URL,
  finishBench,
  loadTableRow,
  log,
  measureUrls,
  ownerSession,
  ratio,
  start,
  startOnFreshDatabase,
  startWatchdog,
  withClient,
} from './support.ts';
// @ts-expect-error plain JavaScript shared with npm start/test (no types)
import { ensureBuilt } from '../scripts/lib/prepare.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const PORT = Number(process.env.BENCH_PORT ?? 3906);
const BARE_PORT = PORT + 1;
const OURS = `http://127.0.0.1:${PORT}`;
const BARE = `http://127.0.0.1:${BARE_PORT}`;
const DB = `suraksha_bench_products_${process.pid}`;

const TYPES = [
  'Bullet Camera',
  'Dome Camera',
  'PTZ Camera',
  'NVR',
  'DVR',
  'Hard Disk',
  'PoE Switch',
  'Door Lock',
  'Alarm Panel',
  'Cable Roll',
];
const CODES = ['CAM', 'DOM', 'PTZ', 'NVR', 'DVR', 'HDD', 'SWT', 'LCK', 'ALM', 'CBL'];
const SIZES = ['2MP', '4MP', '5MP', '8MP', '4 Channel', '8 Channel', '16 Channel', '1TB', '2TB', '4TB'];
const SERIES = ['Pro', 'Lite', 'Plus', 'Max', 'Eco', 'Smart', 'Ultra', 'Classic'];

/**
 * `count` products after the demo shop's, written in SQL (seconds, not the generator's minutes): a
 * brand and a category of the shop each, titles of a series, model, size and kind, SKUs BK-<kind>-n,
 * prices, offers on one in five, stock from sold out to plenty, some inactive or on request, changed
 * over the last year. The triggers fill each search vector and opening stock movement as for any insert.
 */
async function seedBenchProducts(c: pg.Client, count: number) {
  await c.query(
    `insert into products (title, slug, sku, brand_id, category_id, price_paisa, offer_price_paisa, on_request, stock, active, created_at, updated_at)
     select b.title || ' ' || ($2::text[])[1 + g % 8] || ' X' || g || ' ' || ($3::text[])[1 + (g / 3) % 10] || ' ' || ($4::text[])[1 + g % 10],
            'bench-product-' || g,
            'BK-' || ($5::text[])[1 + g % 10] || '-' || lpad(g::text, 6, '0'),
            b.id, k.id,
            (1000 + (g * 7919) % 200000)::bigint * 100,
            case when g % 5 = 0 then (500 + (g * 7919) % 200000)::bigint * 50 end,
            g % 33 = 0,
            case when g % 20 = 0 then 0 when g % 10 = 1 then 1 + g % 5 else 6 + (g * 31) % 500 end,
            g % 19 <> 0,
            now() - ((g % 365) * interval '1 day'),
            now() - ((g * 17 % 525600) * interval '1 minute')
       from generate_series(1, $1) g
       cross join lateral (select id, title from brands order by id offset g % (select count(*) from brands) limit 1) b
       cross join lateral (select id from categories order by id offset (g / 7) % (select count(*) from categories) limit 1) k`,
    [count, SERIES, SIZES, TYPES, CODES],
  );
  // As autovacuum leaves a live table: statistics, and a visibility map so counts can read the indexes alone.
  await c.query('vacuum analyze');
}

/** A small deterministic random, so every run asks the same URLs. */
function randomOf(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

/**
 * Hundreds of distinct list URLs a day of catalogue work makes: a search (a word of the titles, a
 * brand, a model, a SKU prefix) or none, with zero to two filters, a sort and a page.
 */
function listQueries(brandIds: number[], categoryIds: number[], n: number): string[] {
  const random = randomOf(16);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const searches = [
    '',
    '',
    '',
    'dome',
    'bullet',
    'nvr',
    '4mp',
    'pro',
    'lock',
    'hikvision',
    'dahua',
    'x1234',
    'BK-CAM-00',
    'bk-nvr-0123',
    'cable',
  ];
  const filters: (() => [string, string])[] = [
    () => ['brand', String(pick(brandIds))],
    () => ['category', String(pick(categoryIds))],
    () => ['stock', pick(['out', 'low', 'in'])],
    () => ['offer', pick(['yes', 'no'])],
    () => ['active', pick(['yes', 'no'])],
    () => ['on_request', 'yes'],
  ];
  const sorts = ['', 'updated_asc', 'title_asc', 'title_desc', 'price_asc', 'price_desc', 'stock_asc', 'stock_desc'];
  const seen = new Set<string>();
  while (seen.size < n) {
    const params = new URLSearchParams();
    const q = pick(searches);
    if (q) params.set('q', q);
    const k = Math.floor(random() * 3);
    for (let i = 0; i < k; i++) params.set(...pick(filters)());
    const sort = pick(sorts);
    if (sort) params.set('sort', sort);
    const page = pick([1, 1, 1, 2, 3, 20]);
    if (page > 1) params.set('page', String(page));
    seen.add(params.toString());
  }
  return [...seen];
}

const watchdog = startWatchdog(1_200_000);

try {
  await ensureBuilt();
  const { url, env } = await startOnFreshDatabase({ database: DB, port: PORT });
  log(`writing ${PRODUCTS.toLocaleString('en')} products…`);
  const seededAt = Date.now();
  await withClient(url, (c) => seedBenchProducts(c, PRODUCTS));
  log(`  done in ${((Date.now() - seededAt) / 1000).toFixed(1)} s`);
  await start(['bench/bare-product-list.ts'], { ...env, PORT: String(BARE_PORT) }, `${BARE}/readyz`);

  const { brandIds, categoryIds, total } = await withClient(url, async (c) => ({
    brandIds: (await c.query<{ id: number }>('select id from brands order by id')).rows.map((r) => r.id),
    categoryIds: (await c.query<{ id: number }>('select id from categories order by id')).rows.map((r) => r.id),
    total: (await c.query<{ n: number }>('select count(*)::int as n from products')).rows[0]?.n ?? 0,
  }));
  const queries = listQueries(brandIds, categoryIds, 600);
  const cookie = await ownerSession(OURS);
  const load = { connections: CONNECTIONS, seconds: DURATION };
  const pathsOf = (prefix: string) => queries.map((q) => `${prefix}${q ? `?${q}` : ''}`);
  const ours = await measureUrls('our API', OURS, pathsOf('/api/admin/products'), { ...load, headers: { 'x-api-key': API_KEY, cookie } });
  const bare = await measureUrls('bare Fastify + pg', BARE, pathsOf('/bare/products'), load);

  const met = ours.p99 <= 3 * bare.p99;
  const lines = [
    '# Product list benchmark (back office)',
    '',
    `Run ${new Date().toISOString()} on ${os.cpus().length} cores (load average ${os.loadavg()[0]?.toFixed(1)} at the end; servers, PostgreSQL and the load generator share them).`,
    `PostgreSQL at ${new URL(SERVER_URL).host} with ${total.toLocaleString('en')} products; ${CONNECTIONS} connections for ${DURATION} s each, after a 2 s warm-up,`,
    `cycling through ${queries.length} distinct URLs of GET /api/admin/products (50 a page): a search by title word, brand, model or SKU prefix in`,
    'four of five, zero to two filters (brand, category with its children, stock level, offer, active, on request), one of the 8 sorts,',
    'page 1 mostly, 2, 3 or 20. Each answer is the page with brand and category, and the count of all that match.',
    '',
    '| server | req/s | p50 ms | p99 ms | errors |',
    '|---|---:|---:|---:|---:|',
    ...[ours, bare].map(loadTableRow),
    '',
    `Ours against the bare route: p99 ${ratio(ours.p99, bare.p99)}×, ${ratio(bare.rps, ours.rps)}× the cost in throughput (bare req/s ÷ ours). Goal (issue #16): p99 at most 3× the bare route's — ${met ? 'met' : 'missed'}.`,
    '',
  ].join('\n');
  log(lines);
  writeFileSync(path.join(ROOT, 'bench', 'results-products.md'), lines);
  log('wrote bench/results-products.md');
  if ([ours, bare].some((r) => r.errors > 0)) process.exitCode = 1;
} finally {
  await finishBench(watchdog, DB);
}
