import { mailOutbox } from '../../db/schema/mail.ts';
import type { Database } from '../../platform/database.ts';

/** A mail as the outbox holds it until the worker sends it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  /** What kind of mail, e.g. 'email-verification', 'password-reset'. */
  template: string;
}

/**
 * Queues a mail inside the caller's transaction: it exists exactly when the change that
 * causes it is committed, and the worker (mail-worker.ts) sends it with retries.
 */
export async function enqueueMail(tx: Database, mail: OutgoingMail): Promise<number> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null, template: mail.template })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail not queued');
  return row.id;
}
