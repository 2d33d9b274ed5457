import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { careers, services } from './content.ts';
import { products } from './catalog.ts';
import { timestamps } from './columns.ts';

/** Every inbound submission carries a status the staff move and a reference shown to the sender. */
export const submissionStatus = pgEnum('submission_status', ['new', 'in_progress', 'closed']);

/** A function so each table gets its own column builders (and its own unique-constraint name). */
const submission = () => ({
  id: serial('id').primaryKey(),
  reference: text('reference').notNull().unique(),
  status: submissionStatus('status').notNull().default('new'),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  /** The sender's address, for abuse handling. */
  ip: text('ip'),
  /** The staff member answering it (the inbox, issue #17); null while nobody has taken it. */
  assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
  /** When a staff member first opened it in the inbox; null is "unread". */
  readAt: timestamp('read_at', { withTimezone: true }),
  ...timestamps,
});

export const userType = pgEnum('request_user_type', ['Single', 'Company']);

/** The Request Form (quote / information for a product). */
export const quoteRequests = pgTable(
  'quote_requests',
  {
    ...submission(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    type: userType('type').notNull(),
    fullName: text('full_name').notNull(),
    emailAddress: text('email_address').notNull(),
    phoneNumber: text('phone_number').notNull(),
    companyName: text('company_name'),
    address: text('address').notNull(),
    message: text('message'),
  },
  (t) => [
    index('quote_requests_status_idx').on(t.status, t.createdAt),
    // The reports' quote conversion (decision 0105): the requests of a date range.
    index('quote_requests_created_idx').on(t.createdAt),
  ],
);

export const ewasteSubmissions = pgTable('ewaste_submissions', {
  ...submission(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  state: text('state').notNull(),
  /** District, local level and ward (decision 0119): optional, null before. */
  district: text('district'),
  municipality: text('municipality'),
  ward: integer('ward'),
  mobileNumber: text('mobile_number').notNull(),
  city: text('city').notNull(),
  address: text('address').notNull(),
  landmark: text('landmark'),
  productName: text('product_name').notNull(),
  serialNumber: text('serial_number'),
  purchaseDate: date('purchase_date', { mode: 'string' }).notNull(),
  /** Stored file name under DATA_DIR/uploads; never public. */
  billingCardFile: text('billing_card_file'),
  remarks: text('remarks'),
});

export const serviceRequests = pgTable('service_requests', {
  ...submission(),
  serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  province: text('province').notNull(),
  district: text('district').notNull(),
  /** Local level and ward (decision 0119): optional, null before. */
  municipality: text('municipality'),
  ward: integer('ward'),
  address: text('address').notNull(),
  preferredDate: date('preferred_date', { mode: 'string' }),
  message: text('message'),
});

export const supportTickets = pgTable('support_tickets', {
  ...submission(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  orderNumber: text('order_number'),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  attachmentFile: text('attachment_file'),
});

export const contactMessages = pgTable('contact_messages', {
  ...submission(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  subject: text('subject'),
  message: text('message').notNull(),
});

export const careerApplications = pgTable('career_applications', {
  ...submission(),
  careerId: integer('career_id').references(() => careers.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  coverLetter: text('cover_letter'),
  cvFile: text('cv_file').notNull(),
});

export const grievanceCategory = pgEnum('grievance_category', [
  'delivery',
  'product_warranty',
  'refund_return',
  'pricing_invoice',
  'privacy',
  'other',
]);

/**
 * A complaint to the grievance officer (decision 0128): received at `created_at`, due by `due_at`
 * (the legal response period), answered once by staff (the answer is also the thread's reply mail).
 */
export const grievances = pgTable(
  'grievances',
  {
    ...submission(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    orderNumber: text('order_number'),
    category: grievanceCategory('category').notNull(),
    description: text('description').notNull(),
    attachmentFile: text('attachment_file'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
  },
  // The register's "overdue" filter and sort: unanswered ones by due time.
  (t) => [
    index('grievances_unanswered_due_idx')
      .on(t.dueAt)
      .where(sql`${t.answeredAt} is null`),
  ],
);

/** The inbound forms as the inbox names them. */
export const inboxKind = pgEnum('inbox_kind', ['quote', 'service', 'ewaste', 'support', 'contact', 'career', 'grievance']);
export const inboxEntryType = pgEnum('inbox_entry_type', ['note', 'reply', 'status', 'assign']);

/**
 * An item's thread in the inbox (issue #17): internal notes, e-mailed replies (with the outbox row
 * that carries them), status moves and assignments, keyed by (kind, submission id) since the six
 * forms keep their own tables. A reply is public: a support ticket's status look-up shows it.
 */
export const inboxEntries = pgTable(
  'inbox_entries',
  {
    id: serial('id').primaryKey(),
    kind: inboxKind('kind').notNull(),
    itemId: integer('item_id').notNull(),
    type: inboxEntryType('type').notNull(),
    body: text('body').notNull(),
    public: boolean('public').notNull().default(false),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    mailId: integer('mail_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inbox_entries_item_idx').on(t.kind, t.itemId, t.id)],
);
