import type { InboxListQueryParams } from '@suraksha/contracts/admin/inbox';

/** The inbox's state lives in the URL (a filter, a search, a page can be bookmarked and shared); the server applies it. */
export const INBOX_LIST_KEYS = ['kind', 'status', 'assignee', 'unread', 'overdue', 'sort', 'from', 'to', 'q', 'page'] as const;
type Key = (typeof INBOX_LIST_KEYS)[number];

export function readInboxQuery(search: URLSearchParams): InboxListQueryParams {
  const query: Record<string, string> = {};
  for (const key of INBOX_LIST_KEYS) {
    const value = search.get(key);
    if (value) query[key] = value;
  }
  return query;
}

/** The list's URL for `query` with `changes` (a new filter starts again at page 1). */
export function inboxHref(query: InboxListQueryParams, changes: Partial<Record<Key, string | undefined>>): string {
  const next: Record<string, string | undefined> = { ...query, page: undefined, ...changes };
  const params = new URLSearchParams(Object.entries(next).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const text = params.toString();
  return text === '' ? '/admin/inbox' : `/admin/inbox?${text}`;
}

/** One item's page. */
export const inboxItemHref = (item: { kind: string; reference: string }) =>
  `/admin/inbox/${encodeURIComponent(item.kind)}/${encodeURIComponent(item.reference)}`;
