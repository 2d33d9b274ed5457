import type { TaxDocument } from '@suraksha/domain/tax-document';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/**
 * The last number given to each kind of tax document in each fiscal year (decision 0122). Numbering
 * is `UPDATE … SET last_number = last_number + 1 RETURNING` in the transaction that issues the
 * document: the row lock makes concurrent checkouts queue, and a rolled-back checkout gives its number
 * back, so the sequence has no gaps and no repeats.
 */
export const taxDocumentCounters = pgTable(
  'tax_document_counters',
  {
    kind: text('kind').notNull(),
    /** "2082/83". */
    fiscalYear: text('fiscal_year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.fiscalYear] }),
    check('tax_document_counters_kind', sql`${t.kind} IN ('invoice', 'credit_note')`),
  ],
);

/**
 * Tax invoices and credit notes (VAT Rules 2053 rule 17): one invoice per order, and at most one
 * credit note that reverses it. Never updated once the snapshot is written: a cancellation issues a
 * credit note instead of an edit.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    number: text('number').notNull(),
    fiscalYear: text('fiscal_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What was printed. Null only for the documents migration 0039 numbered for orders placed before
     * it: the first read writes it from the order as stored, once (decision 0122).
     */
    document: jsonb('document').$type<TaxDocument>(),
  },
  (t) => [
    uniqueIndex('tax_documents_number_unique').on(t.number),
    uniqueIndex('tax_documents_order_kind_unique').on(t.orderId, t.kind),
    uniqueIndex('tax_documents_sequence_unique').on(t.kind, t.fiscalYear, t.sequence),
    index('tax_documents_issued_idx').on(t.issuedAt),
    check('tax_documents_kind', sql`${t.kind} IN ('invoice', 'credit_note')`),
  ],
);
