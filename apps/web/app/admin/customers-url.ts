import type { CustomerListQueryParams, CustomerSort } from '@suraksha/contracts/admin/customers';

/** The customer list's state lives in the URL (a search, a filter, a sort, a page can be bookmarked and shared); the server applies it. */
export const CUSTOMER_LIST_KEYS = ['q', 'verified', 'state', 'sort', 'page'] as const;
type Key = (typeof CUSTOMER_LIST_KEYS)[number];

export function readCustomerListQuery(search: URLSearchParams): CustomerListQueryParams {
  const query: Record<string, string> = {};
  for (const key of CUSTOMER_LIST_KEYS) {
    const value = search.get(key);
    if (value) query[key] = value;
  }
  return query;
}

/** The list's URL for `query` with `changes` (a new search, filter or sort starts again at page 1). */
export function customerListHref(query: CustomerListQueryParams, changes: Partial<Record<Key, string | undefined>>): string {
  const next: Record<string, string | undefined> = { ...query, page: undefined, ...changes };
  const params = new URLSearchParams(Object.entries(next).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const text = params.toString();
  return text === '' ? '/admin/customers' : `/admin/customers?${text}`;
}

/** The columns a click sorts by, and the way each sorts first (names A→Z, figures largest first). */
export type SortableColumn = 'name' | 'joined' | 'spent' | 'orders';
const FIRST_WAY: Record<SortableColumn, 'asc' | 'desc'> = { name: 'asc', joined: 'desc', spent: 'desc', orders: 'desc' };

/** How the list is sorted by this column now: its way, or null when another column sorts it. */
export function sortOf(column: SortableColumn, current: CustomerSort): 'asc' | 'desc' | null {
  if (current === `${column}_asc`) return 'asc';
  if (current === `${column}_desc`) return 'desc';
  return null;
}

/** The sort a click on this column's heading asks for: its first way, or the other way when it sorts the list already. */
export function nextSort(column: SortableColumn, current: CustomerSort): CustomerSort {
  const now = sortOf(column, current);
  const way = now === null ? FIRST_WAY[column] : now === 'asc' ? 'desc' : 'asc';
  return `${column}_${way}`;
}
