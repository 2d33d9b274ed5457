import { z } from 'zod';
import { text } from './text.ts';
import { rupees } from './catalog.ts';
import { COMPARE_LIMIT, COMPARE_MESSAGES, COMPARE_SLUG, compareSlugs } from './compare-messages.ts';
import { resultSuccess } from './error-envelope.ts';

/** ?products=a,b,c of GET /api/compare: up to four distinct slugs; an empty list is allowed. */
export const compareQuery = z.object({
  // A slug list: text we cannot store is just not a product link.
  products: text(COMPARE_MESSAGES.badSlug, COMPARE_MESSAGES.badSlug)
    .optional()
    .transform((value, ctx) => {
      const slugs = compareSlugs(value);
      if (slugs.length > COMPARE_LIMIT) {
        ctx.addIssue({ code: 'custom', message: COMPARE_MESSAGES.tooMany });
        return z.NEVER;
      }
      if (!slugs.every((slug) => COMPARE_SLUG.test(slug))) {
        ctx.addIssue({ code: 'custom', message: COMPARE_MESSAGES.badSlug });
        return z.NEVER;
      }
      return slugs;
    })
    .describe(`Product slugs separated by commas, at most ${COMPARE_LIMIT}`),
});
export type CompareQuery = z.output<typeof compareQuery>;

/** One column of the comparison. price and offer_price: null for a visitor (SPEC §4). */
export const comparedProduct = z.object({
  title: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  brand: z.string().nullable(),
  category: z.string().nullable(),
  unit: z.string(),
  on_request: z.boolean(),
  price: rupees.nullable(),
  offer_price: rupees.nullable(),
  specs: z.array(z.object({ name: z.string(), value: z.string() })),
});
export type ComparedProduct = z.infer<typeof comparedProduct>;

/** GET /api/compare: the known, active products in the order asked; unknown slugs are left out. */
export const compareResponse = z.object({ result: resultSuccess, products: z.array(comparedProduct) });
export type CompareResponse = z.infer<typeof compareResponse>;
