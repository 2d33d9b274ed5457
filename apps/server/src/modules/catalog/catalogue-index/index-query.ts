import { PRODUCTS_PER_PAGE } from '@suraksha/contracts/catalog';
import type { SortKey } from '@suraksha/contracts/listing-limits';
import { type CatalogueIndex, type IndexOrder, textHash } from './catalogue-index.ts';
import { TITLE, trigramsOf, WEIGHT_OF_CODE } from './text-postings.ts';
import type { QueryItem } from './tsquery-items.ts';

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

/** The products a search term matched, with how well each matched (higher first). */
export interface TermMatch {
  slots: Int32Array;
  /** score[i] belongs to slots[i]. */
  scores: Float64Array;
}

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

/**
 * Scratch arrays of matchText, one entry per slot, reused by every search (a search runs to the end
 * without awaiting, so no two use them at once). `mark[slot] === round` says the slot was reached in this round.
 */
const scratch = {
  mark: new Uint32Array(0),
  best: new Uint8Array(0),
  share: new Float64Array(0),
  sum: new Float64Array(0),
  reached: new Int32Array(0),
  round: 0,
};

function scratchFor(size: number) {
  if (scratch.mark.length < size) {
    scratch.mark = new Uint32Array(size * 2);
    scratch.best = new Uint8Array(size * 2);
    scratch.share = new Float64Array(size * 2);
    scratch.sum = new Float64Array(size * 2);
    scratch.reached = new Int32Array(size * 2);
    scratch.round = 0;
  }
  return scratch;
}

/**
 * The products every item matches (AND), each scored by the sum, over the items, of the best weight at
 * which it holds the item: a word in the title (1) beats one in the brand or category (0.4), the
 * specifications (0.2) or the description (0.1). Postings are read once per lexeme, never per product.
 */
export function matchText(index: CatalogueIndex, items: readonly QueryItem[]): TermMatch {
  if (items.length === 0) return { slots: new Int32Array(0), scores: new Float64Array(0) };
  const { mark, best, sum, reached } = scratchFor(index.size);
  const { stale, overlay } = index.text;
  let count = 0;
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as QueryItem;
    const round = ++scratch.round;
    // A slot takes part in this round only if it matched every item before (it was reached last round).
    const required = i === 0 ? -1 : round - 1;
    let reachedNow = 0;
    const visit = (slot: number, code: number) => {
      if (mark[slot] === round) {
        if (code > (best[slot] as number)) best[slot] = code;
      } else if (required === -1 || mark[slot] === required) {
        mark[slot] = round;
        best[slot] = code;
        reached[reachedNow++] = slot;
      }
    };
    const { slots, codes, ranges } = index.text.postingsOf(item.lexeme, item.prefix);
    for (let r = 0; r < ranges.length; r += 2) {
      for (let p = ranges[r] as number, end = ranges[r + 1] as number; p < end; p++) {
        const slot = slots[p] as number;
        if (stale[slot] === 1) continue;
        const code = codes[p] as number;
        if (mark[slot] === round) {
          if (code > (best[slot] as number)) best[slot] = code;
        } else if (required === -1 || mark[slot] === required) {
          mark[slot] = round;
          best[slot] = code;
          reached[reachedNow++] = slot;
        }
      }
    }
    for (const [slot, text] of overlay) {
      if (!item.prefix) {
        const code = text.get(item.lexeme);
        if (code !== undefined) visit(slot, code);
      } else for (const [word, code] of text) if (word.startsWith(item.lexeme)) visit(slot, code);
    }
    for (let r = 0; r < reachedNow; r++) {
      const slot = reached[r] as number;
      sum[slot] = (i === 0 ? 0 : (sum[slot] as number)) + (WEIGHT_OF_CODE[best[slot] as number] as number);
    }
    count = reachedNow;
  }
  const slots = reached.slice(0, count);
  const scores = new Float64Array(count);
  for (let r = 0; r < count; r++) scores[r] = sum[slots[r] as number] as number;
  return { slots, scores };
}

/** Shorter words are too short for similarity to mean anything ("4mp" is "close" to "42x"): they must appear as typed. */
const SHORTEST_FUZZY_WORD = 4;
/** pg_trgm's default 0.6 misses ordinary typos such as "dahau" for Dahua; 0.5 finds them without flooding the results. */
const TYPO_WORD_SIMILARITY = 0.5;

/**
 * The typo-tolerant match, used only when the words match nothing as typed (decision 0111): every word of
 * four letters or more must be close to a word of the title (sharing half its trigrams, as pg_trgm's
 * `<%` at 0.5), shorter ones must appear in the title as typed. Scored by how close the words are.
 */
export function matchTypos(index: CatalogueIndex, words: readonly string[]): TermMatch {
  const fuzzy = words.filter((word) => word.length >= SHORTEST_FUZZY_WORD);
  const exact = words.filter((word) => word.length < SHORTEST_FUZZY_WORD);
  if (words.length === 0) return { slots: new Int32Array(0), scores: new Float64Array(0) };
  const { mark, share, sum, reached } = scratchFor(index.size);
  const { stale, overlay } = index.text;
  let count = 0;
  for (let i = 0; i < fuzzy.length; i++) {
    const word = fuzzy[i] as string;
    const round = ++scratch.round;
    const required = i === 0 ? -1 : round - 1;
    let reachedNow = 0;
    const visit = (slot: number, closeness: number) => {
      if (mark[slot] === round) {
        if (closeness > (share[slot] as number)) share[slot] = closeness;
      } else if (required === -1 || mark[slot] === required) {
        mark[slot] = round;
        share[slot] = closeness;
        reached[reachedNow++] = slot;
      }
    };
    const close = index.text.closeTitleLexemes(word, TYPO_WORD_SIMILARITY);
    for (let r = 0; r < close.ranges.length; r += 2) {
      const closeness = close.shares[r / 2] as number;
      for (let p = close.ranges[r] as number, end = close.ranges[r + 1] as number; p < end; p++) {
        const slot = close.slots[p] as number;
        if (stale[slot] !== 1 && close.codes[p] === TITLE) visit(slot, closeness);
      }
    }
    const trigrams = trigramsOf(word);
    for (const [slot, text] of overlay) {
      for (const [lexeme, code] of text) {
        if (code !== TITLE) continue;
        let shared = 0;
        for (const trigram of trigramsOf(lexeme)) if (trigrams.has(trigram)) shared++;
        if (shared / trigrams.size >= TYPO_WORD_SIMILARITY) visit(slot, shared / trigrams.size);
      }
    }
    for (let r = 0; r < reachedNow; r++) {
      const slot = reached[r] as number;
      sum[slot] = (i === 0 ? 0 : (sum[slot] as number)) + (share[slot] as number);
    }
    count = reachedNow;
  }
  // Short words as typed, anywhere in the title (as `ilike '%word%'` did); each counts as a perfect match.
  const slots: number[] = [];
  const scores: number[] = [];
  const consider = (slot: number, score: number) => {
    const title = index.lowerTitles[slot] as string;
    if (exact.every((word) => title.includes(word))) {
      slots.push(slot);
      scores.push(score + exact.length);
    }
  };
  if (fuzzy.length === 0) for (let slot = 0; slot < index.size; slot++) consider(slot, 0);
  else for (let r = 0; r < count; r++) consider(reached[r] as number, sum[reached[r] as number] as number);
  return { slots: Int32Array.from(slots), scores: Float64Array.from(scores) };
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

/**
 * One page of product ids in the asked order, and every facet count with the other filters applied
 * (the usual faceting rule), over the active products the term matched (`match`) or all of them.
 * One pass over those products counts; the page is then chosen among those passing every filter.
 */
export function queryIndex(
  index: CatalogueIndex,
  opts: { match: TermMatch | null; filters: ProductFilters; sort: SortKey; page: number; lowerTerm?: string },
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
    // -1 (none) is never allowed by a filter, as NULL is in no IN list. NaN (no price) fails both bounds.
    const b = brandOk === null || (brand >= 0 && brandOk[brand] === 1);
    const c = categoryOk === null || (category >= 0 && categoryOk[category] === 1);
    const s = sizeOk === null || (size >= 0 && sizeOk[size] === 1);
    const k = colorOk === null || (color >= 0 && colorOk[color] === 1);
    const p = !priced || (price >= min && price <= max);
    if (c && s && k && p && brand >= 0) bump(tally.brands, brand);
    if (b && s && k && p && category >= 0) bump(tally.categories, category);
    if (b && c && k && p && size >= 0) bump(tally.sizes, size);
    if (b && c && s && p && color >= 0) bump(tally.colors, color);
    if (b && c && s && k) {
      if (price > maxPrice) maxPrice = price;
      if (p) {
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
