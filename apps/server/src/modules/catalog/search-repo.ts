import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { products } from '../../db/schema/catalog.ts';
import type { Database } from '../../platform/database.ts';
import { effectivePricePaisa, type FilterName, filterConditions, type ProductFilters } from './listing-repo.ts';

/** How a search term selects and ranks products. */
export interface TermMatch {
  where: SQL;
  /** ORDER BY for the relevance sort, best first. */
  relevance: SQL[];
}

/** A product whose title is exactly the search text comes first, whatever the ranks say. */
const exactTitleFirst = (term: string) => desc(sql`(lower(${products.title}) = lower(${term}))`);

/**
 * Full-text match on the stored, weighted search_vector (GIN-indexed; never to_tsvector per row).
 * `tsquery` comes from prefixTsquery() and is bound as a parameter.
 */
export function fullTextMatch(tsquery: string, term: string): TermMatch {
  const query = sql`to_tsquery('english', ${tsquery})`;
  return {
    where: sql`${products.searchVector} @@ ${query}`,
    relevance: [exactTitleFirst(term), desc(sql`ts_rank_cd(${products.searchVector}, ${query})`)],
  };
}

/** Shorter words are too short for similarity to mean anything ("4mp" is "close" to "42x"): they must appear as typed. */
const SHORTEST_FUZZY_WORD = 4;

/**
 * Typo-tolerant match on the title (trigram GIN index): every word of four letters or more must be
 * close to some part of the title (`<%`, word similarity), shorter ones must appear in it. Ranked by
 * how close the words are. Used only when full-text search finds nothing.
 * Words hold only letters, digits and hyphens (searchWords), so none carries a LIKE wildcard.
 */
export function trigramMatch(words: readonly string[], term: string): TermMatch {
  const conditions = words.map((word) =>
    word.length >= SHORTEST_FUZZY_WORD ? sql`${word} <% ${products.title}` : sql`${products.title} ilike ${`%${word}%`}`,
  );
  if (words.length === 0) return { where: sql`false`, relevance: [exactTitleFirst(term)] };
  const closeness = sql.join(
    words.map((word) => sql`word_similarity(${word}, ${products.title})`),
    sql` + `,
  );
  return { where: and(...conditions) as SQL, relevance: [exactTitleFirst(term), desc(closeness)] };
}

/**
 * Word similarity 0.6 (pg_trgm's default) misses ordinary typos such as "dahau" for Dahua;
 * 0.5 finds them without flooding the results. SET LOCAL keeps it to this transaction.
 */
const TYPO_WORD_SIMILARITY = '0.5';

/** Runs `work` in a transaction where the trigram operators accept typos. */
export function withTypoTolerance<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${TYPO_WORD_SIMILARITY}, true)`);
    return work(tx);
  });
}

export interface FacetCounts {
  brands: Map<number, number>;
  categories: Map<number, number>;
  sizes: Map<string, number>;
  colors: Map<string, number>;
  /** Highest effective price with every filter but the price applied; null when none has a price. */
  maxPricePaisa: number | null;
  /** Products passing every filter. */
  total: number;
  /** Products matching the search term alone (no filters): 0 means the term finds nothing. */
  matched: number;
}

type FacetRow = {
  facet: 'brand' | 'category' | 'size' | 'color' | 'all';
  value: string | null;
  n_brand: number | string;
  n_category: number | string;
  n_size: number | string;
  n_color: number | string;
  max_price: number | string | null;
  total: number | string;
  matched: number | string;
};

/** count(*), or count(*) FILTER (WHERE the filters other than `except`). */
function countExcept(filters: ProductFilters, except?: FilterName): SQL {
  const conditions = filterConditions(filters, except);
  return conditions.length === 0 ? sql`count(*)` : sql`count(*) filter (where ${and(...conditions)})`;
}

/**
 * Every facet count, the price ceiling and the totals in ONE pass over the matching products:
 * grouping sets group them by brand, category, size and colour at once, and each facet's count
 * applies all the OTHER filters (FILTER clauses), the usual faceting rule.
 */
export async function countFacets(db: Database, filters: ProductFilters, term?: SQL): Promise<FacetCounts> {
  const priceConditions = filterConditions(filters, 'price');
  const maxPrice =
    priceConditions.length === 0
      ? sql`max(${effectivePricePaisa})`
      : sql`max(${effectivePricePaisa}) filter (where ${and(...priceConditions)})`;
  // float8: node-postgres returns bigint as a string; a float8 holds any count or paisa amount exactly.
  const query = sql`
    select
      case when grouping(${products.brandId}) = 0 then 'brand' when grouping(${products.categoryId}) = 0 then 'category'
           when grouping(${products.size}) = 0 then 'size' when grouping(${products.color}) = 0 then 'color' else 'all' end as facet,
      case when grouping(${products.brandId}) = 0 then ${products.brandId}::text when grouping(${products.categoryId}) = 0 then ${products.categoryId}::text
           when grouping(${products.size}) = 0 then ${products.size} when grouping(${products.color}) = 0 then ${products.color} end as value,
      ${countExcept(filters, 'brand')}::float8 as n_brand,
      ${countExcept(filters, 'category')}::float8 as n_category,
      ${countExcept(filters, 'size')}::float8 as n_size,
      ${countExcept(filters, 'color')}::float8 as n_color,
      ${maxPrice}::float8 as max_price,
      ${countExcept(filters)}::float8 as total,
      count(*)::float8 as matched
    from ${products}
    where ${and(eq(products.active, true), term)}
    group by grouping sets ((${products.brandId}), (${products.categoryId}), (${products.size}), (${products.color}), ())`;
  const { rows } = (await db.execute(query)) as unknown as { rows: FacetRow[] };
  const counts: FacetCounts = {
    brands: new Map(),
    categories: new Map(),
    sizes: new Map(),
    colors: new Map(),
    maxPricePaisa: null,
    total: 0,
    matched: 0,
  };
  for (const row of rows) {
    if (row.facet === 'all') {
      counts.maxPricePaisa = row.max_price === null ? null : Number(row.max_price);
      counts.total = Number(row.total);
      counts.matched = Number(row.matched);
      continue;
    }
    if (row.value === null) continue; // products without a brand, size…
    if (row.facet === 'brand') counts.brands.set(Number(row.value), Number(row.n_brand));
    else if (row.facet === 'category') counts.categories.set(Number(row.value), Number(row.n_category));
    else if (row.facet === 'size') counts.sizes.set(row.value, Number(row.n_size));
    else counts.colors.set(row.value, Number(row.n_color));
  }
  return counts;
}
