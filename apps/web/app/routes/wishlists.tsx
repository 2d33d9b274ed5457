import { bagErrorMessage, useAddToBag } from '../features/cart/bag-api.ts';
import { WishlistPage } from '../features/wishlist/wishlist-page.tsx';
import type { Route } from './+types/wishlists';
import { metaText } from '../i18n/meta-text.ts';

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${metaText(location)('catalogue.wishlist.title')} — Suraksha` },
  { name: 'robots', content: 'noindex' },
];

/** /wishlists (SPEC §2 cart group): 'Move to bag' comes from the cart feature, composed here. */
export default function Wishlists() {
  const addToBag = useAddToBag();
  return <WishlistPage addToBag={addToBag} bagErrorMessage={bagErrorMessage} />;
}
