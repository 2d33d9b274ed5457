import type { ReferralState } from '@suraksha/contracts/referrals';
import type { TFunction } from '../i18n/translate.ts';
import { FRIEND_BONUS_PERCENT, REFERRAL_REWARD_PAISA } from '@suraksha/domain/constants';
import { formatPaisa, formatRupees } from '../lib/money.ts';
import { useEffect } from 'react';
import { Tab, Tabs } from 'react-bootstrap';
import { toast } from 'react-hot-toast';
import { useTranslation } from '../i18n/react.tsx';
import { useLocalisedPath } from '../i18n/use-language.ts';
import { accountMeta } from '../features/auth/account-meta.ts';
import { useAuth } from '../lib/session/auth-provider.tsx';
import { readableDate } from '@suraksha/domain/nepal-time';
import { EmptyState } from '../ui/empty-state.tsx';
import { LabelledCell } from '../ui/labelled-cell.tsx';
import { SmallSpinner } from '../ui/spinner.tsx';
import { useCustomerData } from '../lib/session/use-customer-data.ts';
import { PageHeader } from '../ui/page-frame.tsx';
import { useMyAccountCrumb } from '../lib/session/account-crumb.ts';
import type { Route } from './+types/dashboard-wallet-refer';
import { usePublicEnv } from '../lib/browser-api.ts';
import '../styles/storefront-overlays.css';

export const meta: Route.MetaFunction = ({ location }) => accountMeta(location.pathname, (t) => t('account.wallet.metaTitle'));

const REWARD = formatPaisa(REFERRAL_REWARD_PAISA);

/** A referred friend's state in the page's language (the reward as the one formatter writes it). */
function referralStateLabel(t: TFunction, state: ReferralState): string {
  return state === 'rewarded' ? t('account.wallet.states.rewarded', { reward: REWARD }) : t(`account.wallet.states.${state}`);
}

/** SPEC §2 Earn & Refer: wallet amount, the personal referral link and code, Your Community and Redeemed Coupon. */
export default function DashboardWalletRefer() {
  const { user, refreshProfile } = useAuth();
  const { t } = useTranslation();
  const href = useLocalisedPath();
  const myAccount = useMyAccountCrumb();
  const env = usePublicEnv();
  // SPEC §7 POST /customer/refers: the key 'orders' holds the people referred.
  const community = useCustomerData('my referrals', (customer) => customer.dashboard.refers());
  const { data, loading } = useCustomerData('my wallet', (customer) => customer.dashboard.walletRefer());
  // The wallet may have grown since sign-in (a referral reward): show the balance as it is now.
  useEffect(() => {
    refreshProfile().catch((err: unknown) => console.error('Could not refresh the wallet amount.', err));
  }, [refreshProfile]);
  if (!user) return null;
  const base = (env?.publicUrl ?? '').replace(/\/$/, '');
  // A reader of the Nepali site invites friends to its sign-up page.
  const link = `${base}${href('/register')}?ref=${encodeURIComponent(user.referral_code)}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('account.wallet.copied'));
    } catch {
      toast.error(t('account.wallet.copyFailed'));
    }
  }

  return (
    <>
      <PageHeader title={t('account.wallet.title')} parents={[myAccount]} />
      <div className="row g-3 mb-4">
        <div className="col-md-5">
          <div className="dashboard-card">
            <p className="dashboard-card__label">{t('account.wallet.amount')}</p>
            <p className="dashboard-card__value" data-testid="wallet-amount">
              {formatRupees(user.amount)}
            </p>
          </div>
        </div>
        <div className="col-md-7">
          <div className="dashboard-card">
            <h2 className="h6">{t('account.wallet.referTitle')}</h2>
            <p className="mb-2">{t('account.wallet.referText', { reward: REWARD, percent: FRIEND_BONUS_PERCENT })}</p>
            <label htmlFor="referral-link" className="form-label dashboard-card__label">
              {t('account.wallet.link')}
            </label>
            <div className="referral-link mb-2">
              <input id="referral-link" className="form-control" value={link} readOnly onFocus={(e) => e.currentTarget.select()} />
              <button type="button" className="btn btn-accent" onClick={copy}>
                {t('account.wallet.copy')}
              </button>
            </div>
            <p className="mb-0">
              {t('account.wallet.code')} <strong data-testid="referral-code">{user.referral_code}</strong>
            </p>
          </div>
        </div>
      </div>
      {loading || community.loading ? (
        <p className="dashboard-loading" role="status">
          <SmallSpinner /> {t('account.loading')}
        </p>
      ) : (
        <Tabs defaultActiveKey="community" id="wallet-refer-tabs" className="mb-3">
          <Tab eventKey="community" title={t('account.wallet.community')}>
            {community.data?.orders.length ? (
              <div className="table-responsive">
                <table className="table dashboard-table stacked-table align-middle">
                  <thead>
                    <tr>
                      <th scope="col">{t('account.wallet.friend')}</th>
                      <th scope="col">{t('account.wallet.joined')}</th>
                      <th scope="col">{t('account.wallet.status')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {community.data.orders.map((r, i) => (
                      <tr key={`${r.name}-${r.date}-${i}`}>
                        <LabelledCell label={t('account.wallet.friend')}>{r.name}</LabelledCell>
                        <LabelledCell label={t('account.wallet.joined')} className="text-nowrap">
                          {readableDate(r.date)}
                        </LabelledCell>
                        <LabelledCell label={t('account.wallet.status')}>{referralStateLabel(t, r.status)}</LabelledCell>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <EmptyState text={t('account.noItem')} />
            )}
          </Tab>
          <Tab eventKey="coupons" title={t('account.wallet.coupons')}>
            {data?.redeemed_coupons.length ? (
              <div className="table-responsive">
                <table className="table dashboard-table stacked-table align-middle">
                  <thead>
                    <tr>
                      <th scope="col">{t('account.wallet.coupon')}</th>
                      <th scope="col">{t('account.wallet.order')}</th>
                      <th scope="col">{t('account.wallet.date')}</th>
                      <th scope="col" className="text-end">
                        {t('account.wallet.saved')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.redeemed_coupons.map((c) => (
                      <tr key={`${c.code}-${c.order_name}`}>
                        <LabelledCell label={t('account.wallet.coupon')}>
                          {/* One block: a stacked cell lines its children up beside the label. */}
                          <div>
                            {c.title}
                            <div className="small text-secondary">{c.code}</div>
                          </div>
                        </LabelledCell>
                        <LabelledCell label={t('account.wallet.order')} className="text-nowrap">
                          {c.order_name}
                        </LabelledCell>
                        <LabelledCell label={t('account.wallet.date')} className="text-nowrap">
                          {readableDate(c.date)}
                        </LabelledCell>
                        <LabelledCell label={t('account.wallet.saved')} className="text-end text-nowrap">
                          {formatRupees(c.amount)}
                        </LabelledCell>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <EmptyState text={t('account.noItem')} />
            )}
          </Tab>
        </Tabs>
      )}
    </>
  );
}
