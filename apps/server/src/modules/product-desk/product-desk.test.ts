import { PRODUCT_BULK_MAX, PRODUCT_LIST_MESSAGES as M } from '@suraksha/contracts/admin/product-list';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { products } from '../../db/schema/catalog.ts';
import { stockMovements } from '../../db/schema/stock.ts';
import { createSignedInUser } from '../../test/factories/accounts.ts';
import { createProduct, createSampleCatalogue } from '../../test/factories/catalog.ts';
import { createSignedInStaff } from '../../test/factories/staff.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

// The product list and its bulk grid (issue #16, decision 0102). The storefront's caches are on (60 s)
// as in production, so "the storefront shows the new price" proves the save cleared them.

let t: TestApp;
let manager: Record<string, string>;
let managerId: number;
let editor: Record<string, string>;
let warehouse: Record<string, string>;
let sales: Record<string, string>;
let customer: Record<string, string>;
let sample: Awaited<ReturnType<typeof createSampleCatalogue>>;

beforeAll(async () => {
  t = await createTestApp({ env: { CATALOG_CACHE_SECONDS: '60' } });
  const { db } = t.database;
  sample = await createSampleCatalogue(db);
  const signedIn = await createSignedInStaff(db, 'manager');
  manager = signedIn.headers;
  managerId = signedIn.user.id;
  editor = (await createSignedInStaff(db, 'editor')).headers;
  warehouse = (await createSignedInStaff(db, 'warehouse')).headers;
  sales = (await createSignedInStaff(db, 'sales')).headers;
  customer = (await createSignedInUser(db)).auth;
});
afterAll(() => t.close());

const db = () => t.database.db;
const get = (url: string, headers: Record<string, string> = manager) => t.app.inject({ url, headers: { ...apiHeaders, ...headers } });
const bulk = (rows: object[], headers = manager) =>
  t.app.inject({ method: 'POST', url: '/api/admin/products/bulk', headers: { ...apiHeaders, ...headers }, payload: { rows } });

type Row = { id: number; title: string; sku: string; price: number; offer_price: number | null; stock: number; active: boolean };
async function list(
  query: string,
  headers = manager,
): Promise<{ products: Row[]; pagination: { total: number; page: number; perPage: number } }> {
  const res = await get(`/api/admin/products${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const titles = async (query: string) => (await list(query)).products.map((p) => p.title);
const productRow = async (id: number) => (await db().select().from(products).where(eq(products.id, id)))[0];

describe('GET /api/admin/products', () => {
  it('lists every product, inactive ones too, newest change first, with a total; catalogue.read is enough', async () => {
    const { products: rows, pagination } = await list('', sales);
    expect(pagination).toEqual({ page: 1, perPage: 50, total: 8, totalPages: 1 });
    expect(rows.map((p) => p.title)).toContain('Hikvision Retired 4MP Camera');
    const dome = rows.find((p) => p.sku === sample.items.hikDome.sku);
    expect(dome).toMatchObject({
      id: sample.items.hikDome.id,
      brand: 'Hikvision',
      category: 'IP Cameras',
      price: 9000,
      offer_price: 8000,
      stock: 10,
      low_stock_at: 5,
      active: true,
      on_request: false,
    });
  });

  it('searches part of the title (any case) or the start of the SKU', async () => {
    expect(await titles('?q=wizsense&sort=title_asc')).toEqual(['Dahua 4MP WizSense Bullet Camera']);
    expect(await titles('?q=TURBO')).toEqual(['Hikvision 2MP Turbo HD Bullet Camera']);
    const bySku = await list(`?q=${sample.items.cpDome.sku.toLowerCase()}`);
    expect(bySku.products.map((p) => p.id)).toEqual([sample.items.cpDome.id]);
    // A SKU matches from its start only, and % or _ are letters, not wildcards.
    expect((await list(`?q=${sample.items.cpDome.sku.slice(3)}`)).pagination.total).toBe(0);
    expect((await list('?q=%25')).pagination.total).toBe(0);
  });

  it('filters by brand, category with the ones under it, active, on request, stock level and offer price', async () => {
    const { hikvision } = sample.brands;
    expect(await titles(`?brand=${hikvision.id}&sort=title_asc`)).toEqual([
      'Hikvision 2MP Turbo HD Bullet Camera',
      'Hikvision DS-2CD1043G2-I 4MP Bullet Camera',
      'Hikvision DS-2CD1143G2-I 4MP Dome Camera',
      'Hikvision Retired 4MP Camera',
    ]);
    // CCTV Cameras holds no product itself: its IP and analog children do.
    expect((await list(`?category=${sample.categories.cameras.id}`)).pagination.total).toBe(7);
    expect(await titles(`?category=${sample.categories.recorders.id}`)).toEqual(['Dahua 8 Channel NVR']);
    expect(await titles('?active=no')).toEqual(['Hikvision Retired 4MP Camera']);
    expect(await titles('?on_request=yes')).toEqual(['CP Plus 2MP Dome Camera']);
    expect(await titles('?offer=yes')).toEqual(['Hikvision DS-2CD1143G2-I 4MP Dome Camera']);
    expect((await list('?offer=no')).pagination.total).toBe(7);

    const out = await createProduct(db(), { title: 'Level Out', stock: 0 });
    const low = await createProduct(db(), { title: 'Level Low', stock: 7, lowStockAt: 8 });
    const plenty = await createProduct(db(), { title: 'Level Plenty', stock: 9, lowStockAt: 8 });
    const levels = async (stock: string) => (await list(`?q=level&stock=${stock}`)).products.map((p) => p.id);
    expect(await levels('out')).toEqual([out.id]);
    expect(await levels('low')).toEqual([low.id]);
    expect(await levels('in')).toEqual([plenty.id]);
    expect(await titles(`?brand=${hikvision.id}&active=yes&offer=no&stock=in&sort=title_desc`)).toEqual([
      'Hikvision DS-2CD1043G2-I 4MP Bullet Camera',
      'Hikvision 2MP Turbo HD Bullet Camera',
    ]);
  });

  it('sorts by title, price, stock and last change either way, equal values by id, and pages', async () => {
    const twins = [
      await createProduct(db(), { title: 'Twin sort', pricePaisa: 500_00, stock: 3 }),
      await createProduct(db(), { title: 'Twin sort', pricePaisa: 500_00, stock: 3 }),
      await createProduct(db(), { title: 'Twin sort', pricePaisa: 400_00, stock: 4 }),
    ];
    const ids = async (sort: string) => (await list(`?q=twin&sort=${sort}`)).products.map((p) => p.id);
    const [a, b, c] = twins.map((p) => p.id) as [number, number, number];
    expect(await ids('title_asc')).toEqual([a, b, c]);
    expect(await ids('title_desc')).toEqual([c, b, a]);
    expect(await ids('price_asc')).toEqual([c, a, b]);
    expect(await ids('price_desc')).toEqual([b, a, c]);
    expect(await ids('stock_asc')).toEqual([a, b, c]);
    expect(await ids('stock_desc')).toEqual([c, b, a]);

    const all = await list('?sort=price_desc&per_page=100');
    const prices = all.products.map((p) => p.price);
    expect(prices).toEqual(prices.toSorted((x, y) => y - x));

    for (let i = 1; i <= 27; i++) await createProduct(db(), { title: `Paged ${String(i).padStart(2, '0')}` });
    const first = await list('?q=paged&sort=title_asc&per_page=25');
    const second = await list('?q=paged&sort=title_asc&per_page=25&page=2');
    expect(first.pagination).toEqual({ page: 1, perPage: 25, total: 27, totalPages: 2 });
    expect(first.products.map((p) => p.title).slice(0, 2)).toEqual(['Paged 01', 'Paged 02']);
    expect(second.products.map((p) => p.title)).toEqual(['Paged 26', 'Paged 27']);
  });

  it('refuses bad parameters with 400 and the field named', async () => {
    for (const [query, field] of [
      ['?sort=cheapest', 'sort'],
      ['?brand=hikvision', 'brand'],
      ['?category=-1', 'category'],
      ['?per_page=7', 'per_page'],
      ['?page=0', 'page'],
      ['?stock=plenty', 'stock'],
      ['?active=maybe', 'active'],
      [`?q=${'x'.repeat(101)}`, 'q'],
    ] as const) {
      const res = await get(`/api/admin/products${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().message), query).toEqual([field]);
    }
  });

  it('exports the CSV under the same filters', async () => {
    const res = await get(`/api/admin/products.csv?brand=${sample.brands.dahua.id}`);
    expect(res.statusCode).toBe(200);
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(res.body).toContain('Dahua 8 Channel NVR');
    expect(res.body).not.toContain('Hikvision');
    expect((await get('/api/admin/products.csv?stock=lots')).statusCode).toBe(400);
  });
});

describe('POST /api/admin/products/bulk', () => {
  const auditOf = (id: number) =>
    db()
      .select({ before: auditLog.before, after: auditLog.after, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.bulk_edit'), eq(auditLog.entityId, String(id))));
  const movementsOf = (id: number) =>
    db()
      .select({
        delta: stockMovements.delta,
        stockAfter: stockMovements.stockAfter,
        reason: stockMovements.reason,
        actorId: stockMovements.actorId,
      })
      .from(stockMovements)
      .where(eq(stockMovements.productId, id))
      .orderBy(asc(stockMovements.id));
  /** The price and offer price the shop's product page gives a signed-in customer. */
  const storefrontPrice = async (slug: string) => {
    const res = await t.app.inject({ url: `/api/products/${slug}`, headers: { ...apiHeaders, ...customer } });
    expect(res.statusCode, res.body).toBe(200);
    const shown = Object.values(res.json() as Record<string, { slug?: string; price?: number; offer_price?: number | null }>).find(
      (v) => v && typeof v === 'object' && v.slug === slug,
    );
    return [shown?.price, shown?.offer_price];
  };

  it('saves each changed row with a result, audits it, records stock as bulk_edit by the staff member, and the shop shows the price at once', async () => {
    const a = await createProduct(db(), { title: 'Grid A', slug: 'grid-a', pricePaisa: 1200_00, stock: 4 });
    const b = await createProduct(db(), { title: 'Grid B', slug: 'grid-b', pricePaisa: 3000_00, offerPricePaisa: 2800_00, stock: 2 });
    expect(await storefrontPrice('grid-a')).toEqual([1200, null]);
    expect(await storefrontPrice('grid-b')).toEqual([3000, 2800]);

    const res = await bulk([
      { id: a.id, price: { from: 1200, to: 1150.5 }, offer_price: { from: null, to: 999 }, stock: { from: 4, to: 20 } },
      { id: b.id, offer_price: { from: 2800, to: null }, active: { from: true, to: false } },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      result: 'success',
      saved: 2,
      refused: 0,
      message: M.savedAll(2),
      results: [
        { id: a.id, ok: true, message: M.saved, now: { price: 1150.5, offer_price: 999, stock: 20, active: true } },
        { id: b.id, ok: true, message: M.saved, now: { price: 3000, offer_price: null, stock: 2, active: false } },
      ],
    });
    expect(await productRow(a.id)).toMatchObject({ pricePaisa: 1150_50, offerPricePaisa: 999_00, stock: 20 });
    expect(await productRow(b.id)).toMatchObject({ offerPricePaisa: null, active: false });
    expect(await auditOf(a.id)).toEqual([
      {
        actorId: managerId,
        before: { sku: a.sku, price: 1200, offer_price: null, stock: 4 },
        after: { sku: a.sku, price: 1150.5, offer_price: 999, stock: 20 },
      },
    ]);
    expect((await auditOf(b.id)).map((r) => [r.before, r.after])).toEqual([
      [
        { sku: b.sku, offer_price: 2800, active: true },
        { sku: b.sku, offer_price: null, active: false },
      ],
    ]);
    expect(await movementsOf(a.id)).toEqual([
      { delta: 4, stockAfter: 4, reason: 'opening', actorId: null },
      { delta: 16, stockAfter: 20, reason: 'bulk_edit', actorId: managerId },
    ]);
    // Only stock changes move the ledger.
    expect(await movementsOf(b.id)).toEqual([{ delta: 2, stockAfter: 2, reason: 'opening', actorId: null }]);
    expect(await storefrontPrice('grid-a')).toEqual([1150.5, 999]);
    expect((await t.app.inject({ url: '/api/products/grid-b', headers: apiHeaders })).statusCode).toBe(404);
  });

  it('refuses a row changed meanwhile (its before-values differ), saving the others, and writes nothing for it', async () => {
    const mine = await createProduct(db(), { title: 'Stale mine', pricePaisa: 500_00, stock: 10 });
    const theirs = await createProduct(db(), { title: 'Stale theirs', pricePaisa: 800_00, stock: 9 });
    const res = await bulk([
      { id: mine.id, price: { from: 500, to: 450 } },
      { id: theirs.id, price: { from: 750, to: 700 }, stock: { from: 9, to: 30 } },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ saved: 1, refused: 1 });
    expect(body.results[1]).toEqual({
      id: theirs.id,
      ok: false,
      message: M.stale('price', 'Rs 800.00', 'Rs 750.00'),
      now: { price: 800, offer_price: null, stock: 9, active: true },
    });
    expect(await productRow(theirs.id)).toMatchObject({ pricePaisa: 800_00, stock: 9 });
    expect(await auditOf(theirs.id)).toEqual([]);
    expect(await movementsOf(theirs.id)).toHaveLength(1);
    expect(await productRow(mine.id)).toMatchObject({ pricePaisa: 450_00 });
  });

  it('two staff saving the same row at once: one is saved, the other refused with the value that won', async () => {
    const p = await createProduct(db(), { title: 'Race', pricePaisa: 700_00, stock: 6 });
    const [first, second] = await Promise.all([
      bulk([{ id: p.id, stock: { from: 6, to: 16 } }]),
      bulk([{ id: p.id, stock: { from: 6, to: 26 } }], warehouse),
    ]);
    const results = [first.json().results[0], second.json().results[0]];
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const won = results.find((r) => r.ok).now.stock;
    expect(results.find((r) => !r.ok)).toMatchObject({ message: M.stale('stock', String(won), '6'), now: { stock: won } });
    expect(await productRow(p.id)).toMatchObject({ stock: won });
    expect((await movementsOf(p.id)).map((m) => m.stockAfter)).toEqual([6, won]);
  });

  it('keeps the price rules: an offer below the price, and only with a price', async () => {
    const p = await createProduct(db(), { title: 'Rules', pricePaisa: 1000_00, offerPricePaisa: 900_00 });
    const unpriced = await createProduct(db(), { title: 'Unpriced', pricePaisa: 0 });
    const res = await bulk([
      { id: p.id, offer_price: { from: 900, to: 1000 } },
      { id: unpriced.id, offer_price: { from: null, to: 50 } },
    ]);
    expect(res.json().results.map((r: { ok: boolean; message: string }) => [r.ok, r.message])).toEqual([
      [false, M.offerBelowPrice('Rs 1,000.00', 'Rs 1,000.00')],
      [false, M.offerNeedsPrice],
    ]);
    // Lowering the price under the offer standing is refused too; lowering both together is fine.
    const under = await bulk([{ id: p.id, price: { from: 1000, to: 850 } }]);
    expect(under.json().results[0]).toMatchObject({ ok: false, message: M.offerBelowPrice('Rs 900.00', 'Rs 850.00') });
    const both = await bulk([{ id: p.id, price: { from: 1000, to: 850 }, offer_price: { from: 900, to: 800 } }]);
    expect(both.json().results[0]).toMatchObject({ ok: true, now: { price: 850, offer_price: 800 } });
    expect(await productRow(unpriced.id)).toMatchObject({ offerPricePaisa: null });
  });

  it('asks each field its permission: an editor never changes prices, the warehouse only stock', async () => {
    const p = await createProduct(db(), { title: 'Perm', pricePaisa: 100_00, stock: 5 });
    // Nothing of an editor's call is hers to change: the whole call is 403, nothing written.
    const allPrices = await bulk([{ id: p.id, price: { from: 100, to: 90 } }], editor);
    expect(allPrices.statusCode).toBe(403);
    expect(allPrices.json()).toMatchObject({ result: 'error', errorMessage: M.allForbidden });
    expect((await bulk([{ id: p.id, stock: { from: 5, to: 6 } }], sales)).statusCode).toBe(403);

    const mixed = await bulk(
      [
        { id: p.id, active: { from: true, to: false }, price: { from: 100, to: 90 } },
        { id: p.id + 100000, active: { from: true, to: false } },
      ],
      editor,
    );
    expect(mixed.statusCode).toBe(200);
    expect(mixed.json().results).toEqual([
      { id: p.id, ok: false, message: M.forbidden('price'), now: { price: 100, offer_price: null, stock: 5, active: true } },
      { id: p.id + 100000, ok: false, message: M.notFound, now: null },
    ]);
    const editorActive = await bulk([{ id: p.id, active: { from: true, to: false } }], editor);
    expect(editorActive.json().results[0]).toMatchObject({ ok: true });

    const stock = await bulk([{ id: p.id, stock: { from: 5, to: 12 } }], warehouse);
    expect(stock.json().results[0]).toMatchObject({ ok: true, now: { stock: 12 } });
    const warehousePrice = await bulk(
      [
        { id: p.id, stock: { from: 12, to: 11 }, offer_price: { from: null, to: 50 } },
        { id: p.id + 1, stock: { from: 0, to: 1 } },
      ],
      warehouse,
    );
    expect(warehousePrice.json().results[0]).toMatchObject({ ok: false, message: M.forbidden('offer price') });
    expect(await productRow(p.id)).toMatchObject({ pricePaisa: 100_00, offerPricePaisa: null, stock: 12, active: false });
  });

  it('refuses bad input with 400, and more than the limit of rows with 413', async () => {
    const p = await createProduct(db(), { title: 'Bad input', pricePaisa: 100_00, stock: 5 });
    const cases: [object[], string][] = [
      [[], 'rows'],
      [[{ id: p.id }], `rows.0`],
      [[{ id: p.id, stock: { from: 5, to: -1 } }], 'rows.0.stock.to'],
      [[{ id: p.id, stock: { from: 5, to: 2.5 } }], 'rows.0.stock.to'],
      [[{ id: p.id, price: { from: 100, to: 10.005 } }], 'rows.0.price.to'],
      [[{ id: p.id, price: { from: 100, to: -1 } }], 'rows.0.price.to'],
      [[{ id: p.id, offer_price: { from: null, to: 0 } }], 'rows.0.offer_price.to'],
      [[{ id: p.id, price: { from: 100, to: 100 } }], 'rows.0.price'],
      [[{ id: p.id, active: { from: true, to: 'no' } }], 'rows.0.active.to'],
      [
        [
          { id: p.id, stock: { from: 5, to: 6 } },
          { id: p.id, stock: { from: 5, to: 7 } },
        ],
        'rows.1.id',
      ],
    ];
    for (const [rows, field] of cases) {
      const res = await bulk(rows);
      expect(res.statusCode, JSON.stringify(rows)).toBe(400);
      expect(Object.keys(res.json().message), JSON.stringify(rows)).toContain(field);
    }
    const tooMany = Array.from({ length: PRODUCT_BULK_MAX + 1 }, (_, i) => ({ id: i + 1, stock: { from: 0, to: 1 } }));
    const res = await bulk(tooMany);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ result: 'error', errorMessage: M.tooMany });
    expect(await productRow(p.id)).toMatchObject({ pricePaisa: 100_00, stock: 5 });
  });
});
