import { useTranslation } from '../../i18n/react.tsx';
import { Link, isRouteErrorResponse, useLocation } from 'react-router';
import { useLocalisedPath } from '../../i18n/use-language.ts';
import { ShieldMark } from '../../ui/shield-mark.tsx';
import { SearchBox } from './search-box.tsx';
import { allProductsLink } from './site-links.ts';

/** The 404 page: say so plainly and offer the two ways on — search, or home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const localised = useLocalisedPath();
  return (
    <section className="error-page container" aria-labelledby="error-title">
      <ShieldMark size={56} />
      <p className="error-page__code">{t('common.errorPage.notFoundCode')}</p>
      <h1 id="error-title" className="error-page__title">
        {t('common.errorPage.notFoundTitle')}
      </h1>
      <p className="error-page__text">{t('common.errorPage.notFoundText')}</p>
      <SearchBox className="error-page__search" />
      <p className="error-page__actions">
        <Link to={localised('/')} className="btn btn-primary">
          {t('common.errorPage.home')}
        </Link>
        <Link to={localised(allProductsLink.to)} className="btn btn-outline-primary">
          {t('common.errorPage.allProducts')}
        </Link>
      </p>
    </section>
  );
}

/** Any other failure: an apology and a way back. `details` is shown only in development. */
export function ErrorPage({ status, details }: { status?: number; details?: string | undefined }) {
  const { t } = useTranslation();
  const localised = useLocalisedPath();
  const location = useLocation();
  return (
    <section className="error-page container" aria-labelledby="error-title">
      <ShieldMark size={56} />
      {status !== undefined && <p className="error-page__code">{t('common.errorPage.code', { status })}</p>}
      <h1 id="error-title" className="error-page__title">
        {t('common.errorPage.title')}
      </h1>
      <p className="error-page__text">{t('common.errorPage.text')}</p>
      <p className="error-page__actions">
        {/* A full reload, not a client navigation: it retries the server too. */}
        <a href={`${location.pathname}${location.search}`} className="btn btn-primary">
          {t('common.errorPage.tryAgain')}
        </a>
        <Link to={localised('/')} className="btn btn-outline-primary">
          {t('common.errorPage.home')}
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
