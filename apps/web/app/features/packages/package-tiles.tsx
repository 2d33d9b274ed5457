import type { PackageCard } from '@suraksha/contracts/packages';
import { useTranslation } from '../../i18n/react.tsx';
import type { Tile } from '../../ui/tile-grid.tsx';
import { BundlePrice } from './bundle-price.tsx';

export const packagePath = (slug: string) => `/packages/${encodeURIComponent(slug)}`;

function PieceCount({ count }: { count: number }) {
  const { t } = useTranslation();
  return <p className="mb-0 small">{t('content.packages.pieces', { count })}</p>;
}

/**
 * Package cards of the grid: cover, title, how many pieces, and the bundle price (customers only);
 * `localised` puts each address in the page's language.
 */
export function packageTiles(packages: readonly PackageCard[], localised: (path: string) => string): Tile[] {
  return packages.map((p) => ({
    key: p.slug,
    title: p.title,
    image: p.image,
    to: localised(packagePath(p.slug)),
    details: (
      <>
        {p.summary && <p className="mb-0 small text-body-secondary">{p.summary}</p>}
        <PieceCount count={p.item_count} />
        <BundlePrice price={p.price} />
      </>
    ),
  }));
}
