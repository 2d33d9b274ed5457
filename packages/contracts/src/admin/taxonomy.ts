import { z } from 'zod';
import { resultSuccess } from '../error-envelope.ts';
import { text } from '../text.ts';

/**
 * Brands and categories in the back office (/api/admin/brands, /api/admin/categories, issue #16):
 * list with product counts, create, edit, reorder categories among their siblings, deactivate and
 * activate. Nothing is deleted: an inactive brand or category leaves the storefront's lists and its
 * own page answers 404, while its products stay on sale (docs/decisions/0098).
 */

export const TITLE_MAX = 120;
export const SLUG_MAX = 120;
/** Lowercase letters and digits in groups joined by single hyphens: "ip-cameras". */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const TAXONOMY_MESSAGES = {
  titleRequired: 'Please enter a name.',
  titleTooLong: `The name must be at most ${TITLE_MAX} characters.`,
  slug: `A slug uses lowercase letters, digits and single hyphens (at most ${SLUG_MAX} characters), e.g. "ip-cameras".`,
  slugFromTitle: 'Could not make a slug from this name: please type one (lowercase letters, digits and hyphens).',
  brandSlugTaken: (slug: string) => `Another brand already uses the slug "${slug}".`,
  categorySlugTaken: (slug: string) => `Another category already uses the slug "${slug}".`,
  notBrand: 'There is no such brand.',
  notCategory: 'There is no such category.',
  parent: 'Choose a parent category, or none for a top-level category.',
  noParent: 'The parent category does not exist.',
  cycle: 'A category cannot move under itself or under one of its own subcategories.',
  parentInactive: 'The parent category is inactive: activate it first, or choose another parent.',
  order: 'Send the id of every category under that parent, each once.',
  orderSaved: 'The new order is saved; the storefront shows it now.',
  brandCreated: (title: string) => `Brand ${title} is added.`,
  categoryCreated: (title: string) => `Category ${title} is added.`,
  saved: (title: string) => `${title} is saved.`,
  brandDeactivated: (title: string, products: number) =>
    `${title} is inactive: it leaves the brand lists and its page answers "not found". ` +
    `${plural(products, 'active product refers', 'active products refer')} to it; they stay on sale and in search.`,
  categoryDeactivated: (title: string, products: number) =>
    `${title} is inactive: it leaves the menu and its page answers "not found". ` +
    `${plural(products, 'active product is', 'active products are')} filed under it; they stay on sale and in search.`,
  activeChildren: (title: string, children: number) =>
    `${title} has ${plural(children, 'active subcategory', 'active subcategories')}: deactivate or move ${children === 1 ? 'it' : 'them'} first.`,
  activated: (title: string) => `${title} is active and shown on the storefront again.`,
  alreadyActive: (title: string) => `${title} is already active.`,
  alreadyInactive: (title: string) => `${title} is already inactive.`,
  /** What the confirmation before a deactivation says. */
  confirmBrandDeactivate: (products: number) =>
    `${plural(products, 'active product refers', 'active products refer')} to this brand. They stay on sale and in search; the brand leaves the brand lists and its page answers "not found".`,
  confirmCategoryDeactivate: (products: number) =>
    `${plural(products, 'active product is', 'active products are')} filed under this category. They stay on sale and in search; the category leaves the menu and its page answers "not found".`,
  slugHint: 'Made from the name when left empty.',
  reorderHint: 'Drag a category by its handle (or focus the handle and use Space and the arrow keys), or use Move up and Move down.',
} as const;

const title = text(TAXONOMY_MESSAGES.titleRequired)
  .trim()
  .min(1, TAXONOMY_MESSAGES.titleRequired)
  .max(TITLE_MAX, TAXONOMY_MESSAGES.titleTooLong);

/** Empty or left out: made from the name. */
const slug = text(TAXONOMY_MESSAGES.slug)
  .trim()
  .max(SLUG_MAX, TAXONOMY_MESSAGES.slug)
  .refine((s) => s === '' || SLUG_PATTERN.test(s), TAXONOMY_MESSAGES.slug)
  .optional();

const id = z
  .number({ error: TAXONOMY_MESSAGES.parent })
  .int(TAXONOMY_MESSAGES.parent)
  .positive(TAXONOMY_MESSAGES.parent)
  .max(2_147_483_647, TAXONOMY_MESSAGES.parent);

/** A new brand, or a brand's edit (a slug left out on an edit keeps the current one). */
export const brandBody = z.object({ title, slug });
export type BrandBody = z.input<typeof brandBody>;

/** A new category, or a category's edit: `parentId` null puts it at the top level. */
export const categoryBody = z.object({ title, slug, parentId: id.nullable() });
export type CategoryBody = z.input<typeof categoryBody>;

/** The siblings under `parentId` (null: the top level) in their new order: every one of them, each once. */
export const categoryOrderBody = z.object({
  parentId: id.nullable(),
  ids: z
    .array(z.number({ error: TAXONOMY_MESSAGES.order }).int(TAXONOMY_MESSAGES.order), { error: TAXONOMY_MESSAGES.order })
    .min(1, TAXONOMY_MESSAGES.order)
    .max(1000, TAXONOMY_MESSAGES.order),
});
export type CategoryOrderBody = z.input<typeof categoryOrderBody>;

export const adminBrand = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  active: z.boolean(),
  /** Products of the brand, and how many of them are on sale. */
  products: z.number().int(),
  activeProducts: z.number().int(),
});
export type AdminBrand = z.infer<typeof adminBrand>;

export const brandsAdminResponse = z.object({ result: resultSuccess, brands: z.array(adminBrand) });
export type BrandsAdminResponse = z.infer<typeof brandsAdminResponse>;

/** One category of the tree; the list comes depth first, siblings in shop order. */
export const adminCategory = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  title: z.string(),
  slug: z.string(),
  active: z.boolean(),
  /** 0 for a top-level category. */
  depth: z.number().int(),
  /** Products filed directly under it, and how many of them are on sale. */
  products: z.number().int(),
  activeProducts: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategory>;

export const categoriesAdminResponse = z.object({ result: resultSuccess, categories: z.array(adminCategory) });
export type CategoriesAdminResponse = z.infer<typeof categoriesAdminResponse>;

export const brandWriteResponse = z.object({ result: resultSuccess, message: z.string(), brand: adminBrand });
export type BrandWriteResponse = z.infer<typeof brandWriteResponse>;

export const categoryWriteResponse = z.object({ result: resultSuccess, message: z.string(), category: adminCategory });
export type CategoryWriteResponse = z.infer<typeof categoryWriteResponse>;

export const categoryOrderResponse = z.object({ result: resultSuccess, message: z.string(), categories: z.array(adminCategory) });
export type CategoryOrderResponse = z.infer<typeof categoryOrderResponse>;

/** The slug a name gives: "Access Control & Locks" → "access-control-and-locks". */
export function slugFromTitle(value: string): string {
  return value
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}
