import { useTranslation } from '../i18n/react.tsx';
import { Link } from 'react-router';
import { useLocalisedPath } from '../i18n/use-language.ts';

export interface Crumb {
  title: string;
  /** Where the crumb links; the last crumb (the page itself) has none. */
  to?: string;
}

/**
 * Home › … › this page: every page below home shows where it sits and the way back up. Every crumb's
 * link is put into the page's language here, so a Nepali reader going back up stays in /ne.
 */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useTranslation();
  const localised = useLocalisedPath();
  return (
    <nav aria-label={t('common.breadcrumbs.label')} className="page-breadcrumbs">
      <ol className="breadcrumb">
        <li className="breadcrumb-item">
          <Link to={localised('/')}>{t('common.breadcrumbs.home')}</Link>
        </li>
        {crumbs.map((crumb, i) =>
          crumb.to ? (
            <li key={`${i}-${crumb.to}`} className="breadcrumb-item">
              <Link to={localised(crumb.to)}>{crumb.title}</Link>
            </li>
          ) : (
            <li key={`${i}-here`} className="breadcrumb-item active" aria-current="page">
              {crumb.title}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
