import type { CartState } from '@suraksha/contracts/cart';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'react-hot-toast';
import { useMessageText } from '../../i18n/use-message-text.ts';
import { useAuth } from '../../lib/session/auth-provider.tsx';
import { bagErrorMessage } from './bag-api.ts';
import { publishBag } from './cart-counters.ts';

export interface Bag {
  /** null while loading (or for a visitor). */
  bag: CartState | null;
  /** The slug of the line a change is on its way for (its controls wait). */
  busyLine: string | null;
  setQuantity(slug: string, quantity: number): Promise<void>;
  remove(slug: string): Promise<void>;
}

const EMPTY_BAG: CartState = {
  result: 'success',
  cartCount: 0,
  carts: [],
  cartSubTotal: 0,
  discountAmount: 0,
  cashbackAmount: 0,
  totalAmount: 0,
  totalCart: 0,
};

/** The /carts page's state: the server's bag, replaced by each answer (the client never prices). */
export function useBag(): Bag {
  const { status, token, customer } = useAuth();
  const [bag, setBag] = useState<CartState | null>(null);
  const [busyLine, setBusyLine] = useState<string | null>(null);
  const messageText = useMessageText();

  useEffect(() => {
    if (status !== 'signed-in' || !token) return;
    let current = true;
    customer.cart
      .list()
      .then((answer) => {
        if (!current) return;
        setBag(answer);
        publishBag(answer);
      })
      .catch((err: unknown) => {
        // SPEC §8: a cart failure is logged only; the page shows its empty state.
        console.error('Could not load the bag.', err);
        if (current) setBag(EMPTY_BAG);
      });
    return () => {
      current = false;
    };
  }, [status, token, customer]);

  const change = useCallback(
    async (slug: string, send: () => Promise<CartState & { message?: string }>) => {
      setBusyLine(slug);
      try {
        const answer = await send();
        setBag(answer);
        publishBag(answer);
        if (answer.message) toast.success(messageText(answer.message));
      } catch (err) {
        toast.error(messageText(bagErrorMessage(err)));
      } finally {
        setBusyLine(null);
      }
    },
    [messageText],
  );

  const setQuantity = useCallback(
    (slug: string, quantity: number) => change(slug, () => customer.cart.update({ slug, quantity })),
    [change, customer],
  );
  const remove = useCallback((slug: string) => change(slug, () => customer.cart.remove({ slug })), [change, customer]);
  return { bag, busyLine, setQuantity, remove };
}
