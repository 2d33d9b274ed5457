import { randomBytes } from 'node:crypto';

/** The columns of a product that decide whether and at what price it can be bought online. */
export interface PricedProduct {
  onRequest: boolean;
  pricePaisa: number;
  offerPricePaisa: number | null;
}

/**
 * The unit price a customer pays, in paisa (SPEC §4 price display): the offer price when set,
 * else the list price when above 0. null when the product is sold on request or has no price:
 * those go through the Quote flow, never the bag.
 */
export function sellingPricePaisa(product: PricedProduct): number | null {
  if (product.onRequest) return null;
  if (product.offerPricePaisa !== null && product.offerPricePaisa > 0) return product.offerPricePaisa;
  return product.pricePaisa > 0 ? product.pricePaisa : null;
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** A bag or wishlist line's public id: 12 random base32 characters (60 bits), never the row id. */
export function newLineSlug(): string {
  let slug = '';
  for (const byte of randomBytes(12)) slug += BASE32[byte & 31];
  return slug;
}
