// `npm run bench:catalogue`: the catalogue under traffic as it comes (issue #18, decision 0112). Seeds one
// PostgreSQL database with the demo shop and generated products up to each of BENCH_SIZES (10,000 then
// 100,000), and at each size loads our server, as shipped and with the caches off, with 2,000 distinct
// catalogue API calls and 2,000 distinct product pages, beside a bare Fastify hello route and a bare
// Fastify + pg primary-key lookup measured in the same run. Writes bench/results-catalogue.md.
// Traffic stays on 127.0.0.1.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error plain JavaScript shared with npm start/test (no types)
import { ensureBuilt } from '../scripts/lib/prepare.mjs';
import { catalogueApiPaths, drawDistinct } from './catalogue-urls.ts';
import { type SizeResults, type TimedCall, catalogueMarkdown } from './results-catalogue-table.ts';
import {
  BENCH_API_KEY,
  ROOT,
  SERVER_URL,
  dbUrl,
  finishBench,
  log,
  measureUrls,
  memoryOf,
  runToEnd,
  startBenchServers,
  startWatchdog,
  stopProcess,
  withClient,
} from './support.ts';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map((s) => Number(s.trim()));
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const API_URLS = 2000;
const PRODUCT_PAGES = 2000;
/** Calls of the mix timed one by one at each size, to show which kinds cost what. */
const TIMED_CALLS = Number(process.env.BENCH_TIMED_CALLS ?? 200);
/** Long enough for a server to count as quiet and give memory back (platform/memory-release.ts: 5 s, checked every 2.5 s). */
const QUIET_MS = 10_000;
/** The mix's words come from the first products by id, so every size asks the very same API URLs. */
const VOCABULARY_PRODUCTS = 10_000;
const PORT = Number(process.env.BENCH_PORT ?? 3921);
const DB = `suraksha_bench_catalogue_${process.pid}`;
const KEY = { 'x-api-key': BENCH_API_KEY };

if (SIZES.some((n) => !Number.isSafeInteger(n) || n < 1) || SIZES.some((n, i) => i > 0 && n <= (SIZES[i - 1] as number))) {
  throw new Error(`BENCH_SIZES must be increasing product counts, got "${process.env.BENCH_SIZES}"`);
}

const seconds = (since: number) => (performance.now() - since) / 1000;
const loadAverage = () => os.loadavg() as [number, number, number];

async function productCounts(url: string) {
  return withClient(url, async (c) => {
    const { rows } = await c.query<{ all: number; active: number }>(
      'select count(*)::int as all, (count(*) filter (where active))::int as active from products',
    );
    return rows[0] ?? { all: 0, active: 0 };
  });
}

/** The catalogue's own words, brands, categories, sizes and colours, from its first products. */
async function catalogueWords(url: string) {
  return withClient(url, async (c) => {
    const first = `select * from (select * from products order by id limit ${VOCABULARY_PRODUCTS}) f where active`;
    const column = async (sql: string) => (await c.query<{ v: string }>(sql)).rows.map((r) => r.v);
    return {
      titles: await column(`select title as v from (${first}) p order by id`),
      brands: (await c.query<{ slug: string; title: string }>('select slug, title from brands order by id')).rows,
      categorySlugs: await column('select slug as v from categories order by id'),
      sizes: await column(`select distinct size as v from (${first}) p where size is not null and size <> '' order by 1`),
      colors: await column(`select distinct color as v from (${first}) p where color is not null and color <> '' order by 1`),
    };
  });
}

/** Seeds up to `size` products with the project's own seed command, timed; then statistics, as autovacuum leaves a live table. */
async function seedTo(url: string, dataDir: string, size: number): Promise<SizeResults['seeding']> {
  const env = { DATABASE_URL: url, DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn' };
  const steps: string[] = [];
  let total = 0;
  const empty = await withClient(url, async (c) => (await c.query(`select to_regclass('products') is null as empty`)).rows[0]?.empty);
  if (empty) {
    const t = performance.now();
    await runToEnd(['apps/server/src/db/seed/seed-cli.ts'], env);
    total += seconds(t);
    steps.push(`demo shop ${seconds(t).toFixed(1)} s`);
  }
  const missing = size - (await productCounts(url)).all;
  if (missing > 0) {
    log(`adding ${missing.toLocaleString('en')} generated products…`);
    const t = performance.now();
    await runToEnd(['apps/server/src/db/seed/seed-cli.ts', '--products', String(missing)], env);
    total += seconds(t);
    steps.push(`${missing.toLocaleString('en')} generated products (\`seed-cli.ts --products ${missing}\`) ${seconds(t).toFixed(1)} s`);
  }
  const t = performance.now();
  await withClient(url, (c) => c.query('vacuum analyze'));
  total += seconds(t);
  steps.push(`VACUUM ANALYZE ${seconds(t).toFixed(1)} s`);
  log(`  seeded in ${total.toFixed(1)} s: ${steps.join(', ')}`);
  return { seconds: total, steps };
}

/**
 * Memory as a shop holds it at rest: once the catalogue index is read (a search waits for it) and the
 * server has been quiet long enough to give back what reading it left behind (decision 0121).
 */
async function settledMemory(servers: ChildProcess[], bases: string[]) {
  await Promise.all(bases.map((base) => fetch(`${base}/api/products?search=bench-warm-up`, { headers: KEY }).then((r) => r.arrayBuffer())));
  await new Promise((r) => setTimeout(r, QUIET_MS));
  return servers.map((s) => memoryOf(s.pid as number));
}

/** Each call asked alone, one after another, timed to its last byte: which kinds of call cost what. */
async function timedCalls(base: string, paths: string[]): Promise<TimedCall[]> {
  const calls: TimedCall[] = [];
  for (const p of paths) {
    const t = performance.now();
    const res = await fetch(`${base}${p}`, { headers: KEY });
    await res.arrayBuffer();
    calls.push({ path: p, ms: performance.now() - t, status: res.status });
  }
  return calls;
}

/** Every row at one size, on servers started for it (so each starts idle and the caches empty). */
async function measureSize(url: string, dataDir: string, size: number, apiPaths: string[]): Promise<Omit<SizeResults, 'seeding'>> {
  const counts = await productCounts(url);
  const servers = await startBenchServers({ port: PORT, databaseUrl: url, dataDir, bareReadyPath: '/bare/hello' });
  const { ours: OURS, uncached: UNCACHED, bare: BARE, shippedServer: shipped, uncachedServer: uncached, bareServer: bare } = servers;
  const [shippedIdle, uncachedIdle] = (await settledMemory([shipped, uncached], [OURS, UNCACHED])) as [
    ReturnType<typeof memoryOf>,
    ReturnType<typeof memoryOf>,
  ];

  const { slugs, ids } = await withClient(url, async (c) => ({
    slugs: (await c.query<{ slug: string }>('select slug from products where active order by id')).rows.map((r) => r.slug),
    ids: (await c.query<{ id: number }>('select id from products where active order by id')).rows.map((r) => r.id),
  }));
  const pagePaths = drawDistinct(slugs, PRODUCT_PAGES, `product-pages:${size}`).map((s) => `/products/${encodeURIComponent(s)}`);
  const keyPaths = drawDistinct(ids, PRODUCT_PAGES, `product-ids:${size}`).map((id) => `/bare/products/${id}`);
  const run = { seconds: DURATION };
  const label = `${size.toLocaleString('en')}:`;
  log(`\n${counts.all.toLocaleString('en')} products (${counts.active.toLocaleString('en')} active)`);
  const rows = {
    bareHello: await measureUrls(`${label} bare Fastify hello`, BARE, ['/bare/hello'], { ...run, connections: 50 }),
    bareKey: await measureUrls(`${label} bare Fastify + pg by id`, BARE, keyPaths, { ...run, connections: 50 }),
    mix: await measureUrls(`${label} mix, as shipped`, OURS, apiPaths, { ...run, connections: 50, headers: KEY }),
    mixUncached: await measureUrls(`${label} mix, cache off`, UNCACHED, apiPaths, { ...run, connections: 50, headers: KEY }),
    mixOne: await measureUrls(`${label} mix, cache off, 1 connection`, UNCACHED, apiPaths, { ...run, connections: 1, headers: KEY }),
    html: await measureUrls(`${label} product pages, as shipped`, OURS, pagePaths, { ...run, connections: 10 }),
    htmlUncached: await measureUrls(`${label} product pages, cache off`, UNCACHED, pagePaths, { ...run, connections: 10 }),
  };
  const [shippedAfter, uncachedAfter] = [memoryOf(shipped.pid as number), memoryOf(uncached.pid as number)];
  const calls = await timedCalls(UNCACHED, apiPaths.slice(0, TIMED_CALLS));
  // The timed calls are light and one at a time; then the servers are left quiet.
  await new Promise((r) => setTimeout(r, QUIET_MS));
  const [shippedQuiet, uncachedQuiet] = [memoryOf(shipped.pid as number), memoryOf(uncached.pid as number)];
  await Promise.all([shipped, uncached, bare].map(stopProcess));
  return {
    size,
    products: counts.all,
    active: counts.active,
    rows,
    memory: { shippedIdle, shippedAfter, shippedQuiet, uncachedIdle, uncachedAfter, uncachedQuiet },
    calls,
  };
}

const watchdog = startWatchdog(Number(process.env.BENCH_TIMEOUT_SECONDS ?? 3600) * 1000);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'suraksha-bench-catalogue-'));
const loadBefore = loadAverage();

try {
  await ensureBuilt();
  await withClient(SERVER_URL, (c) => c.query(`CREATE DATABASE ${DB}`));
  const url = dbUrl(DB);
  const sizes: SizeResults[] = [];
  let apiPaths: string[] = [];
  let words: Awaited<ReturnType<typeof catalogueWords>> | undefined;
  for (const size of SIZES) {
    log(`\nseeding ${DB} to ${size.toLocaleString('en')} products…`);
    const seeding = await seedTo(url, dataDir, size);
    if (!words) {
      words = await catalogueWords(url);
      apiPaths = catalogueApiPaths(words, API_URLS);
      // The same catalogue must give the same list, or runs could not be compared.
      if (catalogueApiPaths(words, API_URLS).join('\n') !== apiPaths.join('\n')) throw new Error('the URL mix is not deterministic');
      log(`mix: ${apiPaths.length} distinct API URLs, e.g. ${apiPaths.slice(0, 3).join('  ')}`);
    }
    sizes.push({ seeding, ...(await measureSize(url, dataDir, size, apiPaths)) });
  }

  const markdown = catalogueMarkdown({
    date: new Date(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`,
    postgres: new URL(SERVER_URL).host,
    seconds: DURATION,
    loadBefore,
    loadAfter: loadAverage(),
    apiPaths,
    vocabularyProducts: VOCABULARY_PRODUCTS,
    productPages: PRODUCT_PAGES,
    sizes,
  });
  writeFileSync(path.join(ROOT, 'bench', 'results-catalogue.md'), markdown);
  log('\nwrote bench/results-catalogue.md');
  if (sizes.some((s) => Object.values(s.rows).some((r) => r.errors > 0))) process.exitCode = 1;
} catch (error) {
  process.exitCode = 1;
  log(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await finishBench(watchdog, DB);
  rmSync(dataDir, { recursive: true, force: true });
}
