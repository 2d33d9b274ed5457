import { readdirSync } from 'node:fs';
import path from 'node:path';
import { PRODUCT_IMPORT_MESSAGES as M } from '@suraksha/contracts/admin/product-import';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { products } from '../../db/schema/catalog.ts';
import { productImports } from '../../db/schema/product-imports.ts';
import { stockMovements } from '../../db/schema/stock.ts';
import { createBrand, createCategory, createProduct, createSampleCatalogue } from '../../test/factories/catalog.ts';
import { createSignedInStaff } from '../../test/factories/staff.ts';
import { confirmAndWait, csvFile, importRows, importStatus, previewOf, uploadCsv } from '../../test/product-imports.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

// The products CSV import over HTTP (issue #16, decision 0103): preview, confirm, the runner in the
// background, idempotence, bad files, permissions. The storefront's caches are on, as in production.

let t: TestApp;
let manager: Record<string, string>;
let managerId: number;
let editor: Record<string, string>;
let warehouse: Record<string, string>;
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
});
afterAll(() => t.close());

const db = () => t.database.db;
const HEADER = 'sku,title,slug,brand,category,price (Rs),offer price (Rs),unit,stock,active,on request,featured';
const productBySku = async (sku: string) => (await db().select().from(products).where(eq(products.sku, sku)))[0];
const importsDir = () => path.join(t.config.DATA_DIR, 'uploads', 'imports');
const storedFiles = () => {
  try {
    return readdirSync(importsDir()).length;
  } catch {
    return 0;
  }
};

describe('a products CSV import', () => {
  it('previews new and changed products field by field, runs in the background, and the storefront shows them at once', async () => {
    const bullet = sample.items.hikBullet;
    // The storefront has cached the brand's listing before the import.
    const listing = () => t.app.inject({ url: '/api/brands/hikvision/products', headers: apiHeaders });
    expect((await listing()).body).not.toContain('Wireless Door Sensor');
    const file = csvFile([
      HEADER,
      'IMP-NEW-001,सुरक्षा Wireless Door Sensor,,Hikvision,ip-cameras,"1,250.50",999,pcs,12,yes,no,no',
      `${bullet.sku},${bullet.title},${bullet.slug},hikvision,IP Cameras,9100,,pcs,25,yes,no,no`,
    ]);
    const preview = await previewOf(t.app, manager, file);
    expect(preview).toMatchObject({
      status: 'preview',
      rows: 2,
      preview: { create: 1, change: 1, unchanged: 0, refused: 0 },
      canConfirm: true,
    });
    const rows = await importRows(t.app, manager, preview.id);
    expect(rows[0]).toMatchObject({ row: 2, sku: 'IMP-NEW-001', kind: 'create', problems: [] });
    expect(rows[0]?.changes).toContainEqual({ field: 'price', before: null, after: '1250.50' });
    expect(rows[0]?.changes).toContainEqual({ field: 'brand', before: null, after: 'Hikvision' });
    expect(rows[1]).toMatchObject({
      row: 3,
      kind: 'change',
      changes: [
        { field: 'price', before: '8500.00', after: '9100.00' },
        { field: 'stock', before: '10', after: '25' },
      ],
    });
    // Nothing is written before the confirmation.
    expect(await productBySku('IMP-NEW-001')).toBeUndefined();

    const done = await confirmAndWait(t.app, manager, preview.id);
    expect(done).toMatchObject({ status: 'done', processed: 2, result: { created: 1, changed: 1, unchanged: 0, refused: 0 } });
    const created = await productBySku('IMP-NEW-001');
    expect(created).toMatchObject({
      title: 'सुरक्षा Wireless Door Sensor',
      slug: 'wireless-door-sensor',
      pricePaisa: 125050,
      offerPricePaisa: 99900,
    });
    expect(created).toMatchObject({
      stock: 12,
      brandId: sample.brands.hikvision.id,
      categoryId: sample.categories.ipCameras.id,
      unit: 'pcs',
      active: true,
    });
    expect(await productBySku(bullet.sku)).toMatchObject({ pricePaisa: 910000, stock: 25, title: bullet.title });
    // The caches were cleared: the brand's listing shows the new product at once, and its page answers.
    expect((await listing()).body).toContain('सुरक्षा Wireless Door Sensor');
    const found = await t.app.inject({ url: `/api/products/wireless-door-sensor`, headers: apiHeaders });
    expect(found.statusCode).toBe(200);
    // Stock moved with the reason 'import', the import's id and the manager.
    const moves = await db()
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.reference, String(preview.id)));
    expect(
      moves
        .map((m) => ({ product: m.productId, delta: m.delta, reason: m.reason, actor: m.actorId }))
        .toSorted((a, b) => a.product - b.product),
    ).toEqual(
      [
        { product: bullet.id, delta: 15, reason: 'import', actor: managerId },
        { product: created?.id, delta: 12, reason: 'import', actor: managerId },
      ].toSorted((a, b) => (a.product ?? 0) - (b.product ?? 0)),
    );
    // Audited: the upload, the confirmation, one batch with what it wrote, the finish with the counts.
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product_import'), eq(auditLog.entityId, String(preview.id))));
    expect(audits.map((a) => a.action).toSorted()).toEqual([
      'product_import.batch',
      'product_import.confirm',
      'product_import.finish',
      'product_import.upload',
    ]);
    const batch = audits.find((a) => a.action === 'product_import.batch')?.after as { created: string[]; changed: { sku: string }[] };
    expect(batch.created).toEqual(['IMP-NEW-001']);
    expect(batch.changed.map((c) => c.sku)).toEqual([bullet.sku]);
    expect(audits.every((a) => a.actorId === managerId)).toBe(true);
  });

  it('is idempotent: the products export imported back changes nothing, with no stock movement or audit of products', async () => {
    const exported = await t.app.inject({ url: '/api/admin/products.csv', headers: { ...apiHeaders, ...manager } });
    expect(exported.statusCode).toBe(200);
    const before = await db().select().from(products);
    const movesBefore = (await db().select().from(stockMovements)).length;
    const preview = await previewOf(t.app, manager, exported.rawPayload);
    expect(preview.rows).toBe(before.length);
    expect(preview.preview).toEqual({ create: 0, change: 0, unchanged: before.length, refused: 0 });
    expect(preview.ignoredColumns).toEqual(['id', 'created (Nepal time)', 'updated (Nepal time)']);
    expect(preview.unknownColumns).toEqual([]);
    const done = await confirmAndWait(t.app, manager, preview.id);
    expect(done.result).toEqual({ created: 0, changed: 0, unchanged: before.length, refused: 0 });
    expect(await db().select().from(products)).toEqual(before);
    expect((await db().select().from(stockMovements)).length).toBe(movesBefore);
    const batches = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product_import.batch'), eq(auditLog.entityId, String(preview.id))));
    expect(batches).toEqual([]);
  });

  it('the same file twice: the second preview is all unchanged and confirming it changes nothing', async () => {
    const brand = await createBrand(db(), { title: 'Ezviz', slug: 'ezviz' });
    const file = csvFile([
      HEADER,
      ...Array.from({ length: 30 }, (_, i) => `TWICE-${i},Ezviz Camera ${i},,ezviz,,${1000 + i},,pcs,${i},yes,no,no`),
    ]);
    const first = await previewOf(t.app, manager, file);
    expect(first.preview.create).toBe(30);
    expect((await confirmAndWait(t.app, manager, first.id)).result.created).toBe(30);
    const after = await db().select().from(products).where(like(products.sku, 'TWICE-%'));
    expect(after.every((p) => p.brandId === brand.id)).toBe(true);
    const movesBefore = (await db().select().from(stockMovements)).length;

    const second = await previewOf(t.app, manager, file);
    expect(second.preview).toEqual({ create: 0, change: 0, unchanged: 30, refused: 0 });
    expect((await confirmAndWait(t.app, manager, second.id)).result).toEqual({ created: 0, changed: 0, unchanged: 30, refused: 0 });
    expect(await db().select().from(products).where(like(products.sku, 'TWICE-%'))).toEqual(after);
    expect((await db().select().from(stockMovements)).length).toBe(movesBefore);
  });
});

describe('the HS code column (decision 0122)', () => {
  it('sets a new product’s HS code, changes an existing one’s, reads 8525.89.00 as digits, and refuses anything but 4 to 8 digits', async () => {
    await createProduct(db(), { sku: 'HS-OLD', hsCode: '8525' });
    const file = csvFile([
      'sku,title,hs code',
      'HS-NEW,Dome camera,8525.89.00',
      'HS-OLD,,8521',
      'HS-BAD,Bad code,85A2',
      'HS-SHORT,Short code,852',
    ]);
    const preview = await previewOf(t.app, manager, file);
    const rows = await importRows(t.app, manager, preview.id);
    expect(rows.map((r) => [r.sku, r.kind, r.problems])).toEqual([
      ['HS-NEW', 'create', []],
      ['HS-OLD', 'change', []],
      ['HS-BAD', 'refused', [M.hsCode]],
      ['HS-SHORT', 'refused', [M.hsCode]],
    ]);
    expect(rows[1]?.changes).toEqual([{ field: 'hsCode', before: '8525', after: '8521' }]);
    expect((await confirmAndWait(t.app, manager, preview.id)).status).toBe('done');
    expect((await productBySku('HS-NEW'))?.hsCode).toBe('85258900');
    expect((await productBySku('HS-OLD'))?.hsCode).toBe('8521');
  });
});

describe('what the import reads', () => {
  it('matches headers in any case with spaces, reads with or without a BOM, CRLF or LF, quoted cells, ="0012", and reports unknown columns', async () => {
    const lines = [
      ' SKU , Title ,Price (RS),Colour,STOCK,Supplier note',
      '="0012",Cable 3+1 "RG59",450,white,5,"ships in 2 days, maybe"',
      '0013,"Switch, 8 port PoE",2200,,1,',
      ',,,,,',
    ];
    for (const [bom, eol] of [
      [true, '\r\n'],
      [false, '\n'],
    ] as const) {
      const preview = await previewOf(t.app, manager, csvFile(lines, { bom, eol }));
      expect(preview.unknownColumns).toEqual(['Colour', 'Supplier note']);
      expect(preview.rows).toBe(2);
      const rows = await importRows(t.app, manager, preview.id);
      expect(rows.map((r) => [r.sku, r.title, r.kind])).toEqual([
        ['0012', 'Cable 3+1 "RG59"', 'create'],
        ['0013', 'Switch, 8 port PoE', 'create'],
      ]);
    }
  });

  it('a file without a sku column is refused with a clear message, and leaves nothing behind', async () => {
    const importsBefore = (await db().select().from(productImports)).length;
    const filesBefore = storedFiles();
    const res = await uploadCsv(t.app, manager, csvFile(['title,price (Rs)', 'Camera,100']));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ result: 'error', errorMessage: M.noSkuColumn });
    expect((await db().select().from(productImports)).length).toBe(importsBefore);
    expect(storedFiles()).toBe(filesBefore);
  });

  it.each([
    ['a workbook', Buffer.from('504b0304140006000800000021000000000000000000000000000000000000000000', 'hex'), 415, M.workbook],
    ['a PNG', Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'), 415, M.notCsv],
    ['text that is not UTF-8', Buffer.from('sku,title\r\nA1,Caf\xe9 camera\r\n', 'latin1'), 422, M.notUtf8],
    [
      'a quote never closed',
      csvFile(['sku,title', 'A1,"Camera', 'A2,Other']),
      422,
      M.unreadable(2, 'a quote (") is opened and never closed.'),
    ],
    ['a header alone', csvFile(['sku,title']), 422, M.noRows],
    ['an empty file', Buffer.alloc(0), 400, M.noFile],
    ['a column twice', csvFile(['sku,title,Title', 'A1,B,C']), 422, M.duplicateColumn('Title')],
  ])('refuses %s with its status and message, storing nothing', async (_what, data, status, message) => {
    const importsBefore = (await db().select().from(productImports)).length;
    const res = await uploadCsv(t.app, manager, data);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ result: 'error', errorMessage: message });
    expect((await db().select().from(productImports)).length).toBe(importsBefore);
    expect(storedFiles()).toBe((await db().select().from(productImports)).length);
  });

  it('refuses a file over 20 MB with 413, a form without the file with 400 and JSON with 415', async () => {
    const big = csvFile(['sku,title', ...Array.from({ length: 300_000 }, (_, i) => `BIG-${i},${'x'.repeat(60)}`)]);
    expect(big.length).toBeGreaterThan(20 * 1024 * 1024);
    const tooLarge = await uploadCsv(t.app, manager, big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ result: 'error', message: { file: M.tooLarge } });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/product-imports',
      headers: { ...apiHeaders, ...manager },
      payload: { sku: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(storedFiles()).toBe((await db().select().from(productImports)).length);
  });
});

describe('who may import what', () => {
  it('an editor may change text but not prices or stock: those rows are refused in the preview, naming the column', async () => {
    const product = await createProduct(db(), { sku: 'PERM-1', title: 'Old name', pricePaisa: 500_00, stock: 4 });
    const other = await createProduct(db(), { sku: 'PERM-2', title: 'Other', pricePaisa: 700_00, stock: 4 });
    const file = csvFile([
      'sku,title,price (Rs),stock',
      'PERM-1,New name,500.00,4',
      'PERM-2,Other,750,4',
      'PERM-2B,Brand new,0,3',
      'PERM-3,Free text only,,',
    ]);
    const preview = await previewOf(t.app, editor, file);
    const rows = await importRows(t.app, editor, preview.id);
    expect(rows.map((r) => [r.sku, r.kind, r.problems])).toEqual([
      ['PERM-1', 'change', []],
      ['PERM-2', 'refused', [M.noPricePermission('price (Rs)')]],
      ['PERM-2B', 'refused', [M.noStockPermission]],
      ['PERM-3', 'create', []],
    ]);
    const done = await confirmAndWait(t.app, editor, preview.id);
    expect(done.result).toEqual({ created: 1, changed: 1, unchanged: 0, refused: 2 });
    expect(await productBySku('PERM-1')).toMatchObject({ id: product.id, title: 'New name', pricePaisa: 500_00 });
    expect(await productBySku('PERM-2')).toMatchObject({ id: other.id, pricePaisa: 700_00 });
    expect(await productBySku('PERM-3')).toMatchObject({ pricePaisa: 0, stock: 0 });
  });

  it('the warehouse cannot import (403); only the uploader confirms, once; unknown imports are 404 and a bad kind 400', async () => {
    const refused = await uploadCsv(t.app, warehouse, csvFile(['sku,stock', 'A,1']));
    expect(refused.statusCode).toBe(403);
    const preview = await previewOf(t.app, manager, csvFile(['sku,title', 'ONCE-1,Once']));
    const confirm = (headers: Record<string, string>, id: number | string = preview.id) =>
      t.app.inject({ method: 'POST', url: `/api/admin/product-imports/${id}/confirm`, headers: { ...apiHeaders, ...headers } });
    const byOther = await confirm(editor);
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toMatchObject({ errorMessage: M.confirmedByOther });
    expect((await importStatus(t.app, editor, preview.id)).canConfirm).toBe(false);
    expect((await confirm(manager)).statusCode).toBe(200);
    const again = await confirm(manager);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorMessage: M.notPreview });
    for (const url of ['/api/admin/product-imports/99999', '/api/admin/product-imports/abc', '/api/admin/product-imports/99999/rows']) {
      const res = await t.app.inject({ url, headers: { ...apiHeaders, ...manager } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ errorMessage: M.notFound });
    }
    expect((await confirm(manager, 99999)).statusCode).toBe(404);
    const badKind = await t.app.inject({
      url: `/api/admin/product-imports/${preview.id}/rows?kind=deleted`,
      headers: { ...apiHeaders, ...manager },
    });
    expect(badKind.statusCode).toBe(400);
  });

  it('keeps a category that is inactive when it does not change, and refuses to move a product into one', async () => {
    const closed = await createCategory(db(), { title: 'Closed Line', slug: 'closed-line', active: false });
    await createProduct(db(), { sku: 'INACT-1', title: 'Kept', categoryId: closed.id });
    const preview = await previewOf(
      t.app,
      manager,
      csvFile(['sku,category', 'INACT-1,closed line', `${sample.items.hikDome.sku},Closed Line`]),
    );
    const rows = await importRows(t.app, manager, preview.id);
    expect(rows.map((r) => [r.kind, r.problems])).toEqual([
      ['unchanged', []],
      ['refused', [M.inactiveCategory('Closed Line')]],
    ]);
  });
});
