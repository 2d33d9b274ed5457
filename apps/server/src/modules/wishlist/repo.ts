import { and, asc, eq } from 'drizzle-orm';
import { wishlistLines } from '../../db/schema/cart.ts';
import { products } from '../../db/schema/catalog.ts';
import type { Database } from '../../platform/database.ts';

/** Drizzle queries of the wishlist. Every query is scoped by the owner's user id. */

/** An active product's id by slug; null when unknown or withdrawn. */
export async function findActiveProductId(db: Database, productSlug: string): Promise<number | null> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.slug, productSlug), eq(products.active, true)))
    .limit(1);
  return row?.id ?? null;
}

/** The owner's lines of products still on sale, in the order they were added. */
export function listLines(db: Database, userId: number) {
  return db
    .select({
      slug: wishlistLines.slug,
      productSlug: products.slug,
      title: products.title,
      image: products.image,
      onRequest: products.onRequest,
      pricePaisa: products.pricePaisa,
      offerPricePaisa: products.offerPricePaisa,
    })
    .from(wishlistLines)
    .innerJoin(products, eq(products.id, wishlistLines.productId))
    .where(and(eq(wishlistLines.userId, userId), eq(products.active, true)))
    .orderBy(asc(wishlistLines.id));
}

/** Adds a product once: a second add (another tab, a double click) keeps the one line. */
export async function addLine(db: Database, line: { slug: string; userId: number; productId: number }) {
  await db
    .insert(wishlistLines)
    .values(line)
    .onConflictDoNothing({ target: [wishlistLines.userId, wishlistLines.productId] });
}

/** Removes the owner's line; false when the slug is not one of theirs. */
export async function removeLine(db: Database, userId: number, slug: string): Promise<boolean> {
  const rows = await db
    .delete(wishlistLines)
    .where(and(eq(wishlistLines.userId, userId), eq(wishlistLines.slug, slug)))
    .returning({ id: wishlistLines.id });
  return rows.length > 0;
}
