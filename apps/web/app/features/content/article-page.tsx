import type { Article, RecentArticle } from '@suraksha/contracts/content';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocalisedPath } from '../../i18n/use-language.ts';
import { PageFrame } from '../../ui/page-frame.tsx';
import { ArticleDate } from './article-date.tsx';
import { ARTICLE_IMAGE } from './article-image.ts';
import type { ArticleSection } from './article-sections.ts';
import { ArticleSidebar } from './article-sidebar.tsx';
import { SafeHtml } from './safe-html.tsx';
import { ShareLinks } from './share-links.tsx';
import './content.css';

interface ArticlePageProps {
  section: ArticleSection;
  article: Article;
  /** Other recent posts for the sidebar. */
  others: readonly RecentArticle[];
  /** The post's public address, shared and copied. */
  url: string;
}

/** One blog post or training: title, date, cover, the sanitized HTML, share links; sidebar beside it. */
export function ArticlePage({ section, article, others, url }: ArticlePageProps) {
  const { t } = useTranslation();
  const localised = useLocalisedPath();
  // The crumbs lead back to the list, so the page needs no "← All blogs" link of its own.
  return (
    <PageFrame
      title={article.title}
      parents={[{ title: t(`content.${section.noun}.heading`), to: localised(section.basePath) }]}
      header={<ArticleDate date={article.date} className="article-date" />}
    >
      <div className="row g-4">
        <article className="col-lg-8 article-full">
          {article.image && (
            <img
              className="article-full__image"
              src={article.image}
              alt=""
              width={ARTICLE_IMAGE.width}
              height={ARTICLE_IMAGE.height}
              fetchPriority="high"
            />
          )}
          <SafeHtml html={article.description} />
          <ShareLinks url={url} title={article.title} />
        </article>
        <div className="col-lg-4">
          <ArticleSidebar basePath={section.basePath} noun={section.noun} search="" recent={others} />
        </div>
      </div>
    </PageFrame>
  );
}
