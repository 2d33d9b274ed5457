import { readFileSync } from 'node:fs';
import path from 'node:path';
import { IMPORT_COLUMNS } from '@suraksha/contracts/admin/product-import';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, categories, products } from '../../db/schema/catalog.ts';
import { BRANDS } from '../../db/seed/brands.ts';
import { CATEGORIES } from '../../db/seed/categories.ts';
import { createSignedInStaff } from '../../test/factories/staff.ts';
import { confirmAndWait, importRows, previewOf } from '../../test/product-imports.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The README's sample file (docs/samples/products-import.csv) imports cleanly into the demo shop's
// brands and categories, and the README's table names every column the import reads.

const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const SAMPLE = path.join(ROOT, 'docs/samples/products-import.csv');

let t: TestApp;
let manager: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  manager = (await createSignedInStaff(db, 'manager')).headers;
  await db.insert(brands).values(BRANDS.map((b) => ({ title: b.title, slug: b.slug })));
  const ids = new Map<string, number>();
  // Parents come first in CATEGORIES.
  for (const c of CATEGORIES) {
    const [row] = await db
      .insert(categories)
      .values({ title: c.title, slug: c.slug, parentId: c.parentSlug ? (ids.get(c.parentSlug) ?? null) : null })
      .returning({ id: categories.id });
    ids.set(c.slug, row?.id as number);
  }
});
afterAll(() => t.close());

describe('the sample products CSV', () => {
  it('imports every row cleanly, Nepali titles intact', async () => {
    const file = readFileSync(SAMPLE);
    const preview = await previewOf(t.app, manager, file);
    const rows = await importRows(t.app, manager, preview.id);
    expect(rows.filter((r) => r.kind !== 'create')).toEqual([]);
    expect(preview).toMatchObject({ rows: 12, unknownColumns: [], preview: { create: 12, change: 0, unchanged: 0, refused: 0 } });
    const done = await confirmAndWait(t.app, manager, preview.id);
    expect(done.result).toEqual({ created: 12, changed: 0, unchanged: 0, refused: 0 });
    const imported = await t.database.db.select().from(products).where(like(products.sku, 'SMP-%'));
    expect(imported).toHaveLength(12);
    expect(imported.find((p) => p.sku === 'SMP-DAH-NVR108')).toMatchObject({
      title: 'Dahua 8 Channel NVR (८ च्यानल)',
      pricePaisa: 15500_00,
      offerPricePaisa: 14200_00,
      stock: 6,
    });
    expect(imported.find((p) => p.sku === 'SMP-CON-BNC')).toMatchObject({ title: 'BNC Connector Pack of 50 ("twist-on")', unit: 'pack' });
  });

  it('is described column by column in the README', () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    for (const column of IMPORT_COLUMNS) expect(readme).toMatch(new RegExp(`^\\| \`${column.name.replace(/[()]/g, '\\$&')}\` \\|`, 'm'));
    expect(readme).toContain('docs/samples/products-import.csv');
  });
});
