import { describe, expect, it } from 'vitest';
import { offerPriceProblem } from './offer-price.ts';

describe('offerPriceProblem', () => {
  it('accepts no offer, and an offer below a list price', () => {
    expect(offerPriceProblem(0, null)).toBeNull();
    expect(offerPriceProblem(5000_00, null)).toBeNull();
    expect(offerPriceProblem(5000_00, 4999_99)).toBeNull();
  });

  it('refuses an offer without a list price, and one at or above the price', () => {
    expect(offerPriceProblem(0, 100_00)).toBe('offer_needs_price');
    expect(offerPriceProblem(5000_00, 5000_00)).toBe('offer_not_below_price');
    expect(offerPriceProblem(5000_00, 6000_00)).toBe('offer_not_below_price');
  });
});
