import { z } from 'zod';
import { text } from '../text.ts';
import { SLUG_MAX, SLUG_PATTERN } from './taxonomy.ts';

/**
 * The fields packages, PDF catalogues and certificates share in the back office (issue #16,
 * docs/decisions/0101): a title, an optional slug (made from the title when empty), an image or
 * file given as a path under /media or an https address, and the new order of a whole list.
 */

export const SHOWCASE_TITLE_MAX = 160;
export const SHOWCASE_URL_MAX = 500;

export const SHOWCASE_MESSAGES = {
  titleRequired: 'Please enter a title.',
  titleTooLong: `The title must be at most ${SHOWCASE_TITLE_MAX} characters.`,
  slug: `A slug uses lowercase letters, digits and single hyphens (at most ${SLUG_MAX} characters), e.g. "4-camera-kit".`,
  slugHint: 'Made from the title when left empty.',
  image: 'Give the image as a path under /media (e.g. /media/packages/kit.webp) or an https:// address, or leave it empty.',
  pdf: 'Give the PDF as a path under /media ending in .pdf (e.g. /media/catalogues/cctv.pdf) or an https:// address, or leave it empty.',
  order: 'Send the id of every one of them, each once.',
  orderSaved: 'The new order is saved; the storefront shows it now.',
  reorderHint: 'Drag a row by its handle (or focus the handle and use Space and the arrow keys), or use Move up and Move down.',
  saved: (title: string) => `${title} is saved.`,
  activated: (title: string) => `${title} is active and shown on the storefront again.`,
} as const;

export const showcaseTitle = text(SHOWCASE_MESSAGES.titleRequired)
  .trim()
  .min(1, SHOWCASE_MESSAGES.titleRequired)
  .max(SHOWCASE_TITLE_MAX, SHOWCASE_MESSAGES.titleTooLong);

/** Empty or left out: made from the title (on an edit, left out keeps the current one). */
export const showcaseSlug = text(SHOWCASE_MESSAGES.slug)
  .trim()
  .max(SLUG_MAX, SHOWCASE_MESSAGES.slug)
  .refine((s) => s === '' || SLUG_PATTERN.test(s), SHOWCASE_MESSAGES.slug)
  .optional();

/** A file of ours: /media/<folder>/…/<name>.<ext>, no "..", no query. */
const mediaPath = (extensions: string) => new RegExp(`^/media/[a-z0-9-]+(?:/[a-z0-9_-][a-z0-9._-]*)+\\.(?:${extensions})$`, 'i');
const IMAGE_PATH = mediaPath('jpe?g|png|webp|avif|gif|svg');
const PDF_PATH = mediaPath('pdf');
/** An address elsewhere on the web: https only (never javascript:, data: or plain http). */
const HTTPS_URL = /^https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i;

/**
 * A path under /media or an https address; '' or null (or left out) is none (null). `message`
 * says what is wanted.
 */
function fileReference(pattern: RegExp, message: string) {
  return text(message)
    .trim()
    .max(SHOWCASE_URL_MAX, message)
    .refine((s) => s === '' || pattern.test(s) || HTTPS_URL.test(s), message)
    .nullable()
    .optional()
    .transform((s) => (s === undefined || s === null || s === '' ? null : s));
}

export const imageReference = fileReference(IMAGE_PATH, SHOWCASE_MESSAGES.image);
/** An image reference whose refusal says `message` (another screen's wording). */
export const imageReferenceSaying = (message: string) => fileReference(IMAGE_PATH, message);
export const pdfReference = fileReference(PDF_PATH, SHOWCASE_MESSAGES.pdf);

/** A whole list in its new order: every id, each once (the server checks they are all there). */
export const showcaseOrderBody = z.object({
  ids: z
    .array(z.number({ error: SHOWCASE_MESSAGES.order }).int(SHOWCASE_MESSAGES.order), { error: SHOWCASE_MESSAGES.order })
    .min(1, SHOWCASE_MESSAGES.order)
    .max(1000, SHOWCASE_MESSAGES.order),
});
export type ShowcaseOrderBody = z.input<typeof showcaseOrderBody>;
