import type { ArticleListParams, Pagination } from '@suraksha/contracts/content';
import { notFound } from '../../lib/load-or-not-found.ts';
import { type ListQuery, listApiQuery, readListQuery } from './article-query.ts';

// Loader helpers of the content routes (an unknown slug: loadOrNotFound in lib/load-or-not-found.ts).

/**
 * One page of a blog or training list, read from the page URL's ?search=&page=.
 * A page number that is not one, or lies past the last page, is a page that does not exist.
 */
export async function loadListPage<T extends { pagination: Pagination }>(
  url: URL,
  load: (query: ArticleListParams) => Promise<T>,
): Promise<{ query: ListQuery; body: T }> {
  const query = readListQuery(url);
  if (!query) throw notFound();
  const body = await load(listApiQuery(query));
  if (query.page > 1 && query.page > body.pagination.totalPages) throw notFound();
  return { query, body };
}
