import { NEPALI_RICH_FIELDS, type NepaliTexts } from '@suraksha/contracts/nepali-version';
import { sanitizeRichText } from '../../platform/sanitize-html.ts';

/**
 * What the storefront's answers carry of a row's Nepali version (decision 0127): only the fields asked
 * for and only those staff filled in; rich text is sanitised again on the way out, like the English.
 */
export function nepaliTextsOf<F extends keyof NepaliTexts>(ne: NepaliTexts, fields: readonly F[]): Pick<NepaliTexts, F> {
  const out: NepaliTexts = {};
  for (const field of fields) {
    const value = ne[field];
    if (value !== undefined) out[field] = NEPALI_RICH_FIELDS.includes(field) ? sanitizeRichText(value) : value;
  }
  return out as Pick<NepaliTexts, F>;
}

/** A row's Nepali name alone, as links, cards and breadcrumbs carry it. */
export const nepaliTitleOf = (ne: NepaliTexts) => nepaliTextsOf(ne, ['title']);
