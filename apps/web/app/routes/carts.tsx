import { CartPage } from '../features/cart/cart-page.tsx';
import type { Route } from './+types/carts';

export const meta: Route.MetaFunction = () => [{ title: 'Shopping Bag — Suraksha' }, { name: 'robots', content: 'noindex' }];

/** /carts (SPEC §2 cart group): the bag lives behind the browser's sign-in, so the page fills in after hydration. */
export default function Carts() {
  return <CartPage />;
}
