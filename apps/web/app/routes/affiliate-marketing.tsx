import { FRIEND_BONUS_PERCENT, REFERRAL_REWARD_PAISA } from '@suraksha/domain/constants';
import { formatPaisa } from '../lib/money.ts';
import { useTranslation } from '../i18n/react.tsx';
import { Link } from 'react-router';
import { useLocalisedPath } from '../i18n/use-language.ts';
import { metaText } from '../i18n/meta-text.ts';
import type { Route } from './+types/affiliate-marketing';
import { PageFrame } from '../ui/page-frame.tsx';
import { withSiteName } from '../lib/page-meta.ts';

export const meta: Route.MetaFunction = ({ location }) => {
  const t = metaText(location);
  return [{ title: withSiteName(t('content.affiliate.title')) }, { name: 'description', content: t('content.affiliate.description') }];
};

// Each step's texts are under content.affiliate.<key>; two of them lead somewhere.
const STEPS = [
  { key: 'register', to: '/register' },
  { key: 'invite', to: '/dashboard/wallet-refer' },
  { key: 'friendsShop' },
  { key: 'youEarn' },
] as const;

/** SPEC §2 /affiliate-marketing: the four steps. */
export default function AffiliateMarketing() {
  const { t } = useTranslation();
  const localised = useLocalisedPath();
  const values = { percent: FRIEND_BONUS_PERCENT, amount: formatPaisa(REFERRAL_REWARD_PAISA) };
  return (
    <PageFrame title={t('content.affiliate.title')} intro={<p>{t('content.affiliate.intro')}</p>}>
      <ol className="list-unstyled row g-4">
        {STEPS.map((step, index) => (
          <li key={step.key} className="col-md-6 col-lg-3">
            <div className="card h-100">
              <div className="card-body">
                <p className="display-6 text-primary mb-2" aria-hidden="true">
                  {index + 1}
                </p>
                <h2 className="h5 card-title">{t(`content.affiliate.${step.key}.title`)}</h2>
                <p className="card-text">{t(`content.affiliate.${step.key}.text`, values)}</p>
                {'to' in step && <Link to={localised(step.to)}>{t(`content.affiliate.${step.key}.link`)}</Link>}
              </div>
            </div>
          </li>
        ))}
      </ol>
    </PageFrame>
  );
}
