import { formatRupees } from '../lib/money.ts';
import { useTranslation } from '../i18n/react.tsx';
import { Link } from 'react-router';
import { useLocalisedPath } from '../i18n/use-language.ts';
import { accountMeta } from '../features/auth/account-meta.ts';
import { useAuth } from '../lib/session/auth-provider.tsx';
import { readableDate } from '@suraksha/domain/nepal-time';
import { PageHeader } from '../ui/page-frame.tsx';
import { useMyAccountCrumb } from '../lib/session/account-crumb.ts';
import type { Route } from './+types/dashboard-profile';
import { formatPhone } from '@suraksha/domain/nepal-phone';

export const meta: Route.MetaFunction = ({ location }) => accountMeta(location.pathname, (t) => t('account.profile.metaTitle'));

export default function DashboardProfile() {
  const { user } = useAuth();
  const { t } = useTranslation();
  const href = useLocalisedPath();
  const myAccount = useMyAccountCrumb();
  if (!user) return null;
  return (
    <>
      <PageHeader title={t('account.profile.title')} parents={[myAccount]} />
      <dl className="profile-list">
        <dt>{t('account.profile.name')}</dt>
        <dd>{user.name}</dd>
        <dt>{t('account.profile.email')}</dt>
        <dd>{user.email}</dd>
        <dt>{t('account.profile.phone')}</dt>
        <dd>{user.phone ? formatPhone(user.phone) : '—'}</dd>
        <dt>{t('account.profile.verified')}</dt>
        <dd>{user.email_verified_at ? readableDate(user.email_verified_at) : t('account.profile.notYet')}</dd>
        <dt>{t('account.profile.wallet')}</dt>
        <dd>{formatRupees(user.amount)}</dd>
        <dt>{t('account.profile.referralCode')}</dt>
        <dd>{user.referral_code}</dd>
      </dl>
      <div className="d-flex flex-wrap gap-2">
        <Link className="btn btn-primary" to={href('/dashboard/update-profile')}>
          {t('account.profile.update')}
        </Link>
        <Link className="btn btn-outline-primary" to={href('/dashboard/change-password')}>
          {t('account.profile.changePassword')}
        </Link>
      </div>
    </>
  );
}
