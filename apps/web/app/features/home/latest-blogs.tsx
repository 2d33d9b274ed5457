import type { ArticleCard } from '@suraksha/contracts/content';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { useLocalisedPath } from '../../i18n/use-language.ts';
import { NepalDate } from '../../ui/nepal-date.tsx';

/** Blog covers are 16:9 (800 × 450). */
const COVER_WIDTH_PX = 800;
const COVER_HEIGHT_PX = 450;

export function LatestBlogs({ blogs }: { blogs: ArticleCard[] }) {
  const { t } = useTranslation();
  const localised = useLocalisedPath();
  return (
    <ul className="blog-grid list-unstyled">
      {blogs.map((blog) => {
        const href = localised(`/blogs/${blog.slug}`);
        return (
          <li key={blog.slug}>
            <article className="blog-card">
              {blog.image && (
                <Link to={href} tabIndex={-1} aria-hidden="true" className="blog-card__media">
                  <img src={blog.image} alt="" width={COVER_WIDTH_PX} height={COVER_HEIGHT_PX} loading="lazy" decoding="async" />
                </Link>
              )}
              <div className="blog-card__body">
                <NepalDate day={blog.date} className="blog-card__date" />
                <h3 className="blog-card__title">
                  <Link to={href}>{blog.title}</Link>
                </h3>
                <p className="blog-card__summary">{blog.summary}</p>
                <Link to={href} className="blog-card__more" aria-label={t('catalogue.home.readMoreAbout', { title: blog.title })}>
                  {t('catalogue.home.readMore')} <span aria-hidden="true">→</span>
                </Link>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
