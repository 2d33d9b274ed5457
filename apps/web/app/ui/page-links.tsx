import { useTranslation } from '../i18n/react.tsx';
import { Link } from 'react-router';
import { useLocalisedPath } from '../i18n/use-language.ts';

/** Page numbers to show: all of a short list; else the first, the last and the current one's neighbours. */
function visiblePages(current: number, total: number): (number | 'gap')[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const pages = [...new Set([1, total, current - 1, current, current + 1])].filter((p) => p >= 1 && p <= total).toSorted((a, b) => a - b);
  return pages.flatMap((p, i) => (i > 0 && p - (pages[i - 1] as number) > 1 ? ['gap' as const, p] : [p]));
}

/**
 * Links to the other pages of a listing (products, blogs, trainings); nothing when everything fits on one
 * page. `hrefOf` gives site paths; they are put into the page's language here (a Nepali listing pages in /ne).
 */
export function PageLinks({
  pagination,
  hrefOf,
  className,
}: {
  pagination: { page: number; totalPages: number };
  hrefOf: (page: number) => string;
  className: string;
}) {
  const { t } = useTranslation();
  const localised = useLocalisedPath();
  const { page, totalPages } = pagination;
  // Past the last page (a shrunken listing, an old link), Previous leads back to the last page there is.
  const pastTheEnd = page > Math.max(totalPages, 1);
  if (totalPages <= 1 && !pastTheEnd) return null;
  const previous = Math.max(1, Math.min(page - 1, totalPages));
  return (
    <nav aria-label={t('common.pages.label')} className={className}>
      <ul className="pagination flex-wrap justify-content-center">
        {page > 1 && (
          <li className="page-item">
            <Link className="page-link" to={localised(hrefOf(previous))} rel="prev">
              {t('common.pages.previous')}
            </Link>
          </li>
        )}
        {visiblePages(page, totalPages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} className="page-item disabled">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={p} className={p === page ? 'page-item active' : 'page-item'}>
              {p === page ? (
                <span className="page-link" aria-current="page">
                  {p}
                </span>
              ) : (
                <Link className="page-link" to={localised(hrefOf(p))}>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
        {page < totalPages && (
          <li className="page-item">
            <Link className="page-link" to={localised(hrefOf(page + 1))} rel="next">
              {t('common.pages.next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
