// `node bench/page-profile.ts`: server-rendered pages over thousands of distinct URLs, on a database
// already seeded (PAGE_DATABASE_URL; see bench/run.ts for seeding). For each kind of page it reports
// req/s, latency and the server's CPU time per page (from /proc, so the load generator is not counted),
// and the server's resident memory at rest and after the loads (decisions 0113 and 0114).
//
//   PAGE_DATABASE_URL   the seeded database (required)
//   PAGE_KINDS          product,category (default); also: search
//   PAGE_CONNECTIONS    10; BENCH_SECONDS 10; PAGE_PORT 4101
//   PAGE_CPU_PROF=dir   run the server under --cpu-prof, profile written to dir when it stops
//   PAGE_HEAP_DIR=dir   heap snapshots at rest and after the loads (--heapsnapshot-signal)
//   CATALOG_CACHE_SECONDS  passed to the server (0: every page rendered)
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { children, log, memoryOf, start, withClient } from './support.ts';

const DATABASE_URL = process.env.PAGE_DATABASE_URL;
if (!DATABASE_URL) throw new Error('PAGE_DATABASE_URL: a database seeded with the demo shop and generated products');
const PORT = Number(process.env.PAGE_PORT ?? 4101);
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.PAGE_CONNECTIONS ?? 10);
const KINDS = (process.env.PAGE_KINDS ?? 'product,category').split(',');
const CPU_PROF = process.env.PAGE_CPU_PROF;
const HEAP_DIR = process.env.PAGE_HEAP_DIR;
const DISTINCT = 2000;
const SORTS = ['relevance', 'price_asc', 'price_desc', 'newest', 'name'];

/** The server's user + system CPU time so far, in ms (/proc/<pid>/stat fields 14 and 15, in clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

async function urlsOf(kind: string): Promise<string[]> {
  return withClient(DATABASE_URL as string, async (c) => {
    if (kind === 'product') {
      const { rows } = await c.query<{ slug: string }>(`select slug from products where active order by id limit ${DISTINCT}`);
      return rows.map((r) => `/products/${encodeURIComponent(r.slug)}`);
    }
    if (kind === 'category') {
      const { rows } = await c.query<{ slug: string }>(`select slug from categories where active order by id`);
      return rows.flatMap((r) => SORTS.flatMap((sort) => [1, 2, 3].map((page) => `/category/${r.slug}?sort=${sort}&page=${page}`)));
    }
    // Single words from the catalogue's own titles.
    const { rows } = await c.query<{ word: string }>(
      `select distinct lower(w) as word from products, regexp_split_to_table(title, '\\s+') w where length(w) > 3 limit ${DISTINCT}`,
    );
    return rows.map((r) => `/products?search=${encodeURIComponent(r.word)}`);
  });
}

async function heapSnapshot(pid: number, label: string) {
  if (!HEAP_DIR) return;
  const before = new Set(readdirSync(HEAP_DIR));
  process.kill(pid, 'SIGUSR2');
  // Writing a snapshot stops the server for a few seconds; wait for the file to stop growing.
  for (let i = 0; i < 120; i++) {
    await sleep(1000);
    const made = readdirSync(HEAP_DIR).find((f) => !before.has(f) && f.endsWith('.heapsnapshot'));
    if (
      made &&
      (await fetch(`${BASE}/healthz`)
        .then((r) => r.ok)
        .catch(() => false))
    ) {
      log(`heap snapshot ${label}: ${path.join(HEAP_DIR, made)}`);
      return;
    }
  }
}

const flags = [
  ...(CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : []),
  ...(HEAP_DIR ? ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${HEAP_DIR}`] : []),
];
const server = await start(
  [...flags, 'apps/server/src/main.ts'],
  {
    DATABASE_URL,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'suraksha-pages-')),
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    PUBLIC_URL: BASE,
    NODE_ENV: 'production',
    API_KEYS: 'suraksha-bench-key',
    SEED_DEMO: 'false',
    STAFF_SECRET_KEY: 'c3'.repeat(32),
    ...(process.env.CATALOG_CACHE_SECONDS ? { CATALOG_CACHE_SECONDS: process.env.CATALOG_CACHE_SECONDS } : {}),
  },
  `${BASE}/readyz`,
);
const pid = server.pid as number;
try {
  await sleep(2000);
  log(`at rest: RSS ${mb(memoryOf(pid).rss)}`);
  await heapSnapshot(pid, 'at rest');
  for (const kind of KINDS) {
    const urls = await urlsOf(kind);
    let next = 0;
    const requests: autocannon.Request[] = [{ setupRequest: (req) => ({ ...req, path: urls[next++ % urls.length] as string }) }];
    await autocannon({ url: BASE, connections: CONNECTIONS, duration: 2, requests });
    const before = cpuMs(pid);
    const r = await autocannon({ url: BASE, connections: CONNECTIONS, duration: SECONDS, requests });
    const cpu = cpuMs(pid) - before;
    const errors = r.errors + r.non2xx + r.timeouts;
    log(
      `${`${kind} pages (${urls.length} URLs, ${CONNECTIONS} conn.)`.padEnd(36)} ${r.requests.average.toFixed(0).padStart(5)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  errors ${errors}`,
    );
    log(
      `  server CPU ${(cpu / r.requests.total).toFixed(1)} ms a page (${(cpu / 1000).toFixed(1)} s for ${r.requests.total}); RSS ${mb(memoryOf(pid).rss)} (peak ${mb(memoryOf(pid).peak)})`,
    );
  }
  await heapSnapshot(pid, 'after the loads');
} finally {
  for (const child of children) child.kill('SIGTERM');
  await sleep(3000);
}
