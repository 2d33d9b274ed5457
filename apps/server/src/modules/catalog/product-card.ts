import type { ProductCard } from '@suraksha/contracts/catalog';
import { paisaToRupees } from '@suraksha/domain/money';
import type { ProductCardRow } from './repo.ts';

/**
 * A product row as a card. Prices are a customer privilege: a visitor's card
 * carries none, so the catalogue cannot be scraped for them.
 */
export function toProductCard(row: ProductCardRow, showPrices: boolean): ProductCard {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    image: row.image,
    brand: row.brand,
    category: row.category,
    unit: row.unit,
    on_request: row.onRequest,
    price: showPrices ? paisaToRupees(row.pricePaisa) : null,
    offer_price: showPrices && row.offerPricePaisa !== null ? paisaToRupees(row.offerPricePaisa) : null,
  };
}
