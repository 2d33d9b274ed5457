import { FRIEND_BONUS_PERCENT, REFERRAL_REWARD_PAISA } from '@suraksha/domain/constants';
import { formatPaisa } from '../lib/money.ts';
import { Link } from 'react-router';
import type { Route } from './+types/affiliate-marketing';
import { PageFrame } from '../ui/page-frame.tsx';

export const meta: Route.MetaFunction = () => [
  { title: 'Affiliate marketing | Suraksha' },
  { name: 'description', content: 'Invite friends to Suraksha: they get cashback on their shopping and you earn on every purchase.' },
];

const STEPS = [
  {
    title: 'Register',
    text: 'Create your free Suraksha account and verify your e-mail address.',
    link: { to: '/register', label: 'Register now' },
  },
  {
    title: 'Invite friends',
    text: 'Share your personal referral link from Earn & Refer with friends, family and colleagues.',
    link: { to: '/dashboard/wallet-refer', label: 'Get your link' },
  },
  {
    title: 'Friends shop and earn cashback',
    text: `Your friends shop with cash on delivery and get a ${FRIEND_BONUS_PERCENT}% cash bonus once they verify their account.`,
  },
  {
    title: 'You earn a percentage',
    text: `You earn ${formatPaisa(REFERRAL_REWARD_PAISA)} in your wallet for every successful referral, to spend at checkout.`,
  },
] as const;

/** SPEC §2 /affiliate-marketing: the four steps. */
export default function AffiliateMarketing() {
  return (
    <PageFrame title="Affiliate marketing" intro={<p>Recommend Suraksha and earn: it takes four steps.</p>}>
      <ol className="list-unstyled row g-4">
        {STEPS.map((step, index) => (
          <li key={step.title} className="col-md-6 col-lg-3">
            <div className="card h-100">
              <div className="card-body">
                <p className="display-6 text-primary mb-2" aria-hidden="true">
                  {index + 1}
                </p>
                <h2 className="h5 card-title">{step.title}</h2>
                <p className="card-text">{step.text}</p>
                {'link' in step && <Link to={step.link.to}>{step.link.label}</Link>}
              </div>
            </div>
          </li>
        ))}
      </ol>
    </PageFrame>
  );
}
