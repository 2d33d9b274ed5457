import type { ImportRowKind } from '@suraksha/contracts/admin/product-import';
import { readImportCells } from '@suraksha/contracts/admin/product-import-cells';
import { and, eq, sql } from 'drizzle-orm';
import { products } from '../../db/schema/catalog.ts';
import { productImports } from '../../db/schema/product-imports.ts';
import { type AuditContext, audit } from '../../platform/audit.ts';
import type { Database } from '../../platform/database.ts';
import { withStockReason } from '../stock/stock-reason.ts';
import { importPermissionsOf } from './import-preview.ts';
import { type Plan, TaxonomyIndex, planRow, slugCandidates } from './import-plan.ts';
import {
  allBrands,
  allCategories,
  findImport,
  importRowsAfter,
  productsBySku,
  recordOutcomes,
  takenSlugs,
  updateProductFields,
} from './import-repo.ts';

/**
 * One batch of a confirmed import, in ONE transaction (decision 0103): the job row is locked and
 * must still be this runner's; the next rows after `lastRow` are planned again against the
 * products as they are now (locked), written (only the fields that differ), their outcomes stored,
 * and the job's progress moved, all committing together. A runner killed at any point leaves
 * either the whole batch or none of it, so the next runner resumes after the last committed batch
 * without writing a row twice.
 */

export type BatchResult =
  | { kind: 'batch'; rows: number; created: number; changed: number }
  | { kind: 'finished' }
  /** The job is not this runner's any more (its lease was taken over) or not running. */
  | { kind: 'lost' };

export interface BatchOptions {
  runnerId: string;
  batchSize: number;
  leaseMs: number;
  /** Tests: runs after the batch's writes, before its commit (a throw there is a crash mid-batch). */
  beforeCommit?: () => Promise<void> | void;
}

function auditContextOfJob(job: { confirmedBy: number | null; confirmedRole: string | null }): AuditContext {
  return {
    actor: job.confirmedBy === null ? null : { id: job.confirmedBy, role: job.confirmedRole ?? '' },
    ip: null,
    userAgent: null,
    requestId: null,
  };
}

async function finish(tx: Database, job: NonNullable<Awaited<ReturnType<typeof findImport>>>): Promise<BatchResult> {
  await tx
    .update(productImports)
    .set({ status: 'done', finishedAt: sql`now()`, runnerId: null, leaseUntil: null })
    .where(eq(productImports.id, job.id));
  await audit(tx, auditContextOfJob(job), {
    action: 'product_import.finish',
    entity: 'product_import',
    entityId: job.id,
    after: { rows: job.processed, created: job.created, changed: job.changed, unchanged: job.unchanged, refused: job.refused },
  });
  return { kind: 'finished' };
}

/** Runs the next batch of import `id` for this runner. */
export async function runImportBatch(db: Database, id: number, opts: BatchOptions): Promise<BatchResult> {
  return db.transaction(async (tx) => {
    const job = await findImport(tx, id, true);
    if (!job || job.status !== 'running' || job.runnerId !== opts.runnerId) return { kind: 'lost' };
    const rows = await importRowsAfter(tx, id, job.lastRow, opts.batchSize);
    if (rows.length === 0) return finish(tx, job);
    const actorId = job.confirmedBy ?? undefined;
    await withStockReason(tx, { reason: 'import', reference: String(id), ...(actorId === undefined ? {} : { actorId }) });

    const read = rows.map((r) => ({ row: r.row, preview: r.kind, ...readImportCells(r.cells) }));
    const live = read.filter((r) => r.preview !== 'refused' && r.problems.length === 0);
    const existing = await productsBySku(
      tx,
      live.map((r) => r.values.sku),
      true,
    );
    const taken = await takenSlugs(
      tx,
      live.filter((r) => !existing.has(r.values.sku)).flatMap((r) => slugCandidates(r.values)),
    );
    const claimed = new Set<string>();
    const ctx = {
      brands: new TaxonomyIndex(await allBrands(tx)),
      categories: new TaxonomyIndex(await allCategories(tx)),
      may: importPermissionsOf(job.confirmedRole ?? ''),
      slugFree: (slug: string) => !taken.has(slug) && !claimed.has(slug),
    };

    const outcomes: { row: number; outcome: ImportRowKind }[] = [];
    const creates: Extract<Plan, { kind: 'create' }>[] = [];
    const changes: { sku: string; plan: Extract<Plan, { kind: 'change' }> }[] = [];
    for (const r of read) {
      // The preview refused it (a duplicate SKU, a bad cell): it stays refused.
      const plan: Plan =
        r.preview === 'refused' || r.problems.length > 0
          ? { kind: 'refused', problems: r.problems }
          : planRow(r.values, existing.get(r.values.sku), ctx);
      outcomes.push({ row: r.row, outcome: plan.kind });
      if (plan.kind === 'create') {
        claimed.add(plan.product.slug);
        creates.push(plan);
      } else if (plan.kind === 'change') changes.push({ sku: r.values.sku, plan });
    }

    if (creates.length > 0) await tx.insert(products).values(creates.map((c) => c.product));
    await updateProductFields(
      tx,
      changes.map(({ plan }) => plan),
    );
    await recordOutcomes(tx, id, outcomes);
    const tally = (kind: ImportRowKind) => outcomes.filter((o) => o.outcome === kind).length;
    const lastRow = rows.at(-1)?.row ?? job.lastRow;
    await tx
      .update(productImports)
      .set({
        lastRow,
        processed: sql`${productImports.processed} + ${rows.length}`,
        created: sql`${productImports.created} + ${tally('create')}`,
        changed: sql`${productImports.changed} + ${tally('change')}`,
        unchanged: sql`${productImports.unchanged} + ${tally('unchanged')}`,
        refused: sql`${productImports.refused} + ${tally('refused')}`,
        leaseUntil: sql`now() + make_interval(secs => ${opts.leaseMs / 1000})`,
        failures: 0,
      })
      .where(and(eq(productImports.id, id), eq(productImports.runnerId, opts.runnerId)));
    // One audit entry per batch that wrote something: which products it created and what it changed.
    if (creates.length + changes.length > 0) {
      await audit(tx, auditContextOfJob(job), {
        action: 'product_import.batch',
        entity: 'product_import',
        entityId: id,
        after: {
          rows: [rows[0]?.row, lastRow],
          created: creates.map((c) => c.product.sku),
          changed: changes.map(({ sku, plan }) => ({ sku, changes: plan.changes })),
        },
      });
    }
    await opts.beforeCommit?.();
    return { kind: 'batch', rows: rows.length, created: creates.length, changed: changes.length };
  });
}
