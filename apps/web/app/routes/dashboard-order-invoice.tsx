import { useState } from 'react';
import { toast } from 'react-hot-toast';
import { useAuth } from '../lib/session/auth-provider.tsx';
import { Breadcrumbs } from '../ui/breadcrumbs.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { PageHeader } from '../ui/page-frame.tsx';
import { MY_ACCOUNT_CRUMB } from '../lib/session/account-crumb.ts';
import { SmallSpinner } from '../ui/spinner.tsx';
import { useCustomerData } from '../lib/session/use-customer-data.ts';
import { downloadInvoicePdf } from '../features/orders/download-invoice.ts';
import { CancelOrder } from '../features/orders/cancel-order.tsx';
import { Invoice } from '../features/orders/invoice.tsx';
import type { Route } from './+types/dashboard-order-invoice';
import { usePublicEnv } from '../lib/browser-api.ts';

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `Invoice ${params.orderId} — Suraksha` },
  { name: 'robots', content: 'noindex' },
];

/** SPEC §2 /dashboard/my-orders/{orderId}: the invoice, printable and downloadable as a PDF. */
export default function DashboardOrderInvoice({ params }: Route.ComponentProps) {
  const { token } = useAuth();
  const env = usePublicEnv();
  const { data, loading } = useCustomerData(`order ${params.orderId}`, (customer) => customer.myOrders.get(params.orderId));
  const [downloading, setDownloading] = useState(false);
  // The status the cancel answered with: the page shows it without loading the order again.
  const [statusNow, setStatusNow] = useState<string | null>(null);

  async function download(orderNumber: string) {
    if (!token) return;
    setDownloading(true);
    try {
      await downloadInvoicePdf({ orderNumber, apiKey: env?.apiKey ?? '', token });
    } catch (err) {
      console.error(err);
      toast.error('The invoice could not be downloaded. Please try again.');
    } finally {
      setDownloading(false);
    }
  }

  // Home › My account › My Orders › Order SRK-…: the invoice below carries the page's h1.
  const parents = [MY_ACCOUNT_CRUMB, { title: 'My Orders', to: '/dashboard/my-orders' }];
  const crumb = `Order ${data?.order.order_name ?? params.orderId}`;
  const trail = <Breadcrumbs crumbs={[...parents, { title: crumb }]} />;
  if (loading) {
    return (
      <>
        {trail}
        <p className="dashboard-loading" role="status">
          <SmallSpinner /> Loading the invoice…
        </p>
      </>
    );
  }
  if (!data) {
    return (
      <>
        <PageHeader title="Invoice" parents={parents} crumb={crumb} />
        <EmptyState text="No order found" />
      </>
    );
  }
  const orderNumber = data.order.order_name;
  const invoice = statusNow ? { ...data, order: { ...data.order, status: statusNow } } : data;
  return (
    <>
      {trail}
      <Invoice
        invoice={invoice}
        actions={
          <>
            <CancelOrder orderNumber={orderNumber} status={invoice.order.status} onCancelled={setStatusNow} />
            <button type="button" className="btn btn-outline-secondary" onClick={() => window.print()}>
              Print
            </button>
            <button type="button" className="btn btn-accent" onClick={() => download(orderNumber)} disabled={downloading}>
              {downloading ? <SmallSpinner /> : null} Download PDF
            </button>
          </>
        }
      />
    </>
  );
}
