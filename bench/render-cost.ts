// `node bench/render-cost.ts`: the CPU time of one server-rendered page, measured inside one process with
// no network: the built app answers distinct product (or category) pages through app.inject, a few at a
// time, and the process's own CPU time is divided by the pages. Quieter than a load over HTTP on a shared
// machine, so a change's effect shows (decision 0113). Same database variables as bench/page-profile.ts:
//
//   PAGE_DATABASE_URL   a database seeded with the demo shop and generated products (required)
//   RENDER_KIND         product (default) or category; RENDER_PAGES 1500; RENDER_ROUNDS 3; RENDER_CONCURRENCY 4
//   CATALOG_CACHE_SECONDS  0 by default here: every page rendered, every API answer read from the database
import { log, withClient } from './support.ts';

// React picks its development build (prop checks, key warnings: twice the CPU a page) unless the process
// itself says production before React is loaded, so the app is imported only after this line.
process.env.NODE_ENV = 'production';
const { buildApp } = await import('../apps/server/src/app.ts');
const { loadConfig } = await import('../apps/server/src/config.ts');
const { openDatabase } = await import('../apps/server/src/platform/database.ts');

const DATABASE_URL = process.env.PAGE_DATABASE_URL;
if (!DATABASE_URL) throw new Error('PAGE_DATABASE_URL: a database seeded with the demo shop and generated products');
const KIND = process.env.RENDER_KIND ?? 'product';
const PAGES = Number(process.env.RENDER_PAGES ?? 1500);
const CONCURRENCY = Number(process.env.RENDER_CONCURRENCY ?? 4);
const ROUNDS = Number(process.env.RENDER_ROUNDS ?? 3);
const SORTS = ['relevance', 'price_asc', 'price_desc', 'newest', 'name'];

const urls = await withClient(DATABASE_URL, async (c) => {
  if (KIND === 'product') {
    const { rows } = await c.query<{ slug: string }>(`select slug from products where active order by id limit ${PAGES}`);
    return rows.map((r) => `/products/${encodeURIComponent(r.slug)}`);
  }
  const { rows } = await c.query<{ slug: string }>(`select slug from categories where active order by id`);
  return rows.flatMap((r) => SORTS.flatMap((sort) => [1, 2, 3].map((page) => `/category/${r.slug}?sort=${sort}&page=${page}`)));
});

const config = loadConfig({
  ...process.env,
  DATABASE_URL,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  API_KEYS: 'suraksha-bench-key',
  SEED_DEMO: 'false',
  STAFF_SECRET_KEY: 'c3'.repeat(32),
  PUBLIC_URL: 'http://127.0.0.1:4109',
  CATALOG_CACHE_SECONDS: process.env.CATALOG_CACHE_SECONDS ?? '0',
});
const database = await openDatabase(config, () => {});
const app = await buildApp({ config, database });
await app.ready();

async function renderAll(list: readonly string[]) {
  let next = 0;
  let bytes = 0;
  const worker = async () => {
    while (next < list.length) {
      const url = list[next++] as string;
      const res = await app.inject({ method: 'GET', url });
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
      bytes += res.body.length;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return bytes;
}

// Warm-up: the JIT, the pools, the database's own caches.
await renderAll(urls.slice(0, 300));
const rounds: number[] = [];
let bytes = 0;
for (let round = 0; round < ROUNDS; round++) {
  const cpu = process.cpuUsage();
  bytes = await renderAll(urls.slice(0, PAGES));
  const used = process.cpuUsage(cpu);
  rounds.push((used.user + used.system) / 1000 / Math.min(PAGES, urls.length));
}
const sorted = rounds.toSorted((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)] ?? NaN;
const pages = Math.min(PAGES, urls.length);
// On a shared machine other work inflates CPU time (caches, frequency): the quietest round is the best estimate.
log(
  `${KIND} pages: min ${(sorted[0] ?? NaN).toFixed(2)} ms, median ${median.toFixed(2)} ms CPU a page (${ROUNDS} rounds of ${pages}); ${(bytes / pages / 1024).toFixed(1)} KB a page; RSS ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`,
);
await app.close();
await database.close();
