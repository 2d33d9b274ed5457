import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocalisedPath } from '../i18n/use-language.ts';
import './tile-grid.css';

export interface Tile {
  key: string;
  title: string;
  image: string | null;
  /** For an image that says more than the title (a coupon's offer); decorative otherwise. */
  alt?: string;
  /** Where the tile links (a site path, put into the page's language); a tile without one is a picture with a caption. */
  to?: string;
  /**
   * Load the target as a new document, not a client-side navigation: a page's policy is the first
   * document's, so a page that needs its own (the catalogue viewer's object-src, decision 0007)
   * must be loaded whole.
   */
  reloadDocument?: boolean;
  /** Lines under the title (a price, a validity). */
  details?: ReactNode;
}

interface TileGridProps {
  tiles: readonly Tile[];
  /** The images' intrinsic size: it reserves their space before they load. */
  imageSize: { width: number; height: number };
  /** Shown in the tile when an image is missing. */
  placeholder: string;
  /** The first images are above the fold on a phone: fetched at once; the rest lazily. */
  eager?: number;
  titleAs?: 'h2' | 'h3';
}

/** A responsive grid of image-and-title cards (catalogues, certificates, coupons, packages). */
export function TileGrid({ tiles, imageSize, placeholder, eager = 2, titleAs: Title = 'h2' }: TileGridProps) {
  const localised = useLocalisedPath();
  return (
    <ul className="tile-grid list-unstyled">
      {tiles.map((tile, index) => {
        const picture = (
          <img
            src={tile.image ?? placeholder}
            alt={tile.alt ?? ''}
            width={imageSize.width}
            height={imageSize.height}
            style={{ aspectRatio: `${imageSize.width} / ${imageSize.height}` }}
            loading={index < eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        );
        return (
          <li key={tile.key} className="tile">
            {tile.to ? (
              <Link to={localised(tile.to)} reloadDocument={tile.reloadDocument} className="tile__media" tabIndex={-1} aria-hidden="true">
                {picture}
              </Link>
            ) : (
              <div className="tile__media">{picture}</div>
            )}
            <div className="tile__body">
              <Title className="tile__title">
                {tile.to ? (
                  <Link to={localised(tile.to)} reloadDocument={tile.reloadDocument}>
                    {tile.title}
                  </Link>
                ) : (
                  tile.title
                )}
              </Title>
              {tile.details}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
