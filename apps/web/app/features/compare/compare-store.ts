import { COMPARE_LIMIT, COMPARE_PARAM, COMPARE_SLUG } from '@suraksha/contracts/compare-messages';
import { useMemo, useSyncExternalStore } from 'react';

/**
 * The buyer's last comparison, remembered in localStorage so that a Compare button on any card
 * knows what is picked. The /compare URL is the source of truth: the page writes its list here
 * whenever it shows, and the buttons add to or remove from this list.
 */
const STORAGE_KEY = 'compareProducts';
const listeners = new Set<() => void>();

function rawValue(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

function parse(raw: string): string[] {
  try {
    const value: unknown = JSON.parse(raw || '[]');
    if (!Array.isArray(value)) return [];
    const slugs = value.filter((slug): slug is string => typeof slug === 'string' && COMPARE_SLUG.test(slug));
    return [...new Set(slugs)].slice(0, COMPARE_LIMIT);
  } catch {
    return [];
  }
}

/** The remembered slugs, read now (outside React). */
export function readCompareSlugs(): string[] {
  return parse(rawValue());
}

export function writeCompareSlugs(slugs: readonly string[]): void {
  const next = JSON.stringify([...new Set(slugs)].slice(0, COMPARE_LIMIT));
  if (next === rawValue()) return;
  try {
    window.localStorage.setItem(STORAGE_KEY, next);
  } catch {
    // Private mode or a full storage: the URL still carries the comparison.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the list.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The remembered slugs; null while server-rendering or hydrating (nothing is known yet). */
export function useCompareSlugs(): string[] | null {
  const raw = useSyncExternalStore<string | null>(subscribe, rawValue, () => null);
  return useMemo(() => (raw === null ? null : parse(raw)), [raw]);
}

/** The /compare URL of a list of slugs. */
export function compareHref(slugs: readonly string[]): string {
  return slugs.length === 0 ? `/compare?${COMPARE_PARAM}=` : `/compare?${COMPARE_PARAM}=${slugs.map(encodeURIComponent).join(',')}`;
}
