import { z } from 'zod';
import { pageParam, pagination, withoutControlCharacters } from '../catalog.ts';
import { text } from '../text.ts';
import { INBOX_KINDS } from './inbox-kinds.ts';
import { inboxQuote } from './inbox-quote.ts';
import { choiceParam, dayParam, daysInOrder } from './query-params.ts';

/** The back office's inbox (issue #17): the six inbound forms in one list, one item, and what staff do with it. */

export const INBOX_STATUSES = ['new', 'in_progress', 'closed'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];
export const INBOX_STATUS_LABELS: Record<InboxStatus, string> = { new: 'New', in_progress: 'In progress', closed: 'Closed' };
export const INBOX_PER_PAGE = 25;
export const INBOX_SORTS = ['newest', 'due'] as const;
export const INBOX_SEARCH_MAX = 100;
export const INBOX_NOTE_MAX = 5000;

export const INBOX_MESSAGES = {
  notFound: 'There is no such inbox item.',
  assignee: 'Choose a staff member who can answer the inbox (sales or a manager), or nobody.',
  status: 'Choose the status: new, in progress or closed.',
  sameStatus: 'The item already has that status.',
  noteRequired: 'Please write the note.',
  noteTooLong: `The note must be at most ${INBOX_NOTE_MAX.toLocaleString('en-US')} characters.`,
  assigned: (name: string | null) => (name ? `Assigned to ${name}.` : 'Nobody is assigned now.'),
  statusChanged: (label: string) => `The item is now ${label.toLowerCase()}.`,
  noted: 'Note added.',
  replyRequired: 'Please write the reply.',
  replyTooLong: `The reply must be at most ${INBOX_NOTE_MAX.toLocaleString('en-US')} characters.`,
  replied: (email: string) => `Reply queued for ${email}.`,
} as const;

const searchParam = text()
  .optional()
  .transform((v, ctx) => {
    const term = withoutControlCharacters(v ?? '').trim();
    if (term.length > INBOX_SEARCH_MAX) {
      ctx.addIssue({ code: 'custom', message: `The search must be at most ${INBOX_SEARCH_MAX} characters.` });
      return z.NEVER;
    }
    return term === '' ? undefined : term;
  })
  .describe('A reference, or part of the sender’s name, e-mail, phone or message');

/** `me`, `none` or a staff member's id. */
const assigneeParam = text()
  .optional()
  .transform((v, ctx): 'me' | 'none' | number | undefined => {
    const value = String(v ?? '').trim();
    if (value === '') return undefined;
    if (value === 'me' || value === 'none') return value;
    if (/^\d{1,9}$/.test(value)) return Number(value);
    ctx.addIssue({ code: 'custom', message: 'The assignee must be me, none or a staff member’s number.' });
    return z.NEVER;
  })
  .describe('me, none, or a staff member’s id');

/** GET /api/admin/inbox query. */
export const inboxListQuery = z
  .object({
    kind: choiceParam(INBOX_KINDS, 'kind'),
    status: choiceParam(INBOX_STATUSES, 'status'),
    assignee: assigneeParam,
    unread: choiceParam(['yes'] as const, 'unread filter'),
    /** Complaints unanswered past their legal due time (decision 0128); other kinds never are. */
    overdue: choiceParam(['yes'] as const, 'overdue filter'),
    /** newest (the default) or due: the soonest answer due first, what has no due time last. */
    sort: choiceParam(INBOX_SORTS, 'sort'),
    from: dayParam('first day'),
    to: dayParam('last day'),
    q: searchParam,
    page: pageParam,
  })
  .superRefine(daysInOrder);
export type InboxListQuery = z.output<typeof inboxListQuery>;
export type InboxListQueryParams = z.input<typeof inboxListQuery>;

export const inboxRow = z.object({
  kind: z.enum(INBOX_KINDS),
  reference: z.string(),
  status: z.enum(INBOX_STATUSES),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The subject or the first words of the message. */
  summary: z.string().nullable(),
  created_at: z.string(),
  read: z.boolean(),
  assignee: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** A complaint's legal response deadline (decision 0128); null for the other kinds. */
  deadline: z
    .object({
      due_at: z.string().describe('ISO 8601'),
      answered_at: z.string().nullable().describe('ISO 8601; null while unanswered'),
      /** Unanswered and past due_at, by the server's clock. */
      overdue: z.boolean(),
    })
    .nullable(),
});
export type InboxRow = z.infer<typeof inboxRow>;

export const inboxListResponse = z.object({
  result: z.literal('success'),
  items: z.array(inboxRow),
  pagination,
  /** Staff who may answer the inbox: the assignee filter's and the assign menu's choices. */
  assignees: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type InboxListResponse = z.infer<typeof inboxListResponse>;

/** GET /api/admin/inbox/count: the admin menu's badge. */
export const inboxCountResponse = z.object({ result: z.literal('success'), new: z.number().int(), unread: z.number().int() });
export type InboxCountResponse = z.infer<typeof inboxCountResponse>;

export const inboxThreadEntry = z.object({
  type: z.enum(['note', 'reply', 'status', 'assign']),
  body: z.string(),
  public: z.boolean(),
  by: z.string().nullable(),
  at: z.string(),
  /** The file a reply carried (a quote's PDF), to download as it was sent. */
  attachment: z.object({ name: z.string(), url: z.string() }).nullable(),
});

/** One item as sent (every field, labelled), with its customer's account when the e-mail matches one, and its thread. */
export const inboxDetail = inboxRow.extend({
  kind_label: z.string(),
  /** Every field of the form as the sender filled it, in the form's order. */
  fields: z.array(z.object({ label: z.string(), value: z.string().nullable() })),
  /** preview_url: an image's re-encoded preview (stripped of metadata); null for a file that is only downloaded. */
  attachment: z.object({ name: z.string(), url: z.string(), preview_url: z.string().nullable() }).nullable(),
  customer: z
    .object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      orders: z.array(z.object({ order_number: z.string(), status: z.string(), total: z.number(), created_at: z.string() })),
    })
    .nullable(),
  thread: z.array(inboxThreadEntry),
  /** A quote request's priced quotes, every version sent, oldest first (other kinds: empty). */
  quotes: z.array(inboxQuote),
});
export type InboxDetail = z.infer<typeof inboxDetail>;

export const inboxDetailResponse = z.object({
  result: z.literal('success'),
  item: inboxDetail,
  /** Staff who may answer the inbox: the assign menu's choices. */
  assignees: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type InboxDetailResponse = z.infer<typeof inboxDetailResponse>;

export const inboxChangeResponse = z.object({ result: z.literal('success'), message: z.string(), item: inboxDetail });
export type InboxChangeResponse = z.infer<typeof inboxChangeResponse>;

/** POST …/assign: a staff member's id, or null for nobody. */
export const inboxAssignBody = z.object({
  assignee_id: z.number({ error: INBOX_MESSAGES.assignee }).int(INBOX_MESSAGES.assignee).positive(INBOX_MESSAGES.assignee).nullable(),
});
export const inboxStatusBody = z.object({ status: z.enum(INBOX_STATUSES, { error: INBOX_MESSAGES.status }) });
/** Text of several lines: line breaks are kept (a note or a reply has paragraphs), other control characters become spaces. */
const paragraphs = (required: string, tooLong: string) =>
  text(required)
    .transform((v) =>
      v
        .replace(/\r\n?/g, '\n')
        .replace(/[^\P{Cc}\n]/gu, ' ')
        .trim(),
    )
    .pipe(z.string().min(1, required).max(INBOX_NOTE_MAX, tooLong));
export const inboxNoteBody = z.object({ body: paragraphs(INBOX_MESSAGES.noteRequired, INBOX_MESSAGES.noteTooLong) });
/** POST …/replies: the text e-mailed to the sender (plain text), kept in the thread. */
export const inboxReplyBody = z.object({ body: paragraphs(INBOX_MESSAGES.replyRequired, INBOX_MESSAGES.replyTooLong) });
