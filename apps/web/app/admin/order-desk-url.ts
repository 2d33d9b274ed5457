import type { OrderDeskQueryParams } from '@suraksha/contracts/admin/order-desk';

/** The order desk's state lives in the URL (a tab, a filter, a page can be bookmarked and shared); the server applies it. */
export const ORDER_DESK_KEYS = ['status', 'from', 'to', 'coupon', 'wallet', 'province', 'q', 'sort', 'page'] as const;

export function readOrderDeskQuery(search: URLSearchParams): OrderDeskQueryParams {
  const query: Record<string, string> = {};
  for (const key of ORDER_DESK_KEYS) {
    const value = search.get(key);
    if (value) query[key] = value;
  }
  return query as OrderDeskQueryParams;
}

/** The desk's URL for `query` with `changes` (a new filter starts again at page 1). */
export function orderDeskHref(query: OrderDeskQueryParams, changes: Partial<Record<(typeof ORDER_DESK_KEYS)[number], string | undefined>>) {
  const next: Record<string, string | undefined> = { ...query, page: undefined, ...changes };
  const params = new URLSearchParams(Object.entries(next).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const text = params.toString();
  return text === '' ? '/admin/orders' : `/admin/orders?${text}`;
}
