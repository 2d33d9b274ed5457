import type { ProductPhoto } from '../../db/schema/catalog.ts';

/**
 * The photos a product shows, first the main one (decision 0104): its gallery, or — a product
 * never saved by the editor, such as the seed's — its image alone, described by its title.
 */
export function photosOf(row: { image: string | null; gallery: ProductPhoto[]; title: string }): ProductPhoto[] {
  if (row.gallery.length > 0) return row.gallery.map(({ src, alt }) => ({ src: String(src), alt: String(alt) }));
  return row.image ? [{ src: row.image, alt: row.title }] : [];
}
