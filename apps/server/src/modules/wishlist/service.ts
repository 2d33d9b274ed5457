import { WISHLIST_MESSAGES, type WishlistChangeResponse, type WishlistState } from '@suraksha/contracts/wishlist';
import { paisaToRupees } from '@suraksha/domain/money';
import type { Database } from '../../platform/database.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { newLineSlug, sellingPricePaisa } from '../cart/selling-price.ts';
import { addLine, findActiveProductId, listLines, removeLine } from './repo.ts';

/** The wishlist, priced now; on-request and unpriced products show no price (the Quote flow serves them). */
export async function getWishlist(db: Database, userId: number): Promise<WishlistState> {
  const rows = await listLines(db, userId);
  return {
    result: 'success',
    wishlists: rows.map((row) => {
      const pricePaisa = sellingPricePaisa(row);
      return {
        slug: row.slug,
        product_slug: row.productSlug,
        product_name: row.title,
        product_price: pricePaisa === null ? null : paisaToRupees(pricePaisa),
        image: row.image,
      };
    }),
  };
}

/** Adds a product to the wishlist (any product on sale, priced or on request); adding twice keeps one line. */
export async function addToWishlist(db: Database, userId: number, productSlug: string): Promise<WishlistChangeResponse> {
  const productId = await findActiveProductId(db, productSlug);
  if (productId === null) throw new NotFoundError(WISHLIST_MESSAGES.productNotFound);
  await addLine(db, { slug: newLineSlug(), userId, productId });
  return { ...(await getWishlist(db, userId)), message: WISHLIST_MESSAGES.added };
}

/** Removes one of the customer's wishlist lines. */
export async function removeFromWishlist(db: Database, userId: number, slug: string): Promise<WishlistChangeResponse> {
  if (!(await removeLine(db, userId, slug))) throw new NotFoundError(WISHLIST_MESSAGES.lineNotFound);
  return { ...(await getWishlist(db, userId)), message: WISHLIST_MESSAGES.removed };
}
