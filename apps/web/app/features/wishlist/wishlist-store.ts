import type { WishlistChangeResponse, WishlistLine } from '@suraksha/contracts/wishlist';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { AuthStatus } from '../../lib/session/auth-provider.tsx';
import { useAuth } from '../../lib/session/auth-provider.tsx';

/**
 * The customer's wishlist, shared by every wishlist button and the /wishlists page: loaded once
 * per sign-in, replaced by each server answer.
 */

/** Read by the header counters in features/cart/cart-counters.ts (features never import each other). */
const WISHLIST_CHANGED_EVENT = 'suraksha:wishlist-changed';

interface Snapshot {
  token: string | null;
  lines: WishlistLine[] | null;
}

const NOTHING: Snapshot = { token: null, lines: null };
let snapshot: Snapshot = NOTHING;
let loadingFor: string | null = null;
const listeners = new Set<() => void>();

function publish(token: string, lines: WishlistLine[]) {
  snapshot = { token, lines };
  for (const listener of listeners) listener();
  window.dispatchEvent(new CustomEvent(WISHLIST_CHANGED_EVENT, { detail: { count: lines.length } }));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface Wishlist {
  status: AuthStatus;
  /** null while loading, for a visitor, or when the load failed (logged only, SPEC §8). */
  lines: WishlistLine[] | null;
  add(productSlug: string): Promise<WishlistChangeResponse>;
  remove(lineSlug: string): Promise<WishlistChangeResponse>;
}

export function useWishlist(): Wishlist {
  const { status, token, customer } = useAuth();
  const current = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => NOTHING,
  );

  useEffect(() => {
    if (status !== 'signed-in' || !token || snapshot.token === token || loadingFor === token) return;
    loadingFor = token;
    customer.wishlist
      .count()
      .then((answer) => publish(token, answer.wishlists))
      .catch((err: unknown) => {
        console.error('Could not load the wishlist.', err);
        publish(token, []);
      })
      .finally(() => {
        if (loadingFor === token) loadingFor = null;
      });
  }, [status, token, customer]);

  const change = useCallback(
    async (send: () => Promise<WishlistChangeResponse>) => {
      const answer = await send();
      if (token) publish(token, answer.wishlists);
      return answer;
    },
    [token],
  );
  const add = useCallback((productSlug: string) => change(() => customer.wishlist.add({ product_slug: productSlug })), [change, customer]);
  const remove = useCallback((lineSlug: string) => change(() => customer.wishlist.remove({ slug: lineSlug })), [change, customer]);

  const lines = status === 'signed-in' && current.token === token ? current.lines : null;
  return { status, lines, add, remove };
}
