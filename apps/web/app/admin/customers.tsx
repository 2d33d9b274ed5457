import { CUSTOMER_SORTS, type CustomerSort } from '@suraksha/contracts/admin/customers';
import { useLocation } from 'react-router';
import { PageLinks } from '../ui/page-links.tsx';
import { AnswerPending } from './answer-pending.tsx';
import { ExportCsvButton } from './export-csv-button.tsx';
import { CustomerTable } from './customer-table.tsx';
import { customerListHref, readCustomerListQuery } from './customers-url.ts';
import { useStaffSession } from './staff-session.tsx';
import { useAdminAnswer } from './use-admin-answer.ts';
import { useFilterSubmit } from './use-filter-submit.ts';
import { FilterActions, ResultCount } from './list-filters.tsx';

export const meta = () => [{ title: 'Customers — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

const DEFAULT_SORT: CustomerSort = 'joined_desc';

const isSort = (value: string | undefined): value is CustomerSort => (CUSTOMER_SORTS as readonly string[]).includes(value ?? '');

/** /admin/customers: search, filters, sortable columns and pages, all in the URL and all done by the server. */
export default function AdminCustomers() {
  const { api } = useStaffSession();
  const location = useLocation();
  const query = readCustomerListQuery(new URLSearchParams(location.search));
  const sort = isSort(query.sort) ? query.sort : DEFAULT_SORT;
  const [loaded] = useAdminAnswer('the customers', location.search, (search) =>
    api.customers.list(readCustomerListQuery(new URLSearchParams(search))),
  );
  const applyFilters = useFilterSubmit('/admin/customers', { sort: DEFAULT_SORT });

  const answer = loaded.kind === 'ready' ? loaded.value : null;
  const totalPages = answer ? Math.max(1, Math.ceil(answer.total / answer.pageSize)) : 1;
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <h1 className="h3 mb-0 me-auto">Customers</h1>
        <ExportCsvButton url={api.customers.csvPath(query)} fileName="suraksha-customers.csv" />
      </div>
      <form onSubmit={applyFilters} className="admin-filters" aria-label="Filter customers" key={location.search}>
        {query.sort && <input type="hidden" name="sort" value={query.sort} />}
        <label className="form-label mb-0">
          Search
          <input className="form-control" type="search" name="q" defaultValue={query.q} placeholder="Name, e-mail or phone" />
        </label>
        <label className="form-label mb-0">
          Verified
          <select className="form-select" name="verified" defaultValue={query.verified ?? ''}>
            <option value="">Any</option>
            <option value="yes">Verified</option>
            <option value="no">Not verified</option>
          </select>
        </label>
        <label className="form-label mb-0">
          Account
          <select className="form-select" name="state" defaultValue={query.state ?? ''}>
            <option value="">Any</option>
            <option value="active">Active</option>
            <option value="disabled">Disabled</option>
          </select>
        </label>
        <FilterActions clearTo="/admin/customers" />
      </form>

      <AnswerPending answer={loaded} loading="Loading customers…" />
      {answer && (
        <>
          <ResultCount total={answer.total} one="customer" many="customers" />
          {answer.customers.length > 0 ? (
            <CustomerTable
              customers={answer.customers}
              sort={sort}
              hrefOf={(next) => customerListHref(query, { sort: next === DEFAULT_SORT ? undefined : next })}
            />
          ) : (
            <p>No customer matches these filters.</p>
          )}
          <PageLinks
            className="mt-3"
            pagination={{ page: answer.page, totalPages }}
            hrefOf={(page) => customerListHref(query, { page: String(page) })}
          />
        </>
      )}
    </>
  );
}
