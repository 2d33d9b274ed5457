import type { CartState } from '@suraksha/contracts/cart';
import { useEffect, useSyncExternalStore } from 'react';
import { useAuth } from '../../lib/session/auth-provider.tsx';

/** The header's counters: lines in the bag and products in the wishlist. */
export interface CartCounters {
  cart: number;
  wishlist: number;
}

const NONE: CartCounters = { cart: 0, wishlist: 0 };

/**
 * The wishlist feature announces its new count with this window event (features never import
 * each other); features/wishlist/wishlist-store.ts dispatches it with `{ count }`.
 */
const WISHLIST_CHANGED_EVENT = 'suraksha:wishlist-changed';

// One store for the whole page: every bag change publishes here, the header reads it.
let counters: CartCounters = NONE;
/** The token the counters were loaded for: a new sign-in loads them again. */
let loadedFor: string | null = null;
const listeners = new Set<() => void>();

function setCounters(next: Partial<CartCounters>) {
  counters = { ...counters, ...next };
  for (const listener of listeners) listener();
}

function onWishlistChanged(event: Event) {
  const count = (event as CustomEvent<{ count?: unknown }>).detail?.count;
  if (typeof count === 'number') setCounters({ wishlist: count });
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener(WISHLIST_CHANGED_EVENT, onWishlistChanged);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener(WISHLIST_CHANGED_EVENT, onWishlistChanged);
  };
}

/** Every bag answer (list, create, update, remove) carries the fresh count: publish it. */
export function publishBag(state: Pick<CartState, 'cartCount'>) {
  setCounters({ cart: state.cartCount });
}

/**
 * { cart, wishlist } for a signed-in customer, loaded on sign-in and kept fresh after each
 * change; { 0, 0 } for a visitor (and during server rendering). SPEC §8: a failed load is
 * logged only.
 */
export function useCartCounters(): CartCounters {
  const { status, token, customer } = useAuth();
  const current = useSyncExternalStore(
    subscribe,
    () => counters,
    () => NONE,
  );
  useEffect(() => {
    if (status !== 'signed-in' || !token || loadedFor === token) return;
    loadedFor = token;
    setCounters(NONE);
    void Promise.allSettled([customer.cart.list(), customer.wishlist.count()]).then(([bag, wishlist]) => {
      if (loadedFor !== token) return;
      if (bag.status === 'fulfilled') publishBag(bag.value);
      else console.error('Could not load the bag.', bag.reason);
      if (wishlist.status === 'fulfilled') setCounters({ wishlist: wishlist.value.wishlists.length });
      else console.error('Could not load the wishlist.', wishlist.reason);
    });
  }, [status, token, customer]);
  return status === 'signed-in' ? current : NONE;
}
