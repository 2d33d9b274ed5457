import { OrdersTable } from '../features/orders/orders-table.tsx';
import { useCustomerData } from '../lib/session/use-customer-data.ts';
import type { Route } from './+types/dashboard-my-orders';

export const meta: Route.MetaFunction = () => [{ title: 'My Orders — Suraksha' }, { name: 'robots', content: 'noindex' }];

export default function DashboardMyOrders() {
  const { data, loading } = useCustomerData('my orders', (customer) => customer.myOrders.list());
  return (
    <>
      <h1 className="dashboard__title">My Orders</h1>
      <OrdersTable orders={data?.orders ?? []} loading={loading} />
    </>
  );
}
