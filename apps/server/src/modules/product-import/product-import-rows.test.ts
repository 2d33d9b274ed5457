import { PRODUCT_IMPORT_MESSAGES as M } from '@suraksha/contracts/admin/product-import';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog.ts';
import { createBrand, createCategory } from '../../test/factories/catalog.ts';
import { createSignedInStaff } from '../../test/factories/staff.ts';
import { confirmAndWait, csvFile, importRows, previewOf } from '../../test/product-imports.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// A 1,000-row file holding every kind of bad row among good ones, asserted row by row: the preview
// says what each row does and why a refused one is refused, and the import does exactly that.

let t: TestApp;
let manager: Record<string, string>;

const HEADER = 'sku,title,slug,brand,category,price (Rs),offer price (Rs),unit,stock,active';
const CYCLES = 40;

interface Case {
  cells: (n: number, row: (templateIndex: number) => number) => string[];
  kind: 'create' | 'change' | 'unchanged' | 'refused';
  problems: (n: number, row: (templateIndex: number) => number) => string[];
}

const none = () => [];
/** One cycle of rows; the first is a good new product the duplicate refers back to. */
const CASES: Case[] = [
  { cells: (n) => [`NEW-${n}`, `Camera ${n}`, '', 'Acme', 'Cameras', '1000', '900', 'pcs', '5', 'yes'], kind: 'create', problems: none },
  { cells: (n) => [`OLD-${n}`, `Old ${n} renamed`, '', '', '', '', '', '', '', ''], kind: 'change', problems: none },
  {
    cells: (n) => [`SAME-${n}`, `Same ${n}`, `same-${n}`, 'acme', 'cameras', '500.00', '', 'pcs', '3', 'yes'],
    kind: 'unchanged',
    problems: none,
  },
  { cells: () => ['', 'No SKU', '', '', '', '10', '', '', '', ''], kind: 'refused', problems: () => [M.skuRequired] },
  { cells: (n) => [`${'X'.repeat(64)}${n}`, 'Long SKU', '', '', '', '', '', '', '', ''], kind: 'refused', problems: () => [M.skuTooLong] },
  { cells: (n) => [`NEW-${n}`, 'Again', '', '', '', '', '', '', '', ''], kind: 'refused', problems: (_n, row) => [M.duplicateSku(row(0))] },
  { cells: (n) => [`NOTITLE-${n}`, '', '', '', '', '100', '', '', '', ''], kind: 'refused', problems: () => [M.titleRequired] },
  { cells: (n) => [`LONGTITLE-${n}`, 'T'.repeat(201), '', '', '', '', '', '', '', ''], kind: 'refused', problems: () => [M.titleTooLong] },
  { cells: (n) => [`BADSLUG-${n}`, 'Bad slug', 'Bad Slug!', '', '', '', '', '', '', ''], kind: 'refused', problems: () => [M.slug] },
  {
    cells: (n) => [`TAKEN-${n}`, 'Taken slug', `same-${n}`, '', '', '', '', '', '', ''],
    kind: 'refused',
    problems: (n) => [M.slugTaken(`same-${n}`)],
  },
  { cells: (n) => [`SLUGA-${n}`, 'Slug A', `twin-${n}`, '', '', '', '', '', '', ''], kind: 'create', problems: none },
  {
    cells: (n) => [`SLUGB-${n}`, 'Slug B', `twin-${n}`, '', '', '', '', '', '', ''],
    kind: 'refused',
    problems: (n, row) => [M.slugInFile(`twin-${n}`, row(10))],
  },
  {
    cells: (n) => [`OLD-${n}`, '', `moved-${n}`, '', '', '', '', '', '', ''],
    kind: 'refused',
    problems: (n, row) => [M.duplicateSku(row(1))],
  },
  { cells: (n) => [`SAMEB-${n}`, '', `elsewhere-${n}`, '', '', '', '', '', '', ''], kind: 'refused', problems: () => [M.slugLocked] },
  {
    cells: (n) => [`BRAND-${n}`, 'Unknown brand', '', 'Nobody', '', '', '', '', '', ''],
    kind: 'refused',
    problems: () => [M.unknownBrand('Nobody')],
  },
  {
    cells: (n) => [`INBRAND-${n}`, 'Inactive brand', '', 'retired', '', '', '', '', '', ''],
    kind: 'refused',
    problems: () => [M.inactiveBrand('Retired Co')],
  },
  {
    cells: (n) => [`CAT-${n}`, 'Unknown category', '', '', 'Drones', '', '', '', '', ''],
    kind: 'refused',
    problems: () => [M.unknownCategory('Drones')],
  },
  {
    cells: (n) => [`AMB-${n}`, 'Ambiguous', '', '', 'accessories', '', '', '', '', ''],
    kind: 'refused',
    problems: () => [M.ambiguousCategory('accessories')],
  },
  { cells: (n) => [`PRICE3-${n}`, 'Three decimals', '', '', '', '12.345', '', '', '', ''], kind: 'refused', problems: () => [M.price] },
  { cells: (n) => [`PRICENEG-${n}`, 'Negative', '', '', '', '-5', '', '', '', ''], kind: 'refused', problems: () => [M.price] },
  { cells: (n) => [`PRICETXT-${n}`, 'Words', '', '', '', 'ask us', '', '', '', ''], kind: 'refused', problems: () => [M.price] },
  {
    cells: (n) => [`PRICEBIG-${n}`, 'Too dear', '', '', '', '1000000001', '', '', '', ''],
    kind: 'refused',
    problems: () => [M.priceTooHigh],
  },
  { cells: (n) => [`OFFER0-${n}`, 'Offer zero', '', '', '', '100', '0', '', '', ''], kind: 'refused', problems: () => [M.offerPrice] },
  {
    cells: (n) => [`OFFERHI-${n}`, 'Offer high', '', '', '', '100', '100', '', '', ''],
    kind: 'refused',
    problems: () => [M.offerNotBelow],
  },
  {
    cells: (n) => [`OFFERNP-${n}`, 'Offer no price', '', '', '', '0', '50', '', '', ''],
    kind: 'refused',
    problems: () => [M.offerWithoutPrice],
  },
  { cells: (n) => [`STOCKNEG-${n}`, 'Stock', '', '', '', '', '', '', '-1', ''], kind: 'refused', problems: () => [M.stock] },
  { cells: (n) => [`STOCKFRAC-${n}`, 'Stock', '', '', '', '', '', '', '2.5', ''], kind: 'refused', problems: () => [M.stock] },
  { cells: (n) => [`STOCKBIG-${n}`, 'Stock', '', '', '', '', '', '', '1000001', ''], kind: 'refused', problems: () => [M.stockTooHigh] },
  { cells: (n) => [`UNIT-${n}`, 'Unit', '', '', '', '', '', 'x'.repeat(21), '', ''], kind: 'refused', problems: () => [M.unitTooLong] },
  { cells: (n) => [`ACTIVE-${n}`, 'Active', '', '', '', '', '', '', '', 'maybe'], kind: 'refused', problems: () => [M.yesNo('active')] },
  { cells: (n) => [`CTRL-${n}`, 'Bell\u0007', '', '', '', '', '', '', '', ''], kind: 'refused', problems: () => [M.unstorable('title')] },
  {
    cells: (n) => [`TWO-${n}`, 'Two problems', '', '', '', '1.2.3', '', '', 'many', ''],
    kind: 'refused',
    problems: () => [M.price, M.stock],
  },
  {
    cells: (n) => [`SAMEB-${n}`, '', '', '', '', '', '', '', '7', 'no'],
    kind: 'refused',
    problems: (_n, row) => [M.duplicateSku(row(13))],
  },
];

/** A cell as CSV: quoted when it holds a comma, quote or line break. */
const csvCell = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

function buildFile() {
  const lines = [HEADER];
  const expected: { row: number; sku: string; kind: string; problems: string[] }[] = [];
  for (let n = 0; lines.length - 1 < 1000; n++) {
    const base = lines.length + 1;
    const row = (templateIndex: number) => base + templateIndex;
    for (const c of CASES) {
      if (lines.length - 1 >= 1000) break;
      const cells = c.cells(n, row);
      lines.push(cells.map(csvCell).join(','));
      expected.push({ row: lines.length, sku: cells[0] ?? '', kind: c.kind, problems: c.problems(n, row) });
    }
  }
  return { file: csvFile(lines), expected };
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  manager = (await createSignedInStaff(db, 'manager')).headers;
  const acme = await createBrand(db, { title: 'Acme', slug: 'acme' });
  await createBrand(db, { title: 'Retired Co', slug: 'retired', active: false });
  const cameras = await createCategory(db, { title: 'Cameras', slug: 'cameras' });
  await createCategory(db, { title: 'Accessories', slug: 'camera-accessories' });
  await createCategory(db, { title: 'Accessories', slug: 'alarm-accessories' });
  const existing = Array.from({ length: CYCLES }, (_, n) => [
    { sku: `OLD-${n}`, title: `Old ${n}`, slug: `old-${n}`, pricePaisa: 100_00, stock: 1 },
    {
      sku: `SAME-${n}`,
      title: `Same ${n}`,
      slug: `same-${n}`,
      brandId: acme.id,
      categoryId: cameras.id,
      pricePaisa: 500_00,
      stock: 3,
    },
    { sku: `SAMEB-${n}`, title: `Same B ${n}`, slug: `same-b-${n}`, pricePaisa: 0, stock: 0 },
  ]).flat();
  await db.insert(products).values(existing);
});
afterAll(() => t.close());

describe('a 1,000-row file with every kind of bad row', () => {
  it('previews each row as it should, imports exactly the good ones, and each row says what became of it', async () => {
    const { file, expected } = buildFile();
    expect(expected).toHaveLength(1000);
    const preview = await previewOf(t.app, manager, file);
    const count = (kind: string) => expected.filter((e) => e.kind === kind).length;
    expect(preview.rows).toBe(1000);
    expect(preview.preview).toEqual({
      create: count('create'),
      change: count('change'),
      unchanged: count('unchanged'),
      refused: count('refused'),
    });

    const rows = await importRows(t.app, manager, preview.id);
    expect(rows.map((r) => ({ row: r.row, sku: r.sku, kind: r.kind, problems: r.problems }))).toEqual(expected);
    const refusedOnly = await importRows(t.app, manager, preview.id, 'refused');
    expect(refusedOnly.map((r) => r.row)).toEqual(expected.filter((e) => e.kind === 'refused').map((e) => e.row));

    const before = await t.database.db.select().from(products);
    const done = await confirmAndWait(t.app, manager, preview.id);
    expect(done.status).toBe('done');
    expect(done.processed).toBe(1000);
    expect(done.result).toEqual({
      created: count('create'),
      changed: count('change'),
      unchanged: count('unchanged'),
      refused: count('refused'),
    });
    const after = await t.database.db.select().from(products);
    expect(after.length - before.length).toBe(count('create'));
    expect((await importRows(t.app, manager, preview.id)).map((r) => r.outcome)).toEqual(expected.map((e) => e.kind));

    // No refused row reached the catalogue: only the good SKUs are new.
    const newSkus = after.map((p) => p.sku).filter((sku) => !before.some((b) => b.sku === sku));
    expect(newSkus.every((sku) => /^(NEW|SLUGA)-\d+$/.test(sku))).toBe(true);
    const [renamed] = await t.database.db.select().from(products).where(eq(products.sku, 'OLD-3'));
    expect(renamed).toMatchObject({ title: 'Old 3 renamed', slug: 'old-3', pricePaisa: 100_00, stock: 1 });
    expect(await t.database.db.select().from(products).where(like(products.sku, 'TWO-%'))).toEqual([]);
  }, 120_000);
});
