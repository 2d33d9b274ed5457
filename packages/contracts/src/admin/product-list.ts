import { z } from 'zod';
import { pageParam, pagination, withoutControlCharacters } from '../catalog.ts';
import { text } from '../text.ts';
import { choiceParam } from './query-params.ts';

/**
 * The back office's product list and bulk grid (issue #16): search, filters, sort and page in the
 * URL, applied on the server; price, offer price, stock and active edited for many rows at once and
 * saved as ONE call with a result per row (decision 0102).
 */

export const PRODUCT_LIST_SORTS = [
  'updated_desc',
  'updated_asc',
  'title_asc',
  'title_desc',
  'price_asc',
  'price_desc',
  'stock_asc',
  'stock_desc',
] as const;
export type ProductListSort = (typeof PRODUCT_LIST_SORTS)[number];
export const PRODUCT_LIST_DEFAULT_SORT: ProductListSort = 'updated_desc';

/** Out: none left. Low: some, at or under the product's own threshold. In: above it. */
export const STOCK_LEVELS = ['out', 'low', 'in'] as const;
export type StockLevel = (typeof STOCK_LEVELS)[number];
export const STOCK_LEVEL_LABELS: Record<StockLevel, string> = { out: 'Out of stock', low: 'Low (not out)', in: 'In stock' };

export const PRODUCT_LIST_PER_PAGE_CHOICES = [25, 50, 100] as const;
export const PRODUCT_LIST_PER_PAGE = 50;
export const PRODUCT_SEARCH_MAX = 100;
/** The most rows one save of the grid may carry. */
export const PRODUCT_BULK_MAX = 500;
/** Rs 1 crore: more than anything this shop sells. */
export const PRODUCT_RUPEES_MAX = 1_00_00_000;
export const PRODUCT_STOCK_MAX = 1_000_000;

export const PRODUCT_LIST_MESSAGES = {
  search: `The search must be at most ${PRODUCT_SEARCH_MAX} characters.`,
  id: (what: string) => `The ${what} must be a whole number.`,
  perPage: `Show ${PRODUCT_LIST_PER_PAGE_CHOICES.join(', ')} products a page.`,
  rows: 'Send the changed rows.',
  tooMany: `At most ${PRODUCT_BULK_MAX} rows at a time: save in parts.`,
  duplicate: (id: number) => `Product ${id} appears twice: send each row once.`,
  nothing: 'A row must change at least one of price, offer price, stock or active.',
  unchanged: (field: string) => `The ${field} sent is the one it had: leave it out.`,
  price: `The price must be in rupees: 0 or more (0 = no list price), at most two decimals, at most ${PRODUCT_RUPEES_MAX.toLocaleString('en-IN')}.`,
  offerPrice: `The offer price must be in rupees: more than 0, at most two decimals, or empty for none.`,
  stock: `The stock must be a whole number from 0 to ${PRODUCT_STOCK_MAX.toLocaleString('en-US')}.`,
  active: 'Active is yes or no.',
  // Per-row refusals
  notFound: 'There is no such product.',
  forbidden: (fields: string) => `Your role may not change the ${fields}.`,
  allForbidden: 'Your role may not change any of these fields.',
  stale: (field: string, now: string, saw: string) => `Changed meanwhile: the ${field} is now ${now} (you saw ${saw}). Reload to see it.`,
  offerNeedsPrice: 'An offer price needs a price: set the price first, or clear the offer.',
  offerBelowPrice: (offer: string, price: string) => `The offer price (${offer}) must be below the price (${price}).`,
  saved: 'Saved.',
  savedAll: (n: number) => (n === 1 ? '1 product saved.' : `${n} products saved.`),
} as const;

const idParam = (what: string) =>
  text()
    .optional()
    .transform((v, ctx) => {
      const value = (v ?? '').trim();
      if (value === '') return undefined;
      if (!/^\d{1,9}$/.test(value)) {
        ctx.addIssue({ code: 'custom', message: PRODUCT_LIST_MESSAGES.id(what) });
        return z.NEVER;
      }
      return Number(value);
    })
    .describe(`The ${what}'s id`);

const searchParam = text()
  .optional()
  .transform((v, ctx) => {
    const term = withoutControlCharacters(v ?? '').trim();
    if (term.length > PRODUCT_SEARCH_MAX) {
      ctx.addIssue({ code: 'custom', message: PRODUCT_LIST_MESSAGES.search });
      return z.NEVER;
    }
    return term === '' ? undefined : term;
  })
  .describe('Part of the title, or the start of the SKU (case does not matter)');

const perPageParam = text()
  .optional()
  .transform((v, ctx) => {
    const value = (v ?? '').trim();
    if (value === '') return PRODUCT_LIST_PER_PAGE;
    const n = Number(value);
    if (!(PRODUCT_LIST_PER_PAGE_CHOICES as readonly number[]).includes(n)) {
      ctx.addIssue({ code: 'custom', message: PRODUCT_LIST_MESSAGES.perPage });
      return z.NEVER;
    }
    return n;
  })
  .describe(`Products a page: ${PRODUCT_LIST_PER_PAGE_CHOICES.join(', ')} (default ${PRODUCT_LIST_PER_PAGE})`);

const yesNo = (what: string) => choiceParam(['yes', 'no'] as const, what);

/** GET /api/admin/products query. */
export const productListQuery = z.object({
  q: searchParam,
  brand: idParam('brand'),
  category: idParam('category'),
  active: yesNo('active filter'),
  on_request: yesNo('on-request filter'),
  stock: choiceParam(STOCK_LEVELS, 'stock level'),
  offer: yesNo('offer price filter'),
  sort: choiceParam(PRODUCT_LIST_SORTS, 'sort'),
  page: pageParam,
  per_page: perPageParam,
});
export type ProductListQuery = z.output<typeof productListQuery>;
export type ProductListQueryParams = z.input<typeof productListQuery>;

export const productListRow = z.object({
  id: z.number().int(),
  title: z.string(),
  sku: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  brand: z.string().nullable(),
  category: z.string().nullable(),
  /** Rupees; 0: no list price (the shop shows a Quote button). */
  price: z.number(),
  /** Rupees; null: no offer. */
  offer_price: z.number().nullable(),
  on_request: z.boolean(),
  stock: z.number().int(),
  low_stock_at: z.number().int(),
  active: z.boolean(),
  updated_at: z.string(),
});
export type ProductListRow = z.infer<typeof productListRow>;

export const productListResponse = z.object({
  result: z.literal('success'),
  products: z.array(productListRow),
  pagination,
});
export type ProductListResponse = z.infer<typeof productListResponse>;

/** The fields the grid edits. */
export const GRID_FIELDS = ['price', 'offer_price', 'stock', 'active'] as const;
export type GridField = (typeof GRID_FIELDS)[number];
export const GRID_FIELD_LABELS: Record<GridField, string> = {
  price: 'price',
  offer_price: 'offer price',
  stock: 'stock',
  active: 'active',
};

const rupees = (message: string, min: 'zero' | 'positive') =>
  z
    .number({ error: message })
    .refine((n) => Number.isFinite(n) && (min === 'zero' ? n >= 0 : n > 0) && n <= PRODUCT_RUPEES_MAX, message)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, message);
const priceValue = rupees(PRODUCT_LIST_MESSAGES.price, 'zero');
const offerValue = rupees(PRODUCT_LIST_MESSAGES.offerPrice, 'positive').nullable();
const stockValue = z
  .number({ error: PRODUCT_LIST_MESSAGES.stock })
  .int(PRODUCT_LIST_MESSAGES.stock)
  .min(0, PRODUCT_LIST_MESSAGES.stock)
  .max(PRODUCT_STOCK_MAX, PRODUCT_LIST_MESSAGES.stock);
const activeValue = z.boolean({ error: PRODUCT_LIST_MESSAGES.active });

/** A field's change: what staff saw (`from`, checked against the row as it is) and what they want (`to`). */
const change = <T extends z.ZodType>(value: T) => z.object({ from: value, to: value }).optional();

export const productBulkRow = z.object({
  id: z
    .number({ error: PRODUCT_LIST_MESSAGES.id('product') })
    .int(PRODUCT_LIST_MESSAGES.id('product'))
    .positive(),
  price: change(priceValue),
  offer_price: change(offerValue),
  stock: change(stockValue),
  active: change(activeValue),
});
export type ProductBulkRow = z.output<typeof productBulkRow>;

/**
 * POST /api/admin/products/bulk: the changed rows only, each field with the value staff saw and the
 * new one. More than PRODUCT_BULK_MAX rows is refused whole (413) by the service, not here, so the
 * answer says why rather than listing 500 field errors.
 */
export const productBulkBody = z
  .object({
    rows: z.array(productBulkRow, { error: PRODUCT_LIST_MESSAGES.rows }).min(1, PRODUCT_LIST_MESSAGES.rows),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<number>();
    body.rows.forEach((row, i) => {
      if (seen.has(row.id)) ctx.addIssue({ code: 'custom', path: ['rows', i, 'id'], message: PRODUCT_LIST_MESSAGES.duplicate(row.id) });
      seen.add(row.id);
      const fields = GRID_FIELDS.filter((f) => row[f] !== undefined);
      if (fields.length === 0) ctx.addIssue({ code: 'custom', path: ['rows', i], message: PRODUCT_LIST_MESSAGES.nothing });
      for (const f of fields) {
        const c = row[f] as { from: unknown; to: unknown };
        if (c.from === c.to) {
          ctx.addIssue({ code: 'custom', path: ['rows', i, f], message: PRODUCT_LIST_MESSAGES.unchanged(GRID_FIELD_LABELS[f]) });
        }
      }
    });
  });
export type ProductBulkBody = z.input<typeof productBulkBody>;
export type ProductBulkInput = z.output<typeof productBulkBody>;

/** The grid's values of one product. */
export const gridValues = z.object({
  price: z.number(),
  offer_price: z.number().nullable(),
  stock: z.number().int(),
  active: z.boolean(),
});
export type GridValues = z.infer<typeof gridValues>;

/** One result per row sent, in the order sent: saved, or refused and why; with the row's values as they are now. */
export const productBulkResult = z.object({
  id: z.number().int(),
  ok: z.boolean(),
  message: z.string(),
  /** The product's values after the call (null: no such product). */
  now: gridValues.nullable(),
});
export type ProductBulkResult = z.infer<typeof productBulkResult>;

export const productBulkResponse = z.object({
  result: z.literal('success'),
  saved: z.number().int(),
  refused: z.number().int(),
  message: z.string(),
  results: z.array(productBulkResult),
});
export type ProductBulkResponse = z.infer<typeof productBulkResponse>;
