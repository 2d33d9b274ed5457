import { CartPage } from '../features/cart/cart-page.tsx';
import { languageOfPath } from '@suraksha/domain/site-languages';
import { i18nFor } from '../i18n/i18n.ts';
import type { Route } from './+types/carts';

export const meta: Route.MetaFunction = ({ location }) => [
  { title: i18nFor(languageOfPath(location.pathname)).t('bag.metaTitle') },
  { name: 'robots', content: 'noindex' },
];

/** /carts (SPEC §2 cart group): the bag lives behind the browser's sign-in, so the page fills in after hydration. */
export default function Carts() {
  return <CartPage />;
}
