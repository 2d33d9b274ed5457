import { formatRupees } from '../lib/money.ts';
import { useTranslation } from '../i18n/react.tsx';
import { Link } from 'react-router';
import { useLocalisedPath } from '../i18n/use-language.ts';
import { accountMeta } from '../features/auth/account-meta.ts';
import { useAuth } from '../lib/session/auth-provider.tsx';
import { OrdersTable } from '../features/orders/orders-table.tsx';
import { useCustomerData } from '../lib/session/use-customer-data.ts';
import { PageHeader } from '../ui/page-frame.tsx';
import { useMyAccountCrumb } from '../lib/session/account-crumb.ts';
import type { Route } from './+types/dashboard-home';

export const meta: Route.MetaFunction = ({ location }) => accountMeta(location.pathname, (t) => t('account.home.metaTitle'));

const RECENT = 3;

/** Overview: who is signed in, the wallet, the referral code and the latest orders. */
export default function DashboardHome() {
  const { user } = useAuth();
  const { t } = useTranslation();
  const href = useLocalisedPath();
  const myAccount = useMyAccountCrumb();
  const { data, loading } = useCustomerData('my orders', (customer) => customer.dashboard.orders());
  if (!user) return null;
  return (
    <>
      <PageHeader title={t('account.home.greeting', { name: user.name })} crumb={myAccount.title} />
      <div className="row g-3 mb-4">
        <div className="col-sm-6 col-xl-4">
          <div className="dashboard-card">
            <p className="dashboard-card__label">{t('account.home.walletBalance')}</p>
            <p className="dashboard-card__value" data-testid="wallet-amount">
              {formatRupees(user.amount)}
            </p>
          </div>
        </div>
        <div className="col-sm-6 col-xl-4">
          <div className="dashboard-card">
            <p className="dashboard-card__label">{t('account.home.referralCode')}</p>
            <p className="dashboard-card__value">{user.referral_code}</p>
            <Link to={href('/dashboard/wallet-refer')}>{t('account.home.earnRefer')}</Link>
          </div>
        </div>
        <div className="col-xl-4">
          <div className="dashboard-card">
            <p className="dashboard-card__label">{t('account.home.account')}</p>
            <p className="mb-2 text-break">{user.email}</p>
            <div className="d-flex flex-wrap gap-3">
              <Link to={href('/dashboard/profile')}>{t('account.home.profile')}</Link>
              <Link to={href('/dashboard/update-profile')}>{t('account.home.updateProfile')}</Link>
              <Link to={href('/dashboard/change-password')}>{t('account.home.changePassword')}</Link>
            </div>
          </div>
        </div>
      </div>
      <div className="d-flex align-items-baseline justify-content-between gap-2">
        <h2 className="h5 mb-3">{t('account.home.recentOrders')}</h2>
        <Link to={href('/dashboard/my-orders')}>{t('account.home.allOrders')}</Link>
      </div>
      <OrdersTable orders={data?.orders.slice(0, RECENT) ?? []} loading={loading} />
    </>
  );
}
