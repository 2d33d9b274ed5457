import { OrdersTable } from '../features/orders/orders-table.tsx';
import { useCustomerData } from '../lib/session/use-customer-data.ts';
import { PageHeader } from '../ui/page-frame.tsx';
import { MY_ACCOUNT_CRUMB } from '../lib/session/account-crumb.ts';
import type { Route } from './+types/dashboard-my-orders';

export const meta: Route.MetaFunction = () => [{ title: 'My Orders — Suraksha' }, { name: 'robots', content: 'noindex' }];

export default function DashboardMyOrders() {
  const { data, loading } = useCustomerData('my orders', (customer) => customer.myOrders.list());
  return (
    <>
      <PageHeader title="My Orders" parents={[MY_ACCOUNT_CRUMB]} />
      <OrdersTable orders={data?.orders ?? []} loading={loading} />
    </>
  );
}
