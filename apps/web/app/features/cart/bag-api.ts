import type { CartChangeResponse } from '@suraksha/contracts/cart';
import { useCallback } from 'react';
import { errorMessageOf, fieldErrorsOf } from '../../lib/api-errors.ts';
import { useAuth } from '../../lib/session/auth-provider.tsx';
import { publishBag } from './cart-counters.ts';

/** What to toast for a failed bag call: the field's own message ('Only 3 left in stock.') first. */
export function bagErrorMessage(err: unknown): string {
  return Object.values(fieldErrorsOf(err))[0] ?? errorMessageOf(err);
}

/** Adds a product to the signed-in customer's bag and updates the header count; rejects with ApiError. */
export function useAddToBag(): (productSlug: string, quantity?: number) => Promise<CartChangeResponse> {
  const { customer } = useAuth();
  return useCallback(
    async (productSlug: string, quantity = 1) => {
      const answer = await customer.cart.add({ product_slug: productSlug, quantity });
      publishBag(answer);
      return answer;
    },
    [customer],
  );
}
