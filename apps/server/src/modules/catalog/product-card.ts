import type { ProductCard } from '@suraksha/contracts/catalog';
import { paisaToRupees } from '@suraksha/domain/money';
import type { ProductCardRow } from './repo.ts';

/**
 * price and offer_price as the API shows them. Prices are a customer privilege: a visitor
 * gets none, so the catalogue cannot be scraped for them.
 */
export function visiblePrices(pricePaisa: number, offerPricePaisa: number | null, showPrices: boolean) {
  return {
    price: showPrices ? paisaToRupees(pricePaisa) : null,
    offer_price: showPrices && offerPricePaisa !== null ? paisaToRupees(offerPricePaisa) : null,
  };
}

/** A product row as a card. */
export function toProductCard(row: ProductCardRow, showPrices: boolean): ProductCard {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    sku: row.sku,
    image: row.image,
    image_alt: row.imageAlt,
    brand: row.brand,
    category: row.category,
    unit: row.unit,
    on_request: row.onRequest,
    ...visiblePrices(row.pricePaisa, row.offerPricePaisa, showPrices),
    ne: row.ne,
  };
}
