// `npm run bench`: load-tests the real server on PostgreSQL next to a bare Fastify + pg route of the
// same query shape, in one run, and writes bench/results.md. Traffic stays on 127.0.0.1.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const DB = `suraksha_bench_${process.pid}`;
const API_KEY = 'suraksha-demo-key';

function dbUrl(name: string) {
  const u = new URL(SERVER_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: SERVER_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

function start(args: string[], env: Record<string, string>, readyUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 120_000;
    const poll = async () => {
      try {
        if ((await fetch(readyUrl)).ok) return resolve(child);
      } catch {}
      if (Date.now() > deadline) return reject(new Error(`not ready: ${readyUrl}`));
      setTimeout(poll, 300);
    };
    void poll();
  });
}

interface Row {
  name: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(name: string, url: string, connections: number, headers: Record<string, string> = {}): Promise<Row> {
  const r = await autocannon({ url, connections, duration: DURATION, headers });
  const row = { name, connections, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
  process.stdout.write(`${name.padEnd(44)} ${row.rps.toFixed(0).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${row.errors}\n`);
  return row;
}

const children: ChildProcess[] = [];
try {
  await admin(`CREATE DATABASE ${DB}`);
  const env = { DATABASE_URL: dbUrl(DB), LOG_LEVEL: 'warn', HOST: '127.0.0.1', DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'suraksha-bench-')) };
  children.push(await start(['apps/server/src/main.ts'], { ...env, PORT: '3901' }, 'http://127.0.0.1:3901/readyz'));
  children.push(await start(['bench/bare-server.ts'], { ...env, PORT: '3902' }, 'http://127.0.0.1:3902/bare/newest-products'));

  const key = { 'x-api-key': API_KEY };
  const rows: Row[] = [];
  rows.push(await load('bare Fastify + pg: newest products', 'http://127.0.0.1:3902/bare/newest-products', 50));
  rows.push(await load('GET /api/home (5 queries, validated)', 'http://127.0.0.1:3901/api/home', 50, key));
  rows.push(await load('GET /api/footer', 'http://127.0.0.1:3901/api/footer', 50, key));
  rows.push(await load('GET / (server-rendered home HTML)', 'http://127.0.0.1:3901/', 10));

  const bare = rows[0]?.rps ?? 1;
  const table = [
    `# Benchmark results`,
    ``,
    `Run ${new Date().toISOString()} on ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, PostgreSQL at ${new URL(SERVER_URL).host}, ${DURATION} s per row (autocannon).`,
    ``,
    `| scenario | connections | req/s | p50 ms | p99 ms | errors | vs bare |`,
    `|---|---:|---:|---:|---:|---:|---:|`,
    ...rows.map((r) => `| ${r.name} | ${r.connections} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} | ${(r.rps / bare).toFixed(2)}× |`),
    ``,
    `"vs bare" divides by the bare Fastify + pg route measured in the same run. /api/home runs five queries`,
    `(categories, newest, featured, brands, blogs) where the bare route runs one, so it is an upper bound of our cost.`,
    ``,
  ].join('\n');
  writeFileSync(path.join(ROOT, 'bench', 'results.md'), table);
  process.stdout.write(`\nwrote bench/results.md\n`);
} finally {
  for (const c of children) c.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  await admin(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`).catch(() => {});
}
