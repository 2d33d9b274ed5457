import { useTranslation } from '../i18n/react.tsx';
import { Outlet } from 'react-router';
import { accountMeta } from '../features/auth/account-meta.ts';
import '../features/auth/dashboard.css';
import { DashboardNav } from '../features/auth/dashboard-nav.tsx';
import { EnsureAuthProvider } from '../lib/session/auth-provider.tsx';
import { SmallSpinner } from '../ui/spinner.tsx';
import { useDashboardGuard } from '../features/auth/use-dashboard-guard.ts';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = ({ location }) => accountMeta(location.pathname, (t) => t('account.metaTitle'));

/** The dashboard group (SPEC §2): navigation and the page, once the guard lets the customer in. */
function DashboardPage() {
  const ready = useDashboardGuard();
  const { t } = useTranslation();
  return (
    <div className="container dashboard">
      <div className="row">
        <div className="col-lg-3">
          <DashboardNav />
        </div>
        <div className="col-lg-9">
          {ready ? (
            <Outlet />
          ) : (
            <p className="dashboard-loading" role="status">
              <SmallSpinner /> {t('account.loadingAccount')}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

export default function Dashboard() {
  return (
    <EnsureAuthProvider>
      <DashboardPage />
    </EnsureAuthProvider>
  );
}
