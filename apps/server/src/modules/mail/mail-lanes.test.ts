import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { verificationCodeMail } from '../accounts/account-mails.ts';
import { BATCH, MAX_BATCHES_PER_PASS, deliverDueMails, type SendMail } from './mail-worker.ts';
import { MAIL_PRIORITY, enqueueMail, mailPriority, outboxRow } from './outbox.ts';

const log = pino({ level: 'silent' });
// A fresh app: this file counts every mail in its outbox.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('security mails go first', () => {
  it('a code mail queued behind 3,000 order mails is the first one sent, and passes drain the backlog in batches', async () => {
    const db = t.database.db;
    // Due in 10 minutes: the app's own worker leaves them alone while the passes below run the clock ahead.
    const due = new Date(Date.now() + 10 * 60_000);
    const orderMail = (n: number) => ({
      to: `buyer-${n}@example.com`,
      subject: `Your order SR-${n}`,
      text: 'Thank you for your order.',
      template: 'order-placed',
    });
    const backlog = 3000;
    await db.insert(mailOutbox).values(Array.from({ length: backlog }, (_, n) => ({ ...outboxRow(orderMail(n)), nextAttemptAt: due })));
    // Then a customer registers: the code mail is queued as registration queues it.
    const codeMailId = await db.transaction(async (tx) => {
      const id = await enqueueMail(tx, verificationCodeMail({ name: 'Sita', email: 'sita@example.com' }, '123456', 'http://shop.test'));
      await tx.update(mailOutbox).set({ nextAttemptAt: due }).where(eq(mailOutbox.id, id));
      return id;
    });

    const sent: number[] = [];
    const recording: SendMail = async (m) => {
      sent.push(m.id);
    };
    const now = new Date(due.getTime() + 1000);
    const perPass = BATCH * MAX_BATCHES_PER_PASS;
    const first = await deliverDueMails(db, recording, log, now);
    expect(sent[0]).toBe(codeMailId);
    expect(first).toEqual({ sent: perPass, failed: 0, more: true });

    let passes = 1;
    for (let pass = first; pass.more; passes++) pass = await deliverDueMails(db, recording, log, now);
    expect(passes).toBe(Math.ceil((backlog + 1) / perPass));
    expect(sent).toHaveLength(backlog + 1);
    expect(new Set(sent).size).toBe(backlog + 1);
    const pending = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.status, 'pending'));
    expect(pending).toEqual([]);
    // A bound, not a measurement: 3,001 sends and marks take ~15 s on PGlite and longer on a busy PostgreSQL.
  }, 120_000);

  it('every mail the accounts module writes is in the security lane; order and shop mails are bulk', () => {
    // Read from the source, so a new account mail (a sign-in notice, say) cannot be added without choosing its lane.
    const source = readFileSync(new URL('../accounts/account-mails.ts', import.meta.url), 'utf8');
    const templates = [...source.matchAll(/template: '([^']+)'/g)].map((m) => m[1] as string);
    expect(templates).toEqual(expect.arrayContaining(['email-verification', 'password-reset', 'google-linked']));
    for (const template of templates) expect([template, mailPriority(template)]).toEqual([template, MAIL_PRIORITY.security]);
    for (const template of ['order-placed', 'order-new', 'order-status', 'contact-message', 'referral-reward']) {
      expect(mailPriority(template)).toBe(MAIL_PRIORITY.bulk);
    }
  });
});
