import type { ImportRowKind } from '@suraksha/contracts/admin/product-import';
import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { brands, categories, products } from '../../db/schema/catalog.ts';
import { productImportRows, productImports } from '../../db/schema/product-imports.ts';
import type { Database } from '../../platform/database.ts';
import type { ProductFields, ProductNow, TaxonomyEntry } from './import-plan.ts';

/** The queries of the products CSV import (decision 0103). */

const productNow = {
  id: products.id,
  sku: products.sku,
  title: products.title,
  slug: products.slug,
  brandId: products.brandId,
  categoryId: products.categoryId,
  pricePaisa: products.pricePaisa,
  offerPricePaisa: products.offerPricePaisa,
  unit: products.unit,
  hsCode: products.hsCode,
  stock: products.stock,
  active: products.active,
  onRequest: products.onRequest,
  featured: products.featured,
};

/** The products these SKUs name; `lock`: held until the transaction ends (the runner's batch). */
export async function productsBySku(db: Database, skus: readonly string[], lock = false): Promise<Map<string, ProductNow>> {
  if (skus.length === 0) return new Map();
  const query = db
    .select(productNow)
    .from(products)
    .where(inArray(products.sku, [...skus]));
  const rows = lock ? await query.for('update') : await query;
  return new Map(rows.map((p) => [p.sku, p]));
}

/** Which of these slugs a product already has. */
export async function takenSlugs(db: Database, slugs: readonly string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = await db
    .select({ slug: products.slug })
    .from(products)
    .where(inArray(products.slug, [...new Set(slugs)]));
  return new Set(rows.map((r) => r.slug));
}

export async function allBrands(db: Database): Promise<TaxonomyEntry[]> {
  return db.select({ id: brands.id, title: brands.title, slug: brands.slug, active: brands.active }).from(brands);
}

export async function allCategories(db: Database): Promise<TaxonomyEntry[]> {
  return db.select({ id: categories.id, title: categories.title, slug: categories.slug, active: categories.active }).from(categories);
}

export const importColumns = {
  id: productImports.id,
  status: productImports.status,
  displayName: productImports.displayName,
  fileName: productImports.fileName,
  bytes: productImports.bytes,
  uploadedBy: productImports.uploadedBy,
  confirmedBy: productImports.confirmedBy,
  confirmedRole: productImports.confirmedRole,
  unknownColumns: productImports.unknownColumns,
  ignoredColumns: productImports.ignoredColumns,
  rows: productImports.rows,
  previewCreate: productImports.previewCreate,
  previewChange: productImports.previewChange,
  previewUnchanged: productImports.previewUnchanged,
  previewRefused: productImports.previewRefused,
  lastRow: productImports.lastRow,
  processed: productImports.processed,
  created: productImports.created,
  changed: productImports.changed,
  unchanged: productImports.unchanged,
  refused: productImports.refused,
  runnerId: productImports.runnerId,
  failures: productImports.failures,
  lastError: productImports.lastError,
  createdAt: productImports.createdAt,
  finishedAt: productImports.finishedAt,
};

export async function findImport(db: Database, id: number, lock = false) {
  const query = db.select(importColumns).from(productImports).where(eq(productImports.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export interface StoredRow {
  row: number;
  sku: string;
  title: string | null;
  kind: ImportRowKind;
  cells: Record<string, string>;
  changes: { field: string; before: string | null; after: string | null }[];
  problems: string[];
}

export async function insertImportRows(db: Database, importId: number, rows: readonly StoredRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(productImportRows).values(rows.map((r) => ({ importId, ...r })));
}

/** The rows after `afterRow`, in file order: the runner's next batch. */
export async function importRowsAfter(db: Database, importId: number, afterRow: number, limit: number) {
  return db
    .select({ row: productImportRows.row, kind: productImportRows.kind, cells: productImportRows.cells })
    .from(productImportRows)
    .where(and(eq(productImportRows.importId, importId), gt(productImportRows.row, afterRow)))
    .orderBy(asc(productImportRows.row))
    .limit(limit);
}

/** Writes what the runner did with each row of a batch, in one statement. */
export async function recordOutcomes(db: Database, importId: number, outcomes: readonly { row: number; outcome: ImportRowKind }[]) {
  if (outcomes.length === 0) return;
  await db.execute(sql`
    UPDATE ${productImportRows} SET outcome = v.outcome
    FROM jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb) AS v("row" integer, outcome text)
    WHERE ${productImportRows.importId} = ${importId} AND ${productImportRows.row} = v."row"`);
}

/** One page of an import's rows, of one kind or all, in file order. */
export async function pageOfImportRows(db: Database, importId: number, kind: ImportRowKind | undefined, page: number, perPage: number) {
  const where = and(eq(productImportRows.importId, importId), kind === undefined ? undefined : eq(productImportRows.kind, kind));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        row: productImportRows.row,
        sku: productImportRows.sku,
        title: productImportRows.title,
        kind: productImportRows.kind,
        changes: productImportRows.changes,
        problems: productImportRows.problems,
        outcome: productImportRows.outcome,
      })
      .from(productImportRows)
      .where(where)
      .orderBy(asc(productImportRows.row))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(productImportRows).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Each product field an import writes: its column and SQL type (a fixed list, so names can go into SQL as they are). */
const WRITABLE: Record<keyof ProductFields, { column: string; type: string }> = {
  title: { column: 'title', type: 'text' },
  slug: { column: 'slug', type: 'text' },
  brandId: { column: 'brand_id', type: 'integer' },
  categoryId: { column: 'category_id', type: 'integer' },
  pricePaisa: { column: 'price_paisa', type: 'bigint' },
  offerPricePaisa: { column: 'offer_price_paisa', type: 'bigint' },
  unit: { column: 'unit', type: 'text' },
  hsCode: { column: 'hs_code', type: 'text' },
  stock: { column: 'stock', type: 'integer' },
  active: { column: 'active', type: 'boolean' },
  onRequest: { column: 'on_request', type: 'boolean' },
  featured: { column: 'featured', type: 'boolean' },
};

/**
 * Writes each product's changed fields. Products that change the same fields share one UPDATE
 * (a price list is one statement for the whole batch), and a statement sets only those columns, so
 * a price change does not wake the search-vector trigger (title, brand, category) at all.
 */
export async function updateProductFields(db: Database, changes: readonly { productId: number; set: Partial<ProductFields> }[]) {
  const groups = new Map<string, { productId: number; set: Partial<ProductFields> }[]>();
  for (const change of changes) {
    const key = Object.keys(change.set).toSorted().join(',');
    groups.set(key, [...(groups.get(key) ?? []), change]);
  }
  for (const [key, group] of groups) {
    const fields = key.split(',') as (keyof ProductFields)[];
    const rows = group.map(({ productId, set }) => ({
      id: productId,
      ...Object.fromEntries(fields.map((f) => [WRITABLE[f].column, set[f]])),
    }));
    const assignments = fields.map((f) => `${WRITABLE[f].column} = v.${WRITABLE[f].column}`).join(', ');
    const shape = ['id integer', ...fields.map((f) => `${WRITABLE[f].column} ${WRITABLE[f].type}`)].join(', ');
    await db.execute(sql`
      UPDATE ${products} AS p SET ${sql.raw(assignments)}, updated_at = now()
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v(${sql.raw(shape)})
      WHERE p.id = v.id`);
  }
}
