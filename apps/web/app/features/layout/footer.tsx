import type { FooterResponse } from '@suraksha/contracts/catalog';
import { SHOP_ADDRESS } from '@suraksha/domain/constants';
import { Link } from 'react-router';
import { MailIcon, MapPinIcon, PhoneIcon, TruckIcon } from '../../ui/icons.tsx';
import { Logo } from './logo.tsx';
import { SellerDisclosure } from './seller-disclosure.tsx';
import { brandPath, categoryPath, informationLinks } from './site-links.ts';

/**
 * The footer. `footer` is null when /api/footer failed: the shop still shows its
 * fixed links, as SPEC §8 wants footer failures to stay invisible to the user.
 */
export function Footer({ footer, year }: { footer: FooterResponse | null; year: number }) {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__about" aria-labelledby="footer-contact">
          <Logo inverse />
          <p className="site-footer__blurb">
            CCTV cameras, NVR/DVR recorders, alarms, access control and cabling for homes and businesses across Nepal.
          </p>
          <h2 id="footer-contact" className="visually-hidden">
            Contact
          </h2>
          {footer && (
            <address className="site-footer__contact">
              <span>
                <MapPinIcon size={18} /> {footer.contact.address}
              </span>
              <a href={`tel:${footer.contact.phone.replace(/[^+\d]/g, '')}`}>
                <PhoneIcon size={18} /> {footer.contact.phone}
              </a>
              <a href={`mailto:${footer.contact.email}`}>
                <MailIcon size={18} /> {footer.contact.email}
              </a>
            </address>
          )}
          <p className="site-footer__cod">
            <TruckIcon size={18} /> Cash on Delivery all over Nepal
          </p>
        </section>

        {footer && footer.categories.length > 0 && (
          <FooterLinks title="Top categories" links={footer.categories.map((c) => ({ label: c.title, to: categoryPath(c.slug) }))} />
        )}
        {footer && footer.filteredBrands.length > 0 && (
          <FooterLinks title="Featured brands" links={footer.filteredBrands.map((b) => ({ label: b.title, to: brandPath(b.slug) }))} />
        )}
        <FooterLinks title="Information" links={informationLinks} />
      </div>
      {footer && <SellerDisclosure seller={footer.seller} />}
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p className="mb-0">
            © {year} {SHOP_ADDRESS.name.replace(/\.$/, '')}. All rights reserved.
          </p>
          <p className="mb-0">Prices in Nepali rupees · Cash on Delivery</p>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: readonly { label: string; to: string }[] }) {
  return (
    <nav className="site-footer__column" aria-label={title}>
      <h2 className="site-footer__heading">{title}</h2>
      <ul className="list-unstyled site-footer__links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
