import { and, asc, eq, sql } from 'drizzle-orm';
import { cartLines } from '../../db/schema/cart.ts';
import { products } from '../../db/schema/catalog.ts';
import type { Database } from '../../platform/database.ts';

/** Drizzle queries of the bag. Every query is scoped by the owner's user id. */

const purchaseColumns = {
  id: products.id,
  active: products.active,
  onRequest: products.onRequest,
  pricePaisa: products.pricePaisa,
  offerPricePaisa: products.offerPricePaisa,
  stock: products.stock,
};

/** The product behind a slug, with what decides whether it can go into the bag. */
export async function findProductForBag(db: Database, productSlug: string) {
  const [row] = await db.select(purchaseColumns).from(products).where(eq(products.slug, productSlug)).limit(1);
  return row ?? null;
}

/** One of the owner's lines with its product's purchase columns; null for anyone else's slug. */
export async function findOwnLine(db: Database, userId: number, slug: string) {
  const [row] = await db
    .select({ lineId: cartLines.id, quantity: cartLines.quantity, product: purchaseColumns })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(and(eq(cartLines.userId, userId), eq(cartLines.slug, slug)))
    .limit(1);
  return row ?? null;
}

/** The owner's lines in the order they were added, with what the bag shows and prices. */
export function listLines(db: Database, userId: number) {
  return db
    .select({
      slug: cartLines.slug,
      quantity: cartLines.quantity,
      productSlug: products.slug,
      title: products.title,
      image: products.image,
      active: products.active,
      onRequest: products.onRequest,
      pricePaisa: products.pricePaisa,
      offerPricePaisa: products.offerPricePaisa,
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.id));
}

const stockOf = (productId: unknown) => sql`(select ${products.stock} from ${products} where ${products.id} = ${productId})`;

/**
 * Adds pieces to the owner's line of a product in one statement: a new line, or the existing
 * line's quantity plus `quantity` — but only while the sum stays within the stock on hand. The
 * row lock of ON CONFLICT DO UPDATE serialises two tabs adding at once, so none is lost and the
 * guard sees the other's result. Returns null when the guard refused.
 */
export async function addPieces(db: Database, line: { slug: string; userId: number; productId: number; quantity: number }) {
  const [row] = await db
    .insert(cartLines)
    .values(line)
    .onConflictDoUpdate({
      target: [cartLines.userId, cartLines.productId],
      set: { quantity: sql`${cartLines.quantity} + excluded.quantity`, updatedAt: sql`now()` },
      setWhere: sql`${cartLines.quantity} + excluded.quantity <= ${stockOf(sql`excluded.product_id`)}`,
    })
    .returning({ quantity: cartLines.quantity });
  return row ?? null;
}

/** Sets the quantity of the owner's line while it is within the stock on hand; false when refused. */
export async function setQuantity(db: Database, lineId: number, userId: number, quantity: number): Promise<boolean> {
  const rows = await db
    .update(cartLines)
    .set({ quantity })
    .where(and(eq(cartLines.id, lineId), eq(cartLines.userId, userId), sql`${quantity} <= ${stockOf(cartLines.productId)}`))
    .returning({ id: cartLines.id });
  return rows.length > 0;
}

/** Removes the owner's line; false when the slug is not one of theirs. */
export async function removeLine(db: Database, userId: number, slug: string): Promise<boolean> {
  const rows = await db
    .delete(cartLines)
    .where(and(eq(cartLines.userId, userId), eq(cartLines.slug, slug)))
    .returning({ id: cartLines.id });
  return rows.length > 0;
}
