import { z } from 'zod';
import { resultSuccess } from '../error-envelope.ts';

/**
 * Staff uploads of catalogue media (issue #16, docs/decisions/0100): product photos and datasheet
 * PDFs. One file per request, in the multipart field `file`, so the uploader can show each file's
 * own progress and error. A photo is typed by its bytes, re-encoded without metadata and stored as
 * WebP under /media/products/; a datasheet is stored as it came under /media/datasheets/.
 */

export const MEDIA_UPLOAD_FIELD = 'file';
/** Bytes per file, photo or PDF. */
export const MEDIA_FILE_BYTES_MAX = 10 * 1024 * 1024;
/** The longest side a stored photo keeps; the storefront's variants are at most 960 wide, zoom gets the rest. */
export const PRODUCT_IMAGE_SIDE_MAX = 2400;
/**
 * A photo with more pixels than this is refused before it is decoded: a 50-megapixel phone photo
 * passes, a few-kilobyte PNG claiming 50,000 × 50,000 pixels does not.
 */
export const PRODUCT_IMAGE_PIXELS_MAX = 50_000_000;

/** What the uploader's file picker offers; the server decides by the bytes, never by these. */
export const MEDIA_ACCEPT = {
  image: 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp',
  datasheet: 'application/pdf,.pdf',
} as const;

export const MEDIA_MESSAGES = {
  noFile: 'Please choose a file to upload.',
  oneFile: 'Send one file per upload.',
  imageTooLarge: 'That file is larger than 10 MB. Please send a smaller photo.',
  pdfTooLarge: 'That file is larger than 10 MB. Please send a smaller PDF.',
  notImage: 'That file is not a JPEG, PNG or WebP image.',
  notPdf: 'That file is not a PDF.',
  tooManyPixels: 'That image has too many pixels (at most 50 megapixels). Please resize it and try again.',
  unreadableImage: 'That image could not be read: it may be damaged. Please export it again and retry.',
  imageUploaded: 'The photo is uploaded.',
  datasheetUploaded: 'The datasheet is uploaded.',
} as const;

/** A stored photo: where the storefront finds it, and its size after re-encoding. */
export const uploadedImage = z.object({
  src: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type UploadedImage = z.infer<typeof uploadedImage>;

/** A stored datasheet: where the storefront links it, and its size in bytes. */
export const uploadedDatasheet = z.object({
  src: z.string(),
  bytes: z.number().int().positive(),
});
export type UploadedDatasheet = z.infer<typeof uploadedDatasheet>;

export const imageUploadResponse = z.object({ result: resultSuccess, message: z.string(), data: uploadedImage });
export type ImageUploadResponse = z.infer<typeof imageUploadResponse>;

export const datasheetUploadResponse = z.object({ result: resultSuccess, message: z.string(), data: uploadedDatasheet });
export type DatasheetUploadResponse = z.infer<typeof datasheetUploadResponse>;

/** Where each kind of upload is sent (under /api). */
export const MEDIA_UPLOAD_PATHS = { image: '/admin/media/images', datasheet: '/admin/media/datasheets' } as const;
export type MediaUploadKind = keyof typeof MEDIA_UPLOAD_PATHS;
