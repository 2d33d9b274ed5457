import type { Pagination } from '@suraksha/contracts/content';
import { PageLinks } from '../../ui/page-links.tsx';
import { listPageHref } from './article-query.ts';

/** Links to the other pages of a list (?page=N), keeping the search term. Nothing when there is one page. */
export function ArticlePagination({ basePath, search, pagination }: { basePath: string; search: string; pagination: Pagination }) {
  return <PageLinks className="article-pagination" pagination={pagination} hrefOf={(page) => listPageHref(basePath, { search, page })} />;
}
