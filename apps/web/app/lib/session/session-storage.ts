/**
 * The sign-in as the browser keeps it (SPEC §3 local storage): the token, the isLoggedIn flag
 * and the expiry (now + expires_in seconds, in epoch milliseconds). An expired sign-in counts as
 * none and is removed when the site starts, so the customer is logged out on the next page load.
 */

export const STORAGE_KEYS = { token: 'token', isLoggedIn: 'isLoggedIn', expiry: 'expiry' } as const;

const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/** For useSyncExternalStore: told when this tab changes the sign-in, or another tab does. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values(STORAGE_KEYS).includes(event.key as never)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export interface StoredSession {
  token: string;
  expiresAt: number;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Private modes and disabled storage throw on access: behave as a visitor.
    return null;
  }
}

export function saveSession(issued: { access_token: string; expires_in: number }, now = Date.now()): StoredSession {
  const session = { token: issued.access_token, expiresAt: now + issued.expires_in * 1000 };
  const store = storage();
  store?.setItem(STORAGE_KEYS.token, session.token);
  store?.setItem(STORAGE_KEYS.isLoggedIn, 'true');
  store?.setItem(STORAGE_KEYS.expiry, String(session.expiresAt));
  changed();
  return session;
}

export function forgetSession() {
  const store = storage();
  for (const key of Object.values(STORAGE_KEYS)) store?.removeItem(key);
  changed();
}

/** The live stored token, or null (none, incomplete or expired). Reads only: safe as a store snapshot. */
export function currentToken(now = Date.now()): string | null {
  const store = storage();
  const token = store?.getItem(STORAGE_KEYS.token);
  const expiresAt = Number(store?.getItem(STORAGE_KEYS.expiry));
  if (!token || store?.getItem(STORAGE_KEYS.isLoggedIn) !== 'true') return null;
  return Number.isFinite(expiresAt) && expiresAt > now ? token : null;
}

/** Removes a stored sign-in that is no longer live (expired or incomplete); true when it did. */
export function forgetDeadSession(now = Date.now()): boolean {
  const store = storage();
  const present = Object.values(STORAGE_KEYS).some((key) => store?.getItem(key) !== null && store?.getItem(key) !== undefined);
  if (!present || currentToken(now) !== null) return false;
  forgetSession();
  return true;
}

/** SPEC §4 dashboard guard: the login flag alone, before any profile has loaded. */
export function hasLoginFlag(): boolean {
  return storage()?.getItem(STORAGE_KEYS.isLoggedIn) === 'true';
}

/** SPEC §4 logout: all of local storage goes, not only the sign-in. */
export function clearAllStorage() {
  storage()?.clear();
  changed();
}
