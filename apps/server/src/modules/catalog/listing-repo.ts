import { PRODUCTS_PER_PAGE } from '@suraksha/contracts/catalog';
import { type SortKey } from '@suraksha/contracts/listing-limits';
import { and, asc, count, desc, eq, gte, inArray, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { products } from '../../db/schema/catalog.ts';
import type { Database } from '../../platform/database.ts';
import { type ProductCardRow, selectProductCards } from './repo.ts';

/**
 * What a buyer pays: the offer price when set, else the list price. NULL when the product
 * shows no price (on request, or no price yet): such products sort last and never pass a price filter.
 */
export const effectivePricePaisa = sql<
  number | null
>`(CASE WHEN ${products.onRequest} THEN NULL ELSE NULLIF(COALESCE(${products.offerPricePaisa}, ${products.pricePaisa}), 0) END)`;

/**
 * Filters of a product listing. null: not filtered; an empty list: a filter nothing can pass
 * (every slug asked for was unknown), so the listing is empty rather than unfiltered.
 */
export interface ProductFilters {
  brandIds: number[] | null;
  categoryIds: number[] | null;
  sizes: string[] | null;
  colors: string[] | null;
  minPricePaisa: number | null;
  maxPricePaisa: number | null;
}
export type FilterName = 'brand' | 'category' | 'size' | 'color' | 'price';

export const NO_FILTERS: ProductFilters = {
  brandIds: null,
  categoryIds: null,
  sizes: null,
  colors: null,
  minPricePaisa: null,
  maxPricePaisa: null,
};

function oneOf<T extends string | number>(column: SQLWrapper, values: T[]): SQL {
  return values.length === 0 ? sql`false` : inArray(column, values);
}

/** The conditions of `filters`, leaving out `except` (a facet is counted with the other filters only). */
export function filterConditions(filters: ProductFilters, except?: FilterName): SQL[] {
  const conditions: SQL[] = [];
  if (filters.brandIds && except !== 'brand') conditions.push(oneOf(products.brandId, filters.brandIds));
  if (filters.categoryIds && except !== 'category') conditions.push(oneOf(products.categoryId, filters.categoryIds));
  if (filters.sizes && except !== 'size') conditions.push(oneOf(products.size, filters.sizes));
  if (filters.colors && except !== 'color') conditions.push(oneOf(products.color, filters.colors));
  if (except !== 'price') {
    if (filters.minPricePaisa !== null) conditions.push(gte(effectivePricePaisa, filters.minPricePaisa));
    if (filters.maxPricePaisa !== null) conditions.push(lte(effectivePricePaisa, filters.maxPricePaisa));
  }
  return conditions;
}

/** Active products passing the filters (and the search term's condition, when there is one). */
export function listingWhere(filters: ProductFilters, term?: SQL): SQL {
  return and(eq(products.active, true), term, ...filterConditions(filters)) as SQL;
}

/**
 * ORDER BY of a sort key. Every order ends on the id, so pages never overlap or skip a product.
 * `relevance` is the search's own order; without it relevance falls back to newest.
 */
export function listingOrder(sort: SortKey, relevance?: SQL[]): SQL[] {
  switch (sort) {
    case 'relevance':
      return relevance ? [...relevance, desc(products.createdAt), desc(products.id)] : listingOrder('newest');
    case 'price_asc':
      return [sql`${effectivePricePaisa} ASC NULLS LAST`, asc(products.id)];
    case 'price_desc':
      return [sql`${effectivePricePaisa} DESC NULLS LAST`, asc(products.id)];
    case 'name':
      return [asc(products.title), asc(products.id)];
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
  }
}

/**
 * One page of product cards. The page is chosen on narrow rows first (ids only, however many
 * products match and whatever the order costs), then only its 24 rows are joined to brand and category.
 */
export function listProductPage(db: Database, where: SQL, orderBy: SQL[], page: number): Promise<ProductCardRow[]> {
  const pageIds = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...orderBy)
    .limit(PRODUCTS_PER_PAGE)
    .offset((page - 1) * PRODUCTS_PER_PAGE)
    .as('page_ids');
  return selectProductCards(db)
    .innerJoin(pageIds, eq(pageIds.id, products.id))
    .orderBy(...orderBy);
}

export async function countProducts(db: Database, where: SQL): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products).where(where);
  return row?.total ?? 0;
}
