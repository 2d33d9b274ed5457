import { ORDER_DESK_SORTS } from '@suraksha/contracts/admin/order-desk';
import { ORDER_STATUSES } from '@suraksha/domain/order-status';
import { NEPAL_PROVINCES } from '@suraksha/domain/provinces';
import { useState } from 'react';
import { toast } from 'react-hot-toast';
import { Link, useLocation } from 'react-router';
import { errorMessageOf } from '../lib/api-errors.ts';
import { PageLinks } from '../ui/page-links.tsx';
import { orderDeskHref, readOrderDeskQuery } from './order-desk-url.ts';
import { OrderBulkBar } from './order-bulk-bar.tsx';
import { OrderTable } from './order-table.tsx';
import { AnswerPending } from './answer-pending.tsx';
import { ExportCsvButton } from './export-csv-button.tsx';
import { useStaffSession } from './staff-session.tsx';
import { useAdminAnswer } from './use-admin-answer.ts';
import { useFilterSubmit } from './use-filter-submit.ts';
import { FilterActions, ResultCount } from './list-filters.tsx';
import { FilterDayField } from './filter-day-field.tsx';

export const meta = () => [{ title: 'Orders — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

const SORT_LABELS: Record<(typeof ORDER_DESK_SORTS)[number], string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  total_desc: 'Largest total',
  total_asc: 'Smallest total',
};

/** /admin/orders: status tabs with counts, filters and search, the orders a page at a time: all in the URL, all done by the server. */
export default function AdminOrders() {
  const { api, can } = useStaffSession();
  // A selection is for moving orders or printing their papers: offered to a role that may do either.
  const canSelect = can('orders.advance') || can('orders.print');
  const location = useLocation();
  const query = readOrderDeskQuery(new URLSearchParams(location.search));
  const [loaded, replace] = useAdminAnswer('the orders', location.search, (search) =>
    api.orders.list(readOrderDeskQuery(new URLSearchParams(search))),
  );
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const applyFilters = useFilterSubmit('/admin/orders', { sort: 'newest' });

  /** After a move of many: the page's orders again (their statuses and the tabs' counts changed), nothing ticked. */
  function afterBulkMove() {
    setSelected(new Set());
    api.orders.list(query).then(replace, (error: unknown) => toast.error(errorMessageOf(error)));
  }

  const answer = loaded.kind === 'ready' ? loaded.value : null;
  const all = answer ? Object.values(answer.counts).reduce((sum, n) => sum + n, 0) : null;
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <h1 className="h3 mb-0 me-auto">Orders</h1>
        <ExportCsvButton url={api.orders.csvPath(query)} fileName="suraksha-orders.csv" />
      </div>
      <ul className="nav nav-pills admin-tabs" aria-label="Order status">
        <li className="nav-item">
          <Link className={`nav-link${query.status ? '' : ' active'}`} to={orderDeskHref(query, { status: undefined })}>
            All {all !== null && <span className="badge text-bg-light">{all}</span>}
          </Link>
        </li>
        {ORDER_STATUSES.map((status) => (
          <li key={status} className="nav-item">
            <Link
              className={`nav-link${query.status === status ? ' active' : ''}`}
              aria-current={query.status === status ? 'page' : undefined}
              to={orderDeskHref(query, { status })}
            >
              {status} {answer && <span className="badge text-bg-light">{answer.counts[status]}</span>}
            </Link>
          </li>
        ))}
      </ul>

      <form onSubmit={applyFilters} className="admin-filters" aria-label="Filter orders" key={location.search}>
        {query.status && <input type="hidden" name="status" value={query.status} />}
        <label className="form-label mb-0">
          Search
          <input className="form-control" type="search" name="q" defaultValue={query.q} placeholder="Order, name, e-mail or phone" />
        </label>
        <FilterDayField name="from" label="From" defaultValue={query.from} />
        <FilterDayField name="to" label="To" defaultValue={query.to} />
        <label className="form-label mb-0">
          Province
          <select className="form-select" name="province" defaultValue={query.province ?? ''}>
            <option value="">All provinces</option>
            {NEPAL_PROVINCES.map((province) => (
              <option key={province}>{province}</option>
            ))}
          </select>
        </label>
        <label className="form-label mb-0">
          Coupon
          <select className="form-select" name="coupon" defaultValue={query.coupon ?? ''}>
            <option value="">Any</option>
            <option value="yes">With a coupon</option>
            <option value="no">Without</option>
          </select>
        </label>
        <label className="form-label mb-0">
          Wallet
          <select className="form-select" name="wallet" defaultValue={query.wallet ?? ''}>
            <option value="">Any</option>
            <option value="yes">Paid partly by wallet</option>
            <option value="no">Without</option>
          </select>
        </label>
        <label className="form-label mb-0">
          Sort
          <select className="form-select" name="sort" defaultValue={query.sort ?? 'newest'}>
            {ORDER_DESK_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </label>
        <FilterActions clearTo={query.status ? orderDeskHref({}, { status: query.status }) : '/admin/orders'} />
      </form>

      <AnswerPending answer={loaded} loading="Loading orders…" />
      {answer && (
        <>
          <ResultCount total={answer.pagination.total} one="order" many="orders" />
          {canSelect && <OrderBulkBar selected={[...selected]} onDone={afterBulkMove} />}
          {answer.orders.length > 0 ? (
            <OrderTable
              orders={answer.orders}
              selection={
                canSelect
                  ? {
                      selected,
                      onToggle: (n) =>
                        setSelected((before) => {
                          const next = new Set(before);
                          if (!next.delete(n)) next.add(n);
                          return next;
                        }),
                      onToggleAll: () =>
                        setSelected((before) =>
                          answer.orders.every((o) => before.has(o.order_number))
                            ? new Set()
                            : new Set(answer.orders.map((o) => o.order_number)),
                        ),
                    }
                  : undefined
              }
            />
          ) : (
            <p>No order matches these filters.</p>
          )}
          <PageLinks className="mt-3" pagination={answer.pagination} hrefOf={(page) => orderDeskHref(query, { page: String(page) })} />
        </>
      )}
    </>
  );
}
