import type { OrderDeskRow } from '@suraksha/contracts/admin/order-desk';
import { readableTimeInNepal } from '@suraksha/domain/nepal-time';
import { statusTone } from '@suraksha/domain/order-status';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatRupees } from '../lib/money.ts';
import { AdminTableBody, AdminTableHead } from './admin-table-rows.tsx';
import { PhoneLink } from '../ui/phone-link.tsx';

const features = tableFeatures({});
const column = createColumnHelper<typeof features, OrderDeskRow>();

const columns = column.columns([
  column.accessor('order_number', {
    header: 'Order',
    cell: (info) => (
      <Link className="font-monospace" to={`/admin/orders/${encodeURIComponent(info.getValue())}`}>
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor('created_at', { header: 'Placed', cell: (info) => readableTimeInNepal(info.getValue()) }),
  column.accessor('customer_name', {
    header: 'Customer',
    cell: (info) => (
      <>
        {info.getValue()}
        <br />
        <PhoneLink className="small" phone={info.row.original.phone} />
      </>
    ),
  }),
  column.accessor('province', { header: 'Province' }),
  column.accessor('items', { header: 'Pieces' }),
  column.accessor('total', {
    header: 'Total',
    cell: (info) => {
      const { coupon, wallet } = info.row.original;
      return (
        <>
          {formatRupees(info.getValue())}
          {(coupon > 0 || wallet > 0) && (
            <span className="d-block small text-body-secondary">
              {coupon > 0 && `coupon ${formatRupees(coupon)}`}
              {coupon > 0 && wallet > 0 && ' · '}
              {wallet > 0 && `wallet ${formatRupees(wallet)}`}
            </span>
          )}
        </>
      );
    },
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => <span className={`badge text-bg-${statusTone(info.getValue())}`}>{info.getValue()}</span>,
  }),
]);

/** Which orders are ticked for a move of many at once (the desk's bulk bar). */
export interface OrderSelection {
  selected: ReadonlySet<string>;
  onToggle: (orderNumber: string) => void;
  /** Ticks every order of the page, or none when all are ticked. */
  onToggleAll: () => void;
}

/** The tick-box column that leads each row when orders can be selected; its heading ticks the whole page. */
function selectionColumn(selection: OrderSelection, allTicked: boolean) {
  return column.display({
    id: 'select',
    header: () => (
      <input
        type="checkbox"
        className="form-check-input"
        aria-label="Select every order on this page"
        checked={allTicked}
        onChange={selection.onToggleAll}
      />
    ),
    cell: (info) => {
      const orderNumber = info.row.original.order_number;
      return (
        <input
          type="checkbox"
          className="form-check-input"
          aria-label={`Select ${orderNumber}`}
          checked={selection.selected.has(orderNumber)}
          onChange={() => selection.onToggle(orderNumber)}
        />
      );
    },
  });
}

/**
 * The order desk's rows: TanStack Table for the columns, Bootstrap's table for the look; sorting and
 * paging are the server's. With `selection`, each row starts with a tick box.
 */
export function OrderTable({ orders, selection }: { orders: readonly OrderDeskRow[]; selection?: OrderSelection }) {
  const allTicked = selection !== undefined && orders.length > 0 && orders.every((o) => selection.selected.has(o.order_number));
  const shown = selection ? [selectionColumn(selection, allTicked), ...columns] : columns;
  const table = useTable({ features, columns: shown, data: orders as OrderDeskRow[] }, () => ({}));
  return (
    <div className="table-responsive">
      <table className="table table-hover align-middle admin-table" aria-label="Orders">
        <AdminTableHead groups={table.getHeaderGroups()} />
        <AdminTableBody rows={table.getRowModel().rows} />
      </table>
    </div>
  );
}
