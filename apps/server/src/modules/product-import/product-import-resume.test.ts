import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_IMPORT_MESSAGES as M } from '@suraksha/contracts/admin/product-import';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { products } from '../../db/schema/catalog.ts';
import { productImportRows, productImports } from '../../db/schema/product-imports.ts';
import { stockMovements } from '../../db/schema/stock.ts';
import { createSignedInStaff } from '../../test/factories/staff.ts';
import { csvFile, importStatus, previewOf, waitUntilDone } from '../../test/product-imports.ts';
import { apiHeaders, openTestDatabase, type TestDatabase, TEST_STAFF_SECRET_KEY } from '../../test/test-app.ts';
import { runImportBatch } from './import-batch.ts';
import { claimImport, releaseImport, workThroughImport } from './import-runner.ts';

// An import interrupted mid-way resumes without duplicates: the first "process" commits a few
// batches and dies (its lease kept, as a kill leaves it), a batch is cut off before its commit, and
// a new app on the same database picks the import up on start-up and finishes it with the right counts.

let database: TestDatabase;
let dataDir: string;
const ROWS = 430;
const BATCH = 50;

async function startApp(importRunner: { enabled: boolean; batchSize: number; pollMs: number; retryMs?: number }): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, STAFF_SECRET_KEY: TEST_STAFF_SECRET_KEY });
  const app = await buildApp({ web: false, config, database: database.handle, importRunner });
  await app.ready();
  return app;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'suraksha-import-'));
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('an interrupted import', () => {
  it('resumes after the last committed batch on the next start, without writing a row twice', async () => {
    const { db } = database.handle;
    const manager = (await createSignedInStaff(db, 'manager')).headers;
    const file = csvFile([
      'sku,title,price (Rs),stock',
      ...Array.from({ length: ROWS }, (_, i) => `RES-${i},Resumed ${i},${100 + i},${i + 1}`),
    ]);

    // The first process: no runner of its own; we drive its batches as its runner would.
    const first = await startApp({ enabled: false, batchSize: BATCH, pollMs: 50 });
    const preview = await previewOf(first, manager, file);
    const confirmed = await first.inject({
      method: 'POST',
      url: `/api/admin/product-imports/${preview.id}/confirm`,
      headers: { ...apiHeaders, ...manager },
    });
    expect(confirmed.statusCode).toBe(200);
    const runnerId = 'the-runner-that-dies';
    // A lease of 1 ms: it has run out by the time the next process looks, as a dead runner's would.
    expect(await claimImport(db, runnerId, 1)).toBe(preview.id);
    const options = { runnerId, batchSize: BATCH, leaseMs: 1, onCatalogueChange: () => {}, stopping: () => false };
    expect(await workThroughImport(db, preview.id, { ...options, maxBatches: 3 })).toBe('stopped');
    // The fourth batch is cut off after its writes, before its commit: none of it may remain.
    await expect(
      workThroughImport(db, preview.id, {
        ...options,
        beforeCommit: () => {
          throw new Error('killed mid-batch');
        },
      }),
    ).rejects.toThrow('killed mid-batch');
    const midway = await importStatus(first, manager, preview.id);
    expect(midway).toMatchObject({
      status: 'running',
      processed: 3 * BATCH,
      result: { created: 3 * BATCH, changed: 0, unchanged: 0, refused: 0 },
    });
    expect((await db.select({ n: count() }).from(products).where(like(products.sku, 'RES-%')))[0]?.n).toBe(3 * BATCH);
    await first.close();

    // The next start: its runner finds the import left running and finishes it.
    const second = await startApp({ enabled: true, batchSize: BATCH, pollMs: 50 });
    try {
      const done = await waitUntilDone(second, manager, preview.id);
      expect(done).toMatchObject({ status: 'done', processed: ROWS, result: { created: ROWS, changed: 0, unchanged: 0, refused: 0 } });
    } finally {
      await second.close();
    }
    const created = await db.select({ sku: products.sku, stock: products.stock }).from(products).where(like(products.sku, 'RES-%'));
    expect(created).toHaveLength(ROWS);
    expect(new Set(created.map((p) => p.sku)).size).toBe(ROWS);
    // Each product's stock was written once: one 'import' movement each, adding up to its stock.
    const moves = await db
      .select({ productId: stockMovements.productId, n: count(), total: sql<number>`sum(${stockMovements.delta})::int` })
      .from(stockMovements)
      .where(eq(stockMovements.reference, String(preview.id)))
      .groupBy(stockMovements.productId);
    expect(moves).toHaveLength(ROWS);
    expect(moves.every((m) => m.n === 1)).toBe(true);
    expect(moves.reduce((sum, m) => sum + m.total, 0)).toBe(created.reduce((sum, p) => sum + p.stock, 0));
    const [job] = await db.select().from(productImports).where(eq(productImports.id, preview.id));
    expect(job).toMatchObject({ lastRow: ROWS + 1, runnerId: null, leaseUntil: null });
    // Two app starts on a busy machine: more than the default 30 s may pass.
  }, 120_000);

  it('is run by one runner at a time: a held lease is not taken, a runner without it writes nothing, a handed-back lease is free at once', async () => {
    const { db } = database.handle;
    const manager = (await createSignedInStaff(db, 'manager')).headers;
    const app = await startApp({ enabled: false, batchSize: BATCH, pollMs: 50 });
    try {
      const preview = await previewOf(app, manager, csvFile(['sku,title', ...Array.from({ length: 120 }, (_, i) => `ONE-${i},One ${i}`)]));
      const confirmed = await app.inject({
        method: 'POST',
        url: `/api/admin/product-imports/${preview.id}/confirm`,
        headers: { ...apiHeaders, ...manager },
      });
      expect(confirmed.statusCode).toBe(200);
      const common = { batchSize: BATCH, leaseMs: 30_000, onCatalogueChange: () => {} };
      expect(await claimImport(db, 'runner-a', 30_000)).toBe(preview.id);
      expect(await claimImport(db, 'runner-b', 30_000)).toBeNull();
      expect(await runImportBatch(db, preview.id, { ...common, runnerId: 'runner-b' })).toEqual({ kind: 'lost' });
      expect((await importStatus(app, manager, preview.id)).processed).toBe(0);
      // Runner A stops after one batch and hands the lease back (a graceful shutdown): B takes over at once.
      expect(await workThroughImport(db, preview.id, { ...common, runnerId: 'runner-a', stopping: () => false, maxBatches: 1 })).toBe(
        'stopped',
      );
      await releaseImport(db, preview.id, 'runner-a');
      expect(await claimImport(db, 'runner-b', 30_000)).toBe(preview.id);
      expect(await runImportBatch(db, preview.id, { ...common, runnerId: 'runner-a' })).toEqual({ kind: 'lost' });
      expect(await workThroughImport(db, preview.id, { ...common, runnerId: 'runner-b', stopping: () => false })).toBe('finished');
      expect(await importStatus(app, manager, preview.id)).toMatchObject({ status: 'done', processed: 120, result: { created: 120 } });
      expect(await claimImport(db, 'runner-c', 30_000)).toBeNull();
    } finally {
      await app.close();
    }
  }, 120_000);

  it('fails, saying why, after a batch has failed five times in a row; the batches before it stay', async () => {
    const { db } = database.handle;
    const manager = (await createSignedInStaff(db, 'manager')).headers;
    const app = await startApp({ enabled: true, batchSize: BATCH, pollMs: 20, retryMs: 10 });
    try {
      const preview = await previewOf(app, manager, csvFile(['sku,title', ...Array.from({ length: 80 }, (_, i) => `FAIL-${i},Fail ${i}`)]));
      // A stored row the runner cannot read (as a bug would leave it): the second batch throws every time.
      await db
        .update(productImportRows)
        .set({ cells: sql`'[1]'::jsonb` })
        .where(and(eq(productImportRows.importId, preview.id), eq(productImportRows.row, 60)));
      const confirmed = await app.inject({
        method: 'POST',
        url: `/api/admin/product-imports/${preview.id}/confirm`,
        headers: { ...apiHeaders, ...manager },
      });
      expect(confirmed.statusCode).toBe(200);
      const failed = await waitUntilDone(app, manager, preview.id);
      expect(failed).toMatchObject({ status: 'failed', processed: BATCH, result: { created: BATCH } });
      expect(failed.lastError).toBe(M.failed(BATCH + 1));
      expect(failed.finishedAt).not.toBeNull();
      const [job] = await db.select().from(productImports).where(eq(productImports.id, preview.id));
      expect(job).toMatchObject({ failures: 5, lastRow: BATCH + 1 });
      expect(job?.lastError).toMatch(/isWellFormed/);
      expect((await db.select({ n: count() }).from(products).where(like(products.sku, 'FAIL-%')))[0]?.n).toBe(BATCH);
    } finally {
      await app.close();
    }
  }, 120_000);
});
