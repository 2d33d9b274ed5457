// Responsive image variants of /media files: the server makes them, the web app links them.
// A fixed list of widths, never an arbitrary size: each source has at most five variants to make and cache.

export const MEDIA_VARIANT_WIDTHS = [160, 320, 480, 640, 960] as const;
export type MediaVariantWidth = (typeof MEDIA_VARIANT_WIDTHS)[number];

export function isMediaVariantWidth(width: number): width is MediaVariantWidth {
  return (MEDIA_VARIANT_WIDTHS as readonly number[]).includes(width);
}

/** Formats the variant pipeline reads; anything else (PDF, text) is never decoded. */
export const MEDIA_VARIANT_SOURCES = /\.(svg|png|jpe?g|webp|gif|avif)$/i;

/**
 * `/media/products/x.svg` at 320 → `/media/w/320/products/x.svg.webp`; null for an image that is not a
 * shop media file (the placeholder, a full URL), which is then shown as it is.
 */
export function mediaVariantUrl(src: string, width: MediaVariantWidth): string | null {
  if (!src.startsWith('/media/') || src.startsWith('/media/w/') || !MEDIA_VARIANT_SOURCES.test(src)) return null;
  return `/media/w/${width}/${src.slice('/media/'.length)}.webp`;
}
