import { z } from 'zod';
import { rupees } from '../catalog.ts';
import { resultSuccess } from '../error-envelope.ts';
import { text } from '../text.ts';
import { imageReference, SHOWCASE_MESSAGES, showcaseSlug, showcaseTitle } from './showcase-fields.ts';

/**
 * Packages (bundles) in the back office (/api/admin/packages, issue #16, docs/decisions/0101):
 * list, create, edit, reorder, deactivate and activate; never deleted. A package is products with
 * quantities sold at one bundle price (rupees here, integer paisa in the database). Text and items
 * need catalogue.write; setting the price needs catalogue.prices as well.
 */

export const PACKAGE_SUMMARY_MAX = 500;
export const PACKAGE_DESCRIPTION_MAX = 20_000;
export const PACKAGE_ITEMS_MAX = 50;
export const PACKAGE_QUANTITY_MAX = 999;
/** Rs 1 crore: far above any kit the shop sells, low enough that a slipped zero is caught. */
export const PACKAGE_PRICE_MAX = 10_000_000;

export const PACKAGE_MESSAGES = {
  summaryTooLong: `The summary must be at most ${PACKAGE_SUMMARY_MAX} characters.`,
  descriptionTooLong: `The description must be at most ${PACKAGE_DESCRIPTION_MAX.toLocaleString('en-US')} characters.`,
  price: `Enter the bundle price in rupees: more than 0, at most two decimals (up to ${PACKAGE_PRICE_MAX.toLocaleString('en-US')}).`,
  priceRequired: 'Enter the bundle price in rupees.',
  pricePermission: 'Only staff who may change prices can set a package price: leave the price as it is.',
  items: `Add between 1 and ${PACKAGE_ITEMS_MAX} products to the package.`,
  product: 'Choose a product from the search.',
  quantity: `Each quantity is a whole number from 1 to ${PACKAGE_QUANTITY_MAX}.`,
  duplicate: 'A product appears twice: change its quantity instead.',
  unknownProducts: (ids: readonly number[]) => `There is no product with id ${ids.join(', ')}.`,
  slugTaken: (slug: string) => `Another package already uses the slug "${slug}".`,
  notPackage: 'There is no such package.',
  created: (title: string) => `Package ${title} is added.`,
  deactivated: (title: string) => `${title} is inactive: it leaves the packages page and its own page answers "not found".`,
  confirmDeactivate:
    'The package leaves the packages page and its own page answers "not found". Nothing else refers to it; you can activate it again at any time.',
  alreadyActive: (title: string) => `${title} is already active.`,
  alreadyInactive: (title: string) => `${title} is already inactive.`,
  /** On the package screen: an active package with an inactive product is not offered at all. */
  inactiveItems: (titles: readonly string[]) =>
    `${titles.join(', ')} ${titles.length === 1 ? 'is' : 'are'} inactive: the storefront hides this package until ${titles.length === 1 ? 'it is' : 'they are'} active again or taken out of it.`,
  noItemsActive: 'This package has no products: the storefront does not show it until it has some.',
  partsUnknown: 'Cannot add up the items: one of them is priced on request.',
  ...SHOWCASE_MESSAGES,
} as const;

const optionalText = (max: number, message: string) =>
  text(message)
    .trim()
    .max(max, message)
    .nullable()
    .optional()
    .transform((s) => (s === undefined || s === null || s === '' ? null : s));

/** Rupees with at most two decimals, more than 0 and at most PACKAGE_PRICE_MAX. */
export const packagePrice = z
  .number({ error: PACKAGE_MESSAGES.price })
  .refine((n) => Number.isFinite(n) && n > 0 && n <= PACKAGE_PRICE_MAX, PACKAGE_MESSAGES.price)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, PACKAGE_MESSAGES.price);

export const packageItemBody = z.object({
  productId: z
    .number({ error: PACKAGE_MESSAGES.product })
    .int(PACKAGE_MESSAGES.product)
    .positive(PACKAGE_MESSAGES.product)
    .max(2_147_483_647, PACKAGE_MESSAGES.product),
  quantity: z
    .number({ error: PACKAGE_MESSAGES.quantity })
    .int(PACKAGE_MESSAGES.quantity)
    .min(1, PACKAGE_MESSAGES.quantity)
    .max(PACKAGE_QUANTITY_MAX, PACKAGE_MESSAGES.quantity),
});

const items = z
  .array(packageItemBody, { error: PACKAGE_MESSAGES.items })
  .min(1, PACKAGE_MESSAGES.items)
  .max(PACKAGE_ITEMS_MAX, PACKAGE_MESSAGES.items)
  .refine((list) => new Set(list.map((i) => i.productId)).size === list.length, PACKAGE_MESSAGES.duplicate);

const packageFields = {
  title: showcaseTitle,
  slug: showcaseSlug,
  image: imageReference,
  summary: optionalText(PACKAGE_SUMMARY_MAX, PACKAGE_MESSAGES.summaryTooLong),
  /** HTML: sanitised when stored and again when shown. */
  description: optionalText(PACKAGE_DESCRIPTION_MAX, PACKAGE_MESSAGES.descriptionTooLong),
  items,
};

/** A new package: the price is required (and needs catalogue.prices). */
export const packageCreateBody = z.object({ ...packageFields, price: packagePrice });
export type PackageCreateBody = z.input<typeof packageCreateBody>;

/** A package's edit: a price left out stays as it is (a changed price needs catalogue.prices); a slug left out too. */
export const packageEditBody = z.object({ ...packageFields, price: packagePrice.optional() });
export type PackageEditBody = z.input<typeof packageEditBody>;

export const adminPackageItem = z.object({
  productId: z.number().int(),
  title: z.string(),
  sku: z.string(),
  slug: z.string(),
  active: z.boolean(),
  /** What one costs on its own today (the offer price when there is one); null when on request. */
  price: rupees.nullable(),
  quantity: z.number().int(),
});
export type AdminPackageItem = z.infer<typeof adminPackageItem>;

export const adminPackage = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  summary: z.string().nullable(),
  description: z.string().nullable(),
  active: z.boolean(),
  price: rupees,
  /** The items bought one by one at today's prices; null when one of them is priced on request. */
  partsTotal: rupees.nullable(),
  items: z.array(adminPackageItem),
});
export type AdminPackage = z.infer<typeof adminPackage>;

export const packagesAdminResponse = z.object({ result: resultSuccess, packages: z.array(adminPackage) });
export type PackagesAdminResponse = z.infer<typeof packagesAdminResponse>;

export const packageWriteResponse = z.object({ result: resultSuccess, message: z.string(), package: adminPackage });
export type PackageWriteResponse = z.infer<typeof packageWriteResponse>;

export const packageOrderResponse = z.object({ result: resultSuccess, message: z.string(), packages: z.array(adminPackage) });
export type PackageOrderResponse = z.infer<typeof packageOrderResponse>;
