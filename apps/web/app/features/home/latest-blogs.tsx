import type { ArticleCard } from '@suraksha/contracts/content';
import { Link } from 'react-router';
import { NepalDate } from '../../ui/nepal-date.tsx';

/** Blog covers are 16:9 (800 × 450). */
const COVER_WIDTH_PX = 800;
const COVER_HEIGHT_PX = 450;

export function LatestBlogs({ blogs }: { blogs: ArticleCard[] }) {
  return (
    <ul className="blog-grid list-unstyled">
      {blogs.map((blog) => {
        const href = `/blogs/${blog.slug}`;
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
                <Link to={href} className="blog-card__more" aria-label={`Read more: ${blog.title}`}>
                  Read more <span aria-hidden="true">→</span>
                </Link>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
