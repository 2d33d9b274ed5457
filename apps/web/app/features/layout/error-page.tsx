import { Link, isRouteErrorResponse, useLocation } from 'react-router';
import { ShieldMark } from '../../ui/shield-mark.tsx';
import { SearchBox } from './search-box.tsx';
import { allProductsLink } from './site-links.ts';

/** The 404 page: say so plainly and offer the two ways on — search, or home. */
export function NotFoundPage() {
  return (
    <section className="error-page container" aria-labelledby="error-title">
      <ShieldMark size={56} />
      <p className="error-page__code">Error 404</p>
      <h1 id="error-title" className="error-page__title">
        Page not found
      </h1>
      <p className="error-page__text">The page you are looking for has moved or no longer exists. Try searching for the product instead.</p>
      <SearchBox className="error-page__search" />
      <p className="error-page__actions">
        <Link to="/" className="btn btn-primary">
          Go to the home page
        </Link>
        <Link to={allProductsLink.to} className="btn btn-outline-primary">
          Browse all products
        </Link>
      </p>
    </section>
  );
}

/** Any other failure: an apology and a way back. `details` is shown only in development. */
export function ErrorPage({ status, details }: { status?: number; details?: string | undefined }) {
  const location = useLocation();
  return (
    <section className="error-page container" aria-labelledby="error-title">
      <ShieldMark size={56} />
      {status !== undefined && <p className="error-page__code">Error {status}</p>}
      <h1 id="error-title" className="error-page__title">
        Something went wrong
      </h1>
      <p className="error-page__text">
        We could not show this page just now. Please try again in a moment; if it keeps happening, call or e-mail us and we will help.
      </p>
      <p className="error-page__actions">
        {/* A full reload, not a client navigation: it retries the server too. */}
        <a href={`${location.pathname}${location.search}`} className="btn btn-primary">
          Try again
        </a>
        <Link to="/" className="btn btn-outline-primary">
          Go to the home page
        </Link>
      </p>
      {details && <pre className="error-page__details">{details}</pre>}
    </section>
  );
}

/** What a route error boundary shows: the 404 page for a 404, else the error page (a stack only in development). */
export function RouteErrorPage({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  // Production builds never carry a stack to the page; development shows it to whoever is fixing it.
  const details = import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : undefined;
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : undefined} details={details} />;
}
