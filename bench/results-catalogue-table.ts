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
  memory: { shippedIdle: Memory; shippedAfter: Memory; uncachedIdle: Memory; uncachedAfter: Memory };
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

/** How the API URLs divide into kinds, sorts and pages, counted from the URLs themselves. */
export function mixSummary(paths: readonly string[]): string {
  const count = (test: (url: URL) => boolean) => paths.filter((p) => test(new URL(p, 'http://x'))).length;
  const isSearch = (u: URL) => u.pathname === '/api/products';
  const filtered = (u: URL) => ['brands', 'categories', 'sizes', 'colors', 'min_price', 'max_price'].some((k) => u.searchParams.has(k));
  const words = (u: URL) => (u.searchParams.get('search') ?? '').split(' ').filter(Boolean).length;
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
    `${count((u) => isSearch(u) && !filtered(u) && words(u) === 1)} one-word searches (a title word or a typo of one, or of a brand),`,
    `${count((u) => isSearch(u) && !filtered(u) && words(u) === 2)} two-word searches (neighbouring words of a title),`,
    `${count((u) => isSearch(u) && filtered(u))} searches or bare listings narrowed by brand, category, size, colour or price,`,
    `${count((u) => u.pathname.startsWith('/api/categories/'))} category listings and ${count((u) => u.pathname.startsWith('/api/brands/'))} brand listings;`,
    `sorts: ${list(sorts).join(', ')}; pages: ${list(pages).join(', ')}.`,
  ].join('\n');
}

function sizeSection(s: SizeResults, seconds: number): string[] {
  const t = CATALOGUE_TARGETS;
  const { bareHello, bareKey, mix, mixUncached, mixOne, html, htmlUncached } = s.rows;
  const errorsOk = (r: MeasuredLoad) => `errors ${mark(r.errors === 0)}`;
  const line = (r: MeasuredLoad, target: string, verdict: string) =>
    `| ${r.name.replace(/^[\d,]+: /, '')} | ${r.connections} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.distinctUrls.toLocaleString('en')} / ${r.sent.toLocaleString('en')} | ${target} | ${verdict} |`;
  const m = s.memory;
  const rss = (label: string, idle: Memory, after: Memory) =>
    `| ${label} | ${mb(idle.rss)} | ${mb(after.rss)} | ${mb(after.peak)} | ≤ ${t.rssMb} MB after | ${mark(after.rss <= t.rssMb * 2 ** 20)} |`;
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
    '| our server (resident memory, VmRSS) | MB idle after start | MB after the bench | MB peak (VmHWM) | target | |',
    '|---|---:|---:|---:|---|---|',
    rss('as shipped', m.shippedIdle, m.shippedAfter),
    rss('cache off', m.uncachedIdle, m.uncachedAfter),
    '',
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
