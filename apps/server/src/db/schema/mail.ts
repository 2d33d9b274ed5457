import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './columns.ts';
import { orders } from './orders.ts';

export const mailStatus = pgEnum('mail_status', ['pending', 'sent', 'failed']);

/**
 * Transactional outbox: a mail is written in the same transaction as the change
 * that causes it, and a worker sends it with retries, so none is lost.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** What kind of mail, e.g. 'email-verification', 'order-placed'. */
    template: text('template').notNull(),
    /** The order a mail is about (order placed, new order, status news), so the order desk's timeline lists it. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Higher goes first: security mails (codes, resets, sign-in notices) pass bulk order mail (modules/mail/outbox.ts). */
    priority: smallint('priority').notNull().default(0),
    status: mailStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The worker's claim walks this index in its own order: pending, highest priority, longest due.
  (t) => [
    index('mail_outbox_claim_idx').on(t.status, t.priority.desc(), t.nextAttemptAt, t.id),
    index('mail_outbox_order_idx')
      .on(t.orderId, t.createdAt)
      .where(sql`${t.orderId} IS NOT NULL`),
  ],
);

/**
 * Files a mail carries (a quote's PDF): kept beside the mail in the same transaction, read by the
 * worker with the mail and handed to the transport, removed with the mail. Bytes in the database,
 * not on disk: the mail must exist on every instance that may send it, exactly when its change commits.
 */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: serial('id').primaryKey(),
    mailId: integer('mail_id')
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_attachments_mail_idx').on(t.mailId, t.id)],
);
