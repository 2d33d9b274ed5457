import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A products CSV on its way into the catalogue (issue #16, decision 0103): uploaded and previewed
 * ('preview'), confirmed ('running'), worked through in batches by the import runner ('done', or
 * 'failed' after repeated errors). `lastRow` and the result counts move in the same transaction as
 * each batch's product writes, so a runner that dies resumes after the last committed batch.
 */
export const productImports = pgTable(
  'product_imports',
  {
    id: serial('id').primaryKey(),
    status: text('status').notNull().default('preview'),
    /** As the uploader named it, cleaned for display; the bytes live under DATA_DIR/imports/<fileName>. */
    displayName: text('display_name').notNull(),
    fileName: text('file_name').notNull(),
    bytes: integer('bytes').notNull(),
    uploadedBy: integer('uploaded_by').notNull(),
    /** Who confirmed it: the runner writes as this staff member (audit, stock movements). */
    confirmedBy: integer('confirmed_by'),
    confirmedRole: text('confirmed_role'),
    /** Columns of the file that the import does not know, and known ones it reads but never writes (id, dates). */
    unknownColumns: jsonb('unknown_columns').$type<string[]>().notNull().default([]),
    ignoredColumns: jsonb('ignored_columns').$type<string[]>().notNull().default([]),
    /** Rows of the file, and how the preview sorted them. */
    rows: integer('rows').notNull().default(0),
    previewCreate: integer('preview_create').notNull().default(0),
    previewChange: integer('preview_change').notNull().default(0),
    previewUnchanged: integer('preview_unchanged').notNull().default(0),
    previewRefused: integer('preview_refused').notNull().default(0),
    /** The runner's progress: the last row committed, rows done, and what they came to. */
    lastRow: integer('last_row').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    created: integer('created').notNull().default(0),
    changed: integer('changed').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    /** The runner holding the job, and until when (renewed by every batch; an expired lease is free to take). */
    runnerId: text('runner_id'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    failures: integer('failures').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('product_imports_status_idx').on(t.status),
    check('product_imports_status', sql`${t.status} IN ('preview', 'running', 'done', 'failed')`),
  ],
);

/**
 * One row of an import's file: the cells it held (by field), how the preview sorted it, what would
 * change (field, before, after) or why it is refused; `outcome` is what the runner did with it.
 */
export const productImportRows = pgTable(
  'product_import_rows',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => productImports.id, { onDelete: 'cascade' }),
    /** The row number a spreadsheet shows: the header is row 1. */
    row: integer('row').notNull(),
    sku: text('sku').notNull(),
    title: text('title'),
    kind: text('kind').notNull(),
    cells: jsonb('cells').$type<Record<string, string>>().notNull(),
    changes: jsonb('changes').$type<{ field: string; before: string | null; after: string | null }[]>().notNull().default([]),
    problems: jsonb('problems').$type<string[]>().notNull().default([]),
    outcome: text('outcome'),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.row] }),
    index('product_import_rows_kind_idx').on(t.importId, t.kind, t.row),
    check('product_import_rows_kind', sql`${t.kind} IN ('create', 'change', 'unchanged', 'refused')`),
  ],
);
