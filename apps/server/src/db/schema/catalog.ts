import { DEFAULT_LOW_STOCK_AT } from '@suraksha/contracts/admin/stock';
import type { NepaliTexts } from '@suraksha/contracts/nepali-version';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { paisa, timestamps, tsvector } from './columns.ts';

const seo = {
  seoTitle: text('seo_title'),
  seoDescription: text('seo_description'),
  seoKeyword: text('seo_keyword'),
};

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  slug: text('slug').notNull().unique(),
  image: text('image'),
  description: text('description'),
  /** Shown in the footer's brand list (SPEC §3 filteredBrands). */
  featured: boolean('featured').notNull().default(false),
  /** Order among brands (and, for categories, among siblings): the back office's drag to reorder. */
  position: integer('position').notNull().default(0),
  /** Inactive: gone from the storefront's lists and its own page answers 404; never deleted (decision 0098). */
  active: boolean('active').notNull().default(true),
  ...seo,
  ...timestamps,
});

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    image: text('image'),
    description: text('description'),
    /** The Nepali title, when staff gave one (decision 0127). */
    ne: jsonb('ne').$type<NepaliTexts>().notNull().default({}),
    featured: boolean('featured').notNull().default(false),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    ...seo,
    ...timestamps,
  },
  (t) => [index('categories_parent_idx').on(t.parentId), check('categories_not_own_parent', sql`${t.parentId} <> ${t.id}`)],
);

export type ProductSpec = { name: string; value: string };
/** One photo of a product: where it is and what it shows (alt text, required by the editor; decision 0104). */
export type ProductPhoto = { src: string; alt: string };

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    sku: text('sku').notNull().unique(),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'restrict' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    /** 0 means no list price: the card shows a Quote button (SPEC §4). */
    pricePaisa: paisa('price_paisa').notNull().default(0),
    offerPricePaisa: paisa('offer_price_paisa'),
    onRequest: boolean('on_request').notNull().default(false),
    unit: text('unit').notNull().default('pcs'),
    stock: integer('stock').notNull().default(0),
    /** The product is low on stock at this many pieces or fewer (the back office's low-stock list). */
    lowStockAt: integer('low_stock_at').notNull().default(DEFAULT_LOW_STOCK_AT),
    color: text('color'),
    size: text('size'),
    summary: text('summary'),
    /** Sanitized HTML. */
    description: text('description'),
    /** The Nepali title, summary and description, when staff gave them (decision 0127). */
    ne: jsonb('ne').$type<NepaliTexts>().notNull().default({}),
    specs: jsonb('specs').$type<ProductSpec[]>().notNull().default([]),
    /** The first photo's src, kept beside the gallery so cards, feeds and the sitemap read one column. */
    image: text('image'),
    /** Every photo in the shop's order, the first being `image` (decision 0104); empty: `image` alone, its alt the title. */
    gallery: jsonb('gallery').$type<ProductPhoto[]>().notNull().default([]),
    datasheetUrl: text('datasheet_url'),
    /** Harmonized System code (4–8 digits) of Nepal's customs tariff; the tax invoice prints its first 4 (decision 0122). */
    hsCode: text('hs_code'),
    featured: boolean('featured').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** Weighted: title A, brand and category B, specs C, summary and description D (trigger-maintained). */
    searchVector: tsvector('search_vector'),
    /** The catalogue_version of the last write to a column the storefront's search index reads (trigger-set; decision 0111). */
    catalogueVersion: bigint('catalogue_version', { mode: 'number' }).notNull().default(0),
    ...seo,
    ...timestamps,
  },
  (t) => [
    index('products_search_idx').using('gin', t.searchVector),
    index('products_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('products_brand_idx').on(t.brandId),
    index('products_category_idx').on(t.categoryId),
    // A product page's related products (same category, featured first, newest): read in order, never sorted (decision 0113).
    index('products_category_related_idx')
      .on(t.categoryId, t.featured.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.active}`),
    index('products_created_idx').on(t.createdAt),
    index('products_catalogue_version_idx').on(t.catalogueVersion),
    // The back office's product list (decision 0102): a SKU prefix search, and each sort with its id tie-break.
    index('products_sku_lower_prefix_idx').using('btree', sql`lower(${t.sku}) text_pattern_ops`),
    index('products_title_id_idx').on(t.title, t.id),
    index('products_price_id_idx').on(t.pricePaisa, t.id),
    index('products_stock_id_idx').on(t.stock, t.id),
    index('products_updated_id_idx').on(t.updatedAt, t.id),
    // The low-stock list and the home's card: exactly the low rows, most short first.
    index('products_low_stock_idx')
      .on(sql`(${t.lowStockAt} - ${t.stock}) DESC`, t.stock, t.id)
      .where(sql`${t.active} AND NOT ${t.onRequest} AND ${t.stock} <= ${t.lowStockAt}`),
    check('products_price_not_negative', sql`${t.pricePaisa} >= 0`),
    check('products_offer_price_positive', sql`${t.offerPricePaisa} IS NULL OR ${t.offerPricePaisa} > 0`),
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    check('products_low_stock_at_not_negative', sql`${t.lowStockAt} >= 0`),
    check('products_hs_code_digits', sql`${t.hsCode} IS NULL OR ${t.hsCode} ~ '^[0-9]{4,8}$'`),
  ],
);

/**
 * One row: the version of what the storefront's in-process search index holds (decision 0111).
 * Triggers bump it in the writing transaction, so its row lock orders catalogue writes: a product
 * stamped with version v was committed before any write stamped above v. `reloadFrom` is the version
 * of the last write an index cannot catch up with row by row (a deleted product): indexes older than
 * it are rebuilt whole.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
    reloadFrom: bigint('reload_from', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_version_one_row', sql`${t.id} = 1`)],
);

/**
 * Slugs a product had before (decision 0104): the storefront answers an old slug with a 301 to the
 * product's address now. An old slug is never reused by another product while it redirects.
 */
export const productSlugRedirects = pgTable(
  'product_slug_redirects',
  {
    oldSlug: text('old_slug').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_slug_redirects_product_idx').on(t.productId)],
);

/** Related products chosen in the editor, in its order; the product page shows them before its own picks. */
export const productRelated = pgTable(
  'product_related',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    relatedId: integer('related_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.relatedId] }), check('product_related_not_itself', sql`${t.productId} <> ${t.relatedId}`)],
);

/** Bundles such as a "4-camera kit": several products at one bundle price. */
export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    image: text('image'),
    summary: text('summary'),
    description: text('description'),
    pricePaisa: paisa('price_paisa').notNull(),
    active: boolean('active').notNull().default(true),
    /** The shop's order on /packages (issue #16: staff reorder them). */
    position: integer('position').notNull().default(0),
    ...seo,
    ...timestamps,
  },
  (t) => [check('packages_price_not_negative', sql`${t.pricePaisa} >= 0`)],
);

export const packageItems = pgTable(
  'package_items',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    uniqueIndex('package_items_unique').on(t.packageId, t.productId),
    check('package_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
