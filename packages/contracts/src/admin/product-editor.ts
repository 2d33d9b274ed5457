import { z } from 'zod';
import { resultSuccess } from '../error-envelope.ts';
import { withoutControlCharacters } from '../catalog.ts';
import { text } from '../text.ts';
import { SLUG_MAX, SLUG_PATTERN, slugFromTitle } from './taxonomy.ts';

/**
 * The product editor (issue #16): one product, read, created and changed from the back office
 * (GET /api/admin/products/{productId}, POST /api/admin/products, POST /api/admin/products/{productId}).
 *
 * The field rules below are THE rules of a product's fields: the editor's form, its API and the CSV
 * import all parse with them (`productFieldRules`), so a price, a slug or a SKU means one thing
 * whatever way it came in. Prices are typed in rupees and leave the rules as integer paisa.
 */

export const PRODUCT_TITLE_MAX = 200;
export const PRODUCT_SKU_MAX = 64;
/** Letters, digits and the separators stock codes use (SR-CAM-000123, DS-2CD1043G2-I, 12/24V); no spaces. */
export const PRODUCT_SKU_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9._/-]*[A-Za-z0-9])?$/;
export const PRODUCT_UNIT_MAX = 20;
export const PRODUCT_SHORT_MAX = 60;
export const PRODUCT_SUMMARY_MAX = 500;
/** Characters of description HTML as typed (before sanitising). */
export const PRODUCT_DESCRIPTION_MAX = 50_000;
export const PRODUCT_SPECS_MAX = 60;
export const PRODUCT_SPEC_NAME_MAX = 80;
export const PRODUCT_SPEC_VALUE_MAX = 500;
export const PRODUCT_GALLERY_MAX = 20;
export const PRODUCT_ALT_MAX = 200;
export const PRODUCT_LINK_MAX = 500;
export const PRODUCT_SEO_TITLE_MAX = 120;
export const PRODUCT_SEO_TEXT_MAX = 300;
export const PRODUCT_RELATED_MAX = 12;
/** Rs 1 crore: more than any single product this shop sells. */
export const PRODUCT_RUPEES_MAX = 1_00_00_000;
export const PRODUCT_STOCK_MAX = 1_000_000;

export const PRODUCT_EDITOR_MESSAGES = {
  notFound: 'There is no such product.',
  titleRequired: 'Please enter the product name.',
  titleTooLong: `The name must be at most ${PRODUCT_TITLE_MAX} characters.`,
  slug: `A slug uses lowercase letters, digits and single hyphens (at most ${SLUG_MAX} characters), e.g. "hikvision-4mp-bullet".`,
  slugFromTitle: 'Could not make a slug from this name: please type one (lowercase letters, digits and hyphens).',
  slugTaken: (slug: string) => `Another product already uses the address "${slug}". Choose another slug.`,
  slugRedirects: (slug: string, title: string) =>
    `The address "${slug}" used to belong to "${title}" and still sends visitors there. Choose another slug.`,
  sku: `The SKU must be 1–${PRODUCT_SKU_MAX} letters, digits, dots, dashes, underscores or slashes, without spaces.`,
  skuTaken: (sku: string) => `Another product already has the SKU ${sku}.`,
  brand: 'Choose a brand from the list, or none.',
  unknownBrand: 'That brand does not exist.',
  category: 'Choose a category from the list, or none.',
  unknownCategory: 'That category does not exist.',
  price: `Enter the price in rupees: more than 0, at most two decimals (e.g. 8500 or 8500.50), up to Rs ${PRODUCT_RUPEES_MAX.toLocaleString('en-IN')}; or leave it empty for "ask for a price".`,
  offerPrice: 'Enter the offer price in rupees (more than 0, at most two decimals), or leave it empty.',
  offerBelowPrice: 'The offer price must be lower than the price.',
  offerWithoutPrice: 'An offer price needs a price: enter the price first.',
  unit: `Enter the unit (e.g. pcs, box, metre), at most ${PRODUCT_UNIT_MAX} characters.`,
  hsCode: 'The HS code is 4 to 8 digits (the tax invoice prints the first 4); leave it empty if unknown.',
  stock: `Stock must be a whole number from 0 to ${PRODUCT_STOCK_MAX.toLocaleString('en-US')}.`,
  lowStockAt: `The low-stock level must be a whole number from 0 to ${PRODUCT_STOCK_MAX.toLocaleString('en-US')}.`,
  color: `The colour must be at most ${PRODUCT_SHORT_MAX} characters.`,
  size: `The size must be at most ${PRODUCT_SHORT_MAX} characters.`,
  summary: `The summary must be at most ${PRODUCT_SUMMARY_MAX} characters.`,
  description: `The description is too long (at most ${PRODUCT_DESCRIPTION_MAX.toLocaleString('en-US')} characters of HTML).`,
  specs: `At most ${PRODUCT_SPECS_MAX} specification rows.`,
  specName: `Each specification needs a name of at most ${PRODUCT_SPEC_NAME_MAX} characters.`,
  specValue: `Each specification needs a value of at most ${PRODUCT_SPEC_VALUE_MAX} characters.`,
  gallery: `At most ${PRODUCT_GALLERY_MAX} photos.`,
  imageSrc: 'A photo must be one uploaded here (/media/…) or a web address (https://…).',
  altRequired: 'Describe this photo for people who cannot see it (alt text is required).',
  altTooLong: `Alt text must be at most ${PRODUCT_ALT_MAX} characters.`,
  duplicatePhoto: 'The same photo is in the gallery twice.',
  datasheet: 'The datasheet must be a PDF uploaded here (/media/…) or a web address (https://…).',
  seoTitle: `The SEO title must be at most ${PRODUCT_SEO_TITLE_MAX} characters.`,
  seoDescription: `The SEO description must be at most ${PRODUCT_SEO_TEXT_MAX} characters.`,
  seoKeyword: `The SEO keywords must be at most ${PRODUCT_SEO_TEXT_MAX} characters.`,
  related: `Choose at most ${PRODUCT_RELATED_MAX} related products, each once.`,
  relatedSelf: 'A product cannot be related to itself.',
  unknownRelated: 'One of the related products does not exist.',
  flag: 'Choose yes or no.',
  updatedAt: 'Reload the product before saving: the form does not say which version it edits.',
  stale: 'Someone else saved this product after you opened it. Reload to see their changes, then make yours again.',
  pricesForbidden: 'Your role may not set or change prices: leave the price and offer price as they are, or ask a manager.',
  stockForbidden: 'Your role may not change stock: leave it as it is, or ask the warehouse.',
  created: (title: string) => `${title} is created.`,
  saved: (title: string) => `${title} is saved.`,
  savedInactive: (title: string) => `${title} is saved as a draft: visitors do not see it until it is active.`,
} as const;
const M = PRODUCT_EDITOR_MESSAGES;

/** Text with control characters (other than none) removed and trimmed; empty → null. */
const optionalText = (max: number, message: string) =>
  text(message)
    .nullable()
    .optional()
    .transform((v, ctx): string | null => {
      const value = withoutControlCharacters(v ?? '').trim();
      if (value.length > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return value === '' ? null : value;
    });

/** A required line of text, trimmed, 1..max. */
const requiredText = (max: number, required: string, tooLong: string) =>
  text(required)
    .transform((v) => withoutControlCharacters(v).trim())
    .pipe(z.string().min(1, required).max(max, tooLong));

const RUPEES = /^\d{1,9}(?:\.\d{1,2})?$/;

/**
 * Rupees as staff type them (a number or a string such as "8500.50") → integer paisa; empty or
 * null → null. More than two decimals ("12.345") is refused, never rounded: a price is what was typed.
 */
export const rupeesAsPaisa = (message: string) =>
  z
    .union([z.number({ error: message }), text(message)], { error: message })
    .nullable()
    .optional()
    .transform((v, ctx): number | null => {
      if (v === null || v === undefined) return null;
      const typed = typeof v === 'number' ? (Number.isFinite(v) ? String(v) : '') : v.trim().replace(/,/g, '');
      if (typed === '') return null;
      // A number such as 1e21 or 0.1+0.2 reads as no plain decimal: refused like a bad string.
      if (!RUPEES.test(typed)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      const [whole, fraction = ''] = typed.split('.');
      const paisa = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
      if (paisa <= 0 || paisa > PRODUCT_RUPEES_MAX * 100) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return paisa;
    });

const wholeNumber = (message: string, max: number) => z.number({ error: message }).int(message).min(0, message).max(max, message);

const id = (message: string) => z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

/** Our own uploads (/media/…) or the web; never javascript:, data: or protocol-relative. */
const MEDIA_LINK = /^(?:https?:\/\/[^\s"'<>]+|\/media\/[A-Za-z0-9._~/-]+)$/;

const link = (message: string) =>
  text(message)
    .transform((v) => v.trim())
    .refine((v) => v.length <= PRODUCT_LINK_MAX && MEDIA_LINK.test(v) && !v.includes('..'), message);

/** One photo of the gallery: where it is and what it shows. */
export const galleryPhoto = z.object({
  src: link(M.imageSrc),
  alt: text(M.altRequired)
    .transform((v) => withoutControlCharacters(v).trim())
    .pipe(z.string().min(1, M.altRequired).max(PRODUCT_ALT_MAX, M.altTooLong)),
});
export type GalleryPhoto = z.output<typeof galleryPhoto>;

export const productSpec = z.object({
  name: requiredText(PRODUCT_SPEC_NAME_MAX, M.specName, M.specName),
  value: requiredText(PRODUCT_SPEC_VALUE_MAX, M.specValue, M.specValue),
});

/**
 * THE field rules of a product. Each yields what is stored: trimmed text, null for empty optional
 * text, paisa for rupees. The editor's body and the CSV import build on these.
 */
export const productFieldRules = {
  title: requiredText(PRODUCT_TITLE_MAX, M.titleRequired, M.titleTooLong),
  /** Empty or left out: made from the title. */
  slug: text(M.slug)
    .optional()
    .transform((v, ctx): string | undefined => {
      const value = (v ?? '').trim();
      if (value === '') return undefined;
      if (value.length > SLUG_MAX || !SLUG_PATTERN.test(value)) {
        ctx.addIssue({ code: 'custom', message: M.slug });
        return z.NEVER;
      }
      return value;
    }),
  sku: text(M.sku)
    .transform((v) => v.trim())
    .refine((v) => v.length >= 1 && v.length <= PRODUCT_SKU_MAX && PRODUCT_SKU_PATTERN.test(v), M.sku),
  brand_id: id(M.brand).nullable(),
  category_id: id(M.category).nullable(),
  price: rupeesAsPaisa(M.price),
  offer_price: rupeesAsPaisa(M.offerPrice),
  on_request: z.boolean({ error: M.flag }),
  unit: requiredText(PRODUCT_UNIT_MAX, M.unit, M.unit),
  /** Nepal's customs tariff code (decision 0122); '' or null for none. Left out: kept as it is. */
  hs_code: text(M.hsCode)
    .trim()
    .refine((v) => v === '' || /^\d{4,8}$/.test(v), M.hsCode)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null)),
  stock: wholeNumber(M.stock, PRODUCT_STOCK_MAX),
  low_stock_at: wholeNumber(M.lowStockAt, PRODUCT_STOCK_MAX),
  color: optionalText(PRODUCT_SHORT_MAX, M.color),
  size: optionalText(PRODUCT_SHORT_MAX, M.size),
  summary: optionalText(PRODUCT_SUMMARY_MAX, M.summary),
  /** HTML from the rich-text editor; the server sanitises it before it is stored. */
  description: text(M.description)
    .max(PRODUCT_DESCRIPTION_MAX, M.description)
    .nullable()
    .optional()
    .transform((v) => (v === null || v === undefined || v.trim() === '' ? null : v)),
  specs: z.array(productSpec, { error: M.specs }).max(PRODUCT_SPECS_MAX, M.specs),
  gallery: z
    .array(galleryPhoto, { error: M.gallery })
    .max(PRODUCT_GALLERY_MAX, M.gallery)
    .refine((photos) => new Set(photos.map((p) => p.src)).size === photos.length, M.duplicatePhoto),
  datasheet_url: link(M.datasheet)
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null),
  featured: z.boolean({ error: M.flag }),
  active: z.boolean({ error: M.flag }),
  seo_title: optionalText(PRODUCT_SEO_TITLE_MAX, M.seoTitle),
  seo_description: optionalText(PRODUCT_SEO_TEXT_MAX, M.seoDescription),
  seo_keyword: optionalText(PRODUCT_SEO_TEXT_MAX, M.seoKeyword),
  related_ids: z
    .array(id(M.related), { error: M.related })
    .max(PRODUCT_RELATED_MAX, M.related)
    .refine((ids) => new Set(ids).size === ids.length, M.related),
} as const;

/** The offer rules that need both prices: only with a price, and below it. */
export function offerPriceIssue(pricePaisa: number | null, offerPaisa: number | null): string | null {
  if (offerPaisa === null) return null;
  if (pricePaisa === null) return M.offerWithoutPrice;
  return offerPaisa < pricePaisa ? null : M.offerBelowPrice;
}

/** The slug a product gets: the typed one, else one made from the title ('' when neither gives one). */
export const productSlug = (title: string, slug: string | undefined) => slug ?? slugFromTitle(title);

const R = productFieldRules;
const productFields = z.object({
  title: R.title,
  slug: R.slug,
  sku: R.sku,
  brand_id: R.brand_id,
  category_id: R.category_id,
  price: R.price,
  offer_price: R.offer_price,
  on_request: R.on_request,
  unit: R.unit,
  hs_code: R.hs_code,
  /** Left out on an edit: stock stays as it is (orders may be moving it meanwhile). */
  stock: R.stock.optional(),
  low_stock_at: R.low_stock_at,
  color: R.color,
  size: R.size,
  summary: R.summary,
  description: R.description,
  specs: R.specs,
  gallery: R.gallery,
  datasheet_url: R.datasheet_url,
  featured: R.featured,
  active: R.active,
  seo_title: R.seo_title,
  seo_description: R.seo_description,
  seo_keyword: R.seo_keyword,
  related_ids: R.related_ids,
});

const withOfferRule = <T extends { price: number | null; offer_price: number | null }>(body: T, ctx: z.RefinementCtx) => {
  const issue = offerPriceIssue(body.price, body.offer_price);
  if (issue) ctx.addIssue({ code: 'custom', path: ['offer_price'], message: issue });
};

/** POST /api/admin/products: a new product. Prices in rupees (stored as paisa). */
export const productCreateBody = productFields.superRefine(withOfferRule);
export type ProductCreateBody = z.input<typeof productCreateBody>;
export type ProductFields = z.output<typeof productFields>;

/** POST /api/admin/products/{productId}: the whole product as the form holds it, and the version it loaded. */
export const productUpdateBody = productFields
  .extend({
    /** `updated_at` of the product as the form loaded it: a product saved since is refused (409), not overwritten. */
    updated_at: text(M.updatedAt).refine((v) => !Number.isNaN(Date.parse(v)), M.updatedAt),
  })
  .superRefine(withOfferRule);
export type ProductUpdateBody = z.input<typeof productUpdateBody>;
export type ProductUpdateFields = z.output<typeof productUpdateBody>;

const titled = z.object({ id: z.number().int(), title: z.string() });

/** One product as the editor shows it: rupees, the gallery with alt texts, related products in order. */
export const productEditorDetail = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  sku: z.string(),
  brand: titled.nullable(),
  category: titled.nullable(),
  /** Rupees; null: no list price (visitors see "ask for a price"). */
  price: z.number().nullable(),
  offer_price: z.number().nullable(),
  on_request: z.boolean(),
  unit: z.string(),
  hs_code: z.string().nullable(),
  stock: z.number().int(),
  low_stock_at: z.number().int(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  summary: z.string().nullable(),
  /** Sanitised HTML. */
  description: z.string().nullable(),
  specs: z.array(z.object({ name: z.string(), value: z.string() })),
  gallery: z.array(z.object({ src: z.string(), alt: z.string() })),
  datasheet_url: z.string().nullable(),
  featured: z.boolean(),
  active: z.boolean(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  seo_keyword: z.string().nullable(),
  related: z.array(z.object({ id: z.number().int(), title: z.string(), sku: z.string(), slug: z.string(), active: z.boolean() })),
  /** Earlier slugs that now answer 301 to this product. */
  old_slugs: z.array(z.string()),
  created_at: z.string(),
  /** Send it back with the edit: the version this form holds. */
  updated_at: z.string(),
});
export type ProductEditorDetail = z.infer<typeof productEditorDetail>;

export const productEditorResponse = z.object({ result: resultSuccess, product: productEditorDetail });
export type ProductEditorResponse = z.infer<typeof productEditorResponse>;

export const productEditorChangeResponse = productEditorResponse.extend({ message: z.string() });
export type ProductEditorChangeResponse = z.infer<typeof productEditorChangeResponse>;
