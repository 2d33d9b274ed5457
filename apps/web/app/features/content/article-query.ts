import type { ArticleListParams } from '@suraksha/contracts/content';
import { MAX_PAGE, SEARCH_MAX_LENGTH } from '@suraksha/contracts/listing-limits';
/**
 * The ?search=&page= of the blog and training lists. The limits mirror the API's
 * (packages/contracts/src/content.ts), which enforces them; the values are repeated here
 * so the browser bundle does not pull zod in for two numbers.
 */

export interface ListQuery {
  search: string;
  page: number;
}

/** The list query of a page URL; null when ?page= is not a page number (the loader answers 404). */
export function readListQuery(url: URL): ListQuery | null {
  // A hand-made URL may carry a longer term than the box allows: search for what the box would have kept.
  const search = (url.searchParams.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH).trim();
  const rawPage = url.searchParams.get('page') ?? '';
  if (rawPage === '') return { search, page: 1 };
  if (!/^\d{1,5}$/.test(rawPage)) return null;
  const page = Number(rawPage);
  return page >= 1 && page <= MAX_PAGE ? { search, page } : null;
}

/** The API's query of one list page, defaults left out, e.g. { search: 'cctv', page: '2' }. */
export function listApiQuery({ search, page }: ListQuery): ArticleListParams {
  return { search: search || undefined, page: page > 1 ? String(page) : undefined };
}

function queryString(query: ListQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(listApiQuery(query))) if (value !== undefined) params.set(name, value);
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/** The site link to one list page, keeping the search. */
export function listPageHref(basePath: string, query: ListQuery): string {
  return `${basePath}${queryString(query)}`;
}
