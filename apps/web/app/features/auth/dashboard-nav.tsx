import { useTranslation } from '../../i18n/react.tsx';
import { NavLink } from 'react-router';
import { useLocalisedPath } from '../../i18n/use-language.ts';
import { LogoutButton } from './logout-button.tsx';

/** SPEC §2 dashboard navigation, in this order; each label is a key of the account messages. */
export const DASHBOARD_LINKS = [
  { label: 'dashboard', to: '/dashboard', end: true },
  { label: 'walletRefer', to: '/dashboard/wallet-refer', end: false },
  { label: 'myOrders', to: '/dashboard/my-orders', end: false },
  { label: 'myService', to: '/dashboard/my-service', end: false },
  { label: 'myWishlist', to: '/wishlists', end: false },
] as const;

export function DashboardNav() {
  const { t } = useTranslation();
  const href = useLocalisedPath();
  return (
    <nav className="dashboard-nav" aria-label={t('account.nav.label')}>
      <ul className="dashboard-nav__list list-unstyled">
        {DASHBOARD_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={href(link.to)} end={link.end} className="dashboard-nav__link">
              {t(`account.nav.${link.label}`)}
            </NavLink>
          </li>
        ))}
        <li>
          <LogoutButton className="dashboard-nav__link dashboard-nav__logout" />
        </li>
      </ul>
    </nav>
  );
}
