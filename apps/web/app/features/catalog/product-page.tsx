import type { ProductCard, ProductDetail } from '@suraksha/contracts/catalog';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import './catalog.css';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { PRODUCT_PLACEHOLDER_IMAGE } from '../../ui/placeholder-image.ts';
import { ProductGrid } from './product-grid.tsx';
import { ProductPrice } from './product-price.tsx';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import { useNepaliText } from '../../i18n/nepali-text.ts';
import { useLocalisedPath } from '../../i18n/use-language.ts';

/** Product photos are square (600×600); width and height reserve the space before they load. */
const PHOTO_PX = 600;
/** Half the container beside the details from tablets up, the full width on phones. */
const MAIN_PHOTO_SIZES = '(min-width: 1400px) 636px, (min-width: 768px) 50vw, 100vw';

interface ProductPageProps {
  /** Bag and wishlist buttons, given by the route (features never import each other). */
  actions?: React.ReactNode;
  product: ProductDetail;
  related: readonly ProductCard[];
  /** The rendered description (sanitized HTML), composed by the route. */
  description: ReactNode;
}

/** The photos in the shop's order, each described by its alt text (decision 0104); none: the placeholder. */
function Gallery({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const photos = product.gallery.length > 0 ? product.gallery : [{ src: PRODUCT_PLACEHOLDER_IMAGE, alt: product.title }];
  const [shown, setShown] = useState(0);
  const main = photos[shown] ?? photos[0];
  return (
    <div className="product-gallery">
      <ResponsiveImage
        className="product-gallery__main"
        src={main?.src}
        fallbackSrc={PRODUCT_PLACEHOLDER_IMAGE}
        alt={main?.alt ?? product.title}
        width={PHOTO_PX}
        height={PHOTO_PX}
        sizes={MAIN_PHOTO_SIZES}
        priority
      />
      {photos.length > 1 && (
        <ul className="product-gallery__thumbs list-unstyled" aria-label={t('catalogue.product.morePhotos')}>
          {photos.map((photo, i) => (
            <li key={photo.src}>
              <button
                type="button"
                className={i === shown ? 'product-gallery__thumb is-active' : 'product-gallery__thumb'}
                onClick={() => setShown(i)}
                aria-label={t('catalogue.product.photo', { number: i + 1, alt: photo.alt })}
                aria-pressed={i === shown}
              >
                <ResponsiveImage
                  src={photo.src}
                  fallbackSrc={PRODUCT_PLACEHOLDER_IMAGE}
                  alt=""
                  width={PHOTO_PX}
                  height={PHOTO_PX}
                  sizes="64px"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** /products/{slug}: photo, title, brand, category chain, price area, facts, specifications, description, datasheet, related products. */
export function ProductPage({ product, related, description, actions }: ProductPageProps) {
  const { t } = useTranslation();
  const inNepali = useNepaliText();
  const localised = useLocalisedPath();
  const title = inNepali(product.title, product.ne?.title);
  const summary = product.summary === null ? product.ne?.summary : inNepali(product.summary, product.ne?.summary);
  const crumbs = [
    ...product.breadcrumbs.map((c) => ({
      title: inNepali(c.title, c.ne?.title),
      to: localised(`/category/${encodeURIComponent(c.slug)}`),
    })),
    { title },
  ];
  const facts: [string, string][] = [[t('catalogue.product.sku'), product.sku]];
  if (product.size) facts.push([t('catalogue.product.size'), product.size]);
  if (product.color) facts.push([t('catalogue.product.colour'), product.color]);
  facts.push([t('catalogue.product.unit'), product.unit]);
  return (
    <div className="container page-frame product-page">
      <Breadcrumbs crumbs={crumbs} />
      <div className="row g-4">
        <div className="col-md-6">
          <Gallery product={product} />
        </div>
        <div className="col-md-6">
          {product.brand && (
            <Link className="product-page__brand" to={localised(`/brands/${encodeURIComponent(product.brand.slug)}`)}>
              {product.brand.title}
            </Link>
          )}
          <h1 className="product-page__title">{title}</h1>
          <p className={product.stock_status === 'in_stock' ? 'product-stock product-stock--in' : 'product-stock product-stock--out'}>
            {product.stock_status === 'in_stock' ? t('catalogue.product.inStock') : t('catalogue.product.outOfStock')}
          </p>
          <ProductPrice product={product} />
          {actions && <div className="product-page__actions d-flex flex-wrap gap-2 my-3">{actions}</div>}
          {summary && <p className="product-page__summary">{summary}</p>}
          <dl className="product-facts">
            {facts.map(([name, value]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {product.datasheet_url && (
            <a className="btn btn-outline-primary btn-sm" href={product.datasheet_url} target="_blank" rel="noopener">
              {t('catalogue.product.datasheet')}
            </a>
          )}
        </div>
      </div>

      {product.specs.length > 0 && (
        <section className="product-section" aria-labelledby="specs-title">
          <h2 id="specs-title" className="product-section__title">
            {t('catalogue.product.specifications')}
          </h2>
          <table className="table table-sm table-striped product-specs">
            <tbody>
              {product.specs.map((spec, i) => (
                <tr key={`${spec.name}-${i}`}>
                  <th scope="row">{spec.name}</th>
                  <td>{spec.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}

      {description && (
        <section className="product-section" aria-labelledby="description-title">
          <h2 id="description-title" className="product-section__title">
            {t('catalogue.product.description')}
          </h2>
          {description}
        </section>
      )}

      {related.length > 0 && (
        <section className="product-section" aria-labelledby="related-title">
          <h2 id="related-title" className="product-section__title">
            {t('catalogue.product.related')}
          </h2>
          <ProductGrid products={related} />
        </section>
      )}
    </div>
  );
}
