import { STOCK_MESSAGES, STOCK_MOVEMENTS_PER_PAGE } from '@suraksha/contracts/admin/stock';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { products } from '../../db/schema/catalog.ts';
import { createProduct } from '../../test/factories/catalog.ts';
import { createOrder } from '../../test/factories/orders.ts';
import { createSignedInStaff } from '../../test/factories/staff.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { withStockReason } from './stock-reason.ts';

// The low-stock list, each product's threshold and its stock history (issue #16).

let t: TestApp;
let warehouse: Record<string, string>;
let warehouseId: number;
let manager: Record<string, string>;
let sales: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const signedIn = await createSignedInStaff(db, 'warehouse');
  warehouse = signedIn.headers;
  warehouseId = signedIn.user.id;
  manager = (await createSignedInStaff(db, 'manager')).headers;
  sales = (await createSignedInStaff(db, 'sales')).headers;
});
afterAll(() => t.close());

const db = () => t.database.db;
const get = (url: string, headers = sales) => t.app.inject({ url, headers: { ...apiHeaders, ...headers } });
const post = (url: string, payload: object, headers = warehouse) =>
  t.app.inject({ method: 'POST', url, headers: { ...apiHeaders, ...headers }, payload });

describe('the low-stock list and thresholds', () => {
  it('lists active products sold from stock at or under their own threshold, most short first', async () => {
    const out = await createProduct(db(), { title: 'Short by five', stock: 0 });
    const own = await createProduct(db(), { title: 'Short by seven', stock: 3, lowStockAt: 10 });
    const atIt = await createProduct(db(), { title: 'At its threshold', stock: 5 });
    await createProduct(db(), { title: 'Above', stock: 6 });
    await createProduct(db(), { title: 'Never low', stock: 0, lowStockAt: 0, onRequest: true });
    await createProduct(db(), { title: 'Hidden low', stock: 1, active: false });
    const res = await get('/api/admin/stock/low');
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json().products.map((p: { id: number; short_by: number; low_stock_at: number }) => [p.id, p.short_by, p.low_stock_at]),
    ).toEqual([
      [own.id, 7, 10],
      [out.id, 5, 5],
      [atIt.id, 0, 5],
    ]);
    expect(res.json().pagination).toEqual({ page: 1, perPage: 50, total: 3, totalPages: 1 });
    expect((await get('/api/admin/stock/low?page=x')).statusCode).toBe(400);
  });

  it('sets a threshold (stock.write), audited; the product joins or leaves the list at once', async () => {
    const p = await createProduct(db(), { title: 'Threshold cam', sku: 'SR-THR-1', stock: 8 });
    const lowIds = async () => (await get('/api/admin/stock/low')).json().products.map((r: { id: number }) => r.id);
    expect(await lowIds()).not.toContain(p.id);
    const res = await post(`/api/admin/stock/${p.id}/threshold`, { low_stock_at: 8 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      result: 'success',
      message: STOCK_MESSAGES.thresholdSaved('Threshold cam', 8),
      product: { id: p.id, title: 'Threshold cam', sku: 'SR-THR-1', stock: 8, low_stock_at: 8, active: true, on_request: false },
    });
    expect(await lowIds()).toContain(p.id);
    const audits = await db()
      .select({ before: auditLog.before, after: auditLog.after, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.low_stock_at'), eq(auditLog.entityId, String(p.id))));
    expect(audits).toEqual([
      { before: { sku: 'SR-THR-1', low_stock_at: 5 }, after: { sku: 'SR-THR-1', low_stock_at: 8 }, actorId: warehouseId },
    ]);

    const same = await post(`/api/admin/stock/${p.id}/threshold`, { low_stock_at: 8 });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toEqual({ low_stock_at: STOCK_MESSAGES.thresholdUnchanged(8) });
    for (const bad of [{ low_stock_at: -1 }, { low_stock_at: 1.5 }, { low_stock_at: '4' }, {}]) {
      const refused = await post(`/api/admin/stock/${p.id}/threshold`, bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json().message).toEqual({ low_stock_at: STOCK_MESSAGES.threshold });
    }
    expect((await post('/api/admin/stock/999999/threshold', { low_stock_at: 3 })).statusCode).toBe(404);
    expect((await post('/api/admin/stock/abc/threshold', { low_stock_at: 3 })).statusCode).toBe(404);
    expect((await db().select().from(products).where(eq(products.id, p.id)))[0]?.lowStockAt).toBe(8);
  });
});

describe("a product's stock history", () => {
  it('lists every movement newest first with its reason, order and staff member, and proves they add up', async () => {
    const p = await createProduct(db(), { title: 'History cam', stock: 7 });
    const { order } = await createOrder(db());
    const move = async (stock: number, cause: Parameters<typeof withStockReason>[1]) =>
      db().transaction(async (tx) => {
        await withStockReason(tx, cause);
        await tx.update(products).set({ stock }).where(eq(products.id, p.id));
      });
    await move(5, { reason: 'order', reference: order.orderNumber });
    await move(7, { reason: 'cancel', reference: order.orderNumber });
    const grid = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/bulk',
      headers: { ...apiHeaders, ...manager },
      payload: { rows: [{ id: p.id, stock: { from: 7, to: 12 } }] },
    });
    expect(grid.json().saved).toBe(1);
    await post('/api/admin/products/bulk', { rows: [{ id: p.id, stock: { from: 12, to: 4 } }] });

    const res = await get(`/api/admin/stock/${p.id}/movements`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.product).toMatchObject({ id: p.id, stock: 4 });
    expect(
      body.movements.map((m: { delta: number; stock_after: number; reason: string; order_number: string | null; by: string | null }) => [
        m.delta,
        m.stock_after,
        m.reason,
        m.order_number,
        m.by,
      ]),
    ).toEqual([
      [-8, 4, 'bulk_edit', null, 'Staff warehouse'],
      [5, 12, 'bulk_edit', null, 'Staff manager'],
      [2, 7, 'cancel', order.orderNumber, null],
      [-2, 5, 'order', order.orderNumber, null],
      [7, 7, 'opening', null, null],
    ]);
    expect(body.ledger).toEqual({ sum: 4, movements: 5, adds_up: true });
    // The running sum, oldest first, is each movement's stock after.
    let running = 0;
    for (const m of body.movements.toReversed()) {
      running += m.delta;
      expect(m.stock_after).toBe(running);
    }
  });

  it('pages the movements, and answers 404 for an unknown product and 400 for a bad page', async () => {
    const p = await createProduct(db(), { title: 'Busy cam', stock: 1 });
    for (let i = 2; i <= STOCK_MOVEMENTS_PER_PAGE + 5; i++) {
      await db().transaction(async (tx) => {
        await withStockReason(tx, { reason: 'edit', actorId: warehouseId });
        await tx.update(products).set({ stock: i }).where(eq(products.id, p.id));
      });
    }
    const second = (await get(`/api/admin/stock/${p.id}/movements?page=2`)).json();
    expect(second.pagination).toEqual({ page: 2, perPage: STOCK_MOVEMENTS_PER_PAGE, total: STOCK_MOVEMENTS_PER_PAGE + 5, totalPages: 2 });
    expect(second.movements.map((m: { stock_after: number }) => m.stock_after)).toEqual([5, 4, 3, 2, 1]);
    expect(second.ledger).toEqual({ sum: STOCK_MOVEMENTS_PER_PAGE + 5, movements: STOCK_MOVEMENTS_PER_PAGE + 5, adds_up: true });
    expect((await get('/api/admin/stock/999999/movements')).statusCode).toBe(404);
    expect((await get(`/api/admin/stock/${p.id}/movements?page=-2`)).statusCode).toBe(400);
  });
});
