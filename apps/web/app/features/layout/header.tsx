import type { FooterResponse } from '@suraksha/contracts/catalog';
import { useState } from 'react';
import { toast } from 'react-hot-toast';
import { useTranslation } from '../../i18n/react.tsx';
import { Link, NavLink, useLocation } from 'react-router';
import { useLocalisedPath } from '../../i18n/use-language.ts';
import { BagIcon, HeartIcon, MenuIcon, PhoneIcon, TruckIcon, UserIcon } from '../../ui/icons.tsx';
import { useOnDemand } from '../../lib/use-on-demand.ts';
import { PlainLink } from '../../ui/plain-link.tsx';
import { CategoryMegaMenu, type MenuCategory } from './category-menu.tsx';
import { Logo } from './logo.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { SearchBox } from './search-box.tsx';
import { accountLinks, headerLinks, type SiteLink, utilityLinks } from './site-links.ts';

/** The phone's menu drawer comes with its first opening (decision 0116): most visits never open it. */
const loadSiteDrawer = () => import('./site-drawer.tsx');
export const MENU_UNAVAILABLE = 'The menu could not be opened. Please check your connection and try again.';

type ShopContact = FooterResponse['contact'];

/** Who is looking: 'Login' for a visitor, 'Dashboard' once signed in (decided by the caller). */
export interface HeaderAccount {
  to: string;
  label: string;
  signedIn: boolean;
}

export const LOGIN_REQUIRED = 'Login required!';

/** Where a bag or wishlist link leads, and what it says first when it leads to the login page. */
export interface GuardedLink {
  to: string;
  onClick?: () => void;
}

/**
 * SPEC §5: a visitor's bag and wishlist actions say 'Login required!'. The toast alone left the
 * buyer nowhere to go (issue #14), so the link also leads to the login page, which brings them back
 * to the wishlist or bag once signed in.
 */
export function guardedLink(link: SiteLink, account: HeaderAccount): GuardedLink {
  if (account.signedIn) return { to: link.to };
  return {
    to: `${accountLinks.login.to}?${new URLSearchParams({ redirectTo: link.to })}`,
    onClick: () => toast.error(LOGIN_REQUIRED),
  };
}

/** The shop's header: trust strip, logo + search + account links, then the category navigation. */
/** Lines in the bag and products in the wishlist, for the badges. */
export interface HeaderCounters {
  cart: number;
  wishlist: number;
}

export function Header({
  categories,
  contact,
  account,
  counters,
}: {
  categories: MenuCategory[];
  contact: ShopContact | null;
  account: HeaderAccount;
  counters: HeaderCounters;
}) {
  const wishlistLink = guardedLink(accountLinks.wishlist, account);
  const bagLink = guardedLink(accountLinks.bag, account);
  const location = useLocation();
  const { t } = useTranslation();
  const href = useLocalisedPath();
  const linkText = (link: SiteLink) => (link.messageKey ? t(link.messageKey) : link.label);
  // The drawer belongs to the page it was opened on: any navigation closes it.
  const [drawerOpenedAt, setDrawerOpenedAt] = useState<string | null>(null);
  const drawerOpen = drawerOpenedAt === location.key;
  const closeDrawer = () => setDrawerOpenedAt(null);
  const drawer = useOnDemand(loadSiteDrawer);
  const openDrawer = () => {
    const openedAt = location.key;
    void drawer.request().then((loaded) => (loaded ? setDrawerOpenedAt(openedAt) : toast.error(MENU_UNAVAILABLE)));
  };
  // Fetched as soon as a finger or pointer comes near the button, so the drawer is there for the tap.
  const prepareDrawer = () => void drawer.request();

  return (
    <header className="site-header">
      <div className="site-topbar">
        <div className="container site-topbar__inner">
          <span className="site-topbar__note">
            <TruckIcon size={16} /> {t('header.cashOnDelivery')}
          </span>
          <span className="site-topbar__links">
            {contact && (
              <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`} className="site-topbar__link">
                <PhoneIcon size={14} /> {contact.phone}
              </a>
            )}
            {utilityLinks.map((link) => (
              <PlainLink key={link.to} to={href(link.to)} className="site-topbar__link d-none d-md-inline-flex">
                {linkText(link)}
              </PlainLink>
            ))}
            <LanguageSwitch className="site-topbar__link" />
          </span>
        </div>
      </div>

      <div className="container site-header__main">
        <button
          type="button"
          className="btn site-header__menu-button d-lg-none"
          aria-label={t('header.openMenu')}
          aria-controls="site-drawer"
          aria-expanded={drawerOpen}
          onClick={openDrawer}
          onPointerEnter={prepareDrawer}
          onTouchStart={prepareDrawer}
          onFocus={prepareDrawer}
        >
          <MenuIcon size={24} />
        </button>
        <Logo />
        <SearchBox className="site-header__search" />
        <nav className="site-header__actions" aria-label={t('header.yourAccount')}>
          <Link
            {...wishlistLink}
            to={href(wishlistLink.to)}
            className="header-action"
            aria-label={t('header.itemsCount', { label: t('header.wishlist'), count: counters.wishlist })}
          >
            <span className="header-action__icon">
              <HeartIcon />
              <span className="count-badge">{counters.wishlist}</span>
            </span>
            <span className="header-action__label">{t('header.wishlist')}</span>
          </Link>
          <Link
            {...bagLink}
            to={href(bagLink.to)}
            className="header-action"
            aria-label={t('header.itemsCount', { label: t('header.bag'), count: counters.cart })}
          >
            <span className="header-action__icon">
              <BagIcon />
              <span className="count-badge">{counters.cart}</span>
            </span>
            <span className="header-action__label">{t('header.bag')}</span>
          </Link>
          <Link to={href(account.to)} className="header-action">
            <span className="header-action__icon">
              <UserIcon />
            </span>
            <span className="header-action__label">{t(account.signedIn ? 'header.dashboard' : 'header.login')}</span>
          </Link>
        </nav>
      </div>

      <nav className="site-nav d-none d-lg-block" aria-label={t('header.main')}>
        <div className="container site-nav__inner">
          <CategoryMegaMenu categories={categories} />
          <ul className="site-nav__links list-unstyled">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={href(link.to)} className="site-nav__link">
                  {linkText(link)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      </nav>

      {drawer.loaded && (
        <drawer.loaded.SiteDrawer
          show={drawerOpen}
          onHide={closeDrawer}
          categories={categories}
          account={account}
          wishlistLink={wishlistLink}
          bagLink={bagLink}
        />
      )}
    </header>
  );
}
