import { z } from 'zod';
import { resultSuccess } from './error-envelope.ts';
import { text } from './text.ts';

/**
 * The Nepali version of a product's, a category's or a content page's own texts (issue #19): optional,
 * filled in by staff in the back office, shown on the Nepali site (/ne/…) where present and the English
 * text where not. Stored beside the English columns as one `ne` object per row (decision 0127), so a
 * card or a page reads it in the query it already makes. Names of brands, SKUs and specifications stay
 * as the manufacturer writes them.
 */

import { NEPALI_FIELDS, NEPALI_VERSION_MESSAGES, type NepaliEntity } from './nepali-version-messages.ts';

export { NEPALI_FIELDS, NEPALI_RICH_FIELDS, NEPALI_VERSION_MESSAGES, type NepaliEntity } from './nepali-version-messages.ts';

/** The stored (and served) Nepali texts of a row: only the ones staff filled in. */
export const nepaliTexts = z.object({
  title: z.string().optional(),
  summary: z.string().optional(),
  description: z.string().optional(),
  content: z.string().optional(),
});
export type NepaliTexts = z.infer<typeof nepaliTexts>;

/** The body of POST /api/admin/nepali/{entity}/{id}: each of the entity's fields; empty or left out → the English shows. */
export function nepaliVersionBody(entity: NepaliEntity) {
  const shape: Record<string, z.ZodType<string | undefined>> = {};
  for (const [field, max] of Object.entries(NEPALI_FIELDS[entity])) {
    shape[field] = text(NEPALI_VERSION_MESSAGES.notText)
      .max(max, NEPALI_VERSION_MESSAGES.tooLong(max))
      .optional()
      .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));
  }
  return z.strictObject(shape);
}

export const nepaliVersionResponse = z.object({ result: resultSuccess, ne: nepaliTexts, message: z.string().optional() });
export type NepaliVersionResponse = z.infer<typeof nepaliVersionResponse>;
