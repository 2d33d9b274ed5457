import type { ArticleCard, Pagination, RecentArticle } from '@suraksha/contracts/content';
import { useTranslation } from '../../i18n/react.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';
import { ArticleList } from './article-list.tsx';
import { ArticlePagination } from './article-pagination.tsx';
import type { ArticleSection } from './article-sections.ts';
import { ArticleSidebar } from './article-sidebar.tsx';
import './content.css';

interface ArticleListPageProps {
  section: ArticleSection;
  articles: readonly ArticleCard[];
  recent: readonly RecentArticle[];
  pagination: Pagination;
  search: string;
}

/** The list page of blogs and of trainings (SPEC §2: the same layout): the list, pages, and the sidebar. */
export function ArticleListPage({ section, articles, recent, pagination, search }: ArticleListPageProps) {
  const { t } = useTranslation();
  const found = search && (
    <p role="status">
      {pagination.total === 1
        ? t('content.articles.oneResultFor', { search })
        : t('content.articles.resultsFor', { count: pagination.total, search })}
    </p>
  );
  return (
    <PageFrame title={t(`content.${section.noun}.heading`)} intro={found}>
      <div className="row g-4">
        <div className="col-lg-8">
          <ArticleList articles={articles} basePath={section.basePath} />
          <ArticlePagination basePath={section.basePath} search={search} pagination={pagination} />
        </div>
        <div className="col-lg-4">
          <ArticleSidebar basePath={section.basePath} noun={section.noun} search={search} recent={recent} />
        </div>
      </div>
    </PageFrame>
  );
}
