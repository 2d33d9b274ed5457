import type { ArticleCard } from '@suraksha/contracts/content';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { useLocalisedPath } from '../../i18n/use-language.ts';
import { ArticleDate } from './article-date.tsx';
import { ARTICLE_IMAGE } from './article-image.ts';
import { EmptyState } from '../../ui/empty-state.tsx';

/** Blog posts or trainings as a list: image, date, title, summary and a "Read more" link. */
export function ArticleList({ articles, basePath }: { articles: readonly ArticleCard[]; basePath: string }) {
  const { t } = useTranslation();
  const localised = useLocalisedPath();
  if (articles.length === 0) return <EmptyState text={t('content.noItems')} />;
  return (
    <div className="article-list">
      {articles.map((article, index) => {
        const href = localised(`${basePath}/${article.slug}`);
        return (
          <article key={article.slug} className="article-card">
            {article.image && (
              // The image repeats the title link for pointer users; keyboard and screen-reader users get one link.
              <Link to={href} className="article-card__media" tabIndex={-1} aria-hidden="true">
                <img
                  src={article.image}
                  alt=""
                  width={ARTICLE_IMAGE.width}
                  height={ARTICLE_IMAGE.height}
                  // The first cover is what a phone shows first: fetch it at once, the rest when scrolled to.
                  loading={index === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                />
              </Link>
            )}
            <div className="article-card__body">
              <ArticleDate date={article.date} className="article-date" />
              <h2 className="article-card__title">
                <Link to={href}>{article.title}</Link>
              </h2>
              <p className="article-card__summary">{article.summary}</p>
              <Link to={href} className="article-card__more" aria-label={t('content.articles.readMoreLabel', { title: article.title })}>
                {t('content.articles.readMore')}
              </Link>
            </div>
          </article>
        );
      })}
    </div>
  );
}
