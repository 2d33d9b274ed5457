import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import type { Database } from '../../platform/database.ts';

/**
 * Sends what the outbox holds. Each run claims a batch of due mails (a lease: their next
 * attempt moves 2 minutes ahead and the attempt is counted), sends them, and marks them sent
 * or schedules a retry with backoff. A process that dies mid-send leaves the lease to expire,
 * so the mail is sent later by any instance: at least once, never lost. FOR UPDATE SKIP LOCKED
 * lets several instances share the outbox without sending a mail twice at the same time.
 */

export const MAX_ATTEMPTS = 8;
const LEASE_MS = 2 * 60 * 1000;
const BATCH = 20;
const POLL_MS = 1000;

export interface ClaimedMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  template: string;
  attempts: number;
}

export type SendMail = (mail: ClaimedMail) => Promise<void>;

/** Wait before the next attempt after `attempts` failures: 30 s, 1 min, 2 min… at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

/** SMTP when SMTP_URL is set; otherwise each mail becomes an .eml file in DATA_DIR/outbox (the demo works offline). */
export function createMailSender(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>, log: FastifyBaseLogger): SendMail {
  if (config.SMTP_URL) {
    const smtp = nodemailer.createTransport(config.SMTP_URL);
    return async (mail) => {
      await smtp.sendMail({
        from: config.MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
      });
    };
  }
  const dir = path.join(config.DATA_DIR, 'outbox');
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (mail) => {
    const info = await files.sendMail({
      from: config.MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
    });
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, `${Date.now()}-${mail.id}-${mail.template}.eml`);
    // Written whole, then renamed: a reader never sees half a mail.
    await writeFile(`${file}.tmp`, info.message as Buffer);
    await rename(`${file}.tmp`, file);
    log.info({ mailId: mail.id, template: mail.template, file }, 'mail written to the outbox folder (no SMTP_URL)');
  };
}

/** Claims up to BATCH due mails for this process. */
async function claimDueMails(db: Database, now: Date): Promise<ClaimedMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
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
    });
}

/** One pass over the outbox; returns how many mails were sent and how many failed this time. */
export async function deliverDueMails(
  db: Database,
  send: SendMail,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<{ sent: number; failed: number }> {
  const claimed = await claimDueMails(db, now);
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

/** Starts the worker when the app is ready and stops it (after the run in progress) when the app closes. */
export function registerMailWorker(app: FastifyInstance, opts: { intervalMs?: number; send?: SendMail } = {}) {
  const intervalMs = opts.intervalMs ?? POLL_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let failing = false;
  const send = opts.send ?? createMailSender(app.config, app.log);

  const tick = () => {
    running = deliverDueMails(app.db, send, app.log)
      .then(() => {
        failing = false;
      })
      .catch((err: unknown) => {
        // The database may be down for a while: say so once, not every second.
        if (!failing) app.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'mail worker cannot reach the outbox');
        failing = true;
      })
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs).unref();
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
