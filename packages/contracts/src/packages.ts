import { z } from 'zod';
import { rupees } from './catalog.ts';
import { resultSuccess } from './error-envelope.ts';

/**
 * Packages: bundles such as a "4-camera kit", several products at one bundle price. Like every
 * catalogue price, price and parts_total are a customer privilege: null without a valid bearer token.
 */
export const packageCard = z.object({
  title: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  summary: z.string().nullable(),
  item_count: z.number().int().describe('Pieces in the box, quantities added up'),
  price: rupees.nullable(),
});
export type PackageCard = z.infer<typeof packageCard>;

export const packageItem = z.object({
  title: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  quantity: z.number().int(),
});
export type PackageItem = z.infer<typeof packageItem>;

export const packageDetail = packageCard.extend({
  description: z.string().nullable().describe('Sanitized HTML'),
  parts_total: rupees.nullable().describe('What the items cost bought one by one; null when one of them is quoted on request'),
  items: z.array(packageItem),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  seo_keyword: z.string().nullable(),
});
export type PackageDetail = z.infer<typeof packageDetail>;

/** GET /api/packages */
export const packageListResponse = z.object({ result: resultSuccess, packages: z.array(packageCard) });
export type PackageListResponse = z.infer<typeof packageListResponse>;

/** GET /api/packages/{slug} */
export const packageResponse = z.object({ result: resultSuccess, package: packageDetail });
export type PackageResponse = z.infer<typeof packageResponse>;
