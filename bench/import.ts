// `npm run bench:import`: the products CSV import (issue #16, decision 0103) of BENCH_IMPORT_ROWS rows
// (default 20,000) on PostgreSQL: the demo shop's products with new prices and stock, the rest new
// products (some with Nepali titles). Measures the preview (upload → the answer with every row
// planned), the import (confirm → the runner's last batch), the same file again (every row
// unchanged), and the server process's resident memory meanwhile (sampled from /proc every 20 ms).
// The bar: 20,000 rows import in under a minute. Writes bench/results-import.md.
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
  startOnFreshDatabase,
  startWatchdog,
  withClient,
} from './support.ts';
// @ts-expect-error plain JavaScript shared with npm start/test (no types)
import { ensureBuilt } from '../scripts/lib/prepare.mjs';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 20_000);
const PORT = Number(process.env.BENCH_PORT ?? 3907);
const OURS = `http://127.0.0.1:${PORT}`;
const DB = `suraksha_bench_import_${process.pid}`;
const MB = 1024 * 1024;
const LIMIT_SECONDS = 60;

interface ImportAnswer {
  id: number;
  status: string;
  rows: number;
  processed: number;
  preview: Record<string, number>;
  result: Record<string, number>;
}

const csvCell = (cell: string | number) => (/[",\r\n]/.test(String(cell)) ? `"${String(cell).replace(/"/g, '""')}"` : String(cell));

/** The file: the demo products (by SKU) with new prices and stock, then new products. */
function buildCsv(existing: { sku: string }[], brands: string[], categories: string[], priceStep = 0): Buffer {
  const lines = ['sku,title,brand,category,price (Rs),offer price (Rs),unit,stock,active'];
  existing
    .slice(0, ROWS)
    .forEach((p, i) => lines.push([p.sku, '', '', '', 1000 + i + priceStep, '', '', 50 + (i % 20), ''].map(csvCell).join(',')));
  for (let i = lines.length - 1; i < ROWS; i++) {
    const title = i % 5 === 0 ? `सुरक्षा क्यामेरा Bench Camera ${i}` : `Bench Camera, model ${i} "Pro"`;
    const price = 1500 + (i % 900) + priceStep;
    lines.push(
      [
        `BENCH-${String(i).padStart(6, '0')}`,
        title,
        brands[i % brands.length] ?? '',
        categories[i % categories.length] ?? '',
        `${price}.50`,
        i % 3 === 0 ? price - 100 : '',
        'pcs',
        i % 40,
        'yes',
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8');
}

const watchdog = startWatchdog(900_000);

try {
  await ensureBuilt();
  const { url, server } = await startOnFreshDatabase({ database: DB, port: PORT, extraEnv: { WEB_CONCURRENCY: '1' } });
  const pid = server.pid as number;
  const cookie = await ownerSession(OURS);
  const headers = { 'x-api-key': API_KEY, cookie, origin: OURS };
  const { existing, brands, categories } = await withClient(url, async (c) => ({
    existing: (await c.query<{ sku: string }>('select sku from products order by id')).rows,
    brands: (await c.query<{ title: string }>('select title from brands where active order by id')).rows.map((r) => r.title),
    categories: (await c.query<{ slug: string }>('select slug from categories where active order by id')).rows.map((r) => r.slug),
  }));
  const file = buildCsv(existing, brands, categories);
  log(
    `${ROWS.toLocaleString('en')} rows, ${(file.length / MB).toFixed(1)} MB (${Math.min(existing.length, ROWS)} changes to the demo products, the rest new)`,
  );

  let rssPeak = memoryOf(pid).rss;
  const rssBefore = rssPeak;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, memoryOf(pid).rss);
  }, 20);

  const upload = async (csv = file): Promise<{ answer: ImportAnswer; seconds: number }> => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(csv)], { type: 'text/csv' }), 'bench.csv');
    const startedAt = performance.now();
    const res = await fetch(`${OURS}/api/admin/product-imports`, { method: 'POST', headers, body: form });
    if (res.status !== 200) throw new Error(`the upload answered ${res.status}: ${await res.text()}`);
    const answer = ((await res.json()) as { import: ImportAnswer }).import;
    return { answer, seconds: (performance.now() - startedAt) / 1000 };
  };
  const run = async (id: number): Promise<{ answer: ImportAnswer; seconds: number }> => {
    const startedAt = performance.now();
    const res = await fetch(`${OURS}/api/admin/product-imports/${id}/confirm`, { method: 'POST', headers });
    if (res.status !== 200) throw new Error(`the confirmation answered ${res.status}: ${await res.text()}`);
    for (;;) {
      const status = await fetch(`${OURS}/api/admin/product-imports/${id}`, { headers });
      const answer = ((await status.json()) as { import: ImportAnswer }).import;
      if (answer.status !== 'running') return { answer, seconds: (performance.now() - startedAt) / 1000 };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const first = await upload();
  log(`preview: ${first.seconds.toFixed(1)} s ${JSON.stringify(first.answer.preview)}`);
  const firstRun = await run(first.answer.id);
  log(`import: ${firstRun.seconds.toFixed(1)} s ${firstRun.answer.status} ${JSON.stringify(firstRun.answer.result)}`);
  const second = await upload();
  log(`the same file again, preview: ${second.seconds.toFixed(1)} s ${JSON.stringify(second.answer.preview)}`);
  const secondRun = await run(second.answer.id);
  log(`the same file again, import: ${secondRun.seconds.toFixed(1)} s ${JSON.stringify(secondRun.answer.result)}`);
  const repriced = buildCsv(existing, brands, categories, 1);
  const third = await upload(repriced);
  log(`every price up by Rs 1, preview: ${third.seconds.toFixed(1)} s ${JSON.stringify(third.answer.preview)}`);
  const thirdRun = await run(third.answer.id);
  log(`every price up by Rs 1, import: ${thirdRun.seconds.toFixed(1)} s ${JSON.stringify(thirdRun.answer.result)}`);
  clearInterval(sampler);
  const lifetimePeak = memoryOf(pid).peak;

  const row = (what: string, preview: { seconds: number; answer: ImportAnswer }, imported: { seconds: number; answer: ImportAnswer }) => {
    const p = preview.answer.preview;
    const r = imported.answer.result;
    return `| ${what} | ${preview.answer.rows.toLocaleString('en')} | ${preview.seconds.toFixed(1)} | ${p.create} / ${p.change} / ${p.unchanged} / ${p.refused} | ${imported.seconds.toFixed(1)} | ${Math.round(imported.answer.processed / imported.seconds).toLocaleString('en')} | ${r.created} / ${r.changed} / ${r.unchanged} / ${r.refused} |`;
  };
  const lines = [
    '# CSV import benchmark',
    '',
    `Run ${new Date().toISOString()} on ${os.cpus().length} cores (load average ${os.loadavg()[0]?.toFixed(1)} at the end; the server, PostgreSQL and the client share them).`,
    `PostgreSQL at ${new URL(SERVER_URL).host}, the demo shop (${existing.length} products). A ${(file.length / MB).toFixed(1)} MB CSV of ${ROWS.toLocaleString('en')} rows (UTF-8 with a BOM, CRLF):`,
    `the demo products with new prices and stock, the rest new products, every fifth with a Nepali title. Uploaded as multipart (POST /api/admin/product-imports: the file is stored,`,
    `parsed with csv-parse and every row planned and stored), then confirmed; the runner (one process, WEB_CONCURRENCY=1) works in batches of 500, one transaction each.`,
    `Import seconds: from the confirmation to the status \`done\` (polled every 100 ms). Then the same file again: every row unchanged, nothing written;`,
    `then the file with every price up by Rs 1: every row a change.`,
    '',
    '| file | rows | preview s | preview new / changed / unchanged / refused | import s | rows/s | result new / changed / unchanged / refused |',
    '|---|---:|---:|---|---:|---:|---|',
    row('first time', first, firstRun),
    row('the same file again', second, secondRun),
    row('every price up by Rs 1', third, thirdRun),
    '',
    `Server memory (VmRSS sampled every 20 ms): ${(rssBefore / MB).toFixed(0)} MB before the first upload, peak ${(rssPeak / MB).toFixed(0)} MB during the six steps (growth ${((rssPeak - rssBefore) / MB).toFixed(0)} MB).`,
    `The server's peak over its whole life (VmHWM, start-up and the demo seed included): ${(lifetimePeak / MB).toFixed(0)} MB.`,
    '',
  ].join('\n');
  log(lines);
  writeFileSync(path.join(ROOT, 'bench', 'results-import.md'), lines);
  log('wrote bench/results-import.md');
  const expectedNew = ROWS - Math.min(existing.length, ROWS);
  if (firstRun.answer.status !== 'done' || firstRun.answer.result.created !== expectedNew || firstRun.seconds > LIMIT_SECONDS) {
    log(`expected ${expectedNew} new products within ${LIMIT_SECONDS} s`);
    process.exitCode = 1;
  }
  if (thirdRun.answer.result.changed !== ROWS || thirdRun.seconds > LIMIT_SECONDS) {
    log(`expected every row changed within ${LIMIT_SECONDS} s`);
    process.exitCode = 1;
  }
  if (secondRun.answer.result.unchanged !== ROWS) {
    log('expected every row unchanged the second time');
    process.exitCode = 1;
  }
} finally {
  await finishBench(watchdog, DB);
}
