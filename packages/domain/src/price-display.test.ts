import { describe, expect, it } from 'vitest';
import { type PriceDisplay, type PricedProduct, priceDisplay } from './price-display.ts';

describe('priceDisplay (SPEC §4)', () => {
  const quote: PriceDisplay = { kind: 'quote' };
  it.each<[string, PricedProduct, PriceDisplay]>([
    ['on request wins over a price', { on_request: true, price: 8500, offer_price: null }, quote],
    ['on request wins over an offer price', { on_request: true, price: 9000, offer_price: 8000 }, quote],
    [
      'an offer price, the regular price struck through',
      { on_request: false, price: 9000, offer_price: 8000 },
      { kind: 'price', now: 8000, was: 9000 },
    ],
    [
      'an offer price on a product without a regular price',
      { on_request: false, price: 0, offer_price: 8000 },
      { kind: 'price', now: 8000 },
    ],
    [
      'an offer price equal to the price strikes nothing',
      { on_request: false, price: 8000, offer_price: 8000 },
      { kind: 'price', now: 8000 },
    ],
    ['an offer price of 0 is no offer', { on_request: false, price: 8500, offer_price: 0 }, { kind: 'price', now: 8500 }],
    ['the price when above 0', { on_request: false, price: 8500, offer_price: null }, { kind: 'price', now: 8500 }],
    ['paisa and fractions pass through', { on_request: false, price: 0.5, offer_price: null }, { kind: 'price', now: 0.5 }],
    ['a price of 0 asks for a quote', { on_request: false, price: 0, offer_price: null }, quote],
    ['a negative price asks for a quote', { on_request: false, price: -1, offer_price: null }, quote],
  ])('%s', (_case, product, expected) => {
    expect(priceDisplay(product)).toEqual(expected);
  });
});
