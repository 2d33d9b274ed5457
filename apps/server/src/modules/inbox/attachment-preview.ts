import { fileTypeFromBuffer } from 'file-type';
import { withEncodeSlot } from '../../platform/encode-slots.ts';
import { loadSharp } from '../../platform/sharp-on-demand.ts';

/**
 * What staff see of a sender's image on the item page (issue #17, decision 0110): never the stored
 * bytes, but a fresh WebP drawn from the decoded pixels — turned upright, at most PREVIEW_SIDE on its
 * longest side, with EXIF, GPS, XMP, comments and anything appended after the image data gone. A file
 * is an image only if its bytes say so (file-type) and sharp decodes it whole: HTML named .jpg, a PDF,
 * a broken or oversized image get no preview and stay download-only.
 */

const PREVIEWABLE = new Set(['image/jpeg', 'image/png', 'image/webp']);
const PREVIEW_SIDE = 1600;
/** As the upload's own limit (platform/uploads.ts): a small file that claims 100 megapixels is not decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

/** Whether the stored name is of an image the upload accepted: only those are offered a preview (which checks the bytes again). */
export const mayPreview = (file: string) => /\.(jpe?g|png|webp)$/i.test(file);

/** The re-encoded preview, or null when the bytes are not an image we decode. */
export async function attachmentPreview(data: Buffer): Promise<Buffer | null> {
  const type = await fileTypeFromBuffer(data);
  if (!type || !PREVIEWABLE.has(type.mime)) return null;
  const sharp = await loadSharp();
  try {
    return await withEncodeSlot(() =>
      sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .autoOrient()
        .resize({ width: PREVIEW_SIDE, height: PREVIEW_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
    );
  } catch {
    return null;
  }
}
