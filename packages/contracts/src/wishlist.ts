import { z } from 'zod';
import { publicSlug } from './cart.ts';
import { rupees } from './catalog.ts';
import { resultSuccess } from './error-envelope.ts';

/** The wishlist (SPEC §3 wishlist line and state, §7 wishlists calls). */

export const WISHLIST_MESSAGES = {
  added: 'Added to wishlist!',
  removed: 'Removed from wishlist!',
  productNotFound: 'This product is not available.',
  lineNotFound: 'This item is not in your wishlist.',
} as const;

export const wishlistCountBody = z.object({}).nullish();
export const wishlistCreateBody = z.object({ product_slug: publicSlug('Please choose a product.') });
export type WishlistCreateBody = z.input<typeof wishlistCreateBody>;
export const wishlistRemoveBody = z.object({ slug: publicSlug('Please choose an item of your wishlist.') });
export type WishlistRemoveBody = z.input<typeof wishlistRemoveBody>;

/** SPEC §3 wishlist line; product_price is the effective price, null when sold on request or unpriced. */
export const wishlistLine = z.object({
  slug: z.string(),
  product_slug: z.string(),
  product_name: z.string(),
  product_price: rupees.nullable(),
  image: z.string().nullable(),
});
export type WishlistLine = z.infer<typeof wishlistLine>;

/** SPEC §3 wishlist state: its length is the count. */
export const wishlistState = z.object({ result: resultSuccess, wishlists: z.array(wishlistLine) });
export type WishlistState = z.infer<typeof wishlistState>;

export const wishlistChangeResponse = wishlistState.extend({ message: z.string() });
export type WishlistChangeResponse = z.infer<typeof wishlistChangeResponse>;
