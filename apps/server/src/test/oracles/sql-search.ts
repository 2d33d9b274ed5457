// The SQL search that the catalogue index replaced (decision 0111), kept only as a test oracle: the index
// must answer every search, filter, count, sort and page exactly as these queries did. Relevance is the
// one order that changed (ts_rank_cd became the best weight per word), so tests compare it as a set.
import type { SearchQuery, SearchResponse } from '@suraksha/contracts/catalog';
import { PRODUCTS_PER_PAGE } from '@suraksha/contracts/catalog';
import type { SortKey } from '@suraksha/contracts/listing-limits';
import { paisaToRupees } from '@suraksha/domain/money';
import { and, asc, desc, eq, gte, inArray, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { products } from '../../db/schema/catalog.ts';
import type { FacetCounts, ProductFilters } from '../../modules/catalog/catalogue-index/index-query.ts';
import { toProductCard } from '../../modules/catalog/product-card.ts';
import { type ProductCardRow, listBrands, listCategoryTree, selectProductCards } from '../../modules/catalog/repo.ts';
import { brandOptions, categoryOptions, resolveFilters, searchAsSeenBy, valueOptions } from '../../modules/catalog/search-service.ts';
import { prefixTsquery, searchWords, trigramWords } from '../../modules/catalog/search-terms.ts';
import { toPagination } from '../../modules/catalog/service.ts';
import type { Database } from '../../platform/database.ts';

/**
 * What a buyer pays: the offer price when set, else the list price. NULL when the product
 * shows no price (on request, or no price yet): such products sort last and never pass a price filter.
 */
const effectivePricePaisa = sql<
  number | null
>`(CASE WHEN ${products.onRequest} THEN NULL ELSE NULLIF(COALESCE(${products.offerPricePaisa}, ${products.pricePaisa}), 0) END)`;

type FilterName = 'brand' | 'category' | 'size' | 'color' | 'price';

function oneOf<T extends string | number>(column: SQLWrapper, values: T[]): SQL {
  return values.length === 0 ? sql`false` : inArray(column, values);
}

/** The conditions of `filters`, leaving out `except` (a facet is counted with the other filters only). */
function filterConditions(filters: ProductFilters, except?: FilterName): SQL[] {
  const conditions: SQL[] = [];
  if (filters.brandIds && except !== 'brand') conditions.push(oneOf(products.brandId, filters.brandIds));
  if (filters.categoryIds && except !== 'category') conditions.push(oneOf(products.categoryId, filters.categoryIds));
  if (filters.sizes && except !== 'size') conditions.push(oneOf(products.size, filters.sizes));
  if (filters.colors && except !== 'color') conditions.push(oneOf(products.color, filters.colors));
  if (except !== 'price') {
    if (filters.minPricePaisa !== null) conditions.push(gte(effectivePricePaisa, filters.minPricePaisa));
    if (filters.maxPricePaisa !== null) conditions.push(lte(effectivePricePaisa, filters.maxPricePaisa));
  }
  return conditions;
}

/** Active products passing the filters (and the search term's condition, when there is one). */
function listingWhere(filters: ProductFilters, term?: SQL): SQL {
  return and(eq(products.active, true), term, ...filterConditions(filters)) as SQL;
}

/**
 * ORDER BY of a sort key. Every order ends on the id, so pages never overlap or skip a product.
 * `relevance` is the search's own order; without it relevance falls back to newest.
 */
function listingOrder(sort: SortKey, relevance?: SQL[]): SQL[] {
  switch (sort) {
    case 'relevance':
      return relevance ? [...relevance, desc(products.createdAt), desc(products.id)] : listingOrder('newest');
    case 'price_asc':
      return [sql`${effectivePricePaisa} ASC NULLS LAST`, asc(products.id)];
    case 'price_desc':
      return [sql`${effectivePricePaisa} DESC NULLS LAST`, asc(products.id)];
    case 'name':
      return [asc(products.title), asc(products.id)];
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
  }
}

/**
 * One page of product cards. The page is chosen on narrow rows first (ids only, however many
 * products match and whatever the order costs), then only its 24 rows are joined to brand and category.
 */
function listProductPage(db: Database, where: SQL, orderBy: SQL[], page: number): Promise<ProductCardRow[]> {
  const pageIds = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...orderBy)
    .limit(PRODUCTS_PER_PAGE)
    .offset((page - 1) * PRODUCTS_PER_PAGE)
    .as('page_ids');
  return selectProductCards(db)
    .innerJoin(pageIds, eq(pageIds.id, products.id))
    .orderBy(...orderBy);
}

/** How a search term selects and ranks products. */
interface TermMatch {
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
function fullTextMatch(tsquery: string, term: string): TermMatch {
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
function trigramMatch(words: readonly string[], term: string): TermMatch {
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
function withTypoTolerance<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${TYPO_WORD_SIMILARITY}, true)`);
    return work(tx);
  });
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
async function countFacets(db: Database, filters: ProductFilters, term?: SQL): Promise<FacetCounts> {
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

/**
 * GET /api/products: the search page. A page of products in the asked order, facets counted for the
 * current query (each with the other filters applied), and the price ceiling for the slider.
 */
export async function searchWithSql(db: Database, asked: SearchQuery, showPrices: boolean): Promise<SearchResponse> {
  const query = searchAsSeenBy(asked, showPrices);
  const term = query.search;
  const [brands, tree] = await Promise.all([listBrands(db), listCategoryTree(db)]);
  const filters = resolveFilters(query, brands, tree);
  const requested: SortKey = query.sort ?? (term ? 'relevance' : 'newest');

  // The page and the facets (with the totals) are two queries, run together.
  const read = async (tx: Database, match: TermMatch | undefined) => {
    const sort: SortKey = requested === 'relevance' && !match ? 'newest' : requested;
    const [rows, counts] = await Promise.all([
      listProductPage(tx, listingWhere(filters, match?.where), listingOrder(sort, match?.relevance), query.page),
      countFacets(tx, filters, match?.where),
    ]);
    return { rows, counts, sort };
  };

  let result: Awaited<ReturnType<typeof read>> | undefined;
  if (term === '') result = await read(db, undefined);
  else {
    // Full-text search first; only when the term alone matches nothing, typo-tolerant trigram search.
    const words = searchWords(term);
    const tsquery = prefixTsquery(words);
    if (tsquery !== null) result = await read(db, fullTextMatch(tsquery, term));
    if (!result || result.counts.matched === 0) {
      const fuzzy = trigramMatch(trigramWords(words), term);
      result = await withTypoTolerance(db, (tx) => read(tx, fuzzy));
    }
  }
  const { rows, counts, sort } = result;

  return {
    result: 'success',
    brands: brandOptions(brands, counts.brands, query.brands),
    colors: valueOptions(counts.colors, query.colors),
    sizes: valueOptions(counts.sizes, query.sizes),
    categories: categoryOptions(tree, counts.categories, query.categories),
    products: rows.map((row) => toProductCard(row, showPrices)),
    searchName: term,
    // The slider's ceiling is the dearest product's price: a visitor gets 0 ("none").
    maxAmount: !showPrices || counts.maxPricePaisa === null ? 0 : paisaToRupees(counts.maxPricePaisa),
    pagination: toPagination(query.page, counts.total),
    sort,
  };
}
