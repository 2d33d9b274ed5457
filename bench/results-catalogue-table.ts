// bench/results-catalogue.md: the numbers of one `npm run bench:catalogue`, each against issue #18's target.
import type { MeasuredLoad, memoryOf } from './support.ts';

/** Issue #18, Targets (for 100,000 products; the smaller sizes are judged by the same bar to show the trend). */
export const CATALOGUE_TARGETS = {
  mixRps: 1000,
  mixP99Ms: 100,
  mixUncachedRps: 500,
  mixOneP99Ms: 20,
  htmlRps: 280,
  htmlP99Ms: 100,
  rssMb: 200,
} as const;

type Memory = ReturnType<typeof memoryOf>;

export interface SizeResults {
  size: number;
  products: number;
  active: number;
  seeding: { seconds: number; steps: string[] };
  rows: {
    bareHello: MeasuredLoad;
    bareKey: MeasuredLoad;
    mix: MeasuredLoad;
    mixUncached: MeasuredLoad;
    mixOne: MeasuredLoad;
    html: MeasuredLoad;
    htmlUncached: MeasuredLoad;
  };
  memory: {
    shippedIdle: Memory;
    shippedAfter: Memory;
    shippedQuiet: Memory;
    uncachedIdle: Memory;
    uncachedAfter: Memory;
    uncachedQuiet: Memory;
  };
  calls: TimedCall[];
}

interface Results {
  date: Date;
  machine: string;
  postgres: string;
  seconds: number;
  loadBefore: [number, number, number];
  loadAfter: [number, number, number];
  apiPaths: string[];
  vocabularyProducts: number;
  productPages: number;
  sizes: SizeResults[];
}

const mark = (ok: boolean) => (ok ? 'met' : '**missed**');
const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
const loads = (l: [number, number, number]) => l.map((x) => x.toFixed(2)).join(', ');

const KIND_NAMES = {
  word: 'one-word search',
  phrase: 'two-word search',
  narrowed: 'narrowed by a filter',
  category: 'category listing',
  brand: 'brand listing',
} as const;
export type CallKind = keyof typeof KIND_NAMES;

/** The kind of an API call of the mix, read from its URL (a typo reads as the one-word search it is). */
export function kindOf(path: string): CallKind {
  const u = new URL(path, 'http://x');
  if (u.pathname.startsWith('/api/categories/')) return 'category';
  if (u.pathname.startsWith('/api/brands/')) return 'brand';
  if (['brands', 'categories', 'sizes', 'colors', 'min_price', 'max_price'].some((k) => u.searchParams.has(k))) return 'narrowed';
  return (u.searchParams.get('search') ?? '').split(' ').filter(Boolean).length > 1 ? 'phrase' : 'word';
}

/** One call of the mix asked alone, and how long its answer took. */
export interface TimedCall {
  path: string;
  ms: number;
  status: number;
}

/** How the API URLs divide into kinds, sorts and pages, counted from the URLs themselves. */
export function mixSummary(paths: readonly string[]): string {
  const count = (kind: CallKind) => paths.filter((p) => kindOf(p) === kind).length;
  const sorts = new Map<string, number>();
  const pages = new Map<string, number>();
  for (const p of paths) {
    const u = new URL(p, 'http://x');
    const sort = u.searchParams.get('sort') ?? '(default)';
    sorts.set(sort, (sorts.get(sort) ?? 0) + 1);
    const page = u.searchParams.get('page') ?? '1';
    pages.set(page, (pages.get(page) ?? 0) + 1);
  }
  const list = (m: Map<string, number>) => [...m].toSorted(([a], [b]) => a.localeCompare(b)).map(([k, n]) => `${k} ${n}`);
  return [
    `${count('word')} one-word searches (a title word or a typo of one, or of a brand),`,
    `${count('phrase')} two-word searches (neighbouring words of a title),`,
    `${count('narrowed')} searches or bare listings narrowed by brand, category, size, colour or price,`,
    `${count('category')} category listings and ${count('brand')} brand listings;`,
    `sorts: ${list(sorts).join(', ')}; pages: ${list(pages).join(', ')}.`,
  ].join('\n');
}

/** The value below which `share` of the sorted `values` lie. */
const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;

/** Where the time goes: each kind of call asked one at a time, cache off. */
function kindTable(calls: TimedCall[]): string[] {
  const rows = (Object.keys(KIND_NAMES) as CallKind[]).map((kind) => {
    const of = calls.filter((c) => kindOf(c.path) === kind).toSorted((a, b) => a.ms - b.ms);
    const ms = of.map((c) => c.ms);
    const slowest = of.at(-1);
    return `| ${KIND_NAMES[kind]} | ${of.length} | ${percentile(ms, 0.5).toFixed(0)} | ${percentile(ms, 0.9).toFixed(0)} | ${(slowest?.ms ?? NaN).toFixed(0)} | \`${slowest?.path ?? ''}\` |`;
  });
  const failed = calls.filter((c) => c.status < 200 || c.status > 299).length;
  return [
    `The first ${calls.length} calls of the mix asked one after another on the cache-off server (${failed} not 2xx):`,
    '',
    '| kind | calls | p50 ms | p90 ms | max ms | slowest call |',
    '|---|---:|---:|---:|---:|---|',
    ...rows,
    '',
  ];
}

function errorCount(r: MeasuredLoad): string {
  const { non2xx, timeouts, failures, statuses } = r.errorKinds;
  const codes = Object.entries(statuses).map(([code, n]) => `${n}× ${code}`);
  const parts = [
    non2xx && (codes.join(', ') || `${non2xx} non-2xx`),
    timeouts && `${timeouts} timed out`,
    failures && `${failures} failed`,
  ];
  const named = parts.filter(Boolean);
  return named.length > 0 ? `${r.errors} (${named.join(', ')})` : String(r.errors);
}

function sizeSection(s: SizeResults, seconds: number): string[] {
  const t = CATALOGUE_TARGETS;
  const { bareHello, bareKey, mix, mixUncached, mixOne, html, htmlUncached } = s.rows;
  const errorsOk = (r: MeasuredLoad) => `errors ${mark(r.errors === 0)}`;
  const line = (r: MeasuredLoad, target: string, verdict: string) =>
    `| ${r.name.replace(/^[\d,]+: /, '')} | ${r.connections} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${errorCount(r)} | ${r.distinctUrls.toLocaleString('en')} / ${r.sent.toLocaleString('en')} | ${target} | ${verdict} |`;
  const m = s.memory;
  const rss = (label: string, idle: Memory, after: Memory, quiet: Memory) =>
    `| ${label} | ${mb(idle.rss)} | ${mb(after.rss)} | ${mb(quiet.rss)} | ${mb(quiet.peak)} | ≤ ${t.rssMb} MB after | ${mark(after.rss <= t.rssMb * 2 ** 20)} |`;
  return [
    `## ${s.products.toLocaleString('en')} products (${s.active.toLocaleString('en')} active)`,
    '',
    `Seeding to this size took ${s.seeding.seconds.toFixed(1)} s: ${s.seeding.steps.join('; ')}.`,
    '',
    `| scenario | connections | req/s | p50 ms | p99 ms | errors | distinct URLs / requests in ${seconds} s | target | |`,
    '|---|---:|---:|---:|---:|---:|---:|---|---|',
    line(bareHello, 'yardstick', '—'),
    line(bareKey, 'yardstick', '—'),
    line(
      mix,
      `≥ ${t.mixRps} req/s, p99 ≤ ${t.mixP99Ms} ms, 0 errors`,
      `req/s ${mark(mix.rps >= t.mixRps)}, p99 ${mark(mix.p99 <= t.mixP99Ms)}, ${errorsOk(mix)}`,
    ),
    line(
      mixUncached,
      `≥ ${t.mixUncachedRps} req/s, 0 errors`,
      `req/s ${mark(mixUncached.rps >= t.mixUncachedRps)}, ${errorsOk(mixUncached)}`,
    ),
    line(mixOne, `p99 ≤ ${t.mixOneP99Ms} ms, 0 errors`, `p99 ${mark(mixOne.p99 <= t.mixOneP99Ms)}, ${errorsOk(mixOne)}`),
    line(
      html,
      `≥ ${t.htmlRps} req/s, p99 ≤ ${t.htmlP99Ms} ms, 0 errors`,
      `req/s ${mark(html.rps >= t.htmlRps)}, p99 ${mark(html.p99 <= t.htmlP99Ms)}, ${errorsOk(html)}`,
    ),
    line(htmlUncached, '0 errors (no target)', errorsOk(htmlUncached)),
    '',
    '| our server (resident memory, VmRSS) | MB at rest after start | MB right after the bench | MB 10 s later, quiet | MB peak (VmHWM) | target | |',
    '|---|---:|---:|---:|---:|---|---|',
    rss('as shipped', m.shippedIdle, m.shippedAfter, m.shippedQuiet),
    rss('cache off', m.uncachedIdle, m.uncachedAfter, m.uncachedQuiet),
    '',
    '"At rest after start": once the catalogue index is read and the server has been quiet for 10 s, when it gives back what',
    'reading left behind (decision 0121); the target is judged right after the bench, before any quiet.',
    '',
    ...kindTable(s.calls),
  ];
}

export function catalogueMarkdown(r: Results): string {
  return [
    '# Catalogue benchmark: traffic as it comes (issue #18)',
    '',
    `Run ${r.date.toISOString()} on ${r.machine}; PostgreSQL at ${r.postgres}.`,
    `Load average (1, 5, 15 min, as \`uptime\` shows it) ${loads(r.loadBefore)} at the start and ${loads(r.loadAfter)} at the end: the machine is shared,`,
    'and the load generator, three servers and PostgreSQL run on it together, so read the rows against the yardsticks measured in the same run.',
    `autocannon ${r.seconds} s per row after a 2 s warm-up; every request takes the next URL of its list, so a list repeats only after all of`,
    'it has been asked (the "distinct URLs / requests" column counts what was asked in the measured seconds). Reproduce with',
    '`npm run bench:catalogue` (README, Benchmarks; what the mix holds and why: decision 0112).',
    '',
    `**The API mix** is ${r.apiPaths.length.toLocaleString('en')} distinct GET calls with the API key, the same at every size, drawn with a seeded`,
    `random from the words, brands, categories, sizes and colours of the catalogue's first ${r.vocabularyProducts.toLocaleString('en')} products:`,
    mixSummary(r.apiPaths),
    '',
    `**The product pages** are ${r.productPages.toLocaleString('en')} distinct \`/products/{slug}\` pages (server-rendered HTML) drawn from the`,
    "whole catalogue's active products at each size.",
    '',
    '"As shipped" is our server with its 15 s listing and page caches (decisions 0015, 0016); "cache off" is a second',
    'process with `CATALOG_CACHE_SECONDS=0`. The yardsticks are `bench/bare-server.ts`: a Fastify route answering a',
    'constant, and one reading a product card by primary key (2,000 distinct ids). The issue sets its targets for',
    '100,000 products; smaller sizes are judged by the same bar to show how the cost grows.',
    '',
    ...r.sizes.flatMap((s) => sizeSection(s, r.seconds)),
  ].join('\n');
}
