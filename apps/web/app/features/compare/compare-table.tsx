import type { ComparedProduct } from '@suraksha/contracts/compare';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { useLocalisedPath } from '../../i18n/use-language.ts';
import { PRODUCT_PLACEHOLDER_IMAGE } from '../../ui/placeholder-image.ts';
import { mergeSpecRows } from './spec-rows.ts';

const PHOTO_PX = 600;
const productPath = (slug: string) => `/products/${encodeURIComponent(slug)}`;

function Row({ label, cells }: { label: string; cells: ReactNode[] }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      {cells.map((cell, i) => (
        // Columns are products in a fixed order; the index is their identity within this row.
        <td key={i}>{cell ?? <span className="compare-table__missing">—</span>}</td>
      ))}
    </tr>
  );
}

/**
 * Products side by side: photo and title with a remove link, brand, category, price (customers
 * only, SPEC §4) and every specification any of them states. Remove links are plain links to the
 * URL without that product, so they work before JavaScript and keep the URL the source of truth.
 * The price cell is the catalogue's, handed in by the route (features do not import each other).
 */
export function CompareTable({
  products,
  removeHref,
  priceOf,
}: {
  products: readonly ComparedProduct[];
  removeHref: (slug: string) => string;
  priceOf: (product: ComparedProduct) => ReactNode;
}) {
  const { t } = useTranslation();
  const localised = useLocalisedPath();
  const specs = mergeSpecRows(products);
  return (
    <div className="table-responsive">
      {/* The product count sets the phone layout's columns (compare.css). */}
      <table className="table compare-table" style={{ '--compare-columns': products.length } as CSSProperties}>
        <caption className="visually-hidden">{t('catalogue.compare.caption')}</caption>
        <thead>
          <tr>
            <td className="compare-table__corner" />
            {products.map((product, i) => (
              <th key={product.slug} scope="col" className="compare-table__product">
                <Link to={localised(productPath(product.slug))} tabIndex={-1} aria-hidden="true">
                  <img
                    src={product.image ?? PRODUCT_PLACEHOLDER_IMAGE}
                    alt=""
                    width={PHOTO_PX}
                    height={PHOTO_PX}
                    loading={i < 2 ? 'eager' : 'lazy'}
                    decoding="async"
                  />
                </Link>
                <p className="compare-table__title">
                  <Link to={localised(productPath(product.slug))}>{product.title}</Link>
                </p>
                <Link
                  to={localised(removeHref(product.slug))}
                  className="btn btn-sm btn-outline-danger"
                  aria-label={t('catalogue.compare.removeNamed', { title: product.title })}
                >
                  {t('catalogue.compare.remove')}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <Row label={t('catalogue.compare.brand')} cells={products.map((p) => p.brand)} />
          <Row label={t('catalogue.compare.category')} cells={products.map((p) => p.category)} />
          <Row label={t('catalogue.compare.price')} cells={products.map(priceOf)} />
          {specs.map((row) => (
            <Row key={row.name} label={row.name} cells={row.values} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
