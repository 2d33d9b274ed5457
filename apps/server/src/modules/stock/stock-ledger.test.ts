import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog.ts';
import { stockMovements } from '../../db/schema/stock.ts';
import { createSignedInUser } from '../../test/factories/accounts.ts';
import { createProduct } from '../../test/factories/catalog.ts';
import { checkoutPayload, commerceTestApp } from '../../test/commerce.ts';
import { apiHeaders } from '../../test/test-app.ts';
import { withStockReason } from './stock-reason.ts';

const shop = commerceTestApp();
const db = () => shop.t.database.db;

const movementsOf = (productId: number) =>
  db()
    .select({
      delta: stockMovements.delta,
      stockAfter: stockMovements.stockAfter,
      reason: stockMovements.reason,
      reference: stockMovements.reference,
    })
    .from(stockMovements)
    .where(eq(stockMovements.productId, productId))
    .orderBy(asc(stockMovements.id));

describe('the stock ledger (stock_movements, decision 0099)', () => {
  it('records the opening stock, an order and its cancel, and the movements add up to the stock', async () => {
    const camera = await createProduct(db(), { title: 'Ledger Dome', pricePaisa: 5000_00, stock: 7 });
    const me = await createSignedInUser(db(), { name: 'Ram Thapa' });
    await shop.api.addToBag(me.auth, camera.slug, 3);
    const placed = await shop.api.checkout(me.auth, checkoutPayload({ total_amount: 15000 }), `ledger-${me.user.id}`);
    expect(placed.statusCode, placed.body).toBe(200);
    const orderNumber: string = placed.json().order_name;
    const cancelled = await shop.t.app.inject({
      method: 'POST',
      url: `/api/customer/myorders/${orderNumber}/cancel`,
      headers: { ...apiHeaders, ...me.auth },
      payload: { reason: 'Changed my mind' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const moves = await movementsOf(camera.id);
    expect(moves).toEqual([
      { delta: 7, stockAfter: 7, reason: 'opening', reference: null },
      { delta: -3, stockAfter: 4, reason: 'order', reference: orderNumber },
      { delta: 3, stockAfter: 7, reason: 'cancel', reference: orderNumber },
    ]);
    expect(moves.reduce((sum, m) => sum + m.delta, 0)).toBe(await shop.read.stock(camera.id));
  });

  it('refuses a stock change that gives no reason, and keeps the stock as it was', async () => {
    const camera = await createProduct(db(), { title: 'Silent Bullet', stock: 4 });
    await expect(db().update(products).set({ stock: 40 }).where(eq(products.id, camera.id))).rejects.toThrow();
    expect(await shop.read.stock(camera.id)).toBe(4);
    expect(await movementsOf(camera.id)).toHaveLength(1);
  });

  it('records the reason, reference and staff member given for the transaction; other updates of the row record nothing', async () => {
    const camera = await createProduct(db(), { title: 'Edited Turret', stock: 2 });
    await db().transaction(async (tx) => {
      await withStockReason(tx, { reason: 'edit', actorId: 42 });
      await tx.update(products).set({ stock: 12 }).where(eq(products.id, camera.id));
      await tx.update(products).set({ title: 'Edited Turret 2' }).where(eq(products.id, camera.id));
    });
    const [last] = await db()
      .select({ reason: stockMovements.reason, actorId: stockMovements.actorId, delta: stockMovements.delta })
      .from(stockMovements)
      .where(eq(stockMovements.productId, camera.id))
      .orderBy(sql`${stockMovements.id} desc`)
      .limit(1);
    expect(last).toEqual({ reason: 'edit', actorId: 42, delta: 10 });
    expect(await movementsOf(camera.id)).toHaveLength(2);
  });
});
