import type { RecentArticle } from '@suraksha/contracts/content';
import { useTranslation } from '../../i18n/react.tsx';
import { Form, Link } from 'react-router';
import { useLocalisedPath } from '../../i18n/use-language.ts';
import { ArticleDate } from './article-date.tsx';
import { THUMBNAIL_IMAGE } from './article-image.ts';
import { SEARCH_MAX_LENGTH } from '@suraksha/contracts/listing-limits';

interface ArticleSidebarProps {
  basePath: string;
  /** "blogs" or "trainings": the search box's label and the recent list's heading. */
  noun: 'blogs' | 'trainings';
  search: string;
  recent: readonly RecentArticle[];
}

/** Search box (a plain GET form: works before and without JavaScript) and the recent posts. */
export function ArticleSidebar({ basePath, noun, search, recent }: ArticleSidebarProps) {
  const { t } = useTranslation();
  const localised = useLocalisedPath();
  const inputId = `${noun}-search`;
  return (
    <aside className="article-sidebar">
      <section className="article-sidebar__box">
        <Form
          method="get"
          action={localised(basePath)}
          role="search"
          aria-label={t(`content.${noun}.searchLabel`)}
          className="article-search"
        >
          <label htmlFor={inputId} className="visually-hidden">
            {t(`content.${noun}.searchLabel`)}
          </label>
          <div className="input-group">
            <input
              // A new search from the URL (back button, a link) resets the box.
              key={search}
              id={inputId}
              type="search"
              name="search"
              className="form-control"
              placeholder={t(`content.${noun}.searchPlaceholder`)}
              defaultValue={search}
              maxLength={SEARCH_MAX_LENGTH}
            />
            <button type="submit" className="btn btn-primary">
              {t('content.articles.search')}
            </button>
          </div>
        </Form>
      </section>
      {recent.length > 0 && (
        <section className="article-sidebar__box" aria-labelledby={`${noun}-recent`}>
          <h2 id={`${noun}-recent`} className="article-sidebar__heading">
            {t(`content.${noun}.recentHeading`)}
          </h2>
          <ul className="recent-articles">
            {recent.map((item) => (
              <li key={item.slug} className="recent-article">
                {item.image && (
                  <Link to={localised(`${basePath}/${item.slug}`)} tabIndex={-1} aria-hidden="true" className="recent-article__media">
                    <img
                      src={item.image}
                      alt=""
                      width={THUMBNAIL_IMAGE.width}
                      height={THUMBNAIL_IMAGE.height}
                      loading="lazy"
                      decoding="async"
                    />
                  </Link>
                )}
                <div>
                  <Link to={localised(`${basePath}/${item.slug}`)} className="recent-article__title">
                    {item.title}
                  </Link>
                  <ArticleDate date={item.date} className="article-date" />
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </aside>
  );
}
