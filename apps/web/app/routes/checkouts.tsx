import { publishBag } from '../features/cart/cart-counters.ts';
import { CheckoutPage } from '../features/checkout/checkout-page.tsx';
import { PolicyLinks, useSellerDisclosure } from '../features/layout/seller-disclosure.tsx';
import { languageOfPath } from '@suraksha/domain/site-languages';
import { i18nFor } from '../i18n/i18n.ts';
import type { Route } from './+types/checkouts';

export const meta: Route.MetaFunction = ({ location }) => [
  { title: i18nFor(languageOfPath(location.pathname)).t('checkout.metaTitle') },
  { name: 'robots', content: 'noindex' },
];

/** /checkouts (SPEC §2 cart group): the bag is emptied by the order, so the header count goes to 0. */
export default function Checkouts() {
  const seller = useSellerDisclosure();
  return (
    <>
      <CheckoutPage onPlaced={() => publishBag({ cartCount: 0 })} />
      {/* Read before placing the order: returns, warranty, delivery (decision 0123). */}
      <div className="container pb-4">
        <PolicyLinks seller={seller} />
      </div>
    </>
  );
}
