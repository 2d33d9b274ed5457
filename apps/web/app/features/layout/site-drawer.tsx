import { Offcanvas } from 'react-bootstrap';
import { Link } from 'react-router';
import { CategoryDrawerList, type MenuCategory } from './category-menu.tsx';
import type { GuardedLink, HeaderAccount } from './header.tsx';
import { accountLinks, headerLinks, utilityLinks } from './site-links.ts';
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
  return (
    <Offcanvas id="site-drawer" show={show} onHide={onHide} placement="start" aria-labelledby="site-drawer-title" className="site-drawer">
      <Offcanvas.Header closeButton closeLabel="Close menu">
        <Offcanvas.Title id="site-drawer-title" as="h2" className="h5 mb-0">
          Menu
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <CategoryDrawerList categories={categories} onNavigate={onHide} />
        <nav aria-label="Shop">
          <h2 className="drawer-heading">Shop</h2>
          <ul className="drawer-list list-unstyled">
            {[...headerLinks, ...utilityLinks].map((link) => (
              <li key={link.to}>
                <Link className="drawer-link" to={link.to} onClick={onHide}>
                  {link.label}
                </Link>
              </li>
            ))}
            {[
              { label: accountLinks.wishlist.label, ...wishlistLink },
              { label: accountLinks.bag.label, ...bagLink },
            ].map(({ label, to, onClick }) => (
              <li key={label}>
                <Link
                  className="drawer-link"
                  to={to}
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
              <Link className="drawer-link" to={account.to} onClick={onHide}>
                {account.label}
              </Link>
            </li>
          </ul>
        </nav>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
