import type { MyOrdersResponse } from '@suraksha/contracts/accounts';
import { OrdersTable } from '../features/orders/orders-table.tsx';
import { useCustomerData } from '../features/auth/use-customer-data.ts';
import type { Route } from './+types/dashboard-my-orders';

export const meta: Route.MetaFunction = () => [{ title: 'My Orders — Suraksha' }, { name: 'robots', content: 'noindex' }];

export default function DashboardMyOrders() {
  const { data, loading } = useCustomerData<MyOrdersResponse>('/customer/myorders', 'POST');
  return (
    <>
      <h1 className="dashboard__title">My Orders</h1>
      <OrdersTable orders={data?.orders ?? []} loading={loading} />
    </>
  );
}
