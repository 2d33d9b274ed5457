import { useState } from 'react';
import { toast } from 'react-hot-toast';
import { useTranslation } from '../i18n/react.tsx';
import { languageOfPath } from '@suraksha/domain/site-languages';
import { i18nFor } from '../i18n/i18n.ts';
import { useLocalisedPath } from '../i18n/use-language.ts';
import { useMyAccountCrumb } from '../lib/session/account-crumb.ts';
import { useAuth } from '../lib/session/auth-provider.tsx';
import { Breadcrumbs } from '../ui/breadcrumbs.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { PageHeader } from '../ui/page-frame.tsx';
import { SmallSpinner } from '../ui/spinner.tsx';
import { useCustomerData } from '../lib/session/use-customer-data.ts';
import { downloadInvoicePdf } from '../features/orders/download-invoice.ts';
import { CancelOrder } from '../features/orders/cancel-order.tsx';
import { Invoice } from '../features/orders/invoice.tsx';
import type { Route } from './+types/dashboard-order-invoice';
import { usePublicEnv } from '../lib/browser-api.ts';

export const meta: Route.MetaFunction = ({ params, location }) => [
  { title: i18nFor(languageOfPath(location.pathname)).t('invoice.page.metaTitle', { orderNumber: params.orderId }) },
  { name: 'robots', content: 'noindex' },
];

/** SPEC §2 /dashboard/my-orders/{orderId}: the invoice, printable and downloadable as a PDF. */
export default function DashboardOrderInvoice({ params }: Route.ComponentProps) {
  const { token } = useAuth();
  const env = usePublicEnv();
  const { t } = useTranslation();
  const href = useLocalisedPath();
  const accountCrumb = useMyAccountCrumb();
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
      toast.error(t('invoice.page.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  }

  // Home › My account › My Orders › Order SRK-…: the invoice below carries the page's h1.
  const parents = [accountCrumb, { title: t('invoice.page.myOrders'), to: href('/dashboard/my-orders') }];
  const crumb = t('invoice.page.crumb', { orderNumber: data?.order.order_name ?? params.orderId });
  const trail = <Breadcrumbs crumbs={[...parents, { title: crumb }]} />;
  if (loading) {
    return (
      <>
        {trail}
        <p className="dashboard-loading" role="status">
          <SmallSpinner /> {t('invoice.page.loading')}
        </p>
      </>
    );
  }
  if (!data) {
    return (
      <>
        <PageHeader title={t('invoice.page.title')} parents={parents} crumb={crumb} />
        <EmptyState text={t('invoice.page.notFound')} />
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
              {t('invoice.page.print')}
            </button>
            <button type="button" className="btn btn-accent" onClick={() => download(orderNumber)} disabled={downloading}>
              {downloading ? <SmallSpinner /> : null} {t('invoice.page.download')}
            </button>
          </>
        }
      />
    </>
  );
}
