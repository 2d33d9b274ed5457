import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  IMPORT_MAX_BYTES,
  IMPORT_ROWS_PER_PAGE,
  type ImportRowKind,
  type ProductImport,
  type ProductImportRowsResponse,
  type ProductImportWriteResponse,
  PRODUCT_IMPORT_MESSAGES as M,
} from '@suraksha/contracts/admin/product-import';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { productImports } from '../../db/schema/product-imports.ts';
import { audit, auditContextOf } from '../../platform/audit.ts';
import { AppError, ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors.ts';
import type { RequestContext, StaffActor } from '../../platform/request-context.ts';
import { displayNameOf, PayloadTooLargeError } from '../../platform/uploads.ts';
import { refuseNonText } from './import-csv.ts';
import { previewImport } from './import-preview.ts';
import { findImport, pageOfImportRows } from './import-repo.ts';

/** The products CSV import's steps as the back office calls them (decision 0103). */

type Job = NonNullable<Awaited<ReturnType<typeof findImport>>>;

function asProductImport(job: Job, viewerId: number): ProductImport {
  return {
    id: job.id,
    status: job.status as ProductImport['status'],
    fileName: job.displayName,
    bytes: job.bytes,
    rows: job.rows,
    unknownColumns: job.unknownColumns,
    ignoredColumns: job.ignoredColumns,
    preview: { create: job.previewCreate, change: job.previewChange, unchanged: job.previewUnchanged, refused: job.previewRefused },
    processed: job.processed,
    result: { created: job.created, changed: job.changed, unchanged: job.unchanged, refused: job.refused },
    canConfirm: job.status === 'preview' && job.uploadedBy === viewerId,
    // The error itself stays in the log and the row: staff get what happened and what to do.
    lastError: job.status === 'failed' ? M.failed(job.lastRow) : null,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}

async function existing(ctx: RequestContext<StaffActor>, id: number): Promise<Job> {
  const job = await findImport(ctx.db, id);
  if (!job) throw new NotFoundError(M.notFound);
  return job;
}

/** Where uploaded imports are kept: beside the other uploads, never served. */
const importsDir = (dataDir: string) => path.join(dataDir, 'uploads', 'imports');

/**
 * Receives the multipart upload (field "file") straight onto disk under DATA_DIR, at most
 * IMPORT_MAX_BYTES (413 beyond), checks it is text, and stores its preview. A refused file
 * leaves neither a row nor a file.
 */
export async function uploadImport(ctx: RequestContext<StaffActor>, request: FastifyRequest): Promise<ProductImportWriteResponse> {
  if (!request.isMultipart()) throw new AppError(415, M.notCsv);
  const dir = importsDir(ctx.shop.dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const fileName = `${randomUUID()}.csv`;
  const fullPath = path.join(dir, fileName);
  try {
    let part;
    try {
      part = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
    } catch {
      throw new AppError(400, M.noFile);
    }
    if (!part || part.fieldname !== 'file') {
      part?.file.resume();
      throw new AppError(400, M.noFile, { file: M.noFile });
    }
    const displayName = displayNameOf(part.filename);
    try {
      await pipeline(part.file, createWriteStream(fullPath, { flags: 'wx', mode: 0o600 }));
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new PayloadTooLargeError({ file: M.tooLarge });
      throw new AppError(400, 'The file could not be received. Please try again.');
    }
    if (part.file.truncated) throw new PayloadTooLargeError({ file: M.tooLarge });
    const bytes = part.file.bytesRead;
    if (bytes === 0) throw new AppError(400, M.noFile, { file: M.noFile });
    await refuseNonText(fullPath);
    const id = await previewImport(ctx, { path: fullPath, fileName, displayName, bytes });
    const job = await existing(ctx, id);
    return { result: 'success', message: M.previewed(job.rows), import: asProductImport(job, ctx.actor.staff.id) };
  } catch (err) {
    await unlink(fullPath).catch(() => {});
    throw err;
  }
}

/** An import's status, counts and progress. */
export async function getImport(ctx: RequestContext<StaffActor>, id: number): Promise<ProductImport> {
  return asProductImport(await existing(ctx, id), ctx.actor.staff.id);
}

/** One page of the preview (and, once run, each row's outcome), of one kind or all. */
export async function listImportRows(
  ctx: RequestContext<StaffActor>,
  id: number,
  query: { kind?: ImportRowKind | undefined; page: number },
): Promise<ProductImportRowsResponse> {
  await existing(ctx, id);
  const { rows, total } = await pageOfImportRows(ctx.db, id, query.kind, query.page, IMPORT_ROWS_PER_PAGE);
  return {
    result: 'success',
    rows: rows.map((r) => ({
      ...r,
      kind: r.kind as ImportRowKind,
      outcome: r.outcome as ImportRowKind | null,
      changes: r.changes as ProductImportRowsResponse['rows'][number]['changes'],
    })),
    page: query.page,
    pages: Math.max(1, Math.ceil(total / IMPORT_ROWS_PER_PAGE)),
    total,
  };
}

/**
 * Starts a previewed import in the background. Only its uploader confirms it: the preview was
 * worked out for their role (what they may change of prices and stock), and the runner writes as them.
 */
export async function confirmImport(ctx: RequestContext<StaffActor>, id: number): Promise<ProductImportWriteResponse> {
  const { staff } = ctx.actor;
  await ctx.db.transaction(async (tx) => {
    const job = await findImport(tx, id, true);
    if (!job) throw new NotFoundError(M.notFound);
    if (job.status !== 'preview') throw new ConflictError(M.notPreview);
    if (job.uploadedBy !== staff.id) throw new ForbiddenError(M.confirmedByOther);
    await tx
      .update(productImports)
      .set({ status: 'running', confirmedBy: staff.id, confirmedRole: staff.role, confirmedAt: sql`now()` })
      .where(eq(productImports.id, id));
    await audit(tx, auditContextOf(ctx), {
      action: 'product_import.confirm',
      entity: 'product_import',
      entityId: id,
      before: { status: 'preview' },
      after: {
        status: 'running',
        file: job.displayName,
        rows: job.rows,
        preview: { create: job.previewCreate, change: job.previewChange, unchanged: job.previewUnchanged, refused: job.previewRefused },
      },
    });
  });
  const job = await existing(ctx, id);
  return { result: 'success', message: M.confirmed(job.rows), import: asProductImport(job, staff.id) };
}
