import type { ReferralState } from '@suraksha/contracts/referrals';
import { FRIEND_BONUS_PERCENT, REFERRAL_REWARD_PAISA } from '@suraksha/domain/constants';
import { formatPaisa, formatRupees } from '../lib/money.ts';
import { useEffect } from 'react';
import { Tab, Tabs } from 'react-bootstrap';
import { toast } from 'react-hot-toast';
import { useAuth } from '../lib/session/auth-provider.tsx';
import { readableDate } from '@suraksha/domain/nepal-time';
import { EmptyState } from '../ui/empty-state.tsx';
import { LabelledCell } from '../ui/labelled-cell.tsx';
import { SmallSpinner } from '../ui/spinner.tsx';
import { useCustomerData } from '../lib/session/use-customer-data.ts';
import { PageHeader } from '../ui/page-frame.tsx';
import { MY_ACCOUNT_CRUMB } from '../lib/session/account-crumb.ts';
import type { Route } from './+types/dashboard-wallet-refer';
import { usePublicEnv } from '../lib/browser-api.ts';
import '../styles/storefront-overlays.css';

export const meta: Route.MetaFunction = () => [{ title: 'Earn & Refer — Suraksha' }, { name: 'robots', content: 'noindex' }];

const STATE_LABEL: Record<ReferralState, string> = {
  registered: 'Registered',
  verified: 'Verified',
  rewarded: `Rewarded (${formatPaisa(REFERRAL_REWARD_PAISA)})`,
};

/** SPEC §2 Earn & Refer: wallet amount, the personal referral link and code, Your Community and Redeemed Coupon. */
export default function DashboardWalletRefer() {
  const { user, refreshProfile } = useAuth();
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
  const link = `${base}/register?ref=${encodeURIComponent(user.referral_code)}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Referral link copied.');
    } catch {
      toast.error('Could not copy; please select the link and copy it.');
    }
  }

  return (
    <>
      <PageHeader title="Earn & Refer" parents={[MY_ACCOUNT_CRUMB]} />
      <div className="row g-3 mb-4">
        <div className="col-md-5">
          <div className="dashboard-card">
            <p className="dashboard-card__label">Wallet amount</p>
            <p className="dashboard-card__value" data-testid="wallet-amount">
              {formatRupees(user.amount)}
            </p>
          </div>
        </div>
        <div className="col-md-7">
          <div className="dashboard-card">
            <h2 className="h6">Refer and earn</h2>
            <p className="mb-2">
              Invite friends to Suraksha and earn {formatPaisa(REFERRAL_REWARD_PAISA)} cash in your wallet for every successful referral: a
              friend who joins with your link and receives their first order. Your friend gets a {FRIEND_BONUS_PERCENT}% cash bonus on
              verification.
            </p>
            <label htmlFor="referral-link" className="form-label dashboard-card__label">
              Your referral link
            </label>
            <div className="referral-link mb-2">
              <input id="referral-link" className="form-control" value={link} readOnly onFocus={(e) => e.currentTarget.select()} />
              <button type="button" className="btn btn-accent" onClick={copy}>
                Copy
              </button>
            </div>
            <p className="mb-0">
              Referral code: <strong data-testid="referral-code">{user.referral_code}</strong>
            </p>
          </div>
        </div>
      </div>
      {loading || community.loading ? (
        <p className="dashboard-loading" role="status">
          <SmallSpinner /> Loading…
        </p>
      ) : (
        <Tabs defaultActiveKey="community" id="wallet-refer-tabs" className="mb-3">
          <Tab eventKey="community" title="Your Community">
            {community.data?.orders.length ? (
              <div className="table-responsive">
                <table className="table dashboard-table stacked-table align-middle">
                  <thead>
                    <tr>
                      <th scope="col">Friend</th>
                      <th scope="col">Joined</th>
                      <th scope="col">Status</th>
                    </tr>
                  </thead>
                  <tbody>
                    {community.data.orders.map((r, i) => (
                      <tr key={`${r.name}-${r.date}-${i}`}>
                        <LabelledCell label="Friend">{r.name}</LabelledCell>
                        <LabelledCell label="Joined" className="text-nowrap">
                          {readableDate(r.date)}
                        </LabelledCell>
                        <LabelledCell label="Status">{STATE_LABEL[r.status]}</LabelledCell>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <EmptyState text="No item found" />
            )}
          </Tab>
          <Tab eventKey="coupons" title="Redeemed Coupon">
            {data?.redeemed_coupons.length ? (
              <div className="table-responsive">
                <table className="table dashboard-table stacked-table align-middle">
                  <thead>
                    <tr>
                      <th scope="col">Coupon</th>
                      <th scope="col">Order</th>
                      <th scope="col">Date</th>
                      <th scope="col" className="text-end">
                        Saved
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.redeemed_coupons.map((c) => (
                      <tr key={`${c.code}-${c.order_name}`}>
                        <LabelledCell label="Coupon">
                          {/* One block: a stacked cell lines its children up beside the label. */}
                          <div>
                            {c.title}
                            <div className="small text-secondary">{c.code}</div>
                          </div>
                        </LabelledCell>
                        <LabelledCell label="Order" className="text-nowrap">
                          {c.order_name}
                        </LabelledCell>
                        <LabelledCell label="Date" className="text-nowrap">
                          {readableDate(c.date)}
                        </LabelledCell>
                        <LabelledCell label="Saved" className="text-end text-nowrap">
                          {formatRupees(c.amount)}
                        </LabelledCell>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <EmptyState text="No item found" />
            )}
          </Tab>
        </Tabs>
      )}
    </>
  );
}
