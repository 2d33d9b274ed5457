import type { PackageDetail } from '@suraksha/contracts/packages';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { useLocalisedPath } from '../../i18n/use-language.ts';
import { BundlePrice } from './bundle-price.tsx';
import { PACKAGE_IMAGE } from './package-image.ts';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';

const ITEM_THUMB_PX = 64;
const PRODUCT_PLACEHOLDER = '/placeholder-product.svg';

interface PackagePageProps {
  bundle: PackageDetail;
  /** The sanitized description, rendered by the route (features do not render HTML themselves). */
  description: ReactNode;
}

/** /packages/{slug}: cover, title, summary, bundle price, what is in the box, description, how to order. */
export function PackagePage({ bundle, description }: PackagePageProps) {
  const { t } = useTranslation();
  const localised = useLocalisedPath();
  return (
    <div className="container page-frame package-page">
      <Breadcrumbs crumbs={[{ title: t('content.packages.title'), to: localised('/packages') }, { title: bundle.title }]} />
      <div className="row g-4">
        <div className="col-md-6">
          <img
            className="package-page__image"
            src={bundle.image ?? PRODUCT_PLACEHOLDER}
            alt={bundle.title}
            width={PACKAGE_IMAGE.width}
            height={PACKAGE_IMAGE.height}
            fetchPriority="high"
            decoding="async"
          />
        </div>
        <div className="col-md-6">
          <h1 className="page-header__title">{bundle.title}</h1>
          {bundle.summary && <p className="package-page__summary">{bundle.summary}</p>}
          <BundlePrice price={bundle.price} partsTotal={bundle.parts_total} />
          <h2 className="h5 mt-4">{t('content.packages.inTheBox', { count: bundle.item_count })}</h2>
          <ul className="package-items list-unstyled">
            {bundle.items.map((item) => (
              <li key={item.slug} className="package-item">
                <img
                  src={item.image ?? PRODUCT_PLACEHOLDER}
                  alt=""
                  width={ITEM_THUMB_PX}
                  height={ITEM_THUMB_PX}
                  loading="lazy"
                  decoding="async"
                />
                <span className="package-item__quantity">{item.quantity} ×</span>
                <Link to={localised(`/products/${encodeURIComponent(item.slug)}`)}>{item.title}</Link>
              </li>
            ))}
          </ul>
          <p className="mt-4">
            <Link className="btn btn-primary" to={localised('/contact-us')}>
              {t('content.packages.askAbout')}
            </Link>
          </p>
        </div>
      </div>
      {description && <section className="mt-4">{description}</section>}
    </div>
  );
}
