import type { NepaliTexts } from '@suraksha/contracts/nepali-version';
import { type SQL, and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import { brands, categories, productRelated, productSlugRedirects, products } from '../../db/schema/catalog.ts';
import type { Database } from '../../platform/database.ts';
import { preparedPerDatabase } from '../../platform/prepared-query.ts';

const brand = alias(brands, 'brand');
const category = alias(categories, 'category');

/** The columns a product card needs, never more (select, never include). */
const cardColumns = {
  id: products.id,
  title: products.title,
  slug: products.slug,
  sku: products.sku,
  image: products.image,
  /** The first photo's alt text when the first photo is the card's image (decision 0104); else the card says the title. */
  imageAlt: sql<
    string | null
  >`case when ${products.gallery} -> 0 ->> 'src' = ${products.image} then ${products.gallery} -> 0 ->> 'alt' end`,
  unit: products.unit,
  onRequest: products.onRequest,
  pricePaisa: products.pricePaisa,
  offerPricePaisa: products.offerPricePaisa,
  brand: brand.title,
  category: category.title,
  /** Only the Nepali title: a card shows no more, and a description can be long (decision 0127). */
  ne: sql<NepaliTexts>`case when ${products.ne} ? 'title' then jsonb_build_object('title', ${products.ne} -> 'title') else '{}'::jsonb end`,
};
export type ProductCardRow = {
  id: number;
  title: string;
  slug: string;
  sku: string;
  image: string | null;
  imageAlt: string | null;
  unit: string;
  onRequest: boolean;
  pricePaisa: number;
  offerPricePaisa: number | null;
  brand: string | null;
  category: string | null;
  ne: NepaliTexts;
};

/**
 * SELECT of product cards (brand and category titles joined), with any `extra` columns a query needs
 * beside them; callers add WHERE, ORDER BY and LIMIT.
 */
export function selectProductCards<X extends Record<string, SQL.Aliased> = Record<never, never>>(db: Database, extra = {} as X) {
  return db
    .select({ ...cardColumns, ...extra })
    .from(products)
    .leftJoin(brand, eq(brand.id, products.brandId))
    .leftJoin(category, eq(category.id, products.categoryId));
}

const cardsByIdsQuery = preparedPerDatabase((db) =>
  selectProductCards(db)
    .where(sql`${products.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('catalog_cards_by_ids'),
);

/** `rows` in the order of `ids` (the search index chose and ordered the page); ids without a row are skipped. */
function inOrderOf<R extends { id: number }>(ids: readonly number[], rows: R[]): R[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The cards of these products, in the order of `ids`. */
export async function listProductCardsByIds(db: Database, ids: readonly number[]): Promise<ProductCardRow[]> {
  if (ids.length === 0) return [];
  return inOrderOf(ids, await cardsByIdsQuery(db).execute({ ids: [...ids] }));
}

const cardsAtVersionQuery = preparedPerDatabase((db) =>
  selectProductCards(db, {
    catalogueVersion: sql<number>`(select version::float8 from catalogue_version where id = 1)`.as('catalogue_version'),
  })
    .where(sql`${products.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('catalog_cards_at_version'),
);

/**
 * The cards of these products in the order of `ids`, and the catalogue's version in the same snapshot
 * (decision 0121): whether the index that chose the page was current. Null when no card was asked.
 */
export async function listProductCardsAtVersion(
  db: Database,
  ids: readonly number[],
): Promise<{ version: number | null; rows: ProductCardRow[] }> {
  if (ids.length === 0) return { version: null, rows: [] };
  const found = await cardsAtVersionQuery(db).execute({ ids: [...ids] });
  // Each card carries the version too; toProductCard reads only a card's own columns.
  return { version: found[0] === undefined ? null : Number(found[0].catalogueVersion), rows: inOrderOf(ids, found) };
}

export function listNewestProducts(db: Database, limit: number): Promise<ProductCardRow[]> {
  return selectProductCards(db).where(eq(products.active, true)).orderBy(desc(products.createdAt), desc(products.id)).limit(limit);
}

export function listFeaturedProducts(db: Database, limit: number): Promise<ProductCardRow[]> {
  return selectProductCards(db)
    .where(and(eq(products.active, true), eq(products.featured, true)))
    .orderBy(asc(products.title))
    .limit(limit);
}

const linkColumns = (t: typeof brands | typeof categories) => ({ id: t.id, title: t.title, slug: t.slug, image: t.image });
/** A category's link, with its Nepali name (decision 0127). */
const categoryLinkColumns = { ...linkColumns(categories), ne: categories.ne };

// The footer, the menu and the product page run these on every page the server renders: prepared (decision 0113).
const brandsQuery = preparedPerDatabase((db) =>
  db
    .select({ ...linkColumns(brands), featured: brands.featured })
    .from(brands)
    .where(eq(brands.active, true))
    .orderBy(asc(brands.position), asc(brands.title))
    .prepare('catalog_brands'),
);
export const listBrands = (db: Database) => brandsQuery(db).execute();

const topCategoriesQuery = preparedPerDatabase((db) =>
  db
    .select({ ...categoryLinkColumns, featured: categories.featured })
    .from(categories)
    .where(and(isNull(categories.parentId), eq(categories.active, true)))
    .orderBy(asc(categories.position), asc(categories.title))
    .prepare('catalog_top_categories'),
);
export const listTopCategories = (db: Database) => topCategoriesQuery(db).execute();

const allCategoriesQuery = preparedPerDatabase((db) =>
  db
    .select({ ...categoryLinkColumns, parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.active, true))
    .orderBy(asc(categories.position), asc(categories.title))
    .prepare('catalog_all_categories'),
);
export const listAllCategories = (db: Database) => allCategoriesQuery(db).execute();

const seoColumns = (t: typeof brands | typeof categories | typeof products) => ({
  seoTitle: t.seoTitle,
  seoDescription: t.seoDescription,
  seoKeyword: t.seoKeyword,
});

/** Brands with their SEO fields, in shop order (the /brands page). */
export function listBrandsWithSeo(db: Database) {
  return db
    .select({ ...linkColumns(brands), ...seoColumns(brands) })
    .from(brands)
    .where(eq(brands.active, true))
    .orderBy(asc(brands.position), asc(brands.title));
}

/**
 * Every active brand and category as its listing page shows it (description and SEO fields): the
 * catalogue index keeps them with its version (decision 0121), so a listing needs no query of its own.
 */
export function listBrandPages(db: Database) {
  return db
    .select({ ...linkColumns(brands), description: brands.description, ...seoColumns(brands) })
    .from(brands)
    .where(eq(brands.active, true));
}
export type BrandPageRow = Awaited<ReturnType<typeof listBrandPages>>[number];

export function listCategoryPages(db: Database) {
  return db
    .select({ ...categoryLinkColumns, parentId: categories.parentId, description: categories.description, ...seoColumns(categories) })
    .from(categories)
    .where(eq(categories.active, true));
}
export type CategoryPageRow = Awaited<ReturnType<typeof listCategoryPages>>[number];

/**
 * The whole category tree as flat rows (a shop has tens of categories, not thousands), inactive ones
 * included: their products stay listed under an active ancestor (decision 0098); callers showing
 * links keep the active ones.
 */
const categoryTreeQuery = preparedPerDatabase((db) =>
  db
    .select({
      id: categories.id,
      title: categories.title,
      slug: categories.slug,
      parentId: categories.parentId,
      active: categories.active,
      ne: categories.ne,
    })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.title))
    .prepare('catalog_category_tree'),
);
export const listCategoryTree = (db: Database) => categoryTreeQuery(db).execute();
export type CategoryTreeRow = Awaited<ReturnType<typeof listCategoryTree>>[number];

const activeProductBySlugQuery = preparedPerDatabase((db) =>
  selectProductPage(db)
    .where(and(eq(products.slug, sql.placeholder('slug')), eq(products.active, true)))
    .limit(1)
    .prepare('catalog_product_page'),
);

/** An active product with what its page shows; undefined when unknown or inactive. */
export async function findActiveProductBySlug(db: Database, slug: string) {
  const [row] = await activeProductBySlugQuery(db).execute({ slug });
  return row;
}

/** Any product, drafts too, with what its page shows: the back office's preview (decision 0104). */
export async function findProductForPreview(db: Database, id: number) {
  const [row] = await selectProductPage(db).where(eq(products.id, id)).limit(1);
  return row;
}

export type ProductPageRow = NonNullable<Awaited<ReturnType<typeof findActiveProductBySlug>>>;

function selectProductPage(db: Database) {
  return db
    .select({
      id: products.id,
      title: products.title,
      slug: products.slug,
      sku: products.sku,
      image: products.image,
      gallery: products.gallery,
      unit: products.unit,
      onRequest: products.onRequest,
      pricePaisa: products.pricePaisa,
      offerPricePaisa: products.offerPricePaisa,
      stock: products.stock,
      color: products.color,
      size: products.size,
      summary: products.summary,
      description: products.description,
      ne: products.ne,
      specs: products.specs,
      datasheetUrl: products.datasheetUrl,
      ...seoColumns(products),
      categoryId: products.categoryId,
      brandTitle: brand.title,
      brandSlug: brand.slug,
    })
    .from(products)
    .leftJoin(brand, eq(brand.id, products.brandId));
}

/** Where a related product comes from: staff chose it (first, in their order), or its category. */
export const RELATED_CHOSEN = 0;
export const RELATED_OF_CATEGORY = 1;

/**
 * Both kinds of related products in one round trip (decision 0117): those staff chose for the product
 * (active ones, in their order) and the newest of its category but itself (featured first), `limit` of
 * each, as `source` then `rank`. The caller drops category picks that were also chosen and keeps
 * `limit` in all: the same products, in the same order, as asking for the category's picks without
 * the chosen ones, since at most as many as were chosen can be dropped.
 */
const relatedProductsQuery = preparedPerDatabase((db) => {
  const chosen = selectRelatedCards(db, sql<number>`${RELATED_CHOSEN}::int`, sql<number>`${productRelated.position}`)
    .innerJoin(productRelated, eq(productRelated.relatedId, products.id))
    .where(and(eq(productRelated.productId, sql.placeholder('productId')), eq(products.active, true)))
    .orderBy(asc(productRelated.position))
    .limit(sql.placeholder('limit'));
  const ofCategory = selectRelatedCards(
    db,
    sql<number>`${RELATED_OF_CATEGORY}::int`,
    sql<number>`(row_number() over (order by ${products.featured} desc, ${products.createdAt} desc, ${products.id} desc))::int`,
  )
    .where(
      and(
        eq(products.categoryId, sql.placeholder('categoryId')),
        eq(products.active, true),
        sql`${products.id} <> ${sql.placeholder('productId')}`,
      ),
    )
    .orderBy(desc(products.featured), desc(products.createdAt), desc(products.id))
    .limit(sql.placeholder('limit'));
  return unionAll(chosen, ofCategory)
    .orderBy(sql`"source"`, sql`"rank"`)
    .prepare('catalog_related_products');
});

function selectRelatedCards(db: Database, source: SQL<number>, rank: SQL<number>) {
  return selectProductCards(db, { source: source.as('source'), rank: rank.as('rank') });
}

export type RelatedCardRow = ProductCardRow & { source: number };

/**
 * The products staff chose for `productId` (active ones, in their order) and, after them, the newest
 * `limit` of `categoryId` but the product itself (none when it has no category).
 */
export function listRelatedCandidates(
  db: Database,
  productId: number,
  categoryId: number | null,
  limit: number,
): Promise<RelatedCardRow[]> {
  return relatedProductsQuery(db).execute({ productId, categoryId, limit });
}

/** The slug an old slug of an active product moved to (decision 0104), if any. */
export async function findMovedSlug(db: Database, oldSlug: string): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: products.slug })
    .from(productSlugRedirects)
    .innerJoin(products, eq(products.id, productSlugRedirects.productId))
    .where(and(eq(productSlugRedirects.oldSlug, oldSlug), eq(products.active, true)))
    .limit(1);
  return row?.slug;
}
