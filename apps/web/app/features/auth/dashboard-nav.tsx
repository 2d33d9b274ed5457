import { NavLink } from 'react-router';
import { LogoutButton } from './logout-button.tsx';

/** SPEC §2 dashboard navigation, in this order. */
export const DASHBOARD_LINKS = [
  { label: 'Dashboard', to: '/dashboard', end: true },
  { label: 'Earn & Refer', to: '/dashboard/wallet-refer', end: false },
  { label: 'My Orders', to: '/dashboard/my-orders', end: false },
  { label: 'My Service', to: '/dashboard/my-service', end: false },
  { label: 'My Wishlist', to: '/wishlists', end: false },
] as const;

export function DashboardNav() {
  return (
    <nav className="dashboard-nav" aria-label="Dashboard">
      <ul className="dashboard-nav__list list-unstyled">
        {DASHBOARD_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end} className="dashboard-nav__link">
              {link.label}
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
