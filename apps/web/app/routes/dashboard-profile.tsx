import { formatRupees } from '../lib/money.ts';
import { Link } from 'react-router';
import { useAuth } from '../lib/session/auth-provider.tsx';
import { readableDate } from '@suraksha/domain/nepal-time';
import { PageHeader } from '../ui/page-frame.tsx';
import { MY_ACCOUNT_CRUMB } from '../lib/session/account-crumb.ts';
import type { Route } from './+types/dashboard-profile';
import { formatPhone } from '@suraksha/domain/nepal-phone';

export const meta: Route.MetaFunction = () => [{ title: 'My profile — Suraksha' }, { name: 'robots', content: 'noindex' }];

export default function DashboardProfile() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <>
      <PageHeader title="My profile" parents={[MY_ACCOUNT_CRUMB]} />
      <dl className="profile-list">
        <dt>Name</dt>
        <dd>{user.name}</dd>
        <dt>E-mail</dt>
        <dd>{user.email}</dd>
        <dt>Phone</dt>
        <dd>{user.phone ? formatPhone(user.phone) : '—'}</dd>
        <dt>E-mail verified</dt>
        <dd>{user.email_verified_at ? readableDate(user.email_verified_at) : 'Not yet'}</dd>
        <dt>Wallet</dt>
        <dd>{formatRupees(user.amount)}</dd>
        <dt>Referral code</dt>
        <dd>{user.referral_code}</dd>
      </dl>
      <div className="d-flex flex-wrap gap-2">
        <Link className="btn btn-primary" to="/dashboard/update-profile">
          Update profile
        </Link>
        <Link className="btn btn-outline-primary" to="/dashboard/change-password">
          Change password
        </Link>
      </div>
    </>
  );
}
