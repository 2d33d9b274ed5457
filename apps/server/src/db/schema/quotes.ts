import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { products } from './catalog.ts';
import { bytea, paisa } from './columns.ts';
import { quoteRequests } from './forms.ts';
import { mailOutbox } from './mail.ts';

/**
 * Priced quotes answering a quote request (issue #17, decision 0110). One number per request, a new
 * version each time it is sent again; the PDF mailed is kept as sent, so staff download exactly what
 * the customer received.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    quoteRequestId: integer('quote_request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    /** Q-2026-000123: the year of the first version (Nepal) and the request's id, the same for every version. */
    number: text('number').notNull(),
    version: smallint('version').notNull(),
    /** The last day (Nepal) the prices hold. */
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    note: text('note'),
    /** The sum of the lines, computed by the server (never the client's). */
    totalPaisa: paisa('total_paisa').notNull(),
    pdf: bytea('pdf').notNull(),
    mailId: integer('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('quotes_request_version_key').on(t.quoteRequestId, t.version),
    index('quotes_mail_idx')
      .on(t.mailId)
      .where(sql`${t.mailId} IS NOT NULL`),
    check('quotes_total_not_negative', sql`${t.totalPaisa} >= 0`),
  ],
);

/** A quote's lines: the product's title and SKU as they were when quoted, so a later rename leaves the quote as sent. */
export const quoteLines = pgTable(
  'quote_lines',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull(),
    unitPricePaisa: paisa('unit_price_paisa').notNull(),
    amountPaisa: paisa('amount_paisa').notNull(),
  },
  (t) => [
    index('quote_lines_quote_idx').on(t.quoteId, t.position),
    check('quote_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('quote_lines_unit_price_positive', sql`${t.unitPricePaisa} > 0`),
    check('quote_lines_amount', sql`${t.amountPaisa} = ${t.quantity} * ${t.unitPricePaisa}`),
  ],
);
