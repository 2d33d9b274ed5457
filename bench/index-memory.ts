// `npm run bench:memory`: the memory the catalogue index costs at 100,000 products (issue #18, decisions
// 0111, 0121, 0130), on a database already seeded (MEMORY_DATABASE_URL; seed one with
// `DATABASE_URL=… npm run seed -- --products 99680` after the demo shop). Two measurements, each in fresh
// processes, for every checkout in MEMORY_ROOTS taken in turn round after round, so a change and its
// baseline are measured side by side on a shared host:
//   1. the index built alone (`bench/index-memory-child.ts`): resident memory and V8's heap before, at the
//      build's peak, right after it and after the full collection the server runs when quiet;
//   2. our server as shipped (NODE_ENV=production, the V8 flags of `npm start`): resident at /readyz,
//      right after its first search (which reads the index), the peak in between, and once quiet.
// Writes bench/results-memory.md.
//
//   MEMORY_DATABASE_URL   the seeded database (required)
//   MEMORY_ROOTS          checkouts to compare, comma-separated (default: this one); each needs node_modules
//                         and, for the server, apps/web/build
//   MEMORY_ROUNDS         rounds (3); MEMORY_PORT 3370; MEMORY_SERVER=0 skips the server
import { execFileSync, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
// @ts-expect-error plain JavaScript shared with npm start (no types)
import { SERVER_NODE_FLAGS } from '../scripts/lib/server-node-flags.mjs';
import { BENCH_API_KEY, ROOT, children, log, memoryOf, stopProcess, withClient } from './support.ts';

const DATABASE_URL = process.env.MEMORY_DATABASE_URL;
if (!DATABASE_URL) throw new Error('MEMORY_DATABASE_URL: a database seeded with the demo shop and generated products');
const ROOTS = (process.env.MEMORY_ROOTS ?? ROOT).split(',').map((r) => path.resolve(r.trim()));
const ROUNDS = Number(process.env.MEMORY_ROUNDS ?? 3);
const PORT = Number(process.env.MEMORY_PORT ?? 3370);
const WITH_SERVER = process.env.MEMORY_SERVER !== '0';
/** Longer than the server's quiet spell (platform/memory-release.ts: 5 s, checked every 2.5 s). */
const QUIET_MS = 10_000;
const MB = 2 ** 20;

interface Usage {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  arrayBuffers: number;
}
interface Build {
  products: number;
  ms: number;
  before: Usage;
  peak: number;
  after: Usage;
  collected: Usage;
}
interface Served {
  ready: number;
  loaded: number;
  peak: number;
  quiet: number;
  firstSearchMs: number;
}

const loadAverage = () => (os.loadavg()[0] ?? 0).toFixed(1);

/** Runs `node args` in `cwd` to the end and gives its stdout; fails with its stderr. */
function output(cwd: string, args: string[], env: Record<string, string>): Promise<string> {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let out = '';
  let err = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (err = (err + c.toString()).slice(-4000)));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => {
      children.delete(child);
      if (code === 0) resolve(out);
      else reject(new Error(`${args.join(' ')} in ${cwd} exited with ${code}:\n${err}`));
    }),
  );
}

async function buildAlone(root: string): Promise<Build> {
  const child = path.join(ROOT, 'bench/index-memory-child.ts');
  const out = await output(root, [...(SERVER_NODE_FLAGS as string[]), '--expose-gc', child, root], {
    DATABASE_URL: DATABASE_URL as string,
  });
  return JSON.parse(out.trim().split('\n').at(-1) as string) as Build;
}

async function serve(root: string): Promise<Served> {
  const base = `http://127.0.0.1:${PORT}`;
  const server = spawn(process.execPath, [...(SERVER_NODE_FLAGS as string[]), 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: DATABASE_URL as string,
      DATA_DIR: path.join(os.tmpdir(), `suraksha-memory-${process.pid}`),
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      PUBLIC_URL: base,
      NODE_ENV: 'production',
      API_KEYS: BENCH_API_KEY,
      SEED_DEMO: 'false',
      STAFF_SECRET_KEY: 'c3'.repeat(32),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(server);
  const pid = server.pid as number;
  try {
    for (let i = 0; ; i++) {
      if (
        await fetch(`${base}/readyz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (i > 600 || server.exitCode !== null) throw new Error(`${root}: the server never answered /readyz`);
      await sleep(300);
    }
    await sleep(2000);
    const ready = memoryOf(pid).rss;
    // The peak from here on is the index's (Linux: "5" resets VmHWM); sampled too, in case that is refused.
    let sampled = ready;
    try {
      writeFileSync(`/proc/${pid}/clear_refs`, '5');
    } catch {}
    const sampler = setInterval(() => (sampled = Math.max(sampled, memoryOf(pid).rss)), 20);
    const t = performance.now();
    const res = await fetch(`${base}/api/products?search=camera`, { headers: { 'x-api-key': BENCH_API_KEY } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${root}: the first search answered ${res.status}`);
    const firstSearchMs = performance.now() - t;
    clearInterval(sampler);
    const loaded = memoryOf(pid).rss;
    const peak = Math.max(sampled, memoryOf(pid).peak);
    await sleep(QUIET_MS);
    return { ready, loaded, peak, quiet: memoryOf(pid).rss, firstSearchMs };
  } finally {
    await stopProcess(server);
  }
}

const label = (root: string) => (ROOTS.length === 1 ? 'this checkout' : `${path.basename(root)}`);
const mb = (bytes: number) => (bytes / MB).toFixed(0);
const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor((values.length - 1) / 2)] as number;

const builds = new Map<string, (Build & { load: string })[]>(ROOTS.map((r) => [r, []]));
const served = new Map<string, (Served & { load: string })[]>(ROOTS.map((r) => [r, []]));
/** Each checkout's last commit, to name what was measured. */
const commits = new Map(
  ROOTS.map((r) => [r, execFileSync('git', ['-C', r, 'log', '-1', '--format=%h %s'], { encoding: 'utf8' }).trim().slice(0, 100)]),
);

const products = await withClient(
  DATABASE_URL,
  async (c) => (await c.query<{ n: number }>('select count(*)::int as n from products')).rows[0]?.n ?? 0,
);
log(`${products.toLocaleString('en')} products; ${ROUNDS} rounds over ${ROOTS.join(', ')}`);
const loadBefore = os.loadavg();
try {
  for (let round = 1; round <= ROUNDS; round++) {
    for (const root of ROOTS) {
      const load = loadAverage();
      const b = await buildAlone(root);
      builds.get(root)?.push({ ...b, load });
      log(
        `round ${round} ${label(root)} index alone (load ${load}): ${(b.ms / 1000).toFixed(1)} s; RSS ${mb(b.before.rss)} → peak ${mb(b.peak)} → ${mb(b.after.rss)} → ${mb(b.collected.rss)} MB collected; heap used ${mb(b.after.heapUsed)} of ${mb(b.after.heapTotal)} → ${mb(b.collected.heapUsed)} MB; array buffers ${mb(b.collected.arrayBuffers)} MB`,
      );
      if (!WITH_SERVER) continue;
      const serverLoad = loadAverage();
      const s = await serve(root);
      served.get(root)?.push({ ...s, load: serverLoad });
      log(
        `round ${round} ${label(root)} server (load ${serverLoad}): ready ${mb(s.ready)} MB, first search ${(s.firstSearchMs / 1000).toFixed(1)} s, right after ${mb(s.loaded)} MB (peak ${mb(s.peak)}), quiet ${mb(s.quiet)} MB`,
      );
    }
  }
} finally {
  for (const child of children) await stopProcess(child);
}

const lines = [
  '# Memory of the catalogue index (issue #18)',
  '',
  `Run ${new Date().toISOString()} on ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; PostgreSQL with ${products.toLocaleString('en')} products.`,
  `Load average ${(loadBefore[0] ?? 0).toFixed(1)} at the start and ${loadAverage()} at the end (shared host: compare rows of the same round).`,
  `${ROUNDS} rounds, the checkouts taken in turn in each. Reproduce with \`MEMORY_DATABASE_URL=… npm run bench:memory\` (README, Benchmarks; decision 0130).`,
  '',
  ...ROOTS.map((r) => `- ${label(r)}: ${commits.get(r)}`),
  '',
  "**The index built alone** in a fresh process (`bench/index-memory-child.ts`, the server's V8 flags): resident memory (VmRSS) before,",
  "at the build's peak (VmHWM, reset before the build), right after it, and after the full collection the server runs once quiet;",
  "V8's heap right after (used of total) and what the index keeps (heap and array buffers after the collection, less before).",
  '',
  '| checkout | round | load | seconds | RSS before MB | peak MB | right after MB | collected MB | heap after MB | index keeps: heap MB | array buffers MB |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...ROOTS.flatMap((r) =>
    (builds.get(r) ?? []).map(
      (b, i) =>
        `| ${label(r)} | ${i + 1} | ${b.load} | ${(b.ms / 1000).toFixed(1)} | ${mb(b.before.rss)} | ${mb(b.peak)} | ${mb(b.after.rss)} | ${mb(b.collected.rss)} | ${mb(b.after.heapUsed)} of ${mb(b.after.heapTotal)} | ${((b.collected.heapUsed - b.before.heapUsed) / MB).toFixed(1)} | ${((b.collected.arrayBuffers - b.before.arrayBuffers) / MB).toFixed(1)} |`,
    ),
  ),
  ...ROOTS.map((r) => {
    const list = builds.get(r) ?? [];
    return `| ${label(r)} | median | | ${(median(list.map((b) => b.ms)) / 1000).toFixed(1)} | ${mb(median(list.map((b) => b.before.rss)))} | **${mb(median(list.map((b) => b.peak)))}** | ${mb(median(list.map((b) => b.after.rss)))} | ${mb(median(list.map((b) => b.collected.rss)))} | | | |`;
  }),
];
if (WITH_SERVER) {
  lines.push(
    '',
    '**Our server** as shipped: resident memory 2 s after /readyz (it reads the index as it starts), right after its first search (which waits for that read), the highest',
    "in between (VmHWM reset at /readyz, and sampled every 20 ms), and 10 s later once quiet (decision 0121). The issue's target is 200 MB.",
    '',
    '| checkout | round | load | ready MB | first search s | right after MB | peak MB | quiet MB |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...ROOTS.flatMap((r) =>
      (served.get(r) ?? []).map(
        (s, i) =>
          `| ${label(r)} | ${i + 1} | ${s.load} | ${mb(s.ready)} | ${(s.firstSearchMs / 1000).toFixed(1)} | ${mb(s.loaded)} | ${mb(s.peak)} | ${mb(s.quiet)} |`,
      ),
    ),
    ...ROOTS.map((r) => {
      const list = served.get(r) ?? [];
      return `| ${label(r)} | median | | ${mb(median(list.map((s) => s.ready)))} | ${(median(list.map((s) => s.firstSearchMs)) / 1000).toFixed(1)} | **${mb(median(list.map((s) => s.loaded)))}** | ${mb(median(list.map((s) => s.peak)))} | ${mb(median(list.map((s) => s.quiet)))} |`;
    }),
  );
}
writeFileSync(path.join(ROOT, 'bench/results-memory.md'), `${lines.join('\n')}\n`);
log('\nwrote bench/results-memory.md');
