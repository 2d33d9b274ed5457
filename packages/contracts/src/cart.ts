import { z } from 'zod';
import { text } from './text.ts';
import { rupees } from './catalog.ts';
import { resultSuccess } from './error-envelope.ts';

/**
 * VAT 13% added on top of the catalogue prices when the shop's prices exclude it (decision 0131),
 * already in totalAmount; absent when the prices include VAT (the default: the SPEC's shapes as they are).
 */
export const vatAddedAmount = rupees.optional().describe('VAT added on top of the prices, in totalAmount; absent when prices include VAT');

/**
 * The bag (SPEC §3 cart line and cart state, §7 carts calls). Every amount is computed by the
 * server from the database; the client never sends a price.
 */

export const CART_MESSAGES = {
  added: 'Added to bag!',
  removed: 'Removed from bag!',
  onRequest: 'This product is sold on request. Please ask for a quote.',
  outOfStock: 'This product is out of stock.',
  productNotFound: 'This product is not available.',
  lineNotFound: 'This item is not in your bag.',
  quantity: 'Please enter a whole quantity of at least 1.',
} as const;

/** A ceiling no shop order reaches; far above it is bad input (400), within it the stock decides (409). */
export const CART_QUANTITY_MAX = 10_000;

export const onlyLeftInStock = (stock: number) => `Only ${stock} left in stock.`;

/** A quantity: a whole number from 1 (SPEC §5 'never below 1'); the stock on hand is checked by the server. */
export const cartQuantity = z
  .number({ error: CART_MESSAGES.quantity })
  .int({ error: CART_MESSAGES.quantity })
  .min(1, { error: CART_MESSAGES.quantity })
  .max(CART_QUANTITY_MAX, { error: `The quantity must be at most ${CART_QUANTITY_MAX}.` });

/** A public id (a product's slug or a line's slug); control characters never name anything. */
export const publicSlug = (message: string) =>
  text(message)
    .trim()
    .min(1, { error: message })
    .max(200, { error: message })
    .regex(/^[^\p{Cc}]*$/u, { error: message });

/** SPEC §7 does not show a body: none, null or {} all list the bag. */
export const cartListBody = z.object({}).nullish();

export const cartCreateBody = z.object({
  product_slug: publicSlug('Please choose a product.'),
  quantity: cartQuantity.default(1),
});
export type CartCreateBody = z.input<typeof cartCreateBody>;

export const cartUpdateBody = z.object({ slug: publicSlug('Please choose an item of your bag.'), quantity: cartQuantity });
export type CartUpdateBody = z.input<typeof cartUpdateBody>;

export const cartRemoveBody = z.object({ slug: publicSlug('Please choose an item of your bag.') });
export type CartRemoveBody = z.input<typeof cartRemoveBody>;

/**
 * SPEC §3 cart line; price is the unit's effective price (offer price when set). line_total
 * (price × qty) is ours: screens never compute money.
 */
export const cartLine = z.object({
  slug: z.string(),
  product_slug: z.string(),
  product_name: z.string(),
  image: z.string().nullable(),
  price: rupees,
  qty: z.number().int(),
  line_total: rupees,
});
export type CartLine = z.infer<typeof cartLine>;

/** SPEC §3 cart state: cartCount is the number of lines, totalCart the number of pieces. */
export const cartState = z.object({
  result: resultSuccess,
  cartCount: z.number().int(),
  carts: z.array(cartLine),
  cartSubTotal: rupees,
  discountAmount: rupees,
  cashbackAmount: rupees,
  totalAmount: rupees,
  totalCart: z.number().int(),
  vatAmount: vatAddedAmount,
});
export type CartState = z.infer<typeof cartState>;

/** create and remove also carry the toast (SPEC §7); update has none. */
export const cartChangeResponse = cartState.extend({ message: z.string() });
export type CartChangeResponse = z.infer<typeof cartChangeResponse>;
