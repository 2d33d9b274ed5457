import type { CustomerRow, CustomerSort } from '@suraksha/contracts/admin/customers';
import { readableTimeInNepal } from '@suraksha/domain/nepal-time';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatRupees } from '../lib/money.ts';
import { AdminSortableTableHead, AdminTableBody } from './admin-table-rows.tsx';
import { type SortableColumn, nextSort, sortOf } from './customers-url.ts';
import { PhoneLink } from '../ui/phone-link.tsx';

const features = tableFeatures({});
const column = createColumnHelper<typeof features, CustomerRow>();

/** Which column each heading sorts by (the others do not sort). */
const SORTABLE: Partial<Record<string, SortableColumn>> = { name: 'name', orders: 'orders', total_spent: 'spent', joined_at: 'joined' };

const columns = column.columns([
  column.accessor('name', {
    header: 'Customer',
    cell: (info) => (
      <>
        <Link to={`/admin/customers/${info.row.original.id}`}>{info.getValue()}</Link>
        {info.row.original.disabled && <span className="badge text-bg-danger ms-2">Disabled</span>}
        <span className="d-block small text-body-secondary">{info.row.original.email}</span>
      </>
    ),
  }),
  column.accessor('phone', {
    header: 'Phone',
    cell: (info) => {
      const phone = info.getValue();
      return phone ? <PhoneLink phone={phone} /> : '—';
    },
  }),
  column.accessor('orders', { header: 'Orders' }),
  column.accessor('total_spent', { header: 'Total spent', cell: (info) => formatRupees(info.getValue()) }),
  column.accessor('wallet', { header: 'Wallet', cell: (info) => formatRupees(info.getValue()) }),
  column.accessor('verified', {
    header: 'Verified',
    cell: (info) => (info.getValue() ? 'Yes' : <span className="badge text-bg-warning">Not yet</span>),
  }),
  column.accessor('joined_at', { header: 'Joined', cell: (info) => readableTimeInNepal(info.getValue()) }),
]);

/**
 * The customers of one page: TanStack Table for the columns, Bootstrap's table for the look. Sorting
 * and paging are the server's: a sortable heading is a link to the list sorted by it (`hrefOf`).
 */
export function CustomerTable({
  customers,
  sort,
  hrefOf,
}: {
  customers: readonly CustomerRow[];
  sort: CustomerSort;
  hrefOf: (sort: CustomerSort) => string;
}) {
  const table = useTable({ features, columns, data: customers as CustomerRow[] }, () => ({}));
  return (
    <div className="table-responsive">
      <table className="table table-hover align-middle admin-table" aria-label="Customers">
        <AdminSortableTableHead
          groups={table.getHeaderGroups()}
          sortable={SORTABLE}
          wayOf={(by) => sortOf(by, sort)}
          hrefOf={(by) => hrefOf(nextSort(by, sort))}
        />
        <AdminTableBody rows={table.getRowModel().rows} />
      </table>
    </div>
  );
}
