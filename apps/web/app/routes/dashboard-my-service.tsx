import type { MyServiceRequestsResponse } from '@suraksha/contracts/accounts';
import type { TFunction } from '../i18n/translate.ts';
import { useTranslation } from '../i18n/react.tsx';
import { Link } from 'react-router';
import { useLocalisedPath } from '../i18n/use-language.ts';
import { accountMeta } from '../features/auth/account-meta.ts';
import { readableDate } from '@suraksha/domain/nepal-time';
import { EmptyState } from '../ui/empty-state.tsx';
import { LabelledCell } from '../ui/labelled-cell.tsx';
import { SmallSpinner } from '../ui/spinner.tsx';
import { useCustomerData } from '../lib/session/use-customer-data.ts';
import { PageHeader } from '../ui/page-frame.tsx';
import { useMyAccountCrumb } from '../lib/session/account-crumb.ts';
import type { Route } from './+types/dashboard-my-service';

export const meta: Route.MetaFunction = ({ location }) => accountMeta(location.pathname, (t) => t('account.service.metaTitle'));

type ServiceState = MyServiceRequestsResponse['service_requests'][number]['status'];

/** A request's state in the page's language. */
function stateLabel(t: TFunction, state: ServiceState): string {
  const key = ({ New: 'new', 'In progress': 'inProgress', Closed: 'closed' } as const)[state];
  return t(`account.service.states.${key}`);
}

/** My Service: the customer's service requests (installation, repair…) and where each stands. */
export default function DashboardMyService() {
  const { data, loading } = useCustomerData('my service requests', (customer) => customer.dashboard.serviceRequests());
  const requests = data?.service_requests ?? [];
  const { t } = useTranslation();
  const href = useLocalisedPath();
  const myAccount = useMyAccountCrumb();
  return (
    <>
      <PageHeader title={t('account.service.title')} parents={[myAccount]} />
      {loading ? (
        <p className="dashboard-loading" role="status">
          <SmallSpinner /> {t('account.loading')}
        </p>
      ) : requests.length === 0 ? (
        <>
          <EmptyState text={t('account.noItem')} />
          <p className="text-center mt-3">
            <Link to={href('/services')}>{t('account.service.book')}</Link>
          </p>
        </>
      ) : (
        <div className="table-responsive">
          <table className="table dashboard-table stacked-table align-middle">
            <thead>
              <tr>
                <th scope="col">{t('account.service.reference')}</th>
                <th scope="col">{t('account.service.service')}</th>
                <th scope="col">{t('account.service.requested')}</th>
                <th scope="col">{t('account.service.preferredDate')}</th>
                <th scope="col">{t('account.service.status')}</th>
              </tr>
            </thead>
            <tbody>
              {requests.map((r) => (
                <tr key={r.reference}>
                  <LabelledCell label={t('account.service.reference')} className="text-nowrap">
                    {r.reference}
                  </LabelledCell>
                  <LabelledCell label={t('account.service.service')}>{r.service ?? '—'}</LabelledCell>
                  <LabelledCell label={t('account.service.requested')} className="text-nowrap">
                    {readableDate(r.created_date)}
                  </LabelledCell>
                  <LabelledCell label={t('account.service.preferredDate')} className="text-nowrap">
                    {r.preferred_date ? readableDate(r.preferred_date) : '—'}
                  </LabelledCell>
                  <LabelledCell label={t('account.service.status')}>{stateLabel(t, r.status)}</LabelledCell>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
