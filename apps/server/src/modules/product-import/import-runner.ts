import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { productImports } from '../../db/schema/product-imports.ts';
import type { Database } from '../../platform/database.ts';
import { type BatchOptions, runImportBatch } from './import-batch.ts';

/**
 * Works through confirmed imports in the background (decision 0103). A runner claims a running
 * import whose lease is free (FOR UPDATE SKIP LOCKED: with several instances, one takes it), then
 * runs its batches one transaction each, every batch renewing the lease. Stopped gracefully, it
 * hands the lease back so the next start resumes at once; killed, the lease runs out and any
 * instance (this one after a restart) resumes after the last committed batch.
 */

export const IMPORT_BATCH_SIZE = 500;
/** A batch takes well under a second; a runner silent this long is taken to be dead. */
const LEASE_MS = 30_000;
const POLL_MS = 2000;
/** A batch that fails this many times in a row (not a lost race: a bug or bad data) fails the import. */
const MAX_FAILURES = 5;

declare module 'fastify' {
  interface FastifyInstance {
    productImports: { wake(): void };
  }
}

/** Takes a running import whose lease is free (expired, or handed back), for `leaseMs`; its id, or null. */
export async function claimImport(db: Database, runnerId: string, leaseMs: number): Promise<number | null> {
  const free = db
    .select({ id: productImports.id })
    .from(productImports)
    .where(and(eq(productImports.status, 'running'), or(isNull(productImports.leaseUntil), lt(productImports.leaseUntil, sql`now()`))))
    .orderBy(asc(productImports.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(productImports)
    .set({ runnerId, leaseUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
    .where(inArray(productImports.id, free))
    .returning({ id: productImports.id });
  return claimed?.id ?? null;
}

/** Hands a lease back (a graceful stop): the next claim, here or elsewhere, may take the import at once. */
export async function releaseImport(db: Database, id: number, runnerId: string): Promise<void> {
  await db
    .update(productImports)
    .set({ runnerId: null, leaseUntil: null })
    .where(and(eq(productImports.id, id), eq(productImports.runnerId, runnerId)));
}

/** After a failed batch the import waits this long before any runner tries it again. */
const RETRY_MS = 5000;

/** Records a failed batch: the import waits `retryMs` and is retried, or fails after MAX_FAILURES. */
async function recordFailure(db: Database, id: number, runnerId: string, err: unknown, retryMs: number) {
  const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
  await db
    .update(productImports)
    .set({
      failures: sql`${productImports.failures} + 1`,
      lastError: message,
      runnerId: null,
      leaseUntil: sql`now() + make_interval(secs => ${retryMs / 1000})`,
      status: sql`CASE WHEN ${productImports.failures} + 1 >= ${MAX_FAILURES} THEN 'failed' ELSE ${productImports.status} END`,
      finishedAt: sql`CASE WHEN ${productImports.failures} + 1 >= ${MAX_FAILURES} THEN now() ELSE ${productImports.finishedAt} END`,
    })
    .where(and(eq(productImports.id, id), eq(productImports.runnerId, runnerId)));
}

export interface WorkOptions extends BatchOptions {
  /** Called after each committed batch that created or changed products (the catalogue changed). */
  onCatalogueChange(): void;
  /** Checked between batches: a stopping app ends the run after the batch in progress. */
  stopping(): boolean;
  /** Tests: end after this many batches, as a process killed there would (the lease is kept). */
  maxBatches?: number;
}

/** Runs a claimed import batch after batch until it is finished, lost, stopped or `maxBatches` is reached. */
export async function workThroughImport(db: Database, id: number, opts: WorkOptions): Promise<'finished' | 'lost' | 'stopped'> {
  for (let batches = 0; ; batches++) {
    if (opts.stopping() || (opts.maxBatches !== undefined && batches >= opts.maxBatches)) return 'stopped';
    const result = await runImportBatch(db, id, opts);
    if (result.kind !== 'batch') return result.kind;
    if (result.created + result.changed > 0) opts.onCatalogueChange();
  }
}

/** Starts the runner when the app is ready (resuming imports left running) and stops it when the app closes. */
export interface ImportRunnerOptions {
  pollMs?: number;
  leaseMs?: number;
  batchSize?: number;
  retryMs?: number;
  /** false: no runner here (wake does nothing); tests that drive batches by hand. */
  enabled?: boolean;
}

export function registerProductImportRunner(app: FastifyInstance, opts: ImportRunnerOptions = {}) {
  const runnerId = randomUUID();
  const leaseMs = opts.leaseMs ?? LEASE_MS;
  const pollMs = opts.pollMs ?? POLL_MS;
  const batchSize = opts.batchSize ?? IMPORT_BATCH_SIZE;
  const retryMs = opts.retryMs ?? RETRY_MS;
  let stopped = false;
  let busy = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const work = async () => {
    for (;;) {
      const id = await claimImport(app.db, runnerId, leaseMs);
      if (id === null || stopped) return;
      try {
        const end = await workThroughImport(app.db, id, {
          runnerId,
          batchSize,
          leaseMs,
          onCatalogueChange: () => app.catalogueChanges.changed(),
          stopping: () => stopped,
        });
        if (end === 'stopped') await releaseImport(app.db, id, runnerId);
        app.log.info({ importId: id, end }, 'product import run ended');
      } catch (err) {
        app.log.error({ importId: id, err: err instanceof Error ? err.message : String(err) }, 'product import batch failed');
        await recordFailure(app.db, id, runnerId, err, retryMs);
      }
    }
  };
  const tick = () => {
    if (busy || stopped) return;
    clearTimeout(timer);
    busy = true;
    running = work()
      .catch((err: unknown) =>
        app.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'product import runner cannot reach the database'),
      )
      .finally(() => {
        busy = false;
        if (!stopped) timer = setTimeout(tick, pollMs).unref();
      });
  };
  app.decorate('productImports', { wake: () => setImmediate(tick) });
  if (opts.enabled === false) {
    stopped = true;
    return;
  }
  app.addHook('onReady', async () => {
    timer = setTimeout(tick, 0).unref();
  });
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
}
