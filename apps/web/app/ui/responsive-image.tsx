import { MEDIA_VARIANT_WIDTHS, mediaVariantUrl } from '@suraksha/domain/media-variants';

interface ResponsiveImageProps {
  /** A /media path (variants are offered) or any other image URL (shown as it is); null shows `fallbackSrc`. */
  src: string | null | undefined;
  /** Shown when `src` is missing, e.g. the product placeholder. */
  fallbackSrc: string;
  alt: string;
  /** Intrinsic size: reserves the space before the image loads, so nothing jumps (CLS). */
  width: number;
  height: number;
  /** How wide the image is drawn at each breakpoint, so the browser picks the smallest variant that fits. */
  sizes: string;
  /** The page's main image above the fold: loaded at once and first. Everything else loads when scrolled near. */
  priority?: boolean;
  className?: string;
}

/** The srcset of a /media image: its WebP variants made by the server (GET /media/w/{width}/…). */
export function variantSrcSet(src: string): string | undefined {
  const candidates = MEDIA_VARIANT_WIDTHS.map((w) => [mediaVariantUrl(src, w), w] as const).filter(([url]) => url !== null);
  return candidates.length > 0 ? candidates.map(([url, w]) => `${url} ${w}w`).join(', ') : undefined;
}

/** An <img> with WebP variants in srcset/sizes, width and height, lazy unless it is the page's priority image. */
export function ResponsiveImage({ src, fallbackSrc, alt, width, height, sizes, priority = false, className }: ResponsiveImageProps) {
  const shown = src || fallbackSrc;
  const srcSet = variantSrcSet(shown);
  return (
    <img
      className={className}
      src={shown}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
