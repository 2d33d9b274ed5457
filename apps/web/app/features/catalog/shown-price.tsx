import { useTranslation } from '../../i18n/react.tsx';
import { formatRupees } from '../../lib/money.ts';
import { priceDisplay } from '@suraksha/domain/price-display';
import { useCatalogSlots } from './catalog-slots.tsx';
import type { ShownPrices } from './customer-prices.tsx';

interface Props {
  product: { slug: string; title: string; on_request: boolean; unit?: string };
  /** null while the customer's prices are on their way: the reserved row stays empty. */
  prices: ShownPrices | null;
  place?: 'card' | 'page';
}

/**
 * SPEC §4's price display for a customer, the same on the card and the product page: the Quote
 * button, or the price now with the regular price struck through beside an offer.
 */
export function ShownPrice({ product, prices, place = 'card' }: Props) {
  const { t } = useTranslation();
  const { quoteButton } = useCatalogSlots();
  // On request needs no amount: the Quote button shows at once.
  if (product.on_request) return quoteButton(product, place);
  if (prices === null) return <span className="shown-price__pending" aria-busy="true" />;
  const shown = priceDisplay({ on_request: product.on_request, ...prices });
  if (shown.kind === 'quote') return quoteButton(product, place);
  return (
    <span className="shown-price">
      <strong className="shown-price__now">{formatRupees(shown.now)}</strong>
      {shown.was !== undefined && (
        <s className="shown-price__was">
          <span className="visually-hidden">{t('catalogue.card.regularPrice')}</span>
          {formatRupees(shown.was)}
        </s>
      )}
      {product.unit && <span className="shown-price__unit"> / {product.unit}</span>}
    </span>
  );
}
