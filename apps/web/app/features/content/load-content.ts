import type { Pagination } from '@suraksha/contracts/content';
import type { ApiTransport } from '@suraksha/contracts/transport';
import { data } from 'react-router';
import { ApiError, callApi } from '../../lib/api-client.ts';
import { type ListQuery, listApiPath, readListQuery } from './article-query.ts';

// Loader helpers of the content routes: the API's 404 becomes the site's 404 page with a real 404 status.

const notFound = () => data(null, { status: 404 });

/** GET `path`; an unknown slug (the API's 404 envelope) becomes the 404 page. */
export async function loadOrNotFound<T>(api: ApiTransport, path: string): Promise<T> {
  try {
    return await callApi<T>(api, { method: 'GET', path });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}

/**
 * One page of a blog or training list, read from the page URL's ?search=&page=.
 * A page number that is not one, or lies past the last page, is a page that does not exist.
 */
export async function loadListPage<T extends { pagination: Pagination }>(
  api: ApiTransport,
  url: URL,
  apiPath: string,
): Promise<{ query: ListQuery; body: T }> {
  const query = readListQuery(url);
  if (!query) throw notFound();
  const body = await callApi<T>(api, { method: 'GET', path: listApiPath(apiPath, query) });
  if (query.page > 1 && query.page > body.pagination.totalPages) throw notFound();
  return { query, body };
}

/** The API path of one item: the slug is encoded so it stays one path segment. */
export function itemApiPath(apiPath: string, slug: string): string {
  return `${apiPath}/${encodeURIComponent(slug)}`;
}
