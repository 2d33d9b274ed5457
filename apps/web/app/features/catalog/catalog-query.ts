import type { TFunction } from '../../i18n/translate.ts';
import type { ListingQueryParams, SearchQueryParams, SearchResponse } from '@suraksha/contracts/catalog';
import { MAX_PAGE, PRODUCTS_PER_PAGE, SEARCH_MAX_LENGTH, SORT_KEYS, type SortKey } from '@suraksha/contracts/listing-limits';

/**
 * Listing and search state lives in the page URL (shareable, back button, no JavaScript needed).
 * The URL uses the API's parameter names; lists may be repeated (?brands=a&brands=b, as checkbox
 * forms send them) or comma-separated (as the API documents them).
 */

export interface ListingUrlState {
  page: number;
  sort: SortKey | undefined;
}

export interface SearchUrlState extends ListingUrlState {
  search: string;
  categories: string[];
  brands: string[];
  sizes: string[];
  colors: string[];
  minPrice: string | undefined;
  maxPrice: string | undefined;
}

const RUPEES = /^\d{1,10}(\.\d{1,2})?$/;

function readPage(params: URLSearchParams): number | null {
  const raw = params.get('page')?.trim() ?? '';
  if (raw === '') return 1;
  const page = /^\d{1,6}$/.test(raw) ? Number(raw) : 0;
  return page >= 1 && page <= MAX_PAGE ? page : null;
}

function readSort(params: URLSearchParams): SortKey | undefined {
  const raw = params.get('sort')?.trim();
  return SORT_KEYS.find((key) => key === raw);
}

function readList(params: URLSearchParams, name: string): string[] {
  const values = params
    .getAll(name)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim());
  return [...new Set(values.filter((v) => v !== ''))];
}

function readRupees(params: URLSearchParams, name: string): string | undefined {
  const raw = params.get(name)?.trim() ?? '';
  return RUPEES.test(raw) ? raw : undefined;
}

/** ?page=&sort= of a brand or category page; null when the page number is not one (that page does not exist). */
export function readListingQuery(url: URL): ListingUrlState | null {
  const page = readPage(url.searchParams);
  return page === null ? null : { page, sort: readSort(url.searchParams) };
}

/**
 * The search page's state. Input the API would refuse is dropped rather than shown as an error:
 * an unknown sort, a price that is not one, a too-long term (cut). The price slider submits its
 * ceiling as max_amount: a slider left at the top means "any price", not "priced products only".
 */
export function readSearchQuery(url: URL): SearchUrlState | null {
  const params = url.searchParams;
  const page = readPage(params);
  if (page === null) return null;
  let minPrice = readRupees(params, 'min_price');
  let maxPrice = readRupees(params, 'max_price');
  const ceiling = readRupees(params, 'max_amount');
  if (maxPrice !== undefined && ceiling !== undefined && Number(maxPrice) >= Number(ceiling)) maxPrice = undefined;
  if (minPrice !== undefined && maxPrice !== undefined && Number(minPrice) > Number(maxPrice)) minPrice = undefined;
  return {
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    categories: readList(params, 'categories'),
    brands: readList(params, 'brands'),
    sizes: readList(params, 'sizes'),
    colors: readList(params, 'colors'),
    minPrice,
    maxPrice,
    sort: readSort(params),
    page,
  };
}

/** The query string of a search (URL form: lists as repeated parameters); defaults are left out. */
export function searchParamsOf(
  query: SearchUrlState,
  options: { listsAs: 'repeated' | 'comma' } = { listsAs: 'repeated' },
): URLSearchParams {
  const params = new URLSearchParams();
  params.set('search', query.search);
  for (const name of ['categories', 'brands', 'sizes', 'colors'] as const) {
    const values = query[name];
    if (values.length === 0) continue;
    if (options.listsAs === 'comma') params.set(name, values.join(','));
    else for (const value of values) params.append(name, value);
  }
  if (query.minPrice !== undefined) params.set('min_price', query.minPrice);
  if (query.maxPrice !== undefined) params.set('max_price', query.maxPrice);
  if (query.sort !== undefined) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

export const SEARCH_PATH = '/products';

export function searchHref(query: SearchUrlState): string {
  return `${SEARCH_PATH}?${searchParamsOf(query)}`;
}

/** The API's query of a search (lists comma-separated, as the API documents them). */
export function searchApiQuery(query: SearchUrlState): SearchQueryParams {
  return Object.fromEntries(searchParamsOf(query, { listsAs: 'comma' }));
}

/** The API's query of a brand or category page: ?sort=&page= with the defaults left out. */
export function listingApiQuery(query: ListingUrlState): ListingQueryParams {
  return { sort: query.sort, page: query.page > 1 ? String(query.page) : undefined };
}

/** `basePath` with ?sort=&page= (defaults left out). */
export function listingHref(basePath: string, query: ListingUrlState): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(listingApiQuery(query))) if (value !== undefined) params.set(name, value);
  const qs = params.toString();
  return qs ? `${basePath}?${qs}` : basePath;
}

/** A search that found nothing, in the API's shape: what the page shows when the search cannot be run. */
export function noResults(query: SearchUrlState): SearchResponse {
  return {
    result: 'success',
    brands: [],
    colors: [],
    sizes: [],
    categories: [],
    products: [],
    searchName: query.search,
    maxAmount: 0,
    pagination: { page: query.page, perPage: PRODUCTS_PER_PAGE, total: 0, totalPages: 0 },
    sort: query.sort ?? (query.search ? 'relevance' : 'newest'),
  };
}

/** 'N items found' (SPEC §2), with ' in {brand}' on a brand page, in the language of `t`. */
export function itemsFound(t: TFunction, total: number, where?: string): string {
  // Two keys, one per number: the texts have no plural rules of their own.
  if (where) return t(total === 1 ? 'catalogue.listing.itemFoundIn' : 'catalogue.listing.itemsFoundIn', { total, where });
  return t(total === 1 ? 'catalogue.listing.itemFound' : 'catalogue.listing.itemsFound', { total });
}
