import type { BrandLink } from '@suraksha/contracts/catalog';
import { Link } from 'react-router';

/** Brand logos are 300 × 120. */
const LOGO_WIDTH_PX = 300;
const LOGO_HEIGHT_PX = 120;

export function BrandStrip({ brands, hrefFor }: { brands: BrandLink[]; hrefFor: (slug: string) => string }) {
  return (
    <ul className="brand-strip list-unstyled">
      {brands.map((brand) => (
        <li key={brand.id}>
          <Link to={hrefFor(brand.slug)} className="brand-tile">
            {brand.image ? (
              <img src={brand.image} alt={brand.title} width={LOGO_WIDTH_PX} height={LOGO_HEIGHT_PX} loading="lazy" decoding="async" />
            ) : (
              <span className="brand-tile__name">{brand.title}</span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
