import { publishBag } from '../features/cart/cart-counters.ts';
import { CheckoutPage } from '../features/checkout/checkout-page.tsx';
import type { Route } from './+types/checkouts';

export const meta: Route.MetaFunction = () => [{ title: 'Checkout — Suraksha' }, { name: 'robots', content: 'noindex' }];

/** /checkouts (SPEC §2 cart group): the bag is emptied by the order, so the header count goes to 0. */
export default function Checkouts() {
  return <CheckoutPage onPlaced={() => publishBag({ cartCount: 0 })} />;
}
