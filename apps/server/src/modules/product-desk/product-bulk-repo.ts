import { eq } from 'drizzle-orm';
import { products } from '../../db/schema/catalog.ts';
import type { Database } from '../../platform/database.ts';

/** The grid's writes (issue #16): a product's grid values, locked, and their update. */

/** The product's grid values, locked for the change that follows; undefined for an unknown id. */
export async function lockGridValues(tx: Database, id: number) {
  const [row] = await tx
    .select({
      sku: products.sku,
      pricePaisa: products.pricePaisa,
      offerPricePaisa: products.offerPricePaisa,
      stock: products.stock,
      active: products.active,
    })
    .from(products)
    .where(eq(products.id, id))
    .for('update')
    .limit(1);
  return row;
}
export type LockedGridValues = NonNullable<Awaited<ReturnType<typeof lockGridValues>>>;

export interface GridColumns {
  pricePaisa?: number;
  offerPricePaisa?: number | null;
  stock?: number;
  active?: boolean;
}

export async function updateGridValues(tx: Database, id: number, columns: GridColumns) {
  await tx
    .update(products)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(products.id, id));
}
