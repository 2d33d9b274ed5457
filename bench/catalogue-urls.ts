// The URLs of bench/catalogue-mix.ts: a deterministic mix of distinct catalogue calls as a day of
// shoppers makes them (decision 0112). The same catalogue and the same seed give the same list.
import { type Random, createRandom } from '../apps/server/src/db/seed/random.ts';
import { SORT_KEYS } from '../packages/contracts/src/listing-limits.ts';

/** What the mix is drawn from, read from the catalogue itself. */
export interface CatalogueWords {
  /** Product titles, in a fixed order (by id). */
  titles: readonly string[];
  brands: readonly { slug: string; title: string }[];
  categorySlugs: readonly string[];
  sizes: readonly string[];
  colors: readonly string[];
}

/** Prices people type in the filter box, in rupees. */
const PRICE_STEPS = [500, 1000, 2000, 3000, 5000, 8000, 10_000, 15_000, 20_000, 30_000, 50_000];

/** Most people stay on page 1; some page on to 5. */
const PAGES: readonly (readonly [number, number])[] = [
  [1, 50],
  [2, 20],
  [3, 12],
  [4, 10],
  [5, 8],
];

/** The share of each kind of call in the API mix. */
const KINDS = [
  ['word', 25],
  ['phrase', 20],
  ['typo', 10],
  ['filtered', 20],
  ['category', 15],
  ['brand', 10],
] as const;

/** A title's words as people type them: lower case, without the brackets and commas around them. */
export function wordsOf(title: string): string[] {
  return title
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((w) => w.length >= 2);
}

/** `word` with one slip of the finger: a letter dropped, or two neighbours swapped. */
function typo(random: Random, word: string): string {
  const i = random.int(1, word.length - 2);
  if (random.chance(0.5)) return word.slice(0, i) + word.slice(i + 1);
  const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  return swapped === word ? word.slice(0, i) + word.slice(i + 1) : swapped;
}

function sortAndPage(random: Random, params: URLSearchParams) {
  // One in four leaves the sort out: the listing's default, as most first visits do.
  if (!random.chance(0.25)) params.set('sort', random.pick(SORT_KEYS));
  const page = random.weighted(PAGES);
  if (page > 1) params.set('page', String(page));
}

/**
 * `count` distinct API paths: searches of one word and of two neighbouring words of a title, typos
 * of brand names and title words, searches or bare listings narrowed by brand, category, size, colour
 * and price, category and brand listings; each with one of every sort (or none) and pages 1 to 5.
 */
export function catalogueApiPaths(words: CatalogueWords, count: number, seed = 'catalogue-mix'): string[] {
  const random = createRandom(seed);
  const titleWords = words.titles.map(wordsOf).filter((w) => w.length > 0);
  const word = () => random.pick(random.pick(titleWords));
  const longTitles = titleWords.filter((t) => t.length >= 2);
  const phrase = () => {
    const w = random.pick(longTitles);
    const i = random.int(0, w.length - 2);
    return `${w[i]} ${w[i + 1]}`;
  };
  const typoSource = () => {
    const candidates = random.chance(0.4)
      ? words.brands.map((b) => b.title.toLowerCase())
      : random.pick(titleWords).filter((w) => /^\p{L}{4,}$/u.test(w));
    return candidates.length > 0 ? random.pick(candidates) : 'camera';
  };
  const filters: ((params: URLSearchParams) => void)[] = [
    (params) => params.set('brands', random.pick(words.brands).slug),
    (params) => params.set('categories', random.pick(words.categorySlugs)),
    (params) => params.set('sizes', random.pick(words.sizes)),
    (params) => params.set('colors', random.pick(words.colors)),
    (params) => {
      // A floor, a ceiling or both; never a floor above the ceiling (that is a 400, not a listing).
      const low = random.int(0, PRICE_STEPS.length - 2);
      const high = random.int(low + 1, PRICE_STEPS.length - 1);
      const bounds = random.pick(['min', 'max', 'both']);
      if (bounds !== 'max') params.set('min_price', String(PRICE_STEPS[low]));
      if (bounds !== 'min') params.set('max_price', String(PRICE_STEPS[high]));
    },
  ];

  const paths = new Set<string>();
  for (let tries = 0; paths.size < count && tries < count * 50; tries++) {
    const params = new URLSearchParams();
    let path = '/api/products';
    switch (random.weighted(KINDS)) {
      case 'word':
        params.set('search', word());
        break;
      case 'phrase':
        params.set('search', phrase());
        break;
      case 'typo':
        params.set('search', typo(random, typoSource()));
        break;
      case 'filtered': {
        if (random.chance(0.5)) params.set('search', word());
        for (let i = random.int(1, 2); i > 0; i--) random.pick(filters)(params);
        break;
      }
      case 'category':
        path = `/api/categories/${random.pick(words.categorySlugs)}`;
        break;
      case 'brand':
        path = `/api/brands/${random.pick(words.brands).slug}/products`;
        break;
    }
    sortAndPage(random, params);
    const query = params.toString();
    paths.add(query ? `${path}?${query}` : path);
  }
  return [...paths];
}

/** `count` of `items` drawn without repeats, in a fixed order for a given seed. */
export function drawDistinct<T>(items: readonly T[], count: number, seed: string): T[] {
  const random = createRandom(seed);
  const pool = [...items];
  const n = Math.min(count, pool.length);
  for (let i = 0; i < n; i++) {
    const j = random.int(i, pool.length - 1);
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, n);
}
