// Limits and sort keys of the listings (search, categories, brands, blogs, trainings). No zod here:
// the browser imports this file for the same numbers without pulling the schema library in.

/** Longest search term a listing accepts. */
export const SEARCH_MAX_LENGTH = 200;
/** Products on one page of a product listing. */
export const PRODUCTS_PER_PAGE = 24;
/** The last page a listing serves. */
export const MAX_PAGE = 10_000;

export const SORT_KEYS = ['relevance', 'price_asc', 'price_desc', 'newest', 'name'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
