/**
 * The rule between a product's price and its offer price (issue #16), the same wherever staff set
 * them (the grid, the editor, an import): an offer needs a list price (0 means "no list price",
 * the Quote button) and must be below it, else the shop would show a "sale" that is not one.
 * The database refuses a negative price and an offer of 0 or less (CHECKs on products).
 */
export type OfferPriceProblem = 'offer_needs_price' | 'offer_not_below_price';

/** What is wrong with this pair (paisa or rupees alike: it only compares), or null. */
export function offerPriceProblem(price: number, offerPrice: number | null): OfferPriceProblem | null {
  if (offerPrice === null) return null;
  if (price <= 0) return 'offer_needs_price';
  return offerPrice < price ? null : 'offer_not_below_price';
}
