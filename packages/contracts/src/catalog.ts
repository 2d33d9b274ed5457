import { z } from 'zod';
import { text } from './text.ts';
import { TEXT_MESSAGES } from './text-messages.ts';
import { MAX_PAGE, PRODUCTS_PER_PAGE, SEARCH_MAX_LENGTH, SORT_KEYS } from './listing-limits.ts';
import { resultSuccess } from './error-envelope.ts';
import { nepaliTexts } from './nepali-version.ts';
import { sellerDisclosure } from './seller-information.ts';

/** A name's Nepali version (decision 0127): `{ title }` when staff gave one, else `{}` (show the English). */
const nepaliTitle = nepaliTexts.pick({ title: true });

/** Amounts in the API are rupees with at most two decimals (money.ts converts). */
export const rupees = z.number().describe('Amount in Nepali rupees, at most two decimals');

export const categoryLink = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  ne: nepaliTitle,
});
export type CategoryLink = z.infer<typeof categoryLink>;

export const brandLink = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
});
export type BrandLink = z.infer<typeof brandLink>;

/**
 * A product as a card shows it. price and offer_price are a customer privilege:
 * they are null for a visitor (no valid bearer token).
 */
export const productCard = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  /** The shop's stock code, on its own line under the clamped name so it is never cut off. */
  sku: z.string(),
  image: z.string().nullable(),
  /** What the image shows (staff's alt text); null: the title says it. */
  image_alt: z.string().nullable(),
  brand: z.string().nullable(),
  category: z.string().nullable(),
  unit: z.string(),
  on_request: z.boolean(),
  price: rupees.nullable(),
  offer_price: rupees.nullable(),
  ne: nepaliTitle,
});
export type ProductCard = z.infer<typeof productCard>;

export const shopContact = z.object({
  address: z.string(),
  phone: z.string(),
  email: z.string(),
});

/**
 * GET /api/footer (SPEC §7: result, categories, brands, filteredBrands; plus contact, and the seller
 * information every page discloses — decision 0123 — so a cached footer costs a page no extra query).
 */
export const footerResponse = z.object({
  result: resultSuccess,
  categories: z.array(categoryLink),
  brands: z.array(brandLink),
  filteredBrands: z.array(brandLink),
  contact: shopContact,
  seller: sellerDisclosure,
});
export type FooterResponse = z.infer<typeof footerResponse>;

/** The category menu of the header: top-level categories with their children. */
export const menuCategory = categoryLink.extend({ children: z.array(categoryLink) });
export const menuResponse = z.object({ result: resultSuccess, categories: z.array(menuCategory) });
export type MenuResponse = z.infer<typeof menuResponse>;

// ---------------------------------------------------------------------------
// Catalogue listings, product page and search (SPEC §2, §3, §7)
// ---------------------------------------------------------------------------

/** Sort orders of every product listing; relevance needs a search term. */
export const sortKey = z.enum(SORT_KEYS);

export { PRODUCTS_PER_PAGE };

const seoFields = {
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  seo_keyword: z.string().nullable(),
};

/** A brand with its SEO fields (SPEC §3: title, slug, image, seo_title, seo_description, seo_keyword). */
export const brandSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  ...seoFields,
});
export type BrandSummary = z.infer<typeof brandSummary>;

/** GET /api/brands */
export const brandsResponse = z.object({ result: resultSuccess, brands: z.array(brandSummary) });
export type BrandsResponse = z.infer<typeof brandsResponse>;

export const titleSlug = z.object({ title: z.string(), slug: z.string() });
/** A category in a product's breadcrumbs, with its Nepali name when it has one. */
export const categoryCrumb = titleSlug.extend({ ne: nepaliTitle });
export type TitleSlug = z.infer<typeof titleSlug>;

export const pagination = z.object({
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof pagination>;

// Query strings: a field left empty by a GET form counts as absent.
/** Tabs and line breaks (the only control characters the text rule lets through) mean nothing in a search or a slug. */
export const withoutControlCharacters = (value: string) => value.replace(/\p{Cc}+/gu, ' ');
export const blank = (v: unknown) => v === undefined || (typeof v === 'string' && v.trim() === '');

export const pageParam = text()
  .optional()
  .transform((v, ctx) => {
    if (blank(v)) return 1;
    const page = /^\d{1,6}$/.test(String(v).trim()) ? Number(String(v).trim()) : Number.NaN;
    if (!(page >= 1 && page <= MAX_PAGE)) {
      ctx.addIssue({ code: 'custom', message: `The page must be a whole number from 1 to ${MAX_PAGE}.` });
      return z.NEVER;
    }
    return page;
  })
  .describe(`Page number, 1 to ${MAX_PAGE} (${PRODUCTS_PER_PAGE} products a page)`);

const sortParam = text()
  .optional()
  .transform((v, ctx) => {
    if (blank(v)) return undefined;
    const parsed = sortKey.safeParse(String(v).trim());
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: `The sort must be one of ${SORT_KEYS.join(', ')}.` });
      return z.NEVER;
    }
    return parsed.data;
  })
  .describe(`One of ${SORT_KEYS.join(', ')}; default relevance with a search term, else newest`);

/** ?page=&sort= of the brand and category listings. */
export const listingQuery = z.object({ page: pageParam, sort: sortParam });
export type ListingQuery = z.output<typeof listingQuery>;
export type ListingQueryParams = z.input<typeof listingQuery>;

const listParam = (what: string) =>
  z
    // A query key given once is a string, given twice an array; either way only the text rule can fail.
    .union([text(), z.array(text())], { error: TEXT_MESSAGES.unstorable })
    .optional()
    .transform((v) => [
      ...new Set(
        (v === undefined ? [] : Array.isArray(v) ? v : [v])
          .flatMap((s) => withoutControlCharacters(s).split(','))
          .map((s) => s.trim())
          .filter((s) => s !== '')
          .slice(0, 50),
      ),
    ])
    .describe(`Comma-separated ${what}`);

const rupeesParam = (label: string) =>
  text()
    .optional()
    .transform((v, ctx) => {
      if (blank(v)) return undefined;
      const amount = String(v).trim();
      if (!/^\d{1,10}(\.\d{1,2})?$/.test(amount)) {
        ctx.addIssue({ code: 'custom', message: `The ${label} must be a positive amount in rupees.` });
        return z.NEVER;
      }
      return Number(amount);
    })
    .describe(`${label[0]?.toUpperCase()}${label.slice(1)} in rupees (effective price: offer price when set)`);

/** GET /api/products query: search term, filters, sort and page. */
export const searchQuery = z
  .object({
    search: text()
      .optional()
      .transform((v) => withoutControlCharacters(v ?? '').trim())
      .pipe(z.string().max(SEARCH_MAX_LENGTH, `The search may be at most ${SEARCH_MAX_LENGTH} characters.`))
      .describe('Words to search for; the last one matches as a prefix'),
    categories: listParam('category slugs (a category includes its children)'),
    brands: listParam('brand slugs'),
    sizes: listParam('sizes'),
    colors: listParam('colours'),
    min_price: rupeesParam('minimum price'),
    max_price: rupeesParam('maximum price'),
    sort: sortParam,
    page: pageParam,
  })
  .superRefine((q, ctx) => {
    if (q.min_price !== undefined && q.max_price !== undefined && q.min_price > q.max_price) {
      ctx.addIssue({ code: 'custom', path: ['min_price'], message: 'The minimum price cannot be above the maximum price.' });
    }
  });
export type SearchQuery = z.output<typeof searchQuery>;
export type SearchQueryParams = z.input<typeof searchQuery>;

/** GET /api/brands/{brandId}/products */
export const brandProductsResponse = z.object({
  result: resultSuccess,
  brand: brandSummary.extend({ description: z.string().nullable() }),
  products: z.array(productCard),
  pagination,
  sort: sortKey,
});
export type BrandProductsResponse = z.infer<typeof brandProductsResponse>;

/** GET /api/categories/{categoryId}: the category, its place in the tree, and its products (children included). */
export const categoryResponse = z.object({
  result: resultSuccess,
  category: z.object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    image: z.string().nullable(),
    description: z.string().nullable(),
    ...seoFields,
    ne: nepaliTitle,
    parent: categoryCrumb.nullable(),
    children: z.array(categoryCrumb),
  }),
  products: z.array(productCard),
  pagination,
  sort: sortKey,
});
export type CategoryResponse = z.infer<typeof categoryResponse>;

export const STOCK_STATUSES = ['in_stock', 'out_of_stock'] as const;

/** A product as its page shows it; price and offer_price are null for a visitor. */
export const productDetail = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  sku: z.string(),
  image: z.string().nullable(),
  /** Every photo in the shop's order, the first being `image`, each with its alt text (decision 0104). */
  gallery: z.array(z.object({ src: z.string(), alt: z.string() })),
  brand: titleSlug.nullable(),
  category: categoryCrumb.nullable(),
  breadcrumbs: z.array(categoryCrumb).describe('The category chain from the top-level category down'),
  unit: z.string(),
  on_request: z.boolean(),
  price: rupees.nullable(),
  offer_price: rupees.nullable(),
  stock_status: z.enum(STOCK_STATUSES),
  color: z.string().nullable(),
  size: z.string().nullable(),
  summary: z.string().nullable(),
  description: z.string().nullable().describe('Sanitized HTML'),
  specs: z.array(z.object({ name: z.string(), value: z.string() })),
  datasheet_url: z.string().nullable(),
  ...seoFields,
  /** The Nepali title, summary and description (sanitised HTML) staff gave; each missing one shows the English. */
  ne: nepaliTexts.pick({ title: true, summary: true, description: true }),
});
export type ProductDetail = z.infer<typeof productDetail>;

/** GET /api/products/{productId} */
export const productResponse = z.object({
  result: resultSuccess,
  product: productDetail,
  related: z.array(productCard).describe('Other products of the same category, up to 8'),
});
export type ProductResponse = z.infer<typeof productResponse>;

/** GET /api/products/{productId} for a slug the product had before: 301, Location and its slug now. */
export const productMovedResponse = z.object({ result: z.literal('moved'), slug: z.string() });
export type ProductMovedResponse = z.infer<typeof productMovedResponse>;

/** A filter option (SPEC §3: id, title, checked); id is the value the filter parameter takes (a slug, a size). */
export const facetOption = z.object({
  id: z.string(),
  title: z.string(),
  count: z.number().int().describe('Products matching the search and the other filters'),
  checked: z.boolean(),
});
export type FacetOption = z.infer<typeof facetOption>;

/** GET /api/products (SPEC §7: brands, colors, sizes, categories, searchName, products, maxAmount). */
export const searchResponse = z.object({
  result: resultSuccess,
  brands: z.array(facetOption),
  colors: z.array(facetOption),
  sizes: z.array(facetOption),
  categories: z.array(facetOption),
  products: z.array(productCard),
  searchName: z.string(),
  maxAmount: rupees.describe(
    'Highest effective price matching the search and filters except the price; 0 when none and always 0 for a visitor, whose price bounds are ignored',
  ),
  pagination,
  sort: sortKey,
});
export type SearchResponse = z.infer<typeof searchResponse>;
