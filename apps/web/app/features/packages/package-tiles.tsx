import type { PackageCard } from '@suraksha/contracts/packages';
import type { Tile } from '../../ui/tile-grid.tsx';
import { BundlePrice } from './bundle-price.tsx';

export const packagePath = (slug: string) => `/packages/${encodeURIComponent(slug)}`;

/** Package cards of the grid: cover, title, how many pieces, and the bundle price (customers only). */
export function packageTiles(packages: readonly PackageCard[]): Tile[] {
  return packages.map((p) => ({
    key: p.slug,
    title: p.title,
    image: p.image,
    to: packagePath(p.slug),
    details: (
      <>
        {p.summary && <p className="mb-0 small text-body-secondary">{p.summary}</p>}
        <p className="mb-0 small">{p.item_count} pieces</p>
        <BundlePrice price={p.price} />
      </>
    ),
  }));
}
