import type { ProductDetail } from '@suraksha/contracts/catalog';
import { useTranslation } from '../../i18n/react.tsx';
import { priceDisplay } from '@suraksha/domain/price-display';
import { LoginLink } from '../../lib/session/login-link.tsx';
import './catalog.css';
import { useCatalogSlots } from './catalog-slots.tsx';
import { usePriceView } from './customer-prices.tsx';
import { ShownPrice } from './shown-price.tsx';

type PriceAreaProduct = Pick<ProductDetail, 'slug' | 'title' | 'price' | 'offer_price' | 'on_request' | 'unit'>;

/**
 * The price area of the product page, by the same rule as the card (SPEC §4, shown-price.tsx).
 * A visitor gets a way to sign in — or, for a product sold on request, the Quote button, since
 * visitors may request quotes (SPEC §6) and on request reveals no price. The area keeps one height
 * in every state, so the customer's price replaces the visitor's line without moving the page.
 */
export function ProductPrice({ product }: { product: PriceAreaProduct }) {
  const { t } = useTranslation();
  const view = usePriceView(product);
  const { quoteButton } = useCatalogSlots();
  if (view.kind === 'visitor') {
    return (
      <div className="product-price">
        {product.on_request ? (
          quoteButton(product, 'page')
        ) : (
          <LoginLink className="product-price__login">{t('catalogue.product.loginToSeePrice')}</LoginLink>
        )}
      </div>
    );
  }
  return (
    <div className="product-price">
      <ShownPrice product={product} prices={view.prices} place="page" />
    </div>
  );
}

/**
 * Renders its children (Add to bag) unless the product is sold by quote only: on request, or, once a
 * customer's prices are in, with no price above 0 (SPEC §4). A visitor cannot tell the second case
 * and keeps the button, which asks them to sign in (SPEC §5).
 */
export function UnlessQuoteOnly({ product, children }: { product: PriceAreaProduct; children: React.ReactNode }) {
  const view = usePriceView(product);
  if (product.on_request) return null;
  if (view.kind === 'customer' && view.prices && priceDisplay({ on_request: false, ...view.prices }).kind === 'quote') return null;
  return children;
}
