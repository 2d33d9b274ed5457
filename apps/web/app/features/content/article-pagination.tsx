import type { Pagination } from '@suraksha/contracts/content';
import { PageLinks } from '../../ui/page-links.tsx';
import { useLocalisedPath } from '../../i18n/use-language.ts';
import { listPageHref } from './article-query.ts';

/** Links to the other pages of a list (?page=N), keeping the search term. Nothing when there is one page. */
export function ArticlePagination({ basePath, search, pagination }: { basePath: string; search: string; pagination: Pagination }) {
  const localised = useLocalisedPath();
  return (
    <PageLinks
      className="article-pagination"
      pagination={pagination}
      hrefOf={(page) => localised(listPageHref(basePath, { search, page }))}
    />
  );
}
