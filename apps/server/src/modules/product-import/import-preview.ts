import { type ImportRowKind, PRODUCT_IMPORT_MESSAGES as M } from '@suraksha/contracts/admin/product-import';
import { readImportCells } from '@suraksha/contracts/admin/product-import-cells';
import { can } from '@suraksha/domain/permissions';
import { eq } from 'drizzle-orm';
import { productImports } from '../../db/schema/product-imports.ts';
import { audit, auditContextOf } from '../../platform/audit.ts';
import type { Database } from '../../platform/database.ts';
import type { RequestContext, StaffActor } from '../../platform/request-context.ts';
import { type ImportHeader, type ImportRecord, readImportFile } from './import-csv.ts';
import { type PlanContext, TaxonomyIndex, planRow, slugCandidates } from './import-plan.ts';
import { allBrands, allCategories, insertImportRows, productsBySku, type StoredRow, takenSlugs } from './import-repo.ts';

/** Rows read, planned and stored at a time: one SKU query and one insert per chunk. */
const CHUNK = 500;

/** What a role may change through an import, besides catalogue text. */
export const importPermissionsOf = (role: string) => ({ prices: can(role, 'catalogue.prices'), stock: can(role, 'stock.write') });

export interface UploadedImportFile {
  /** Where the bytes are: DATA_DIR/imports/<fileName>. */
  path: string;
  fileName: string;
  displayName: string;
  bytes: number;
}

/** What earlier rows of the file hold: each SKU's first row, and the slugs new products take. */
interface FileState {
  skuRow: Map<string, number>;
  slugRow: Map<string, number>;
}

/** Plans one chunk of rows against the database as it is, remembering what the file itself claims. */
async function planChunk(
  db: Database,
  records: readonly ImportRecord[],
  file: FileState,
  base: Omit<PlanContext, 'slugFree'>,
): Promise<StoredRow[]> {
  const read = records.map((record) => ({ record, ...readImportCells(record.cells) }));
  for (const r of read) {
    if (r.problems.length > 0 || r.values.sku === '') continue;
    const first = file.skuRow.get(r.values.sku);
    if (first !== undefined) r.problems.push(M.duplicateSku(first));
    else file.skuRow.set(r.values.sku, r.record.row);
  }
  const live = read.filter((r) => r.problems.length === 0);
  const existing = await productsBySku(
    db,
    live.map((r) => r.values.sku),
  );
  const taken = await takenSlugs(
    db,
    live.filter((r) => !existing.has(r.values.sku)).flatMap((r) => slugCandidates(r.values)),
  );
  const ctx: PlanContext = { ...base, slugFree: (slug) => !taken.has(slug) && !file.slugRow.has(slug) };
  return read.map(({ record, values, problems }): StoredRow => {
    const stored = { row: record.row, sku: values.sku, title: values.title ?? null, cells: record.cells as Record<string, string> };
    const now = existing.get(values.sku);
    const inFile = values.slug === undefined || now ? undefined : file.slugRow.get(values.slug);
    if (inFile !== undefined) problems.push(M.slugInFile(values.slug ?? '', inFile));
    if (problems.length > 0) return { ...stored, kind: 'refused', changes: [], problems };
    const plan = planRow(values, now, ctx);
    if (plan.kind === 'create') file.slugRow.set(plan.product.slug, record.row);
    return {
      ...stored,
      title: values.title ?? now?.title ?? null,
      kind: plan.kind,
      changes: plan.kind === 'create' || plan.kind === 'change' ? plan.changes : [],
      problems: plan.kind === 'refused' ? plan.problems : [],
    };
  });
}

/**
 * Reads an uploaded file and stores its preview: every row with what it would do (create, change
 * field by field, unchanged, refused and why), in one transaction with the import itself, so a
 * file that cannot be read leaves nothing behind. Answers the new import's id.
 */
export async function previewImport(ctx: RequestContext<StaffActor>, file: UploadedImportFile): Promise<number> {
  const { staff } = ctx.actor;
  return ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(productImports)
      .values({ displayName: file.displayName, fileName: file.fileName, bytes: file.bytes, uploadedBy: staff.id })
      .returning({ id: productImports.id });
    const id = created?.id as number;
    const base = {
      brands: new TaxonomyIndex(await allBrands(tx)),
      categories: new TaxonomyIndex(await allCategories(tx)),
      may: importPermissionsOf(staff.role),
    };
    const fileState: FileState = { skuRow: new Map(), slugRow: new Map() };
    const counts: Record<ImportRowKind, number> = { create: 0, change: 0, unchanged: 0, refused: 0 };
    let header: ImportHeader | undefined;
    let chunk: ImportRecord[] = [];
    const flush = async () => {
      const rows = await planChunk(tx, chunk, fileState, base);
      for (const r of rows) counts[r.kind] += 1;
      await insertImportRows(tx, id, rows);
      chunk = [];
    };
    for await (const record of readImportFile(file.path, (h) => (header = h))) {
      chunk.push(record);
      if (chunk.length >= CHUNK) await flush();
    }
    await flush();
    const rows = counts.create + counts.change + counts.unchanged + counts.refused;
    await tx
      .update(productImports)
      .set({
        rows,
        unknownColumns: header?.unknown ?? [],
        ignoredColumns: header?.ignored ?? [],
        previewCreate: counts.create,
        previewChange: counts.change,
        previewUnchanged: counts.unchanged,
        previewRefused: counts.refused,
      })
      .where(eq(productImports.id, id));
    await audit(tx, auditContextOf(ctx), {
      action: 'product_import.upload',
      entity: 'product_import',
      entityId: id,
      after: { file: file.displayName, bytes: file.bytes, rows, preview: counts, unknownColumns: header?.unknown ?? [] },
    });
    return id;
  });
}
