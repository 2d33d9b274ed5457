import { GRIEVANCE_PATH } from '@suraksha/contracts/grievance-messages';
import { useTranslation } from '../i18n/react.tsx';
import { Link } from 'react-router';
import { metaText } from '../i18n/meta-text.ts';
import { useLocalisedPath } from '../i18n/use-language.ts';
import { SELLER_INFORMATION_PATH } from '../features/layout/site-links.ts';
import { loaderApi } from '../lib/api-context.ts';
import { pageUrl } from '../i18n/page-url.ts';
import { pageMeta, withSiteName } from '../lib/page-meta.ts';
import { PageFrame } from '../ui/page-frame.tsx';
import { PhoneLink } from '../ui/phone-link.tsx';
import type { Route } from './+types/seller-information';

/**
 * /pages/seller-information: who sells on this website, as the E-Commerce Act 2081 and Directive 2082
 * ask (decision 0123), from the settings the owner edits. It reads the footer's answer, which carries
 * the seller information and is cached, so this page costs no query of its own.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { seller } = await loaderApi(context).layout.footer();
  return { seller, canonical: pageUrl(context, request, SELLER_INFORMATION_PATH) };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const t = metaText(location);
  const title = withSiteName(t('content.seller.title'));
  // No answer (the footer call failed): the error page's own title.
  if (!loaderData) return [{ title }];
  return pageMeta({
    title,
    description: t('content.seller.description', { name: loaderData.seller.business_name }),
    canonical: loaderData.canonical,
  });
}

export default function SellerInformationPage({ loaderData }: Route.ComponentProps) {
  const { seller } = loaderData;
  const { t } = useTranslation();
  const localised = useLocalisedPath();
  const facts: [string, React.ReactNode][] = [
    [t('content.seller.businessName'), seller.business_name],
    [t('content.seller.registeredAddress'), seller.address],
    [t('content.seller.phone'), <PhoneLink key="phone" phone={seller.phone} />],
    [
      t('content.seller.email'),
      <a key="email" href={`mailto:${seller.email}`}>
        {seller.email}
      </a>,
    ],
    [t('content.seller.panVat'), seller.pan_vat_number],
    [t('content.seller.companyRegistration'), seller.company_registration_number],
    [t('content.seller.commerceRegistration'), seller.commerce_registration_number],
    [t('content.seller.prices'), seller.prices_include_vat ? t('content.seller.pricesIncludeVat') : t('content.seller.pricesExcludeVat')],
  ];
  return (
    <PageFrame title={t('content.seller.title')} width="narrow">
      <dl className="row">
        {facts.map(([term, value]) => (
          <div key={term} className="col-12 mb-2">
            <dt>{term}</dt>
            <dd className="mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="h5 mt-4">{t('content.seller.policies')}</h2>
      <ul>
        <li>
          <Link to={localised(`/pages/${seller.return_policy_page}`)}>{t('content.seller.returnPolicy')}</Link>
        </li>
        <li>
          <Link to={localised(`/pages/${seller.warranty_page}`)}>{t('content.seller.warranty')}</Link>
        </li>
        <li>
          <Link to={localised(`/pages/${seller.delivery_page}`)}>{t('content.seller.delivery')}</Link>
        </li>
      </ul>
      <h2 id="how-to-complain" className="h5 mt-4">
        {t('content.seller.howToComplain')}
      </h2>
      <p>
        {t('content.seller.complainBefore', { name: seller.grievance_officer_name })} <PhoneLink phone={seller.grievance_officer_phone} />,{' '}
        <a href={`mailto:${seller.grievance_officer_email}`}>{seller.grievance_officer_email}</a>
        {t('content.seller.complainAfter')}
      </p>
      <p>
        <Link to={localised(GRIEVANCE_PATH)} className="btn btn-outline-primary">
          {t('grievance.title')}
        </Link>
      </p>
    </PageFrame>
  );
}
