import { Link, useNavigate } from 'react-router';
import { CouponForm } from './coupon-form.tsx';
import { useStaffSession } from './staff-session.tsx';

export const meta = () => [{ title: 'New coupon — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

/** /admin/coupons/new: a coupon's terms; once created, its own page. Only for roles that may change prices. */
export default function AdminCouponNew() {
  const { can } = useStaffSession();
  const navigate = useNavigate();
  return (
    <article className="admin-order">
      <Link to="/admin/coupons" className="small">
        ← Back to the coupons
      </Link>
      <h1 className="h3 my-3">New coupon</h1>
      {can('catalogue.prices') ? (
        <section className="admin-order__box">
          <CouponForm coupon={null} onSaved={(answer) => navigate(`/admin/coupons/${answer.coupon.id}`)} />
        </section>
      ) : (
        <p className="alert alert-warning" role="alert">
          Your role may read coupons but not create them.
        </p>
      )}
    </article>
  );
}
