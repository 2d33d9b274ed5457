/**
 * SPEC §4's price display rule, the one rule for the product card and the product page:
 * on request → the Quote button; else the offer price when there is one (the regular price
 * struck through beside it); else the price when above 0; else the Quote button.
 * Amounts pass through untouched (rupees on the web, paisa on the server): the rule only compares.
 */

export interface PricedProduct {
  on_request: boolean;
  price: number;
  offer_price: number | null;
}

export type PriceDisplay = { kind: 'quote' } | { kind: 'price'; now: number; was?: number };

export function priceDisplay({ on_request, price, offer_price }: PricedProduct): PriceDisplay {
  if (on_request) return { kind: 'quote' };
  if (offer_price !== null && offer_price > 0) {
    // The struck-through price only when it says something: a regular price above the offer.
    return price > offer_price ? { kind: 'price', now: offer_price, was: price } : { kind: 'price', now: offer_price };
  }
  if (price > 0) return { kind: 'price', now: price };
  return { kind: 'quote' };
}
