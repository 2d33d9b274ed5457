import { useTranslation } from '../i18n/react.tsx';
import { accountMeta } from '../features/auth/account-meta.ts';
import { OrdersTable } from '../features/orders/orders-table.tsx';
import { useCustomerData } from '../lib/session/use-customer-data.ts';
import { PageHeader } from '../ui/page-frame.tsx';
import { useMyAccountCrumb } from '../lib/session/account-crumb.ts';
import type { Route } from './+types/dashboard-my-orders';

export const meta: Route.MetaFunction = ({ location }) => accountMeta(location.pathname, (t) => t('account.orders.metaTitle'));

export default function DashboardMyOrders() {
  const { t } = useTranslation();
  const myAccount = useMyAccountCrumb();
  const { data, loading } = useCustomerData('my orders', (customer) => customer.myOrders.list());
  return (
    <>
      <PageHeader title={t('account.orders.title')} parents={[myAccount]} />
      <OrdersTable orders={data?.orders ?? []} loading={loading} />
    </>
  );
}
