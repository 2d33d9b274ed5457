import type { CouponListQueryParams, CouponSort } from '@suraksha/contracts/admin/coupons';

/** The coupon list's state lives in the URL (bookmarkable, shareable); the server applies it. */
export const COUPON_LIST_KEYS = ['q', 'state', 'visibility', 'sort', 'page'] as const;
type Key = (typeof COUPON_LIST_KEYS)[number];

export function readCouponListQuery(search: URLSearchParams): CouponListQueryParams {
  const query: Record<string, string> = {};
  for (const key of COUPON_LIST_KEYS) {
    const value = search.get(key);
    if (value) query[key] = value;
  }
  return query;
}

/** The list's URL for `query` with `changes` (a new search, filter or sort starts again at page 1). */
export function couponListHref(query: CouponListQueryParams, changes: Partial<Record<Key, string | undefined>>): string {
  const next: Record<string, string | undefined> = { ...query, page: undefined, ...changes };
  const params = new URLSearchParams(Object.entries(next).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const text = params.toString();
  return text === '' ? '/admin/coupons' : `/admin/coupons?${text}`;
}

/** The columns a click sorts by, and the way each sorts first (codes A→Z, last day soonest, figures largest first). */
export type CouponSortColumn = 'code' | 'ends' | 'redemptions' | 'discount' | 'created';
const FIRST_WAY: Record<CouponSortColumn, 'asc' | 'desc'> = {
  code: 'asc',
  ends: 'asc',
  redemptions: 'desc',
  discount: 'desc',
  created: 'desc',
};

/** How the list is sorted by this column now: its way, or null when another column sorts it. */
export function couponSortOf(column: CouponSortColumn, current: CouponSort): 'asc' | 'desc' | null {
  if (current === `${column}_asc`) return 'asc';
  if (current === `${column}_desc`) return 'desc';
  return null;
}

/** The sort a click on this column's heading asks for: its first way, or the other way when it sorts the list already. */
export function nextCouponSort(column: CouponSortColumn, current: CouponSort): CouponSort {
  const now = couponSortOf(column, current);
  const way = now === null ? FIRST_WAY[column] : now === 'asc' ? 'desc' : 'asc';
  return `${column}_${way}`;
}
