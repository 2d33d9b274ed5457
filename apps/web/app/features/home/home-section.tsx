import { Link } from 'react-router';

/** A titled band of the home page, with an optional "see all" link on the right. */
export function HomeSection({
  id,
  title,
  action,
  tone = 'plain',
  children,
}: {
  id: string;
  title: string;
  action?: { label: string; to: string };
  tone?: 'plain' | 'tinted';
  children: React.ReactNode;
}) {
  return (
    <section className={`home-section home-section--${tone}`} aria-labelledby={id}>
      <div className="container">
        <div className="home-section__head">
          <h2 id={id} className="home-section__title">
            {title}
          </h2>
          {action && (
            <Link to={action.to} className="home-section__action">
              {action.label} <span aria-hidden="true">→</span>
            </Link>
          )}
        </div>
        {children}
      </div>
    </section>
  );
}
