import type { FooterResponse } from '@suraksha/contracts/catalog';
import type { SellerDisclosure as Seller } from '@suraksha/contracts/seller-information';
import { useTranslation } from '../../i18n/react.tsx';
import { useRouteLoaderData } from 'react-router';
import { storefrontLayoutId } from '../../i18n/storefront-layout-id.ts';
import { useLanguage, useLocalisedPath } from '../../i18n/use-language.ts';
import { PlainLink } from '../../ui/plain-link.tsx';
import { GRIEVANCE_FORM_PATH, HOW_TO_COMPLAIN_PATH, SELLER_INFORMATION_PATH } from './site-links.ts';

/**
 * Who sells on this website, on every page (E-Commerce Act 2081 and Directive 2082, decision 0123):
 * the business, its address, its DoCSCP registration, PAN/VAT and the grievance officer. A block of
 * its own beside the footer's links, from the settings the owner edits in the back office.
 * `shownPhone` is the officer's phone as a Nepali reads it, formatted by the server (the layout's loader):
 * the phone rules' library stays out of every page's JavaScript (decision 0133).
 */
export function SellerDisclosure({ seller, shownPhone }: { seller: Seller; shownPhone: string }) {
  const { t } = useTranslation();
  const href = useLocalisedPath();
  return (
    <section className="seller-disclosure" aria-labelledby="seller-disclosure-title">
      <div className="container">
        <h2 id="seller-disclosure-title" className="seller-disclosure__title">
          {t('content.disclosure.seller', { name: seller.business_name })}
        </h2>
        <dl className="seller-disclosure__facts">
          <div>
            <dt>{t('content.disclosure.address')}</dt>
            <dd>{seller.address}</dd>
          </div>
          <div>
            <dt>{t('content.disclosure.commerceRegistration')}</dt>
            <dd>{seller.commerce_registration_number}</dd>
          </div>
          <div>
            <dt>{t('content.disclosure.panVat')}</dt>
            <dd>{seller.pan_vat_number}</dd>
          </div>
          <div>
            <dt>{t('content.disclosure.grievanceOfficer')}</dt>
            <dd>
              {seller.grievance_officer_name} · <a href={`tel:${seller.grievance_officer_phone.replace(/[^+\d]/g, '')}`}>{shownPhone}</a> ·{' '}
              <a href={`mailto:${seller.grievance_officer_email}`}>{seller.grievance_officer_email}</a>
            </dd>
          </div>
        </dl>
        <p className="seller-disclosure__links mb-0">
          <PlainLink to={href(SELLER_INFORMATION_PATH)}>{t('content.disclosure.sellerInformation')}</PlainLink> ·{' '}
          <PlainLink to={href(HOW_TO_COMPLAIN_PATH)}>{t('content.disclosure.howToComplain')}</PlainLink> ·{' '}
          <PlainLink to={href(GRIEVANCE_FORM_PATH)}>{t('grievance.title')}</PlainLink>
        </p>
      </div>
    </section>
  );
}

/** The seller information the storefront layout loaded with the footer (null when the footer could not load). */
export function useSellerDisclosure(): Seller | null {
  const layout = useRouteLoaderData(storefrontLayoutId(useLanguage())) as { footer: FooterResponse | null } | undefined;
  return layout?.footer?.seller ?? null;
}

/**
 * Where a buyer reads the return and refund policy, the warranty terms and the delivery times before
 * buying (the product page and the checkout), on the pages the owner chose in the settings.
 */
export function PolicyLinks({ seller, className }: { seller: Seller | null; className?: string }) {
  const { t } = useTranslation();
  const href = useLocalisedPath();
  if (!seller) return null;
  return (
    <nav className={['policy-links', className].filter(Boolean).join(' ')} aria-label={t('content.disclosure.policies')}>
      <PlainLink to={href(`/pages/${seller.return_policy_page}`)}>{t('content.seller.returnPolicy')}</PlainLink>
      <PlainLink to={href(`/pages/${seller.warranty_page}`)}>{t('content.seller.warranty')}</PlainLink>
      <PlainLink to={href(`/pages/${seller.delivery_page}`)}>{t('content.seller.delivery')}</PlainLink>
    </nav>
  );
}
