import { createContext, useContext, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useAuth } from '../../lib/session/auth-provider.tsx';
import type { CustomerApi } from '../../lib/shop-api.ts';

/**
 * SPEC §4: prices are a customer privilege, and the server renders the visitor view — the sign-in
 * lives in local storage, which the server cannot see. After hydration a signed-in customer's
 * browser makes the page's API call again with the bearer token, and every card and price area below
 * <CustomerPrices> shows what that answer says.
 */

export interface ShownPrices {
  price: number;
  offer_price: number | null;
}

type PriceBook = ReadonlyMap<string, ShownPrices>;

const PriceBookContext = createContext<PriceBook | null>(null);

function isPriced(item: unknown): item is { slug: string; price: number; offer_price: number | null } {
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof (item as { slug?: unknown }).slug === 'string' &&
    typeof (item as { price?: unknown }).price === 'number'
  );
}

/** The prices of every product in an API answer: `product`, and the items of every list (products, related, newProducts…). */
export function pricesIn(body: unknown): Map<string, ShownPrices> {
  const book = new Map<string, ShownPrices>();
  if (typeof body !== 'object' || body === null) return book;
  for (const value of Object.values(body)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (isPriced(item)) book.set(item.slug, { price: item.price, offer_price: item.offer_price ?? null });
    }
  }
  return book;
}

/**
 * The signed-in customer's own answer to the page's API call, for a page whose list itself depends
 * on the viewer (search: price bounds and the price ceiling are a customer privilege too).
 * 'unknown' while the browser has not yet read its sign-in (server render and hydration).
 */
export type CustomerAnswer<T> = { state: 'unknown' | 'visitor' | 'pending' | 'failed' } | { state: 'ready'; body: T };

const CustomerAnswerContext = createContext<CustomerAnswer<unknown>>({ state: 'unknown' });

export function useCustomerAnswer<T>(): CustomerAnswer<T> {
  return useContext(CustomerAnswerContext) as CustomerAnswer<T>;
}

type Fetched = { loadKey: string; body: unknown; prices: PriceBook } | { loadKey: string; failed: true };

interface CustomerPricesProps {
  /** The loader's call, made again as the customer (e.g. `(customer) => customer.catalog.product(slug)`). */
  load: (customer: CustomerApi) => Promise<unknown>;
  /** What `load` asks for (the page's own path and query): a new key is a new call. */
  loadKey: string;
  children: React.ReactNode;
}

/** Wraps a page whose products came from the loader's call `load` and fills in the customer's prices. */
export function CustomerPrices({ load, loadKey, children }: CustomerPricesProps) {
  const { status, customer } = useAuth();
  const [fetched, setFetched] = useState<Fetched | null>(null);
  // The call of the latest render; `loadKey` says when it asks for something else.
  const loadNow = useEffectEvent((api: CustomerApi) => load(api));

  useEffect(() => {
    if (status !== 'signed-in') return;
    let current = true;
    loadNow(customer).then(
      (body) => {
        if (current) setFetched({ loadKey, body, prices: pricesIn(body) });
      },
      (err: unknown) => {
        // SPEC §8: listing failures are logged only; the page stays as the visitor saw it.
        console.error('Could not load the customer prices.', err);
        if (current) setFetched({ loadKey, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [status, loadKey, customer]);

  const mine = status === 'signed-in' && fetched?.loadKey === loadKey ? fetched : null;
  const answer = useMemo((): CustomerAnswer<unknown> => {
    if (status === 'loading') return { state: 'unknown' };
    if (status !== 'signed-in') return { state: 'visitor' };
    if (!mine) return { state: 'pending' };
    return 'failed' in mine ? { state: 'failed' } : { state: 'ready', body: mine.body };
  }, [status, mine]);
  const prices = mine && 'prices' in mine ? mine.prices : null;
  return (
    <CustomerAnswerContext.Provider value={answer}>
      <PriceBookContext.Provider value={prices}>{children}</PriceBookContext.Provider>
    </CustomerAnswerContext.Provider>
  );
}

/**
 * What a product's price area may show: 'visitor' (nothing; also during server rendering and
 * hydration), or the customer's view with the prices — null until they have arrived.
 */
export type PriceView = { kind: 'visitor' } | { kind: 'customer'; prices: ShownPrices | null };

export function usePriceView(product: { slug: string; price: number | null; offer_price: number | null }): PriceView {
  const { status } = useAuth();
  const book = useContext(PriceBookContext);
  if (status !== 'signed-in') return { kind: 'visitor' };
  const fromBook = book?.get(product.slug);
  if (fromBook) return { kind: 'customer', prices: fromBook };
  // An answer that already carried prices (the caller was signed in when it was loaded).
  if (product.price !== null) return { kind: 'customer', prices: { price: product.price, offer_price: product.offer_price } };
  return { kind: 'customer', prices: null };
}
