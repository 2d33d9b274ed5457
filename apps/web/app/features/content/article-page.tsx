import type { Article, RecentArticle } from '@suraksha/contracts/content';
import { Link } from 'react-router';
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

/** One blog post or training: cover, title, date, the sanitized HTML, share links; sidebar beside it. */
export function ArticlePage({ section, article, others, url }: ArticlePageProps) {
  return (
    <div className="container content-page">
      <div className="row g-4">
        <article className="col-lg-8 article-full">
          <p className="content-page__back">
            <Link to={section.basePath}>← All {section.noun}</Link>
          </p>
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
          <h1 className="content-page__title">{article.title}</h1>
          <ArticleDate date={article.date} className="article-date" />
          <SafeHtml html={article.description} className="article-full__body" />
          <ShareLinks url={url} title={article.title} />
        </article>
        <div className="col-lg-4">
          <ArticleSidebar basePath={section.basePath} noun={section.noun} search="" recentHeading={section.recentHeading} recent={others} />
        </div>
      </div>
    </div>
  );
}
