import { INBOX_PER_PAGE, type InboxListQuery, type InboxStatus } from '@suraksha/contracts/admin/inbox';
import { INBOX_KINDS, type InboxKind } from '@suraksha/contracts/admin/inbox-kinds';
import { endOfNepalDay, startOfNepalDay } from '@suraksha/domain/nepal-time';
import { type SQL, and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/accounts.ts';
import { inboxEntries } from '../../db/schema/forms.ts';
import { orders } from '../../db/schema/orders.ts';
import { quotes } from '../../db/schema/quotes.ts';
import type { Database } from '../../platform/database.ts';
import { INBOX_SOURCES, type InboxSource } from './inbox-sources.ts';
import { formatPhone, phoneSearchDigits } from '@suraksha/domain/nepal-phone';

/** The inbox's queries (issue #17): one list over the six form tables (UNION ALL), one item, its thread. */

/** `%`, `_` and `\` typed by staff are letters, not wildcards. */
const likeEscaped = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Unanswered past its due time, by the database's clock; a kind with no deadline never is. */
function overdue(source: InboxSource): SQL {
  return source.deadline ? sql`(${source.deadline.answeredAt} is null and ${source.deadline.dueAt} < now())` : sql`false`;
}

function conditions(source: InboxSource, query: InboxListQuery, staffId: number): SQL | undefined {
  const { table } = source;
  const like = query.q ? `%${likeEscaped(query.q)}%` : undefined;
  // Phones are stored in E.164 (decision 0120): '980-1234567' as shown is looked for as its digits.
  const digits = query.q ? phoneSearchDigits(query.q) : null;
  const assignee = query.assignee === 'me' ? staffId : query.assignee;
  return and(
    query.status ? eq(table.status, query.status) : undefined,
    assignee === 'none' ? isNull(table.assigneeId) : assignee !== undefined ? eq(table.assigneeId, assignee) : undefined,
    query.unread ? isNull(table.readAt) : undefined,
    query.overdue ? overdue(source) : undefined,
    query.from ? gte(table.createdAt, startOfNepalDay(query.from)) : undefined,
    query.to ? lt(table.createdAt, endOfNepalDay(query.to)) : undefined,
    like
      ? or(
          ilike(table.reference, like),
          ilike(source.name, like),
          ilike(source.email, like),
          ilike(source.phone, like),
          digits === null ? undefined : ilike(source.phone, `%${likeEscaped(digits)}%`),
          sql`${source.text} ilike ${like}`,
        )
      : undefined,
  );
}

function branch(db: Database, kind: InboxKind, where: SQL | undefined) {
  const source = INBOX_SOURCES[kind];
  const { table } = source;
  return db
    .select({
      kind: sql<InboxKind>`${kind}::text`.as('kind'),
      id: table.id,
      reference: table.reference,
      status: sql<InboxStatus>`${table.status}::text`.as('status'),
      name: sql<string>`${source.name}`.as('name'),
      email: sql<string>`${source.email}`.as('email'),
      phone: sql<string | null>`${source.phone}`.as('phone'),
      summary: sql<string | null>`left(${source.summary}, 140)`.as('summary'),
      createdAt: sql<Date>`${table.createdAt}`.as('created_at'),
      readAt: sql<Date | null>`${table.readAt}`.as('read_at'),
      assigneeId: sql<number | null>`${table.assigneeId}`.as('assignee_id'),
      dueAt: sql<Date | null>`${source.deadline?.dueAt ?? sql`null::timestamptz`}`.as('due_at'),
      answeredAt: sql<Date | null>`${source.deadline?.answeredAt ?? sql`null::timestamptz`}`.as('answered_at'),
      overdue: sql<boolean>`${overdue(source)}`.as('overdue'),
    })
    .from(table)
    .where(where);
}

export type InboxListRow = Awaited<ReturnType<typeof findInboxPage>>['rows'][number];

/** One page of the inbox under the query, newest first (or the soonest due first), and how many match. */
export async function findInboxPage(db: Database, query: InboxListQuery, staffId: number) {
  const kinds = query.kind ? [query.kind] : [...INBOX_KINDS];
  const branches = kinds.map((kind) => branch(db, kind, conditions(INBOX_SOURCES[kind], query, staffId)));
  const [first, second, ...rest] = branches;
  const union = second && first ? unionAll(first, second, ...rest) : first;
  const [rows, counts] = await Promise.all([
    (union as NonNullable<typeof first>)
      .orderBy(
        ...(query.sort === 'due' ? [sql`${sql.identifier('due_at')} asc nulls last`] : []),
        desc(sql.identifier('created_at')),
        desc(sql.identifier('id')),
      )
      .limit(INBOX_PER_PAGE)
      .offset((query.page - 1) * INBOX_PER_PAGE),
    Promise.all(
      kinds.map((kind) => {
        const { table } = INBOX_SOURCES[kind];
        return db
          .select({ n: count() })
          .from(table)
          .where(conditions(INBOX_SOURCES[kind], query, staffId));
      }),
    ),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      createdAt: new Date(row.createdAt),
      readAt: row.readAt ? new Date(row.readAt) : null,
      dueAt: row.dueAt ? new Date(row.dueAt) : null,
      answeredAt: row.answeredAt ? new Date(row.answeredAt) : null,
    })),
    total: counts.reduce((sum, [c]) => sum + (c?.n ?? 0), 0),
  };
}

/** New items and unread items across the six forms: the admin menu's badge. */
export async function countInbox(db: Database) {
  const counts = await Promise.all(
    INBOX_KINDS.map((kind) => {
      const { table } = INBOX_SOURCES[kind];
      return db
        .select({
          fresh: sql<number>`count(*) filter (where ${table.status} = 'new')`.mapWith(Number),
          unread: sql<number>`count(*) filter (where ${table.readAt} is null and ${table.status} <> 'closed')`.mapWith(Number),
        })
        .from(table);
    }),
  );
  return counts.reduce((sum, [c]) => ({ fresh: sum.fresh + (c?.fresh ?? 0), unread: sum.unread + (c?.unread ?? 0) }), {
    fresh: 0,
    unread: 0,
  });
}

/** Staff who may answer the inbox (the permission table's sales, manager and owner), still enabled. */
export function findInboxStaff(db: Database, roles: readonly string[]) {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(inArray(users.role, roles as never[]), isNull(users.disabledAt)))
    .orderBy(asc(users.name), asc(users.id));
}

export function staffNames(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
}

/** One item of a kind by its reference: the common columns, every field of its form, and its stored attachment's name. */
export async function findInboxItem(db: Database, kind: InboxKind, reference: string, lock?: 'update') {
  const source = INBOX_SOURCES[kind];
  const { table } = source;
  const fields = Object.fromEntries(source.fields.map(([, column], i) => [`f${i}`, sql<string | null>`(${column})::text`.as(`f${i}`)]));
  const query = db
    .select({
      id: table.id,
      reference: table.reference,
      status: table.status,
      name: sql<string>`${source.name}`,
      email: sql<string>`${source.email}`,
      phone: sql<string | null>`${source.phone}`,
      summary: sql<string | null>`left(${source.summary}, 140)`,
      createdAt: table.createdAt,
      readAt: table.readAt,
      assigneeId: table.assigneeId,
      file: source.attachment ? sql<string | null>`${source.attachment.column}` : sql<string | null>`null`,
      dueAt: sql<Date | null>`${source.deadline?.dueAt ?? sql`null::timestamptz`}`.mapWith((v) => (v === null ? null : new Date(v))),
      answeredAt: sql<Date | null>`${source.deadline?.answeredAt ?? sql`null::timestamptz`}`.mapWith((v) =>
        v === null ? null : new Date(v),
      ),
      overdue: sql<boolean>`${overdue(source)}`,
      ...fields,
    })
    .from(table)
    .where(eq(table.reference, reference))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return undefined;
  return {
    ...row,
    fields: source.fields.map(([label, column], i) => {
      const value = (row as Record<string, unknown>)[`f${i}`] as string | null;
      // The detail page shows each field as text: the phone as a Nepali reads it, not in E.164.
      return { label, value: column === source.phone && value !== null ? formatPhone(value) : value };
    }),
  };
}
export type InboxItemRow = NonNullable<Awaited<ReturnType<typeof findInboxItem>>>;

export async function updateInboxItem(
  db: Database,
  kind: InboxKind,
  id: number,
  set: { status?: InboxStatus; assigneeId?: number | null; readAt?: Date },
) {
  const { table } = INBOX_SOURCES[kind];
  await db.update(table).set(set).where(eq(table.id, id));
}

/** The customer account whose e-mail is the sender's, with its newest orders. */
export async function findCustomerByEmail(db: Database, email: string) {
  const [customer] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.role, 'customer'), sql`lower(${users.email}) = lower(${email})`))
    .limit(1);
  if (!customer) return null;
  const placed = await db
    .select({ orderNumber: orders.orderNumber, status: orders.status, totalPaisa: orders.totalPaisa, createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.userId, customer.id))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(10);
  return { ...customer, orders: placed };
}

export function findThread(db: Database, kind: InboxKind, itemId: number, onlyPublic = false) {
  return db
    .select({
      type: inboxEntries.type,
      body: inboxEntries.body,
      public: inboxEntries.public,
      by: users.name,
      at: inboxEntries.createdAt,
      // The quote a reply carried as a PDF: the same mail.
      quoteNumber: quotes.number,
      quoteVersion: quotes.version,
    })
    .from(inboxEntries)
    .leftJoin(users, eq(users.id, inboxEntries.authorId))
    .leftJoin(quotes, eq(quotes.mailId, inboxEntries.mailId))
    .where(and(eq(inboxEntries.kind, kind), eq(inboxEntries.itemId, itemId), onlyPublic ? eq(inboxEntries.public, true) : undefined))
    .orderBy(asc(inboxEntries.id));
}

export async function addThreadEntry(db: Database, entry: typeof inboxEntries.$inferInsert) {
  const [row] = await db.insert(inboxEntries).values(entry).returning({ id: inboxEntries.id });
  return row?.id as number;
}
