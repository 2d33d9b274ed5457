import { mailAttachments, mailOutbox } from '../../db/schema/mail.ts';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';

/** A file a mail carries. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * What one mail may carry in all: most mail servers refuse a message over 10–25 MB, and base64
 * makes a file a third larger on the wire, so 8 MB of files stays under the common 10+ MB limits.
 */
export const MAIL_ATTACHMENTS_MAX_BYTES = 8 * 1024 * 1024;

/** A mail whose files are too big to send: refused before it is queued, with what the limit is. */
export class MailTooLargeError extends AppError {
  constructor(bytes: number) {
    const mb = (n: number) => `${(n / (1024 * 1024)).toFixed(1)} MB`;
    super(413, `The mail's attachments come to ${mb(bytes)}; a mail can carry at most ${mb(MAIL_ATTACHMENTS_MAX_BYTES)}.`);
  }
}

/** A mail as the outbox holds it until the worker sends it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  /** What kind of mail, e.g. 'email-verification', 'password-reset'. */
  template: string;
  /** The order the mail is about, when it is about one: the order desk's timeline lists it. */
  orderId?: number | undefined;
  /** When it counts as queued, if not the transaction's start: the time of the change it tells of, so a timeline lists the change first. */
  queuedAt?: Date | undefined;
  /** Files sent with the mail (a quote's PDF), at most MAIL_ATTACHMENTS_MAX_BYTES in all. */
  attachments?: MailAttachment[] | undefined;
}

/**
 * The mails a person waits for with a page open (a code, a reset, a notice that someone used
 * their address): they go out before bulk mail (order confirmations, notices to the shop), so a
 * backlog of thousands of order mails never lets a 10-minute code expire in the queue.
 * Every template the accounts module writes belongs here (mail-lanes.test.ts checks it).
 */
export const SECURITY_MAIL_TEMPLATES: ReadonlySet<string> = new Set([
  'email-verification',
  'password-reset',
  'registration-attempt',
  'google-linked',
  // The back office's invitation: a one-time link the invited person waits for.
  'staff-invitation',
]);

/** The outbox's lanes: the worker claims higher priorities first. */
export const MAIL_PRIORITY = { security: 10, bulk: 0 } as const;

/** Which lane a mail goes in, chosen here by its kind so no caller has to remember. */
export function mailPriority(template: string): number {
  return SECURITY_MAIL_TEMPLATES.has(template) ? MAIL_PRIORITY.security : MAIL_PRIORITY.bulk;
}

/** The outbox row of a mail. */
export function outboxRow(mail: OutgoingMail) {
  return {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    template: mail.template,
    orderId: mail.orderId ?? null,
    ...(mail.queuedAt ? { createdAt: mail.queuedAt } : {}),
    priority: mailPriority(mail.template),
  } satisfies typeof mailOutbox.$inferInsert;
}

/**
 * Queues a mail inside the caller's transaction: it exists exactly when the change that
 * causes it is committed, and the worker (mail-worker.ts) sends it with retries.
 */
export async function enqueueMail(tx: Database, mail: OutgoingMail): Promise<number> {
  const attachments = mail.attachments ?? [];
  const bytes = attachments.reduce((sum, a) => sum + a.bytes.length, 0);
  if (bytes > MAIL_ATTACHMENTS_MAX_BYTES) throw new MailTooLargeError(bytes);
  const [row] = await tx.insert(mailOutbox).values(outboxRow(mail)).returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail not queued');
  if (attachments.length > 0) {
    await tx.insert(mailAttachments).values(
      attachments.map((a) => ({
        mailId: row.id,
        // The name a mail client shows and saves under: no path, no quotes, no control characters.
        filename: a.filename.replace(/[^\w.-]/g, '_').slice(0, 120) || 'attachment',
        contentType: a.contentType,
        bytes: a.bytes,
      })),
    );
  }
  return row.id;
}
