import type { MyOrdersResponse } from '@suraksha/contracts/accounts';
import { formatRupees } from '../../lib/money.ts';
import { Link } from 'react-router';
import { readableTimeInNepal } from '@suraksha/domain/nepal-time';
import { statusTone } from '@suraksha/domain/order-status';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SmallSpinner } from '../../ui/spinner.tsx';
import { LabelledCell } from '../../ui/labelled-cell.tsx';

/** SPEC §2 My Orders table: id, order time, method, status, total and a view action; one card per order on a phone. */
export function OrdersTable({ orders, loading }: { orders: MyOrdersResponse['orders']; loading: boolean }) {
  if (loading) {
    return (
      <p className="dashboard-loading" role="status">
        <SmallSpinner /> Loading orders…
      </p>
    );
  }
  if (orders.length === 0) return <EmptyState text="No order found" />;
  return (
    <div className="table-responsive">
      <table className="table dashboard-table stacked-table align-middle">
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Order time</th>
            <th scope="col">Method</th>
            <th scope="col">Status</th>
            <th scope="col" className="text-end">
              Total
            </th>
            {/* Named for screen readers without visually-hidden text: that is positioned absolutely and would widen the page. */}
            <th scope="col" aria-label="Action" />
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.slug}>
              <LabelledCell label="Order" className="text-nowrap">
                {order.order_name}
              </LabelledCell>
              <LabelledCell label="Order time" className="text-nowrap">
                {readableTimeInNepal(order.created_date)}
              </LabelledCell>
              <LabelledCell label="Method">{order.method}</LabelledCell>
              <LabelledCell label="Status">
                {/* SPEC §4: 'Pending Order' in the warning colour, the others in the success colour (Cancelled: danger). */}
                <span className={`badge text-bg-${statusTone(order.status)}`}>{order.status}</span>
              </LabelledCell>
              <LabelledCell label="Total" className="text-end text-nowrap">
                {formatRupees(order.total)}
              </LabelledCell>
              <td>
                <Link to={`/dashboard/my-orders/${order.slug}`} aria-label={`View order ${order.order_name}`}>
                  View
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
