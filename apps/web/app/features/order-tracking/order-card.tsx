import type { TrackingResponse } from '@suraksha/contracts/order-tracking';
import { useTranslation } from '../../i18n/react.tsx';
import { formatRupees } from '../../lib/money.ts';
import { useMessageText } from '../../i18n/use-message-text.ts';
import { useOrderStatusLabel } from '../../lib/order-status-label.ts';
import { NepalDate } from '../../ui/nepal-date.tsx';
import { statusTone } from '@suraksha/domain/order-status';
import { TrackingSteps } from './tracking-steps.tsx';

/** Shown for an order line without a photo (the catalogue's own placeholder). */
const PLACEHOLDER_IMAGE = '/placeholder-product.svg';

export function StatusBadge({ status }: { status: string }) {
  const statusLabel = useOrderStatusLabel();
  return (
    <span className={`badge rounded-pill text-bg-${statusTone(status)} tracking-card__status`} data-testid="order-status">
      {statusLabel(status)}
    </span>
  );
}

/** The tracked order: number, date, method, total, status, steps and lines. */
export function OrderCard({ tracking }: { tracking: TrackingResponse }) {
  const { order, orderItems } = tracking;
  const { t } = useTranslation();
  const messageText = useMessageText();
  return (
    <section className="card tracking-card" aria-labelledby="tracking-card-title" data-testid="tracking-card">
      <div className="card-header tracking-card__header">
        <h2 id="tracking-card-title" className="tracking-card__title">
          {t('tracking.card.title', { orderNumber: order.order_name })}
        </h2>
        <StatusBadge status={order.status} />
      </div>
      <div className="card-body">
        <dl className="tracking-summary">
          <div>
            <dt>{t('tracking.card.orderNumber')}</dt>
            <dd>{order.order_name}</dd>
          </div>
          <div>
            <dt>{t('tracking.card.date')}</dt>
            <dd>
              {/* The shop's one date format: '26 Oct 2026 · 9 Kartik 2083 BS', as My Orders and the invoice read. */}
              <NepalDate day={order.date} />
            </dd>
          </div>
          <div>
            <dt>{t('tracking.card.paymentMethod')}</dt>
            <dd>{messageText(order.method)}</dd>
          </div>
          <div>
            <dt>{t('tracking.card.total')}</dt>
            <dd className="tracking-summary__total">{formatRupees(order.total)}</dd>
          </div>
        </dl>

        {order.status === 'Cancelled' && <p className="alert alert-danger mb-3">{t('tracking.card.cancelled')}</p>}
        {order.status === 'Pending Order' && <p className="alert alert-warning mb-3">{t('tracking.card.pending')}</p>}
        <TrackingSteps status={order.status} />

        <h3 className="tracking-items__title">{t('tracking.card.items')}</h3>
        <ul className="tracking-items">
          {orderItems.map((item, index) => (
            <li key={`${item.name}-${index}`} className="tracking-item">
              <img className="tracking-item__image" src={item.image ?? PLACEHOLDER_IMAGE} alt="" width={56} height={56} loading="lazy" />
              <span className="tracking-item__name">{item.name}</span>
              <span className="tracking-item__quantity">{t('tracking.card.quantity', { quantity: item.quantity })}</span>
              <span className="tracking-item__amount">{formatRupees(item.amount)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
