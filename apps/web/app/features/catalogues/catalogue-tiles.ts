import type { CatalogueCard } from '@suraksha/contracts/catalogues';
import type { Tile } from '../../ui/tile-grid.tsx';

/** Catalogue and certificate covers are 16:9 banners (800×450). */
export const COVER_IMAGE = { width: 800, height: 450 } as const;
export const COVER_PLACEHOLDER = '/placeholder-product.svg';

export const cataloguePath = (slug: string) => `/catalogues/${encodeURIComponent(slug)}`;

/**
 * A catalogue opens as a whole document: only its page allows the PDF <object> (decision 0007).
 * `localised` puts its address in the page's language.
 */
export function catalogueTiles(catalogues: readonly CatalogueCard[], localised: (path: string) => string): Tile[] {
  return catalogues.map((c) => ({
    key: c.slug,
    title: c.title,
    image: c.image,
    to: localised(cataloguePath(c.slug)),
    reloadDocument: true,
  }));
}
