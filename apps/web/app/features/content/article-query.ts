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

function queryString({ search, page }: ListQuery): string {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (page > 1) params.set('page', String(page));
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/** The API path of one list page, e.g. "/blogs?search=cctv&page=2". */
export function listApiPath(apiPath: string, query: ListQuery): string {
  return `${apiPath}${queryString(query)}`;
}

/** The site link to one list page, keeping the search. */
export function listPageHref(basePath: string, query: ListQuery): string {
  return `${basePath}${queryString(query)}`;
}
