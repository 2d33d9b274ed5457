// One build of the catalogue index in a fresh process, for `bench/index-memory.ts`: the checkout to load
// the index code from is argv[2] (so two checkouts can be measured alike), the database DATABASE_URL.
// Prints one JSON line: memory before, at the peak of the build, right after it and after V8's full
// collection, each from this process alone (run with --expose-gc and the server's V8 flags).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = process.argv[2] ?? process.cwd();
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL: the seeded database');
const load = (file: string) => import(pathToFileURL(path.join(root, 'apps/server/src', file)).href);
const { openPostgres } = await load('platform/database.ts');
const { CatalogueIndex } = await load('modules/catalog/catalogue-index/catalogue-index.ts');

const gc = (globalThis as { gc?: (options?: object) => void }).gc;
if (!gc) throw new Error('run with --expose-gc');
/** The collection the server runs when it goes quiet (platform/memory-release.ts): it gives emptied pages back. */
const fullCollection = () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });

function statusKb(field: string): number {
  const status = readFileSync('/proc/self/status', 'utf8');
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
}
const now = () => {
  const m = process.memoryUsage();
  return { rss: statusKb('VmRSS'), heapUsed: m.heapUsed, heapTotal: m.heapTotal, arrayBuffers: m.arrayBuffers };
};

const handle = openPostgres(url, (err: Error) => {
  throw err;
});
await handle.ping();
fullCollection();
fullCollection();
const before = now();
// Linux: "5" resets the peak resident size (VmHWM), so the peak below is the build's own.
writeFileSync('/proc/self/clear_refs', '5');
const startedAt = performance.now();
const index = await CatalogueIndex.load(handle.db);
const ms = performance.now() - startedAt;
const peak = statusKb('VmHWM');
const after = now();
fullCollection();
fullCollection();
const collected = now();
process.stdout.write(`${JSON.stringify({ products: index.size, ms, before, peak, after, collected })}\n`);
await handle.close();
