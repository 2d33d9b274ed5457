import type { FacetOption, SearchQuery, SearchResponse } from '@suraksha/contracts/catalog';
import type { SortKey } from '@suraksha/contracts/listing-limits';
import { paisaToRupees, rupeesToPaisa } from '@suraksha/domain/money';
import type { Database } from '../../platform/database.ts';
import type { CatalogueIndexKeeper } from './catalogue-index/index-keeper.ts';
import { type FacetCounts, type ProductFilters, queryIndex } from './catalogue-index/index-query.ts';
import { matchText, matchTypos, type TermMatch } from './catalogue-index/term-match.ts';
import { tsqueryItems } from './catalogue-index/tsquery-items.ts';
import { type TreeNode, withDescendants } from './category-tree.ts';
import { toProductCard } from './product-card.ts';
import { prefixTsquery, searchWords, trigramWords } from './search-terms.ts';
import { toPagination } from './service.ts';

type BrandRow = { id: number; title: string; slug: string };

/** Slugs → ids. A filter whose every slug is unknown matches nothing (an empty result, not a 400). */
export function resolveFilters(query: SearchQuery, brands: readonly BrandRow[], tree: readonly TreeNode[]): ProductFilters {
  const brandIds = brands.filter((b) => query.brands.includes(b.slug)).map((b) => b.id);
  const categoryIds = tree.filter((c) => query.categories.includes(c.slug)).flatMap((c) => withDescendants(tree, c.id));
  return {
    brandIds: query.brands.length > 0 ? brandIds : null,
    categoryIds: query.categories.length > 0 ? [...new Set(categoryIds)] : null,
    sizes: query.sizes.length > 0 ? query.sizes : null,
    colors: query.colors.length > 0 ? query.colors : null,
    minPricePaisa: query.min_price === undefined ? null : rupeesToPaisa(query.min_price),
    maxPricePaisa: query.max_price === undefined ? null : rupeesToPaisa(query.max_price),
  };
}

// One collator: localeCompare with options builds a new one on every call (it showed in the search's profile).
const naturalOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const byNaturalOrder = (a: FacetOption, b: FacetOption) => naturalOrder.compare(a.title, b.title);

/** Values some product passing the other filters has, plus any chosen value so it can be unticked. */
export function valueOptions(counts: Map<string, number>, selected: readonly string[]): FacetOption[] {
  const values = new Set([...counts.keys(), ...selected]);
  return [...values]
    .map((value) => ({ id: value, title: value, count: counts.get(value) ?? 0, checked: selected.includes(value) }))
    .filter((option) => option.count > 0 || option.checked)
    .toSorted(byNaturalOrder);
}

/**
 * Categories products sit in, each counted with everything below it (choosing a category includes
 * its children), plus any chosen category so it can be unticked.
 */
export function categoryOptions(tree: readonly TreeNode[], counts: FacetCounts['categories'], selected: readonly string[]): FacetOption[] {
  return tree
    .filter((c) => c.active && ((counts.get(c.id) ?? 0) > 0 || selected.includes(c.slug)))
    .map((c) => ({
      id: c.slug,
      title: c.title,
      count: withDescendants(tree, c.id).reduce((sum, id) => sum + (counts.get(id) ?? 0), 0),
      checked: selected.includes(c.slug),
    }));
}

export function brandOptions(brands: readonly BrandRow[], counts: FacetCounts['brands'], selected: readonly string[]): FacetOption[] {
  return brands
    .filter((b) => (counts.get(b.id) ?? 0) > 0 || selected.includes(b.slug))
    .map((b) => ({ id: b.slug, title: b.title, count: counts.get(b.id) ?? 0, checked: selected.includes(b.slug) }));
}

/**
 * The search a caller may run. Price bounds are a customer privilege like prices themselves
 * (decision 0012): a visitor filtering by price could narrow one product's price down, so a
 * visitor's bounds are dropped, not refused — a shared link with a price filter still opens.
 */
export function searchAsSeenBy(query: SearchQuery, showPrices: boolean): SearchQuery {
  if (showPrices) return query;
  return { ...query, min_price: undefined, max_price: undefined };
}

/**
 * GET /api/products: the search page. A page of products in the asked order, facets counted for the
 * current query (each with the other filters applied), and the price ceiling for the slider. The
 * catalogue index (decision 0111) matches (typos too), counts and orders; the database parses the words
 * and gives the page's cards.
 */
export async function searchProducts(
  db: Database,
  keeper: CatalogueIndexKeeper,
  asked: SearchQuery,
  showPrices: boolean,
): Promise<SearchResponse> {
  const query = searchAsSeenBy(asked, showPrices);
  const term = query.search;
  const words = searchWords(term);
  const requested: SortKey = query.sort ?? (term ? 'relevance' : 'newest');
  // Without a term there is no relevance: newest first.
  const sort: SortKey = requested === 'relevance' && term === '' ? 'newest' : requested;
  return keeper.answer(db, term === '' ? null : prefixTsquery(words), term, ({ index, tsquery, lowerTerm }) => {
    const filters = resolveFilters(query, index.brands, index.tree);
    const run = (match: TermMatch | null) => queryIndex(index, { match, filters, sort, page: query.page, lowerTerm, facets: true });
    let result = run(term === '' ? null : matchText(index, tsquery === null ? [] : tsqueryItems(tsquery)));
    // Full-text search first; only when the term alone matches nothing, typo-tolerant trigram search.
    if (term !== '' && result.counts.matched === 0) result = run(matchTypos(index, trigramWords(words)));
    const { ids, counts } = result;
    const answer = {
      result: 'success' as const,
      brands: brandOptions(index.brands, counts.brands, query.brands),
      colors: valueOptions(counts.colors, query.colors),
      sizes: valueOptions(counts.sizes, query.sizes),
      categories: categoryOptions(index.tree, counts.categories, query.categories),
      searchName: term,
      // The slider's ceiling is the dearest product's price: a visitor gets 0 ("none").
      maxAmount: !showPrices || counts.maxPricePaisa === null ? 0 : paisaToRupees(counts.maxPricePaisa),
      pagination: toPagination(query.page, counts.total),
      sort,
    };
    return { ids, finish: (rows): SearchResponse => ({ ...answer, products: rows.map((row) => toProductCard(row, showPrices)) }) };
  });
}
