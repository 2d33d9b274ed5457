import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import { mailAttachments, mailOutbox } from '../../db/schema/mail.ts';
import type { Database } from '../../platform/database.ts';
import type { MailAttachment } from './outbox.ts';

/**
 * Sends what the outbox holds. Each batch claims due mails, security mails first (a lease: their
 * next attempt moves 2 minutes ahead and the attempt is counted), sends them, and marks them sent
 * or schedules a retry with backoff. A process that dies between the send and the mark leaves the
 * lease to expire, so the mail is sent again later by any instance: at least once, never lost; and
 * the retry carries the same Message-ID and file name, so receivers and the outbox folder keep one
 * copy (docs/decisions/0087). FOR UPDATE SKIP LOCKED lets several instances share the outbox
 * without sending a mail twice at the same time.
 */

export const MAX_ATTEMPTS = 8;
const LEASE_MS = 2 * 60 * 1000;
export const BATCH = 20;
/** A pass sends batch after batch while the outbox is backed up, up to this many (then lets the app breathe). */
export const MAX_BATCHES_PER_PASS = 25;
const POLL_MS = 1000;

export interface ClaimedMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  template: string;
  attempts: number;
  priority: number;
  createdAt: Date;
  /** Its files, in the order they were queued. */
  attachments: MailAttachment[];
}

export type SendMail = (mail: ClaimedMail) => Promise<void>;

/** Wait before the next attempt after `attempts` failures: 30 s, 1 min, 2 min… at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

/** The domain of the sender's address: the right-hand side of our Message-IDs. */
function senderDomain(mailFrom: string): string {
  return /@([^\s<>@]+?)>?\s*$/.exec(mailFrom)?.[1] ?? 'localhost';
}

/**
 * What names a mail wherever it goes, derived from its outbox row only: the same on every attempt,
 * so a resend after a crash is recognisably the same mail. The creation time keeps them unique
 * when a reset database numbers its mails from 1 again; as the file name's prefix it also sorts
 * the outbox folder by age.
 */
export function mailIdentity(mail: Pick<ClaimedMail, 'id' | 'template' | 'createdAt'>, mailFrom: string) {
  const created = mail.createdAt.getTime();
  return {
    messageId: `<outbox-${mail.id}.${created}@${senderDomain(mailFrom)}>`,
    fileName: `${created}-${mail.id}-${mail.template}.eml`,
  };
}

/** The mail's files as nodemailer takes them: the transport encodes them (base64) into the message. */
function transportAttachments(mail: ClaimedMail) {
  return mail.attachments.length === 0
    ? {}
    : { attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.bytes })) };
}

/**
 * nodemailer and its transport, made when the first mail goes out (decision 0125): ~5 MB of heap and
 * 30 MB resident that a process with nothing to send would otherwise carry. A failed load is tried
 * again with the next mail.
 */
function transportOnFirstMail<T>(make: (mailer: typeof nodemailer) => T): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () =>
    (made ??= import('nodemailer').then(
      (module) => make(module.default),
      (error: unknown) => {
        made = undefined;
        throw error;
      },
    ));
}

/** SMTP when SMTP_URL is set; otherwise each mail becomes an .eml file in DATA_DIR/outbox (the demo works offline). */
export function createMailSender(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>, log: FastifyBaseLogger): SendMail {
  if (config.SMTP_URL) {
    const { SMTP_URL } = config;
    const smtp = transportOnFirstMail((mailer) => mailer.createTransport(SMTP_URL));
    return async (mail) => {
      await (
        await smtp()
      ).sendMail({
        messageId: mailIdentity(mail, config.MAIL_FROM).messageId,
        date: mail.createdAt,
        from: config.MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...transportAttachments(mail),
      });
    };
  }
  const dir = path.join(config.DATA_DIR, 'outbox');
  const files = transportOnFirstMail((mailer) => mailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
  return async (mail) => {
    const { messageId, fileName } = mailIdentity(mail, config.MAIL_FROM);
    const info = await (
      await files()
    ).sendMail({
      messageId,
      date: mail.createdAt,
      from: config.MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      ...transportAttachments(mail),
    });
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, fileName);
    // Written whole, then renamed: a reader never sees half a mail, and a resend replaces the first copy.
    await writeFile(`${file}.tmp`, info.message as Buffer);
    await rename(`${file}.tmp`, file);
    log.info({ mailId: mail.id, template: mail.template, file }, 'mail written to the outbox folder (no SMTP_URL)');
  };
}

/** Claims up to BATCH due mails for this process: the highest priority first, then the longest due. */
async function claimDueMails(db: Database, now: Date): Promise<ClaimedMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(desc(mailOutbox.priority), asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(mailOutbox.id, due))
    .returning({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      template: mailOutbox.template,
      attempts: mailOutbox.attempts,
      priority: mailOutbox.priority,
      createdAt: mailOutbox.createdAt,
    });
  const files =
    claimed.length === 0
      ? []
      : await db
          .select({
            mailId: mailAttachments.mailId,
            filename: mailAttachments.filename,
            contentType: mailAttachments.contentType,
            bytes: mailAttachments.bytes,
          })
          .from(mailAttachments)
          .where(
            inArray(
              mailAttachments.mailId,
              claimed.map((m) => m.id),
            ),
          )
          .orderBy(asc(mailAttachments.id));
  // RETURNING comes back in the table's order, not the claim's: within the batch, too, security mail goes first.
  return claimed
    .map((m) => ({
      ...m,
      attachments: files
        .filter((f) => f.mailId === m.id)
        .map((f) => ({ filename: f.filename, contentType: f.contentType, bytes: f.bytes })),
    }))
    .toSorted((a, b) => b.priority - a.priority || a.id - b.id);
}

/** Sends one claimed batch; returns how many were sent and how many failed. */
async function deliverBatch(db: Database, send: SendMail, log: FastifyBaseLogger, claimed: ClaimedMail[]) {
  let sent = 0;
  let failed = 0;
  for (const mail of claimed) {
    try {
      await send(mail);
      await db.update(mailOutbox).set({ status: 'sent', sentAt: new Date(), lastError: null }).where(eq(mailOutbox.id, mail.id));
      sent++;
    } catch (err) {
      failed++;
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      const giveUp = mail.attempts >= MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set(
          giveUp
            ? { status: 'failed', lastError: message }
            : { lastError: message, nextAttemptAt: new Date(Date.now() + retryDelayMs(mail.attempts)) },
        )
        .where(eq(mailOutbox.id, mail.id));
      log[giveUp ? 'error' : 'warn'](
        { mailId: mail.id, template: mail.template, attempts: mail.attempts, err: message },
        giveUp ? 'mail given up' : 'mail not sent; will retry',
      );
    }
  }
  return { sent, failed };
}

/**
 * One pass over the outbox: batch after batch while every batch comes back full and sent (a
 * backlog drains at the sender's pace, not one batch a second), at most MAX_BATCHES_PER_PASS.
 * A failure ends the pass: a struggling SMTP server is not pressed harder. `more`: the pass
 * stopped at its bound with mails still due. `now` (tests) fixes the clock; else each batch reads it.
 */
export async function deliverDueMails(
  db: Database,
  send: SendMail,
  log: FastifyBaseLogger,
  now?: Date,
): Promise<{ sent: number; failed: number; more: boolean }> {
  let sent = 0;
  let failed = 0;
  for (let batch = 0; batch < MAX_BATCHES_PER_PASS; batch++) {
    const claimed = await claimDueMails(db, now ?? new Date());
    const result = await deliverBatch(db, send, log, claimed);
    sent += result.sent;
    failed += result.failed;
    if (claimed.length < BATCH || result.failed > 0) return { sent, failed, more: false };
  }
  return { sent, failed, more: true };
}

/** Starts the worker when the app is ready and stops it (after the run in progress) when the app closes. */
export function registerMailWorker(app: FastifyInstance, opts: { intervalMs?: number; send?: SendMail } = {}) {
  const intervalMs = opts.intervalMs ?? POLL_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let failing = false;
  const send = opts.send ?? createMailSender(app.config, app.log);

  const tick = () => {
    let more = false;
    running = deliverDueMails(app.db, send, app.log)
      .then((pass) => {
        failing = false;
        more = pass.more;
      })
      .catch((err: unknown) => {
        // The database may be down for a while: say so once, not every second.
        if (!failing) app.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'mail worker cannot reach the outbox');
        failing = true;
      })
      .finally(() => {
        // A backlog is worked through pass after pass; an empty outbox is looked at every intervalMs.
        if (!stopped) timer = setTimeout(tick, more ? 0 : intervalMs).unref();
      });
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(tick, 0).unref();
  });
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
}
