import { GRIEVANCE_PATH } from '@suraksha/contracts/grievance-messages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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

export function meta({ loaderData }: Route.MetaArgs) {
  // No answer (the footer call failed): the error page's own title.
  if (!loaderData) return [{ title: withSiteName('Seller information') }];
  return pageMeta({
    title: withSiteName('Seller information'),
    description: `Who sells on this website: ${loaderData.seller.business_name}, its registrations, PAN/VAT and grievance officer.`,
    canonical: loaderData.canonical,
  });
}

export default function SellerInformationPage({ loaderData }: Route.ComponentProps) {
  const { seller } = loaderData;
  const { t } = useTranslation();
  const href = useLocalisedPath();
  const facts: [string, React.ReactNode][] = [
    ['Business name', seller.business_name],
    ['Registered address', seller.address],
    ['Phone', <PhoneLink key="phone" phone={seller.phone} />],
    [
      'E-mail',
      <a key="email" href={`mailto:${seller.email}`}>
        {seller.email}
      </a>,
    ],
    ['PAN/VAT number', seller.pan_vat_number],
    ['Company registration no.', seller.company_registration_number],
    ['Registration with the Department of Commerce, Supplies and Consumer Protection', seller.commerce_registration_number],
    ['Prices', seller.prices_include_vat ? 'Prices shown include 13% VAT.' : 'Prices shown exclude VAT; 13% VAT is added on the invoice.'],
  ];
  return (
    <PageFrame title="Seller information" width="narrow">
      <dl className="row">
        {facts.map(([term, value]) => (
          <div key={term} className="col-12 mb-2">
            <dt>{term}</dt>
            <dd className="mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="h5 mt-4">Policies</h2>
      <ul>
        <li>
          <Link to={`/pages/${seller.return_policy_page}`}>Return and refund policy</Link>
        </li>
        <li>
          <Link to={`/pages/${seller.warranty_page}`}>Warranty terms</Link>
        </li>
        <li>
          <Link to={`/pages/${seller.delivery_page}`}>Delivery times</Link>
        </li>
      </ul>
      <h2 id="how-to-complain" className="h5 mt-4">
        How to complain
      </h2>
      <p>
        Our grievance officer, {seller.grievance_officer_name}, answers every complaint:{' '}
        <PhoneLink phone={seller.grievance_officer_phone} />,{' '}
        <a href={`mailto:${seller.grievance_officer_email}`}>{seller.grievance_officer_email}</a>. Tell them your order number, if you have
        one, and what went wrong.
      </p>
      <p>
        <Link to={href(GRIEVANCE_PATH)} className="btn btn-outline-primary">
          {t('grievance.title')}
        </Link>
      </p>
    </PageFrame>
  );
}
