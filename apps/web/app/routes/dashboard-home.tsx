import { formatRupees } from '../lib/money.ts';
import { Link } from 'react-router';
import { useAuth } from '../lib/session/auth-provider.tsx';
import { OrdersTable } from '../features/orders/orders-table.tsx';
import { useCustomerData } from '../lib/session/use-customer-data.ts';
import { PageHeader } from '../ui/page-frame.tsx';
import { MY_ACCOUNT_CRUMB } from '../lib/session/account-crumb.ts';
import type { Route } from './+types/dashboard-home';

export const meta: Route.MetaFunction = () => [{ title: 'Dashboard — Suraksha' }, { name: 'robots', content: 'noindex' }];

const RECENT = 3;

/** Overview: who is signed in, the wallet, the referral code and the latest orders. */
export default function DashboardHome() {
  const { user } = useAuth();
  const { data, loading } = useCustomerData('my orders', (customer) => customer.dashboard.orders());
  if (!user) return null;
  return (
    <>
      <PageHeader title={`Namaste, ${user.name}`} crumb={MY_ACCOUNT_CRUMB.title} />
      <div className="row g-3 mb-4">
        <div className="col-sm-6 col-xl-4">
          <div className="dashboard-card">
            <p className="dashboard-card__label">Wallet balance</p>
            <p className="dashboard-card__value" data-testid="wallet-amount">
              {formatRupees(user.amount)}
            </p>
          </div>
        </div>
        <div className="col-sm-6 col-xl-4">
          <div className="dashboard-card">
            <p className="dashboard-card__label">Your referral code</p>
            <p className="dashboard-card__value">{user.referral_code}</p>
            <Link to="/dashboard/wallet-refer">Earn &amp; Refer</Link>
          </div>
        </div>
        <div className="col-xl-4">
          <div className="dashboard-card">
            <p className="dashboard-card__label">Account</p>
            <p className="mb-2 text-break">{user.email}</p>
            <div className="d-flex flex-wrap gap-3">
              <Link to="/dashboard/profile">Profile</Link>
              <Link to="/dashboard/update-profile">Update profile</Link>
              <Link to="/dashboard/change-password">Change password</Link>
            </div>
          </div>
        </div>
      </div>
      <div className="d-flex align-items-baseline justify-content-between gap-2">
        <h2 className="h5 mb-3">Recent orders</h2>
        <Link to="/dashboard/my-orders">All orders</Link>
      </div>
      <OrdersTable orders={data?.orders.slice(0, RECENT) ?? []} loading={loading} />
    </>
  );
}
