import type { MyOrdersResponse } from '@suraksha/contracts/accounts';
import { formatRupees } from '../../lib/money.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { useLocalisedPath } from '../../i18n/use-language.ts';
import { useOrderStatusLabel } from '../../lib/order-status-label.ts';
import { readableTimeInNepal } from '@suraksha/domain/nepal-time';
import { statusTone } from '@suraksha/domain/order-status';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SmallSpinner } from '../../ui/spinner.tsx';
import { LabelledCell } from '../../ui/labelled-cell.tsx';

/** SPEC §2 My Orders table: id, order time, method, status, total and a view action; one card per order on a phone. */
export function OrdersTable({ orders, loading }: { orders: MyOrdersResponse['orders']; loading: boolean }) {
  const { t } = useTranslation();
  const href = useLocalisedPath();
  const statusLabel = useOrderStatusLabel();
  if (loading) {
    return (
      <p className="dashboard-loading" role="status">
        <SmallSpinner /> {t('account.orders.loading')}
      </p>
    );
  }
  if (orders.length === 0) return <EmptyState text={t('account.orders.empty')} />;
  return (
    <div className="table-responsive">
      <table className="table dashboard-table stacked-table align-middle">
        <thead>
          <tr>
            <th scope="col">{t('account.orders.order')}</th>
            <th scope="col">{t('account.orders.time')}</th>
            <th scope="col">{t('account.orders.method')}</th>
            <th scope="col">{t('account.orders.status')}</th>
            <th scope="col" className="text-end">
              {t('account.orders.total')}
            </th>
            {/* Named for screen readers without visually-hidden text: that is positioned absolutely and would widen the page. */}
            <th scope="col" aria-label={t('account.orders.action')} />
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.slug}>
              <LabelledCell label={t('account.orders.order')} className="text-nowrap">
                {order.order_name}
              </LabelledCell>
              <LabelledCell label={t('account.orders.time')} className="text-nowrap">
                {readableTimeInNepal(order.created_date)}
              </LabelledCell>
              <LabelledCell label={t('account.orders.method')}>{order.method}</LabelledCell>
              <LabelledCell label={t('account.orders.status')}>
                {/* SPEC §4: 'Pending Order' in the warning colour, the others in the success colour (Cancelled: danger). */}
                <span className={`badge text-bg-${statusTone(order.status)}`}>{statusLabel(order.status)}</span>
              </LabelledCell>
              <LabelledCell label={t('account.orders.total')} className="text-end text-nowrap">
                {formatRupees(order.total)}
              </LabelledCell>
              <td>
                <Link
                  to={href(`/dashboard/my-orders/${order.slug}`)}
                  aria-label={t('account.orders.viewOrder', { name: order.order_name })}
                >
                  {t('account.orders.view')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
