// `npm run bench:export`: the orders CSV export (GET /api/admin/orders.csv, issue #16) of
// BENCH_ORDERS orders (default 100,000) on PostgreSQL, read by one client to the end: the time it
// takes, the rows and bytes that arrive, and the server process's resident memory while it streams
// (sampled from /proc every 20 ms) against its memory just before. Streamed in keyset batches, the
// server's memory should stay flat whatever the number of orders. Writes bench/results-export.md.
// Traffic stays on 127.0.0.1.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  API_KEY,
  ROOT,
  SERVER_URL,
  finishBench,
  log,
  memoryOf,
  ownerSession,
  seedBenchOrders,
  startOnFreshDatabase,
  startWatchdog,
  withClient,
} from './support.ts';
// @ts-expect-error plain JavaScript shared with npm start/test (no types)
import { ensureBuilt } from '../scripts/lib/prepare.mjs';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const PORT = Number(process.env.BENCH_PORT ?? 3906);
const OURS = `http://127.0.0.1:${PORT}`;
const DB = `suraksha_bench_export_${process.pid}`;
const MB = 1024 * 1024;

interface Run {
  seconds: number;
  firstByteMs: number;
  rows: number;
  bytes: number;
  chunks: number;
  rssBefore: number;
  rssPeak: number;
}

/** One export read to the end, the server's memory sampled meanwhile. */
async function exportOnce(pid: number, cookie: string): Promise<Run> {
  const rssBefore = memoryOf(pid).rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, memoryOf(pid).rss);
  }, 20);
  const startedAt = performance.now();
  try {
    // gzip, as a browser may ask (the server compresses text); fetch inflates it again.
    const res = await fetch(`${OURS}/api/admin/orders.csv`, { headers: { 'x-api-key': API_KEY, cookie, 'accept-encoding': 'gzip' } });
    if (res.status !== 200 || !res.body) throw new Error(`the export answered ${res.status}: ${await res.text()}`);
    let firstByteMs = 0;
    let bytes = 0;
    let chunks = 0;
    let newlines = 0;
    for await (const chunk of res.body) {
      if (chunks === 0) firstByteMs = performance.now() - startedAt;
      chunks += 1;
      bytes += chunk.byteLength;
      for (const byte of chunk) if (byte === 10) newlines += 1;
    }
    rssPeak = Math.max(rssPeak, memoryOf(pid).rss);
    // One row per order line, after the header.
    return { seconds: (performance.now() - startedAt) / 1000, firstByteMs, rows: newlines - 1, bytes, chunks, rssBefore, rssPeak };
  } finally {
    clearInterval(sampler);
  }
}

const watchdog = startWatchdog(900_000);

try {
  // main.ts serves the built web app beside the API.
  await ensureBuilt();
  const { url, server } = await startOnFreshDatabase({ database: DB, port: PORT, extraEnv: { WEB_CONCURRENCY: '1' } });
  const pid = server.pid as number;
  log(`writing ${ORDERS.toLocaleString('en')} orders…`);
  await withClient(url, (c) => seedBenchOrders(c, ORDERS));
  const [total, expectedRows] = await withClient(url, async (c) => {
    const { rows } = await c.query<{ orders: number; lines: number }>(
      `select count(*)::int as orders,
              sum(greatest(1, (select count(*) from order_items i where i.order_id = o.id)))::int as lines
         from orders o`,
    );
    return [rows[0]?.orders ?? 0, rows[0]?.lines ?? 0];
  });
  const cookie = await ownerSession(OURS);
  // A small export first, so the route's code is loaded and warm before memory is measured.
  await fetch(`${OURS}/api/admin/orders.csv?q=SRK-B0000001`, { headers: { 'x-api-key': API_KEY, cookie } }).then((r) => r.arrayBuffer());

  const runs: Run[] = [];
  for (let i = 1; i <= 2; i++) {
    const run = await exportOnce(pid, cookie);
    runs.push(run);
    log(
      `export ${i}: ${run.rows.toLocaleString('en')} rows, ${(run.bytes / MB).toFixed(1)} MB in ${run.chunks} chunks, ${run.seconds.toFixed(1)} s (first byte ${run.firstByteMs.toFixed(0)} ms); server RSS ${(run.rssBefore / MB).toFixed(0)} → peak ${(run.rssPeak / MB).toFixed(0)} MB`,
    );
  }
  const lifetimePeak = memoryOf(pid).peak;

  const lines = [
    '# CSV export benchmark',
    '',
    `Run ${new Date().toISOString()} on ${os.cpus().length} cores (load average ${os.loadavg()[0]?.toFixed(1)} at the end; the server, PostgreSQL and the client share them).`,
    `PostgreSQL at ${new URL(SERVER_URL).host} with ${total.toLocaleString('en')} orders (the demo shop's and ${ORDERS.toLocaleString('en')} of one line each: ${expectedRows.toLocaleString('en')} order lines). GET /api/admin/orders.csv, no filter, read to the end by one client`,
    `asking for gzip; the server (one process, WEB_CONCURRENCY=1) reads the orders in keyset batches of 1,000 and streams the rows as it goes.`,
    `Server memory: its resident set (VmRSS) just before the export and the highest sampled every 20 ms while it ran.`,
    '',
    '| run | rows | CSV MB | chunks | seconds | first byte ms | rows/s | server RSS before MB | server RSS peak MB | growth MB |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...runs.map(
      (r, i) =>
        `| ${i + 1} | ${r.rows.toLocaleString('en')} | ${(r.bytes / MB).toFixed(1)} | ${r.chunks} | ${r.seconds.toFixed(1)} | ${r.firstByteMs.toFixed(0)} | ${Math.round(r.rows / r.seconds).toLocaleString('en')} | ${(r.rssBefore / MB).toFixed(0)} | ${(r.rssPeak / MB).toFixed(0)} | ${((r.rssPeak - r.rssBefore) / MB).toFixed(0)} |`,
    ),
    '',
    `The server's peak resident memory over its whole life (VmHWM, start-up and the demo seed included): ${(lifetimePeak / MB).toFixed(0)} MB.`,
    '',
  ].join('\n');
  log(lines);
  writeFileSync(path.join(ROOT, 'bench', 'results-export.md'), lines);
  log('wrote bench/results-export.md');
  if (runs.some((r) => r.rows !== expectedRows)) {
    log(`expected ${expectedRows} rows (order lines) in each export`);
    process.exitCode = 1;
  }
} finally {
  await finishBench(watchdog, DB);
}
