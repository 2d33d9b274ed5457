import { COUPON_SORTS, COUPON_STATE_LABELS, COUPON_STATES, type CouponSort } from '@suraksha/contracts/admin/coupons';
import { Link, useLocation } from 'react-router';
import { PageLinks } from '../ui/page-links.tsx';
import { AnswerPending } from './answer-pending.tsx';
import { CouponTable } from './coupon-table.tsx';
import { couponListHref, readCouponListQuery } from './coupons-url.ts';
import { ExportCsvButton } from './export-csv-button.tsx';
import { useStaffSession } from './staff-session.tsx';
import { useAdminAnswer } from './use-admin-answer.ts';
import { useFilterSubmit } from './use-filter-submit.ts';
import { FilterActions, ResultCount } from './list-filters.tsx';

export const meta = () => [{ title: 'Coupons — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

const DEFAULT_SORT: CouponSort = 'created_desc';

const isSort = (value: string | undefined): value is CouponSort => (COUPON_SORTS as readonly string[]).includes(value ?? '');

/** /admin/coupons: search by code, filters, sortable columns and pages, all in the URL and all done by the server. */
export default function AdminCoupons() {
  const { api, can } = useStaffSession();
  const location = useLocation();
  const query = readCouponListQuery(new URLSearchParams(location.search));
  const sort = isSort(query.sort) ? query.sort : DEFAULT_SORT;
  const [loaded] = useAdminAnswer('the coupons', location.search, (search) =>
    api.coupons.list(readCouponListQuery(new URLSearchParams(search))),
  );
  const applyFilters = useFilterSubmit('/admin/coupons', { sort: DEFAULT_SORT });

  const answer = loaded.kind === 'ready' ? loaded.value : null;
  const totalPages = answer ? Math.max(1, Math.ceil(answer.total / answer.pageSize)) : 1;
  return (
    <>
      <div className="d-flex align-items-center gap-3 mb-3">
        <h1 className="h3 mb-0">Coupons</h1>
        {can('catalogue.prices') && (
          <Link className="btn btn-primary btn-sm" to="/admin/coupons/new">
            New coupon
          </Link>
        )}
        <span className="ms-auto">
          <ExportCsvButton url={api.coupons.csvPath()} fileName="suraksha-coupons.csv" label="Export CSV (every coupon)" />
        </span>
      </div>
      <form onSubmit={applyFilters} className="admin-filters" aria-label="Filter coupons" key={location.search}>
        {query.sort && <input type="hidden" name="sort" value={query.sort} />}
        <label className="form-label mb-0">
          Search
          <input className="form-control" type="search" name="q" defaultValue={query.q} placeholder="Code" />
        </label>
        <label className="form-label mb-0">
          State
          <select className="form-select" name="state" defaultValue={query.state ?? ''}>
            <option value="">Any</option>
            {COUPON_STATES.map((state) => (
              <option key={state} value={state}>
                {COUPON_STATE_LABELS[state]}
              </option>
            ))}
          </select>
        </label>
        <label className="form-label mb-0">
          Listed
          <select className="form-select" name="visibility" defaultValue={query.visibility ?? ''}>
            <option value="">Any</option>
            <option value="public">Public</option>
            <option value="private">Private</option>
          </select>
        </label>
        <FilterActions clearTo="/admin/coupons" />
      </form>

      <AnswerPending answer={loaded} loading="Loading coupons…" />
      {answer && (
        <>
          <ResultCount total={answer.total} one="coupon" many="coupons" />
          {answer.coupons.length > 0 ? (
            <CouponTable
              coupons={answer.coupons}
              sort={sort}
              hrefOf={(next) => couponListHref(query, { sort: next === DEFAULT_SORT ? undefined : next })}
            />
          ) : (
            <p>No coupon matches these filters.</p>
          )}
          <PageLinks
            className="mt-3"
            pagination={{ page: answer.page, totalPages }}
            hrefOf={(page) => couponListHref(query, { page: String(page) })}
          />
        </>
      )}
    </>
  );
}
