import type { OrderDeskRow } from '@suraksha/contracts/admin/order-desk';
import { readableTimeInNepal } from '@suraksha/domain/nepal-time';
import { statusTone } from '@suraksha/domain/order-status';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatRupees } from '../lib/money.ts';

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
        <a className="small" href={`tel:${info.row.original.phone}`}>
          {info.row.original.phone}
        </a>
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

/**
 * The order desk's rows: TanStack Table for the columns, Bootstrap's table for the look; sorting and
 * paging are the server's. With `selection`, each row starts with a tick box.
 */
export function OrderTable({ orders, selection }: { orders: readonly OrderDeskRow[]; selection?: OrderSelection }) {
  const table = useTable({ features, columns, data: orders as OrderDeskRow[] }, () => ({}));
  const allTicked = selection !== undefined && orders.length > 0 && orders.every((o) => selection.selected.has(o.order_number));
  return (
    <div className="table-responsive">
      <table className="table table-hover align-middle admin-table" aria-label="Orders">
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {selection && (
                <th scope="col">
                  <input
                    type="checkbox"
                    className="form-check-input"
                    aria-label="Select every order on this page"
                    checked={allTicked}
                    onChange={selection.onToggleAll}
                  />
                </th>
              )}
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {selection && (
                <td>
                  <input
                    type="checkbox"
                    className="form-check-input"
                    aria-label={`Select ${row.original.order_number}`}
                    checked={selection.selected.has(row.original.order_number)}
                    onChange={() => selection.onToggle(row.original.order_number)}
                  />
                </td>
              )}
              {row.getAllCells().map((cell) => (
                <td key={cell.id}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
