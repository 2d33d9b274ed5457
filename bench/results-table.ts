// bench/results.md: the numbers of one run, each against the target.

export interface LoadRow {
  name: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface LighthouseRow {
  name: string;
  url: string;
  score: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /**
   * Lighthouse's own measure of the host's CPU speed. Its mobile throttling slows the page's main
   * thread 4× on top of the host, so TBT (and the score) scale with the host: on a slower machine
   * the same page scores lower. Reported so that runs on different machines can be compared.
   */
  benchmarkIndex: number;
}

/** Issue #3, Performance. */
export const TARGETS = { ratio: 0.5, apiP99Ms: 25, htmlP99Ms: 50, lighthouse: 95, cls: 0.05, jsGzipKb: 150 } as const;

interface Results {
  date: Date;
  machine: string;
  postgres: string;
  products: number;
  seconds: number;
  loads: {
    bareSearch: LoadRow;
    search: LoadRow;
    searchUncached: LoadRow;
    bareCategory: LoadRow;
    category: LoadRow;
    categoryUncached: LoadRow;
    productHtml: LoadRow;
    productHtmlUncached: LoadRow;
  };
  js: { files: number; gzipBytes: number; rawBytes: number };
  lighthouse: LighthouseRow[];
  /** Runs per page; each row is the run with the median score. */
  lighthouseRuns: number;
}

const mark = (ok: boolean) => (ok ? 'met' : '**missed**');

export function resultsMarkdown(r: Results): string {
  const { bareSearch, search, searchUncached, bareCategory, category, categoryUncached, productHtml, productHtmlUncached } = r.loads;
  const ratio = (ours: LoadRow, bare: LoadRow) => ours.rps / Math.max(bare.rps, 1);
  const loadLine = (row: LoadRow, vsBare: string, target: string, verdict: string) =>
    `| ${row.name} | ${row.connections} | ${row.rps.toFixed(0)} | ${vsBare} | ${row.p50} | ${row.p99} | ${row.errors} | ${target} | ${verdict} |`;
  const apiLine = (row: LoadRow, bare: LoadRow) => {
    const x = ratio(row, bare);
    const verdict = `ratio ${mark(x >= TARGETS.ratio)}, p99 ${mark(row.p99 <= TARGETS.apiP99Ms)}`;
    return loadLine(row, `${x.toFixed(2)}×`, `≥ ${TARGETS.ratio}× bare, p99 ≤ ${TARGETS.apiP99Ms} ms`, verdict);
  };
  const jsKb = r.js.gzipBytes / 1024;
  return [
    '# Benchmark results',
    '',
    `Run ${r.date.toISOString()} on ${r.machine}; PostgreSQL at ${r.postgres} with ${r.products.toLocaleString('en')} active products;`,
    `autocannon ${r.seconds} s per row after a 2 s warm-up; Lighthouse ${'13'} mobile (default throttling) in headless Chromium,`,
    `each page the median of ${r.lighthouseRuns} runs by score.`,
    'Load generator, both servers, PostgreSQL and Chromium share the same machine, so absolute numbers are low and',
    'noisy; the ratios compare servers measured minutes apart in the same run. Reproduce with `npm run bench`.',
    'Our server runs as shipped (listings and catalogue pages kept in memory for 15 s, decisions 0015 and 0016)',
    'and, in the rows marked "cache off", with CATALOG_CACHE_SECONDS=0, so every request reaches PostgreSQL as',
    'the bare route does and every page is rendered.',
    '',
    '## API and HTML under load',
    '',
    '| scenario | connections | req/s | vs bare | p50 ms | p99 ms | errors | target | |',
    '|---|---:|---:|---:|---:|---:|---:|---|---|',
    loadLine(bareSearch, '1.00×', 'yardstick', '—'),
    apiLine(search, bareSearch),
    apiLine(searchUncached, bareSearch),
    loadLine(bareCategory, '1.00×', 'yardstick', '—'),
    apiLine(category, bareCategory),
    apiLine(categoryUncached, bareCategory),
    ...[productHtml, productHtmlUncached].map((row) =>
      loadLine(row, '—', `p99 ≤ ${TARGETS.htmlP99Ms} ms`, `p99 ${mark(row.p99 <= TARGETS.htmlP99Ms)}`),
    ),
    '',
    '## Lighthouse (mobile)',
    '',
    '| page | URL | performance | CLS | LCP ms | TBT ms | host CPU (benchmarkIndex) | target | |',
    '|---|---|---:|---:|---:|---:|---:|---|---|',
    ...r.lighthouse.map(
      (l) =>
        `| ${l.name} | \`${l.url}\` | ${l.score} | ${l.cls.toFixed(3)} | ${l.lcpMs.toFixed(0)} | ${l.tbtMs.toFixed(0)} | ${l.benchmarkIndex.toFixed(0)} | ≥ ${TARGETS.lighthouse}, CLS ≤ ${TARGETS.cls} | ${mark(l.score >= TARGETS.lighthouse && l.cls <= TARGETS.cls)} |`,
    ),
    '',
    '## JavaScript of a product page',
    '',
    '| files (module scripts, preloads and their static imports) | raw KB | gzip KB | target | |',
    '|---:|---:|---:|---|---|',
    `| ${r.js.files} | ${(r.js.rawBytes / 1024).toFixed(1)} | ${jsKb.toFixed(1)} | ≤ ${TARGETS.jsGzipKb} KB gzip | ${mark(jsKb <= TARGETS.jsGzipKb)} |`,
    '',
    '## Catalogue at real traffic',
    '',
    'The load rows above ask one URL each, which the caches answer from memory. `npm run bench:catalogue` asks',
    '2,000 distinct catalogue calls and 2,000 distinct product pages at 10,000 and 100,000 products, as shipped and',
    'with the caches off, beside a bare Fastify hello route and a primary-key lookup: see',
    '[results-catalogue.md](results-catalogue.md) (issue #18, decision 0112).',
    '',
  ].join('\n');
}
