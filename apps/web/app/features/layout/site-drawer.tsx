import { Offcanvas } from 'react-bootstrap';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { useLocalisedPath } from '../../i18n/use-language.ts';
import { CategoryDrawerList, type MenuCategory } from './category-menu.tsx';
import type { GuardedLink, HeaderAccount } from './header.tsx';
import { headerLinks, utilityLinks } from './site-links.ts';
import '../../styles/storefront-overlays.css';

interface SiteDrawerProps {
  show: boolean;
  onHide: () => void;
  categories: MenuCategory[];
  account: HeaderAccount;
  wishlistLink: GuardedLink;
  bagLink: GuardedLink;
}

/** The menu drawer of phones and tablets (below lg): categories, the shop's pages, the account's links. */
export function SiteDrawer({ show, onHide, categories, account, wishlistLink, bagLink }: SiteDrawerProps) {
  const { t } = useTranslation();
  const href = useLocalisedPath();
  return (
    <Offcanvas id="site-drawer" show={show} onHide={onHide} placement="start" aria-labelledby="site-drawer-title" className="site-drawer">
      <Offcanvas.Header closeButton closeLabel={t('menu.closeMenu')}>
        <Offcanvas.Title id="site-drawer-title" as="h2" className="h5 mb-0">
          {t('menu.menu')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <CategoryDrawerList categories={categories} onNavigate={onHide} />
        <nav aria-label={t('menu.shop')}>
          <h2 className="drawer-heading">{t('menu.shop')}</h2>
          <ul className="drawer-list list-unstyled">
            {[...headerLinks, ...utilityLinks].map((link) => (
              <li key={link.to}>
                <Link className="drawer-link" to={href(link.to)} onClick={onHide}>
                  {link.messageKey ? t(link.messageKey) : link.label}
                </Link>
              </li>
            ))}
            {[
              { label: t('header.wishlist'), ...wishlistLink },
              { label: t('header.bag'), ...bagLink },
            ].map(({ label, to, onClick }) => (
              <li key={label}>
                <Link
                  className="drawer-link"
                  to={href(to)}
                  onClick={() => {
                    onClick?.();
                    onHide();
                  }}
                >
                  {label}
                </Link>
              </li>
            ))}
            <li>
              <Link className="drawer-link" to={href(account.to)} onClick={onHide}>
                {t(account.signedIn ? 'header.dashboard' : 'header.login')}
              </Link>
            </li>
          </ul>
        </nav>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
