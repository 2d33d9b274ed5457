import { sendWithToasts } from '../lib/send-with-toasts.ts';
import type { CouponChangeResponse, CouponDetail } from '@suraksha/contracts/admin/coupons';
import { readableTimeInNepal } from '@suraksha/domain/nepal-time';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatRupees } from '../lib/money.ts';
import { SmallSpinner } from '../ui/spinner.tsx';
import { CouponForm } from './coupon-form.tsx';
import { CouponStateBadge, couponOffer } from './coupon-table.tsx';
import { useStaffSession } from './staff-session.tsx';
import { useAdminAnswer } from './use-admin-answer.ts';

export const meta = () => [{ title: 'Coupon — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

const BACK = (
  <Link to="/admin/coupons" className="small">
    ← Back to the coupons
  </Link>
);

/** /admin/coupons/{couponId}: one coupon — its figures and newest redemptions, its terms, Pause/Resume. */
export default function AdminCoupon() {
  const couponId = useParams().couponId ?? '';
  return <CouponScreen key={couponId} couponId={couponId} />;
}

function CouponScreen({ couponId }: { couponId: string }) {
  const { api } = useStaffSession();
  const [loaded, replace] = useAdminAnswer('the coupon', couponId, async (id) => (await api.coupons.get(id)).coupon);

  if (loaded.kind === 'loading') {
    return (
      <p role="status">
        <SmallSpinner /> Loading the coupon…
      </p>
    );
  }
  if (loaded.kind === 'refused') {
    return (
      <>
        <h1 className="h3 mb-3">{loaded.status === 404 ? 'Coupon not found' : 'Coupon'}</h1>
        <p className={loaded.status === 404 ? undefined : 'alert alert-warning'} role={loaded.status === 404 ? undefined : 'alert'}>
          {loaded.status === 404 ? 'There is no such coupon. Find it in the list of coupons.' : loaded.message}
        </p>
        {BACK}
      </>
    );
  }
  return <CouponPage coupon={loaded.value} onChanged={replace} />;
}

function CouponPage({ coupon, onChanged }: { coupon: CouponDetail; onChanged: (coupon: CouponDetail) => void }) {
  const { can } = useStaffSession();
  return (
    <article className="admin-order">
      {BACK}
      <header className="admin-order__head">
        <h1 className="h3 mb-0 font-monospace">{coupon.code}</h1>
        <CouponStateBadge state={coupon.state} className="fs-6" />
        <span className="text-body-secondary">{couponOffer(coupon)}</span>
      </header>

      <section className="admin-order__box" aria-labelledby="coupon-figures-title">
        <h2 id="coupon-figures-title" className="h6">
          Usage
        </h2>
        <dl className="admin-facts" aria-label="Usage figures">
          <dt>Redemptions</dt>
          <dd data-testid="coupon-redemptions">
            {coupon.figures.redemptions}
            {coupon.usage_limit !== null && ` of ${coupon.usage_limit}`}
          </dd>
          <dt>Discount given</dt>
          <dd data-testid="coupon-discount">{formatRupees(coupon.figures.discount_given)}</dd>
          <dt>Orders</dt>
          <dd>
            {coupon.figures.orders} · {formatRupees(coupon.figures.orders_total)}
          </dd>
        </dl>
        <p className="small text-body-secondary mb-2">A cancelled order gives its redemption back: it is not counted here.</p>
        {can('catalogue.prices') && <PauseButton coupon={coupon} onChanged={onChanged} />}
        <Redemptions coupon={coupon} />
      </section>

      <section className="admin-order__box" aria-labelledby="coupon-terms-title">
        <h2 id="coupon-terms-title" className="h6">
          Terms
        </h2>
        <p className="small text-body-secondary">
          Orders already placed keep what they were charged; a change applies to the next checkout.
        </p>
        <CouponForm key={`${coupon.id}-${coupon.code}`} coupon={coupon} onSaved={(answer) => onChanged(answer.coupon)} />
      </section>
    </article>
  );
}

function PauseButton({ coupon, onChanged }: { coupon: CouponDetail; onChanged: (coupon: CouponDetail) => void }) {
  const { api } = useStaffSession();
  const [busy, setBusy] = useState(false);
  const paused = coupon.paused_at !== null;
  async function toggle() {
    setBusy(true);
    const changed = await sendWithToasts<CouponChangeResponse>(
      paused ? 'resume' : 'pause',
      () => (paused ? api.coupons.resume(coupon.id) : api.coupons.pause(coupon.id)),
      [],
    );
    setBusy(false);
    if (changed) onChanged(changed.coupon);
  }
  return (
    <p>
      <button type="button" className={`btn btn-sm ${paused ? 'btn-success' : 'btn-outline-warning'}`} disabled={busy} onClick={toggle}>
        {paused ? 'Resume' : 'Pause'}
      </button>{' '}
      {paused && coupon.paused_at && (
        <span className="small text-body-secondary">Paused {readableTimeInNepal(coupon.paused_at)}: checkout refuses it.</span>
      )}
    </p>
  );
}

function Redemptions({ coupon }: { coupon: CouponDetail }) {
  const { can } = useStaffSession();
  if (coupon.redemptions.length === 0) return <p className="mb-0 text-body-secondary">No redemptions yet.</p>;
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle admin-table mb-0" aria-label="Latest redemptions">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Order</th>
            <th scope="col">Customer</th>
            <th scope="col" className="text-end">
              Discount
            </th>
          </tr>
        </thead>
        <tbody>
          {coupon.redemptions.map((r) => (
            <tr key={r.order_number}>
              <td>{readableTimeInNepal(r.at)}</td>
              <td>
                {can('orders.read') ? (
                  <Link className="font-monospace" to={`/admin/orders/${encodeURIComponent(r.order_number)}`}>
                    {r.order_number}
                  </Link>
                ) : (
                  <span className="font-monospace">{r.order_number}</span>
                )}
              </td>
              <td>
                {can('customers.read') ? <Link to={`/admin/customers/${r.customer.id}`}>{r.customer.name}</Link> : r.customer.name}
                <span className="d-block small text-body-secondary">{r.customer.email}</span>
              </td>
              <td className="text-end">{formatRupees(r.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
