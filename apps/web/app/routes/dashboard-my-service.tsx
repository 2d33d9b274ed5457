import { Link } from 'react-router';
import { readableDate } from '@suraksha/domain/nepal-time';
import { EmptyState } from '../ui/empty-state.tsx';
import { LabelledCell } from '../ui/labelled-cell.tsx';
import { SmallSpinner } from '../ui/spinner.tsx';
import { useCustomerData } from '../lib/session/use-customer-data.ts';
import { PageHeader } from '../ui/page-frame.tsx';
import { MY_ACCOUNT_CRUMB } from '../lib/session/account-crumb.ts';
import type { Route } from './+types/dashboard-my-service';

export const meta: Route.MetaFunction = () => [{ title: 'My Service — Suraksha' }, { name: 'robots', content: 'noindex' }];

/** My Service: the customer's service requests (installation, repair…) and where each stands. */
export default function DashboardMyService() {
  const { data, loading } = useCustomerData('my service requests', (customer) => customer.dashboard.serviceRequests());
  const requests = data?.service_requests ?? [];
  return (
    <>
      <PageHeader title="My Service" parents={[MY_ACCOUNT_CRUMB]} />
      {loading ? (
        <p className="dashboard-loading" role="status">
          <SmallSpinner /> Loading…
        </p>
      ) : requests.length === 0 ? (
        <>
          <EmptyState text="No item found" />
          <p className="text-center mt-3">
            <Link to="/services">Book an installation or repair</Link>
          </p>
        </>
      ) : (
        <div className="table-responsive">
          <table className="table dashboard-table stacked-table align-middle">
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">Service</th>
                <th scope="col">Requested</th>
                <th scope="col">Preferred date</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {requests.map((r) => (
                <tr key={r.reference}>
                  <LabelledCell label="Reference" className="text-nowrap">
                    {r.reference}
                  </LabelledCell>
                  <LabelledCell label="Service">{r.service ?? '—'}</LabelledCell>
                  <LabelledCell label="Requested" className="text-nowrap">
                    {readableDate(r.created_date)}
                  </LabelledCell>
                  <LabelledCell label="Preferred date" className="text-nowrap">
                    {r.preferred_date ? readableDate(r.preferred_date) : '—'}
                  </LabelledCell>
                  <LabelledCell label="Status">{r.status}</LabelledCell>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
