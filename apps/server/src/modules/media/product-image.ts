import { PRODUCT_IMAGE_PIXELS_MAX, PRODUCT_IMAGE_SIDE_MAX } from '@suraksha/contracts/admin/media';
import { withEncodeSlot } from '../../platform/encode-slots.ts';
import { loadSharp } from '../../platform/sharp-on-demand.ts';

/** Close to the source for a photo, small enough that a 2400 px product shot stays a few hundred kilobytes. */
const WEBP_QUALITY = 85;

export type ProductImage = { data: Buffer; width: number; height: number };
export type ImageRefusal = { refused: 'too-many-pixels' | 'unreadable' };

/**
 * A staff photo made fit for the shop: turned upright by its EXIF orientation, at most
 * PRODUCT_IMAGE_SIDE_MAX on its longest side, re-encoded as WebP. Re-encoding keeps only the pixels:
 * EXIF (GPS, camera serial), XMP, comments and anything appended after the image data are gone.
 * An image that claims more than PRODUCT_IMAGE_PIXELS_MAX pixels is refused from its header, before
 * a byte of it is decoded.
 */
export async function reencodeProductImage(source: Buffer): Promise<ProductImage | ImageRefusal> {
  const sharp = await loadSharp();
  let claimed: number;
  try {
    // Only the header is read here, so no pixel limit yet: the comparison below gives the precise answer.
    const meta = await sharp(source, { limitInputPixels: false }).metadata();
    claimed = (meta.width ?? 0) * (meta.height ?? 0);
  } catch (error) {
    return refusalOf(error);
  }
  if (claimed > PRODUCT_IMAGE_PIXELS_MAX) return { refused: 'too-many-pixels' };
  try {
    const { data, info } = await withEncodeSlot(() =>
      // limitInputPixels again: the decoder, not only the header read above, must refuse a lie.
      sharp(source, { limitInputPixels: PRODUCT_IMAGE_PIXELS_MAX, failOn: 'error' })
        .autoOrient()
        .resize({ width: PRODUCT_IMAGE_SIDE_MAX, height: PRODUCT_IMAGE_SIDE_MAX, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true }),
    );
    return { data, width: info.width, height: info.height };
  } catch (error) {
    return refusalOf(error);
  }
}

/** sharp says "exceeds pixel limit" when its own guard stops a decode; anything else is a damaged file. */
const refusalOf = (error: unknown): ImageRefusal => ({ refused: /pixel limit/i.test(String(error)) ? 'too-many-pixels' : 'unreadable' });
