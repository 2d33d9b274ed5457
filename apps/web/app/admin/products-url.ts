import { PRODUCT_LIST_DEFAULT_SORT, type ProductListQueryParams, type ProductListSort } from '@suraksha/contracts/admin/product-list';

/** The product list's state lives in the URL (bookmarkable, shareable); the server applies it. */
export const PRODUCT_LIST_KEYS = ['q', 'brand', 'category', 'active', 'on_request', 'stock', 'offer', 'sort', 'page', 'per_page'] as const;
type Key = (typeof PRODUCT_LIST_KEYS)[number];

export function readProductListQuery(search: URLSearchParams): ProductListQueryParams {
  const query: Record<string, string> = {};
  for (const key of PRODUCT_LIST_KEYS) {
    const value = search.get(key);
    if (value) query[key] = value;
  }
  return query;
}

/** The list's URL for `query` with `changes` (a new search, filter or sort starts again at page 1). */
export function productListHref(query: ProductListQueryParams, changes: Partial<Record<Key, string | undefined>>): string {
  const next: Record<string, string | undefined> = { ...query, page: undefined, ...changes };
  const params = new URLSearchParams(Object.entries(next).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const text = params.toString();
  return text === '' ? '/admin/products' : `/admin/products?${text}`;
}

/** The columns a click sorts by, and the way each sorts first (names A→Z, figures and changes largest or newest first). */
export type ProductSortColumn = 'title' | 'price' | 'stock' | 'updated';
const FIRST_WAY: Record<ProductSortColumn, 'asc' | 'desc'> = { title: 'asc', price: 'desc', stock: 'asc', updated: 'desc' };

export function productSortOf(column: ProductSortColumn, current: ProductListSort): 'asc' | 'desc' | null {
  if (current === `${column}_asc`) return 'asc';
  if (current === `${column}_desc`) return 'desc';
  return null;
}

/** The sort a click on this column's heading asks for: its first way, or the other way when it sorts the list already. */
export function nextProductSort(column: ProductSortColumn, current: ProductListSort): ProductListSort | undefined {
  const now = productSortOf(column, current);
  const way = now === null ? FIRST_WAY[column] : now === 'asc' ? 'desc' : 'asc';
  const sort: ProductListSort = `${column}_${way}`;
  return sort === PRODUCT_LIST_DEFAULT_SORT ? undefined : sort;
}
