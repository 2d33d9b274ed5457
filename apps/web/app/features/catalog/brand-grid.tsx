import type { BrandSummary } from '@suraksha/contracts/catalog';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { useLocalisedPath } from '../../i18n/use-language.ts';
import './catalog.css';

/** Brand logos are drawn 300×120; the size reserves their place before they load. */
const LOGO_WIDTH = 300;
const LOGO_HEIGHT = 120;

/** /brands: a logo grid, each linking to /brands/{slug} (SPEC §2). */
export function BrandGrid({ brands }: { brands: readonly BrandSummary[] }) {
  const { t } = useTranslation();
  const localised = useLocalisedPath();
  if (brands.length === 0) return <p className="catalog-empty">{t('catalogue.listing.comingSoon')}</p>;
  return (
    <ul className="brand-grid list-unstyled">
      {brands.map((brand, i) => (
        <li key={brand.id}>
          <Link to={localised(`/brands/${encodeURIComponent(brand.slug)}`)} className="brand-tile">
            {brand.image ? (
              <img src={brand.image} alt="" width={LOGO_WIDTH} height={LOGO_HEIGHT} loading={i < 8 ? 'eager' : 'lazy'} decoding="async" />
            ) : null}
            {/* The logo shows the name; this gives the link its name for screen readers. */}
            <span className={brand.image ? 'visually-hidden' : 'brand-tile__name'}>{brand.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
