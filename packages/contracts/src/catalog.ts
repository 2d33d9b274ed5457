import { z } from 'zod';
import { resultSuccess } from './error-envelope.ts';

/** Amounts in the API are rupees with at most two decimals (money.ts converts). */
export const rupees = z.number().describe('Amount in Nepali rupees, at most two decimals');

export const categoryLink = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
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
  image: z.string().nullable(),
  brand: z.string().nullable(),
  category: z.string().nullable(),
  unit: z.string(),
  on_request: z.boolean(),
  price: rupees.nullable(),
  offer_price: rupees.nullable(),
});
export type ProductCard = z.infer<typeof productCard>;

export const blogCard = z.object({
  title: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  date: z.string().describe('Publication date, YYYY-MM-DD'),
  summary: z.string(),
});
export type BlogCard = z.infer<typeof blogCard>;

export const shopContact = z.object({
  address: z.string(),
  phone: z.string(),
  email: z.string(),
});

/** GET /api/footer (SPEC §7: result, categories, brands, filteredBrands; plus contact). */
export const footerResponse = z.object({
  result: resultSuccess,
  categories: z.array(categoryLink),
  brands: z.array(brandLink),
  filteredBrands: z.array(brandLink),
  contact: shopContact,
});
export type FooterResponse = z.infer<typeof footerResponse>;

/** GET /api/home: everything the home page shows, in one call. */
export const homeResponse = z.object({
  result: resultSuccess,
  categories: z.array(categoryLink),
  newProducts: z.array(productCard),
  featuredProducts: z.array(productCard),
  brands: z.array(brandLink),
  blogs: z.array(blogCard),
});
export type HomeResponse = z.infer<typeof homeResponse>;

/** The category menu of the header: top-level categories with their children. */
export const menuCategory = categoryLink.extend({ children: z.array(categoryLink) });
export const menuResponse = z.object({ result: resultSuccess, categories: z.array(menuCategory) });
export type MenuResponse = z.infer<typeof menuResponse>;
