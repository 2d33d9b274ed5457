import { type SQL, and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { ProductListQuery, ProductListSort, StockLevel } from '@suraksha/contracts/admin/product-list';
import { brands, categories, products } from '../../db/schema/catalog.ts';
import type { Database } from '../../platform/database.ts';
import { likeEscaped } from '../orders/order-desk-repo.ts';

/**
 * The back office's product list (issue #16): every filter, the sort and the page in SQL, each on
 * an index at 100,000 products (migrations 0000–0022): the title's trigram index for a search,
 * lower(sku) text_pattern_ops for a SKU prefix, (column, id) btrees for each sort.
 */

/** Filters resolved for SQL: the category already widened to its descendants. */
export type ProductListFilters = Partial<Omit<ProductListQuery, 'category' | 'sort' | 'page' | 'per_page'>> & {
  categoryIds?: number[] | undefined;
};

/** Part of the title anywhere (trigram index), or the start of the SKU (case-insensitive, prefix index). */
export function productSearchCondition(term: string): SQL {
  const escaped = likeEscaped(term);
  return or(ilike(products.title, `%${escaped}%`), sql`lower(${products.sku}) like ${`${likeEscaped(term.toLowerCase())}%`}`) as SQL;
}

function stockLevelCondition(level: StockLevel): SQL {
  if (level === 'out') return eq(products.stock, 0);
  if (level === 'low') return and(gt(products.stock, 0), lte(products.stock, products.lowStockAt)) as SQL;
  return gt(products.stock, products.lowStockAt);
}

const yes = (flag: 'yes' | 'no') => flag === 'yes';

/** Every condition of the filters (the CSV export reads the same). */
export function productListConditions(filters: ProductListFilters): SQL | undefined {
  return and(
    filters.q ? productSearchCondition(filters.q) : undefined,
    filters.brand !== undefined ? eq(products.brandId, filters.brand) : undefined,
    filters.categoryIds ? inArray(products.categoryId, filters.categoryIds) : undefined,
    filters.active ? eq(products.active, yes(filters.active)) : undefined,
    filters.on_request ? eq(products.onRequest, yes(filters.on_request)) : undefined,
    filters.stock ? stockLevelCondition(filters.stock) : undefined,
    filters.offer ? (yes(filters.offer) ? isNotNull(products.offerPricePaisa) : isNull(products.offerPricePaisa)) : undefined,
  );
}

/** Each sort ends with the id, so rows with equal values keep one order from page to page. */
export const PRODUCT_LIST_ORDERING: Record<ProductListSort, SQL[]> = {
  updated_desc: [desc(products.updatedAt), desc(products.id)],
  updated_asc: [asc(products.updatedAt), asc(products.id)],
  title_asc: [asc(products.title), asc(products.id)],
  title_desc: [desc(products.title), desc(products.id)],
  price_asc: [asc(products.pricePaisa), asc(products.id)],
  price_desc: [desc(products.pricePaisa), desc(products.id)],
  stock_asc: [asc(products.stock), asc(products.id)],
  stock_desc: [desc(products.stock), desc(products.id)],
};

/** One page of products under the filters, in the sort, with brand and category titles. */
export function findProductPage(db: Database, filters: ProductListFilters, sort: ProductListSort, limit: number, offset: number) {
  return db
    .select({
      id: products.id,
      title: products.title,
      sku: products.sku,
      slug: products.slug,
      image: products.image,
      brand: brands.title,
      category: categories.title,
      pricePaisa: products.pricePaisa,
      offerPricePaisa: products.offerPricePaisa,
      onRequest: products.onRequest,
      stock: products.stock,
      lowStockAt: products.lowStockAt,
      active: products.active,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(productListConditions(filters))
    .orderBy(...PRODUCT_LIST_ORDERING[sort])
    .limit(limit)
    .offset(offset);
}

export async function countProducts(db: Database, filters: ProductListFilters): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(productListConditions(filters));
  return row?.n ?? 0;
}
