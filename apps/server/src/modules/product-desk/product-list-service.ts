import { PRODUCT_LIST_DEFAULT_SORT, type ProductListQuery, type ProductListResponse } from '@suraksha/contracts/admin/product-list';
import { paisaToRupees } from '@suraksha/domain/money';
import type { Database } from '../../platform/database.ts';
import { withDescendants } from '../catalog/category-tree.ts';
import { listCategoryTree } from '../catalog/repo.ts';
import { type ProductListFilters, countProducts, findProductPage } from './product-list-repo.ts';

/** The query's filters for SQL: a category means it and every category under it. */
export async function productListFilters(db: Database, query: ProductListQuery): Promise<ProductListFilters> {
  const { category, sort: _sort, page: _page, per_page: _perPage, ...rest } = query;
  if (category === undefined) return rest;
  return { ...rest, categoryIds: withDescendants(await listCategoryTree(db), category) };
}

/** The back office's product list: one page under the query and how many match. */
export async function productList(db: Database, query: ProductListQuery): Promise<ProductListResponse> {
  const filters = await productListFilters(db, query);
  const perPage = query.per_page;
  const [rows, total] = await Promise.all([
    findProductPage(db, filters, query.sort ?? PRODUCT_LIST_DEFAULT_SORT, perPage, (query.page - 1) * perPage),
    countProducts(db, filters),
  ]);
  return {
    result: 'success',
    products: rows.map((p) => ({
      id: p.id,
      title: p.title,
      sku: p.sku,
      slug: p.slug,
      image: p.image,
      brand: p.brand,
      category: p.category,
      price: paisaToRupees(p.pricePaisa),
      offer_price: p.offerPricePaisa === null ? null : paisaToRupees(p.offerPricePaisa),
      on_request: p.onRequest,
      stock: p.stock,
      low_stock_at: p.lowStockAt,
      active: p.active,
      updated_at: p.updatedAt.toISOString(),
    })),
    pagination: { page: query.page, perPage, total, totalPages: Math.max(1, Math.ceil(total / perPage)) },
  };
}
