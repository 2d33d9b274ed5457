import type { FooterResponse } from '@suraksha/contracts/catalog';
import { SHOP_ADDRESS } from '@suraksha/domain/constants';
import { useTranslation } from '../../i18n/react.tsx';
import { useNepaliText } from '../../i18n/nepali-text.ts';
import { useLocalisedPath } from '../../i18n/use-language.ts';
import { MailIcon, MapPinIcon, PhoneIcon, TruckIcon } from '../../ui/icons.tsx';
import { PlainLink } from '../../ui/plain-link.tsx';
import { Logo } from './logo.tsx';
import { SellerDisclosure } from './seller-disclosure.tsx';
import { brandPath, categoryPath, informationLinks, type SiteLink } from './site-links.ts';

/**
 * The footer. `footer` is null when /api/footer failed: the shop still shows its
 * fixed links, as SPEC §8 wants footer failures to stay invisible to the user. `sellerPhone` is the
 * grievance officer's phone as the server formatted it (SellerDisclosure).
 */
export function Footer({ footer, year, sellerPhone }: { footer: FooterResponse | null; year: number; sellerPhone: string | null }) {
  const { t } = useTranslation();
  const name = useNepaliText();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__about" aria-labelledby="footer-contact">
          <Logo inverse />
          <p className="site-footer__blurb">{t('footer.blurb')}</p>
          <h2 id="footer-contact" className="visually-hidden">
            {t('footer.contact')}
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
            <TruckIcon size={18} /> {t('header.cashOnDelivery')}
          </p>
        </section>

        {footer && footer.categories.length > 0 && (
          <FooterLinks
            title={t('footer.topCategories')}
            links={footer.categories.map((c) => ({ label: name(c.title, c.ne?.title), to: categoryPath(c.slug) }))}
          />
        )}
        {footer && footer.filteredBrands.length > 0 && (
          <FooterLinks
            title={t('footer.featuredBrands')}
            links={footer.filteredBrands.map((b) => ({ label: b.title, to: brandPath(b.slug) }))}
          />
        )}
        <FooterLinks title={t('footer.information')} links={informationLinks} />
      </div>
      {footer && <SellerDisclosure seller={footer.seller} shownPhone={sellerPhone ?? footer.seller.grievance_officer_phone} />}
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p className="mb-0">{t('footer.rightsReserved', { year, shop: SHOP_ADDRESS.name.replace(/\.$/, '') })}</p>
          <p className="mb-0">{t('footer.pricesNote')}</p>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: readonly SiteLink[] }) {
  const { t } = useTranslation();
  const href = useLocalisedPath();
  return (
    <nav className="site-footer__column" aria-label={title}>
      <h2 className="site-footer__heading">{title}</h2>
      <ul className="list-unstyled site-footer__links">
        {links.map((link) => (
          <li key={link.to}>
            <PlainLink to={href(link.to)}>{link.messageKey ? t(link.messageKey) : link.label}</PlainLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
