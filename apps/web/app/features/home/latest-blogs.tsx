import type { ArticleCard } from '@suraksha/contracts/content';
import { Link } from 'react-router';

/** Blog covers are 16:9 (800 × 450). */
const COVER_WIDTH_PX = 800;
const COVER_HEIGHT_PX = 450;

// Dates are calendar days (YYYY-MM-DD): format them in UTC so server and browser print the same day.
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

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
                <time className="blog-card__date" dateTime={blog.date}>
                  {dateFormat.format(new Date(`${blog.date}T00:00:00Z`))}
                </time>
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
