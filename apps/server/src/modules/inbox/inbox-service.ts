import {
  INBOX_MESSAGES,
  INBOX_PER_PAGE,
  INBOX_STATUS_LABELS,
  type InboxDetail,
  type InboxListQuery,
  type InboxListResponse,
  type InboxRow,
  type InboxStatus,
} from '@suraksha/contracts/admin/inbox';
import { INBOX_KINDS, INBOX_KIND_LABELS, type InboxKind } from '@suraksha/contracts/admin/inbox-kinds';
import { paisaToRupees } from '@suraksha/domain/money';
import { STAFF_ROLES, can } from '@suraksha/domain/permissions';
import { audit, auditContextOf } from '../../platform/audit.ts';
import type { Database } from '../../platform/database.ts';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';
import type { RequestContext, StaffActor } from '../../platform/request-context.ts';
import {
  type InboxItemRow,
  addThreadEntry,
  countInbox,
  findCustomerByEmail,
  findInboxItem,
  findInboxPage,
  findInboxStaff,
  findThread,
  staffNames,
  updateInboxItem,
} from './inbox-repo.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { inboxReplyMail } from './inbox-reply-mail.ts';
import { mayPreview } from './attachment-preview.ts';
import { quotePdfName } from './quote-pdf.ts';
import { findQuotes } from './quote-repo.ts';
import { INBOX_SOURCES } from './inbox-sources.ts';
import { GRIEVANCE_MESSAGES } from '@suraksha/contracts/grievance-messages';
import { recordGrievanceAnswer } from '../grievances/repo.ts';

/** The inbox's rules (issue #17): who may be assigned, what each action writes to the thread, and the audit of every change. */

type StaffContext = RequestContext<StaffActor>;

/** Roles that may answer the inbox: the only ones an item can be assigned to. */
const ANSWERING_ROLES = STAFF_ROLES.filter((role) => can(role, 'inbox.reply'));

export function inboxKindOf(kind: string): InboxKind {
  if (!(INBOX_KINDS as readonly string[]).includes(kind)) throw new NotFoundError(INBOX_MESSAGES.notFound);
  return kind as InboxKind;
}

async function assigneesById(db: Database, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  return new Map((await staffNames(db, wanted)).map((s) => [s.id, s.name]));
}

function rowOf(
  kind: InboxKind,
  row: {
    reference: string;
    status: InboxStatus;
    name: string;
    email: string;
    phone: string | null;
    summary: string | null;
    createdAt: Date;
    readAt: Date | null;
    assigneeId: number | null;
    dueAt: Date | null;
    answeredAt: Date | null;
    overdue: boolean;
  },
  names: Map<number, string>,
): InboxRow {
  return {
    kind,
    reference: row.reference,
    status: row.status,
    name: row.name,
    email: row.email,
    phone: row.phone,
    summary: row.summary,
    created_at: row.createdAt.toISOString(),
    read: row.readAt !== null,
    assignee: row.assigneeId === null ? null : { id: row.assigneeId, name: names.get(row.assigneeId) ?? '' },
    deadline:
      row.dueAt === null
        ? null
        : { due_at: row.dueAt.toISOString(), answered_at: row.answeredAt?.toISOString() ?? null, overdue: row.overdue },
  };
}

export async function inboxList(ctx: StaffContext, query: InboxListQuery): Promise<InboxListResponse> {
  const [{ rows, total }, assignees] = await Promise.all([
    findInboxPage(ctx.db, query, ctx.actor.staff.id),
    findInboxStaff(ctx.db, ANSWERING_ROLES),
  ]);
  const names = await assigneesById(
    ctx.db,
    rows.map((r) => r.assigneeId),
  );
  return {
    result: 'success',
    items: rows.map((row) => rowOf(row.kind, row, names)),
    pagination: { page: query.page, perPage: INBOX_PER_PAGE, total, totalPages: Math.max(1, Math.ceil(total / INBOX_PER_PAGE)) },
    assignees,
  };
}

export async function inboxCount(db: Database) {
  const { fresh, unread } = await countInbox(db);
  return { result: 'success' as const, new: fresh, unread };
}

export async function itemOrNotFound(db: Database, kind: InboxKind, reference: string, lock?: 'update') {
  const item = await findInboxItem(db, kind, reference, lock);
  if (!item) throw new NotFoundError(INBOX_MESSAGES.notFound);
  return item;
}

/** An item as the detail page shows it: fields, customer, thread (with the PDF each reply carried) and a quote request's quotes. */
export async function detailOf(db: Database, kind: InboxKind, item: InboxItemRow): Promise<InboxDetail> {
  const [names, customer, thread, quotes] = await Promise.all([
    assigneesById(db, [item.assigneeId]),
    findCustomerByEmail(db, item.email),
    findThread(db, kind, item.id),
    kind === 'quote' ? findQuotes(db, item.id) : [],
  ]);
  const base = `/api/admin/inbox/${kind}/${encodeURIComponent(item.reference)}`;
  const pdfOf = (number: string, version: number) => ({ name: quotePdfName(number, version), url: `${base}/quotes/${version}/pdf` });
  return {
    ...rowOf(kind, item, names),
    kind_label: INBOX_KIND_LABELS[kind],
    fields: item.fields,
    attachment: item.file
      ? {
          name: `${item.reference}${extensionOf(item.file)}`,
          url: `${base}/attachment`,
          preview_url: mayPreview(item.file) ? `${base}/attachment/preview` : null,
        }
      : null,
    customer: customer && {
      id: customer.id,
      name: customer.name,
      email: customer.email,
      orders: customer.orders.map((o) => ({
        order_number: o.orderNumber,
        status: o.status,
        total: paisaToRupees(o.totalPaisa),
        created_at: o.createdAt.toISOString(),
      })),
    },
    thread: thread.map((e) => ({
      type: e.type,
      body: e.body,
      public: e.public,
      by: e.by,
      at: e.at.toISOString(),
      attachment: e.quoteNumber && e.quoteVersion ? pdfOf(e.quoteNumber, e.quoteVersion) : null,
    })),
    quotes: quotes.map((q) => ({
      number: q.number,
      version: q.version,
      total: paisaToRupees(q.totalPaisa),
      valid_until: q.validUntil,
      lines: q.lines.map((l) => ({
        title: l.title,
        sku: l.sku,
        quantity: l.quantity,
        unit_price: paisaToRupees(l.unitPricePaisa),
        amount: paisaToRupees(l.amountPaisa),
      })),
      note: q.note,
      by: q.by,
      created_at: q.createdAt.toISOString(),
      pdf: pdfOf(q.number, q.version),
    })),
  };
}

const extensionOf = (file: string) => {
  const dot = file.lastIndexOf('.');
  return dot === -1 ? '' : file.slice(dot);
};

/** One item; the first staff member to open it marks it read (audited with the read). */
export async function inboxDetail(ctx: StaffContext, kind: InboxKind, reference: string) {
  const item = await ctx.db.transaction(async (tx) => {
    const found = await itemOrNotFound(tx, kind, reference, 'update');
    if (found.readAt === null) {
      const readAt = new Date();
      await updateInboxItem(tx, kind, found.id, { readAt });
      await audit(tx, auditContextOf(ctx), { action: 'inbox.read', entity: `inbox_${kind}`, entityId: found.reference, after: { readAt } });
      return { ...found, readAt };
    }
    return found;
  });
  const [detail, assignees] = await Promise.all([detailOf(ctx.db, kind, item), findInboxStaff(ctx.db, ANSWERING_ROLES)]);
  return { result: 'success' as const, item: detail, assignees };
}

/** Assigns the item to a staff member who may answer the inbox, or to nobody. */
export async function assignInboxItem(ctx: StaffContext, kind: InboxKind, reference: string, assigneeId: number | null) {
  const staff = assigneeId === null ? null : (await findInboxStaff(ctx.db, ANSWERING_ROLES)).find((s) => s.id === assigneeId);
  if (assigneeId !== null && !staff) throw new ValidationError({ assignee_id: INBOX_MESSAGES.assignee });
  const item = await ctx.db.transaction(async (tx) => {
    const found = await itemOrNotFound(tx, kind, reference, 'update');
    await updateInboxItem(tx, kind, found.id, { assigneeId });
    await addThreadEntry(tx, {
      kind,
      itemId: found.id,
      type: 'assign',
      body: INBOX_MESSAGES.assigned(staff?.name ?? null),
      authorId: ctx.actor.staff.id,
    });
    await audit(tx, auditContextOf(ctx), {
      action: 'inbox.assign',
      entity: `inbox_${kind}`,
      entityId: found.reference,
      before: { assigneeId: found.assigneeId },
      after: { assigneeId },
    });
    return { ...found, assigneeId };
  });
  return { result: 'success' as const, message: INBOX_MESSAGES.assigned(staff?.name ?? null), item: await detailOf(ctx.db, kind, item) };
}

/** Moves the item to new, in progress or closed. */
export async function setInboxStatus(ctx: StaffContext, kind: InboxKind, reference: string, status: InboxStatus) {
  const message = INBOX_MESSAGES.statusChanged(INBOX_STATUS_LABELS[status]);
  const item = await ctx.db.transaction(async (tx) => {
    const found = await itemOrNotFound(tx, kind, reference, 'update');
    if (found.status === status) throw new ValidationError({ status: INBOX_MESSAGES.sameStatus });
    // A complaint is closed only once answered: the register must show the legal answer was given (decision 0128).
    if (status === 'closed' && found.dueAt !== null && found.answeredAt === null) {
      throw new ValidationError({ status: GRIEVANCE_MESSAGES.closeUnanswered });
    }
    await updateInboxItem(tx, kind, found.id, { status });
    await addThreadEntry(tx, { kind, itemId: found.id, type: 'status', body: message, authorId: ctx.actor.staff.id });
    await audit(tx, auditContextOf(ctx), {
      action: 'inbox.status',
      entity: `inbox_${kind}`,
      entityId: found.reference,
      before: { status: found.status },
      after: { status },
    });
    return { ...found, status };
  });
  return { result: 'success' as const, message, item: await detailOf(ctx.db, kind, item) };
}

/** An internal note: staff only, never shown to the sender. */
export async function addInboxNote(ctx: StaffContext, kind: InboxKind, reference: string, body: string) {
  const item = await ctx.db.transaction(async (tx) => {
    const found = await itemOrNotFound(tx, kind, reference, 'update');
    const id = await addThreadEntry(tx, { kind, itemId: found.id, type: 'note', body, authorId: ctx.actor.staff.id });
    await audit(tx, auditContextOf(ctx), {
      action: 'inbox.note',
      entity: `inbox_${kind}`,
      entityId: found.reference,
      after: { noteId: id, body },
    });
    return found;
  });
  return { result: 'success' as const, message: INBOX_MESSAGES.noted, item: await detailOf(ctx.db, kind, item) };
}

/**
 * A reply e-mailed to the sender through the outbox, kept in the thread as public (a support
 * ticket's look-up shows it); a new item moves to in progress with it. One transaction: the mail
 * exists exactly when the reply is recorded and audited.
 */
export async function replyToInboxItem(ctx: StaffContext, kind: InboxKind, reference: string, body: string) {
  const item = await ctx.db.transaction(async (tx) => {
    const found = await itemOrNotFound(tx, kind, reference, 'update');
    const mailId = await enqueueMail(
      tx,
      inboxReplyMail(ctx.shop.publicUrl, { kind, reference: found.reference, to: found.email, name: found.name, body }),
    );
    const entryId = await addThreadEntry(tx, {
      kind,
      itemId: found.id,
      type: 'reply',
      body,
      public: true,
      authorId: ctx.actor.staff.id,
      mailId,
    });
    const status: InboxStatus = found.status === 'new' ? 'in_progress' : found.status;
    if (status !== found.status) await updateInboxItem(tx, kind, found.id, { status });
    // A complaint's first reply is its answer (decision 0128): it meets the legal deadline.
    const answeredAt = found.dueAt !== null && found.answeredAt === null ? new Date() : found.answeredAt;
    if (answeredAt !== found.answeredAt) {
      await recordGrievanceAnswer(tx, found.id, { answer: body, answeredAt: answeredAt as Date, answeredBy: ctx.actor.staff.id });
    }
    await audit(tx, auditContextOf(ctx), {
      action: 'inbox.reply',
      entity: `inbox_${kind}`,
      entityId: found.reference,
      before: { status: found.status },
      after: { status, replyId: entryId, mailId, to: found.email, body, ...(answeredAt !== found.answeredAt ? { answeredAt } : {}) },
    });
    return { ...found, status, answeredAt, overdue: answeredAt === null && found.overdue };
  });
  return { result: 'success' as const, message: INBOX_MESSAGES.replied(item.email), item: await detailOf(ctx.db, kind, item) };
}

/** The stored attachment of an item: its path under DATA_DIR/uploads and the name it is downloaded as. */
export async function inboxAttachment(ctx: StaffContext, kind: InboxKind, reference: string) {
  const source = INBOX_SOURCES[kind];
  const item = await itemOrNotFound(ctx.db, kind, reference);
  if (!source.attachment || !item.file) throw new NotFoundError('This item has no attachment.');
  return { folder: source.attachment.folder, file: item.file, downloadName: `${item.reference}${extensionOf(item.file)}` };
}
