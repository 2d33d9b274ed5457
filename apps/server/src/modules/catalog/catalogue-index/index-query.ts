import { PRODUCTS_PER_PAGE } from '@suraksha/contracts/catalog';
import type { SortKey } from '@suraksha/contracts/listing-limits';
import { type CatalogueIndex, type IndexOrder, textHash } from './catalogue-index.ts';
import type { TermMatch } from './term-match.ts';

/**
 * Filters of a listing. null: not filtered; an empty list: a filter nothing passes (every slug asked
 * for was unknown), so the listing is empty rather than unfiltered.
 */
export interface ProductFilters {
  brandIds: number[] | null;
  categoryIds: number[] | null;
  sizes: string[] | null;
  colors: string[] | null;
  minPricePaisa: number | null;
  maxPricePaisa: number | null;
}

export const NO_FILTERS: ProductFilters = {
  brandIds: null,
  categoryIds: null,
  sizes: null,
  colors: null,
  minPricePaisa: null,
  maxPricePaisa: null,
};

export interface FacetCounts {
  brands: Map<number, number>;
  categories: Map<number, number>;
  sizes: Map<string, number>;
  colors: Map<string, number>;
  /** Highest price with every filter but the price applied; null when none has a price. */
  maxPricePaisa: number | null;
  /** Active products passing every filter. */
  total: number;
  /** Active products matching the term alone: 0 means the term finds nothing. */
  matched: number;
}

/** A lookup table for a facet filter: allowed[value] === 1; null when the facet is not filtered. */
function allowedTable(values: readonly number[] | null, length: number): Uint8Array | null {
  if (values === null) return null;
  const table = new Uint8Array(length);
  for (const value of values) if (value >= 0 && value < length) table[value] = 1;
  return table;
}

/** Counts per facet value, in arrays indexed by brand id, category id, size and colour number. */
function facetTally(index: CatalogueIndex) {
  return {
    brands: new Int32Array(index.maxBrandId + 1),
    categories: new Int32Array(index.maxCategoryId + 1),
    sizes: new Int32Array(index.sizes.list.length),
    colors: new Int32Array(index.colors.list.length),
  };
}

const bump = (tally: Int32Array, i: number) => {
  tally[i] = (tally[i] ?? 0) + 1;
};

function nonZero<K>(tally: Int32Array, keyOf: (i: number) => K): Map<K, number> {
  const map = new Map<K, number>();
  tally.forEach((n, i) => {
    if (n > 0) map.set(keyOf(i), n);
  });
  return map;
}

/** Scratch for the passing slots of one query and their scores (see `scratch`: one query at a time). */
const passingScratch = { slots: new Int32Array(0), scores: new Float64Array(0), flags: new Uint8Array(0) };

/** The filters as bits of a product's `fails`. */
const BRAND = 1;
const CATEGORY = 2;
const SIZE = 4;
const COLOR = 8;
const PRICE = 16;

/**
 * One page of product ids in the asked order, and every facet count with the other filters applied
 * (the usual faceting rule), over the active products the term matched (`match`) or all of them.
 * One pass over those products counts; the page is then chosen among those passing every filter.
 */
export function queryIndex(
  index: CatalogueIndex,
  opts: {
    match: TermMatch | null;
    filters: ProductFilters;
    sort: SortKey;
    page: number;
    lowerTerm?: string;
    /** false: only the total and the page (a category or brand listing shows no facets). */
    facets: boolean;
  },
): { ids: number[]; counts: FacetCounts } {
  const { filters, match } = opts;
  const brandOk = allowedTable(filters.brandIds, index.maxBrandId + 1);
  const categoryOk = allowedTable(filters.categoryIds, index.maxCategoryId + 1);
  const sizeOk = allowedTable(filters.sizes && filters.sizes.map((s) => index.sizes.find(s)), index.sizes.list.length);
  const colorOk = allowedTable(filters.colors && filters.colors.map((c) => index.colors.find(c)), index.colors.list.length);
  const min = filters.minPricePaisa ?? -Infinity;
  const max = filters.maxPricePaisa ?? Infinity;
  const priced = filters.minPricePaisa !== null || filters.maxPricePaisa !== null;
  const tally = facetTally(index);
  const { active, brand: brandOf, category: categoryOf, sizeOf, colorOf, price: priceOf } = index;
  if (passingScratch.slots.length < index.size) {
    passingScratch.slots = new Int32Array(index.size * 2);
    passingScratch.scores = new Float64Array(index.size * 2);
    passingScratch.flags = new Uint8Array(index.size * 2);
  }
  const passing = passingScratch.slots;
  const passingScores = passingScratch.scores;
  let passed = 0;
  let maxPrice = -1;
  let matched = 0;
  const count = match ? match.slots.length : index.size;
  for (let i = 0; i < count; i++) {
    const slot = match ? (match.slots[i] as number) : i;
    if (active[slot] !== 1) continue;
    matched++;
    const brand = brandOf[slot] as number;
    const category = categoryOf[slot] as number;
    const size = sizeOf[slot] as number;
    const color = colorOf[slot] as number;
    const price = priceOf[slot] as number;
    // Which filters the product fails, one bit each. -1 (none) is never allowed by a filter, as NULL is in
    // no IN list; NaN (no price) fails both bounds.
    const fails =
      (brandOk === null || (brand >= 0 && brandOk[brand] === 1) ? 0 : BRAND) |
      (categoryOk === null || (category >= 0 && categoryOk[category] === 1) ? 0 : CATEGORY) |
      (sizeOk === null || (size >= 0 && sizeOk[size] === 1) ? 0 : SIZE) |
      (colorOk === null || (color >= 0 && colorOk[color] === 1) ? 0 : COLOR) |
      (!priced || (price >= min && price <= max) ? 0 : PRICE);
    // A facet counts the products that fail no filter but its own; failing two filters counts nowhere.
    if (!opts.facets) {
      if (fails === 0) {
        passing[passed] = slot;
        passingScores[passed] = 0;
        passed++;
      }
      continue;
    }
    if ((fails & ~BRAND) === 0 && brand >= 0) bump(tally.brands, brand);
    if ((fails & ~CATEGORY) === 0 && category >= 0) bump(tally.categories, category);
    if ((fails & ~SIZE) === 0 && size >= 0) bump(tally.sizes, size);
    if ((fails & ~COLOR) === 0 && color >= 0) bump(tally.colors, color);
    if ((fails & ~PRICE) === 0) {
      if (price > maxPrice) maxPrice = price;
      if (fails === 0) {
        passing[passed] = slot;
        passingScores[passed] = match ? (match.scores[i] as number) : 0;
        passed++;
      }
    }
  }
  const counts: FacetCounts = {
    brands: nonZero(tally.brands, (id) => id),
    categories: nonZero(tally.categories, (id) => id),
    sizes: nonZero(tally.sizes, (n) => index.sizes.list[n] as string),
    colors: nonZero(tally.colors, (n) => index.colors.list[n] as string),
    // Prices are never negative; NaN (no price) is never above -1.
    maxPricePaisa: maxPrice < 0 ? null : maxPrice,
    total: passed,
    matched,
  };
  const page = opts.sort === 'relevance' && match ? relevancePage(index, passed, opts) : orderedPage(index, passed, opts);
  return { ids: page.map((slot) => index.ids[slot] as number), counts };
}

const ORDER_OF_SORT: Record<Exclude<SortKey, 'relevance'>, IndexOrder> = {
  newest: 'newest',
  price_asc: 'priceAsc',
  price_desc: 'priceDesc',
  name: 'name',
};

/**
 * The asked page of the passing slots in a stored order. When many pass, the order is walked from its
 * start and stops at the page's end; when few pass, they are ranked by their place in the order.
 */
function orderedPage(index: CatalogueIndex, passed: number, opts: { sort: SortKey; page: number }): number[] {
  const name = ORDER_OF_SORT[opts.sort === 'relevance' ? 'newest' : opts.sort];
  const from = (opts.page - 1) * PRODUCTS_PER_PAGE;
  if (from >= passed) return [];
  const to = Math.min(from + PRODUCTS_PER_PAGE, passed);
  const { slots, flags } = passingScratch;
  const order = index.orders[name];
  if (passed * 16 >= index.size) {
    for (let i = 0; i < passed; i++) flags[slots[i] as number] = 1;
    const page: number[] = [];
    for (let i = 0, seen = 0; i < order.length && seen < to; i++) {
      const slot = order[i] as number;
      if (flags[slot] !== 1) continue;
      if (seen >= from) page.push(slot);
      seen++;
    }
    for (let i = 0; i < passed; i++) flags[slots[i] as number] = 0;
    return page;
  }
  const rank = index.ranks[name];
  const rankAt = (i: number) => rank[slots[i] as number] as number;
  return topOf(passed, to, (a, b) => rankAt(a) - rankAt(b))
    .slice(from)
    .map((i) => slots[i] as number);
}

/** Above any score (at most 12 words × 1): a product whose title is exactly the search text comes first. */
const EXACT_TITLE = 1000;

/**
 * The asked page by relevance: the exact title first, then the score, then newest. Only a product
 * holding every word in its title (the top score) can have the search text as its title, so only
 * those titles are compared.
 */
function relevancePage(index: CatalogueIndex, passed: number, opts: { page: number; lowerTerm?: string }): number[] {
  const from = (opts.page - 1) * PRODUCTS_PER_PAGE;
  if (from >= passed) return [];
  const { slots, scores } = passingScratch;
  let top = 0;
  for (let i = 0; i < passed; i++) if ((scores[i] as number) > top) top = scores[i] as number;
  // Scores become keys in place: the exact title lifted above every score.
  const termHash = textHash(opts.lowerTerm ?? '');
  const { titleHash, lowerTitles } = index;
  for (let i = 0; i < passed; i++) {
    const slot = slots[i] as number;
    if (scores[i] === top && titleHash[slot] === termHash && lowerTitles[slot] === opts.lowerTerm) scores[i] = top + EXACT_TITLE;
  }
  const newest = index.ranks.newest;
  const newestAt = (i: number) => newest[slots[i] as number] as number;
  return topOf(
    passed,
    Math.min(from + PRODUCTS_PER_PAGE, passed),
    (a, b) => (scores[b] as number) - (scores[a] as number) || newestAt(a) - newestAt(b),
  )
    .slice(from)
    .map((i) => slots[i] as number);
}

/**
 * The first `keep` of the positions 0…count-1 under `compare`, in order. Few kept out of many: one pass
 * that keeps the best so far (a position goes in by binary search only when it beats the last kept);
 * otherwise a sort.
 */
function topOf(count: number, keep: number, compare: (a: number, b: number) => number): number[] {
  if (keep * 8 >= count)
    return Array.from({ length: count }, (_, i) => i)
      .toSorted(compare)
      .slice(0, keep);
  const best: number[] = [];
  for (let i = 0; i < count; i++) {
    if (best.length === keep && compare(i, best[keep - 1] as number) >= 0) continue;
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(best[mid] as number, i) <= 0) lo = mid + 1;
      else hi = mid;
    }
    best.splice(lo, 0, i);
    if (best.length > keep) best.pop();
  }
  return best;
}
