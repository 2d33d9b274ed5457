import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.ts';
import type { Database } from '../../platform/database.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { MAX_ATTEMPTS, createMailSender, deliverDueMails, mailIdentity, retryDelayMs, type SendMail } from './mail-worker.ts';
import { MAIL_ATTACHMENTS_MAX_BYTES, enqueueMail } from './outbox.ts';

let t: TestApp;
let db: Database;
const log = pino({ level: 'silent' });
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

let n = 0;
const mail = () => ({
  to: `someone-${++n}@example.com`,
  subject: 'Hello',
  text: `Your verification code is 12345${n % 10}`,
  template: 'test',
});
/** A mail the app's own worker leaves alone: due only in 30 s, while these tests run the clock ahead. */
async function queuedForLater() {
  const [row] = await db
    .insert(mailOutbox)
    .values({ ...mail(), nextAttemptAt: new Date(Date.now() + 30_000) })
    .returning({ id: mailOutbox.id, text: mailOutbox.text });
  return row as { id: number; text: string };
}
const rowOf = async (id: number) => (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];
/** Only this test's mails: the app's own worker also polls the outbox. */
const onlyIds =
  (ids: number[], send: SendMail): SendMail =>
  async (m) => {
    if (!ids.includes(m.id)) throw new Error('not this test');
    await send(m);
  };

async function waitFor<T>(probe: () => Promise<T | undefined>, ms = 8000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the outbox', () => {
  it('holds a mail only if the transaction that queued it commits', async () => {
    const queued = mail();
    await expect(
      db.transaction(async (tx) => {
        await enqueueMail(tx, queued);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, queued.to))).toEqual([]);
  });

  it('is sent by the worker the app starts: without SMTP, as an .eml file in DATA_DIR/outbox', async () => {
    const queued = mail();
    const id = await enqueueMail(db, queued);
    const sent = await waitFor(async () => ((await rowOf(id))?.status === 'sent' ? rowOf(id) : undefined));
    expect(sent?.sentAt).toBeInstanceOf(Date);
    const dir = path.join(t.config.DATA_DIR, 'outbox');
    const file = readdirSync(dir).find((f) => f.endsWith(`-${id}-test.eml`));
    expect(file).toBeDefined();
    const eml = readFileSync(path.join(dir, file as string), 'utf8');
    expect(eml).toContain(`To: ${queued.to}`);
    expect(eml).toContain('Subject: Hello');
    expect(eml).toContain(queued.text);
    expect(eml).toMatch(/From: Suraksha <no-reply@suraksha\.com\.np>/);
  });
});

describe('attachments', () => {
  const pdf = Buffer.from('%PDF-1.3\nquote for the test\n%%EOF\n');

  it('ride with their mail: the worker hands them to the transport, and the outbox folder’s .eml carries them', async () => {
    const queued = mail();
    const id = await enqueueMail(db, {
      ...queued,
      template: 'test-attach',
      attachments: [{ filename: 'Q-2026-000001 v1.pdf', contentType: 'application/pdf', bytes: pdf }],
    });
    const dir = path.join(t.config.DATA_DIR, 'outbox');
    const file = await waitFor(async () => readdirSync(dir).find((f) => f.endsWith(`-${id}-test-attach.eml`)));
    const eml = readFileSync(path.join(dir, file), 'utf8');
    expect(eml).toMatch(/Content-Type: multipart\/mixed/);
    expect(eml).toMatch(/Content-Type: application\/pdf; name=Q-2026-000001_v1\.pdf/);
    expect(eml).toMatch(/Content-Disposition: attachment; filename=Q-2026-000001_v1\.pdf/);
    expect(eml).toContain(pdf.toString('base64'));
    expect(eml).toContain(queued.text);
  });

  it('are claimed with the mail and given to the sender whole', async () => {
    // Queued and pushed 30 s ahead in one transaction: the app's own worker never sees it due.
    const later = await db.transaction(async (tx) => {
      const id = await enqueueMail(tx, {
        ...mail(),
        attachments: [
          { filename: 'a.pdf', contentType: 'application/pdf', bytes: pdf },
          { filename: 'b.txt', contentType: 'text/plain', bytes: Buffer.from('b') },
        ],
      });
      await tx
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(Date.now() + 30_000) })
        .where(eq(mailOutbox.id, id));
      return id;
    });
    const given: { filename: string; contentType: string; bytes: Buffer }[][] = [];
    await deliverDueMails(
      db,
      onlyIds([later], async (m) => {
        given.push(m.attachments);
      }),
      log,
      new Date(Date.now() + 60_000),
    );
    expect(given).toHaveLength(1);
    expect(given[0]?.map((a) => [a.filename, a.contentType, a.bytes.toString()])).toEqual([
      ['a.pdf', 'application/pdf', pdf.toString()],
      ['b.txt', 'text/plain', 'b'],
    ]);
  });

  it('over the limit are refused with a clear 413 and queue nothing', async () => {
    const queued = mail();
    const big = Buffer.alloc(MAIL_ATTACHMENTS_MAX_BYTES + 1024 * 1024);
    await expect(
      enqueueMail(db, { ...queued, attachments: [{ filename: 'big.pdf', contentType: 'application/pdf', bytes: big }] }),
    ).rejects.toMatchObject({ status: 413, message: "The mail's attachments come to 9.0 MB; a mail can carry at most 8.0 MB." });
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, queued.to))).toEqual([]);
  });
});

describe('deliverDueMails', () => {
  it('retries a failed mail later with growing waits, then gives up', async () => {
    const { id } = await queuedForLater();
    const failing = onlyIds([id], async () => {
      throw new Error('SMTP 451 try later');
    });
    let now = new Date(Date.now() + 60_000);
    await deliverDueMails(db, failing, log, now);
    let row = await rowOf(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP 451 try later' });
    expect((row?.nextAttemptAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(retryDelayMs(1) - 5000);

    // Not due yet: nothing happens.
    expect(await deliverDueMails(db, failing, log, new Date(Date.now() + 1000))).toEqual({ sent: 0, failed: 0, more: false });

    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      now = new Date((row?.nextAttemptAt.getTime() ?? 0) + 1000);
      await deliverDueMails(db, failing, log, now);
      row = await rowOf(id);
    }
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
  });

  it('sends again a mail whose sender died mid-send, once its lease is over (never lost)', async () => {
    const { id } = await queuedForLater();
    const later = Date.now() + 120_000;
    // The first sender never finishes (the process died).
    void deliverDueMails(
      db,
      onlyIds([id], () => new Promise<void>(() => {})),
      log,
      new Date(later),
    );
    await waitFor(async () => ((await rowOf(id))?.attempts === 1 ? true : undefined));
    const delivered: number[] = [];
    const recording = onlyIds([id], async (m) => {
      delivered.push(m.id);
    });
    await deliverDueMails(db, recording, log, new Date(later + 60_000));
    expect(delivered).toEqual([]);
    await deliverDueMails(db, recording, log, new Date(later + 3 * 60_000));
    expect(delivered).toEqual([id]);
    expect((await rowOf(id))?.status).toBe('sent');
  });

  it('a mail sent but not marked sent (the process died in between) is sent again as the same mail: one file, one Message-ID', async () => {
    const { id } = await queuedForLater();
    const dir = path.join(t.config.DATA_DIR, 'outbox');
    const filesOf = () => readdirSync(dir).filter((f) => f.endsWith(`-${id}-test.eml`));
    const messageIdIn = (file: string) => /^Message-ID: (.+)$/m.exec(readFileSync(path.join(dir, file), 'utf8'))?.[1];
    const writeEml = createMailSender({ SMTP_URL: undefined, MAIL_FROM: t.config.MAIL_FROM, DATA_DIR: t.config.DATA_DIR }, log);
    const later = Date.now() + 120_000;
    // The first run writes the mail, then dies before it can mark the mail sent.
    void deliverDueMails(
      db,
      onlyIds([id], async (m) => {
        await writeEml(m);
        await new Promise<void>(() => {});
      }),
      log,
      new Date(later),
    );
    await waitFor(async () => (filesOf().length > 0 ? true : undefined));
    const [firstFile] = filesOf();
    const firstMessageId = messageIdIn(firstFile as string);

    // Another run, once the lease is over, sends it again.
    await deliverDueMails(db, onlyIds([id], writeEml), log, new Date(later + 3 * 60_000));
    expect((await rowOf(id))?.status).toBe('sent');
    expect(filesOf()).toEqual([firstFile]);
    expect(messageIdIn(firstFile as string)).toBe(firstMessageId);
    expect(firstMessageId).toMatch(new RegExp(`^<outbox-${id}\\.\\d+@suraksha\\.com\\.np>$`));
  });

  it('sends through SMTP when SMTP_URL is set', async () => {
    const received: string[] = [];
    const smtp = net.createServer((socket) => {
      let inData = false;
      let data = '';
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk) => {
        for (const line of chunk.toString().split('\r\n')) {
          if (inData) {
            if (line === '.') {
              inData = false;
              received.push(data);
              socket.write('250 queued\r\n');
            } else data += `${line}\n`;
          } else if (/^EHLO|^HELO/i.test(line)) socket.write('250 test\r\n');
          else if (/^MAIL FROM|^RCPT TO/i.test(line)) socket.write('250 ok\r\n');
          else if (/^DATA/i.test(line)) {
            inData = true;
            socket.write('354 go ahead\r\n');
          } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    try {
      const port = (smtp.address() as net.AddressInfo).port;
      const send = createMailSender(
        { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Suraksha <no-reply@suraksha.com.np>', DATA_DIR: t.config.DATA_DIR },
        log,
      );
      const queued = await queuedForLater();
      await deliverDueMails(db, onlyIds([queued.id], send), log, new Date(Date.now() + 60_000));
      expect((await rowOf(queued.id))?.status).toBe('sent');
      expect(received.join('')).toContain(queued.text);
      // The same Message-ID on every attempt: a receiver keeps one copy of a resent mail.
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, queued.id));
      expect(received.join('')).toContain(
        `Message-ID: ${mailIdentity(row as typeof mailOutbox.$inferSelect, t.config.MAIL_FROM).messageId}`,
      );
    } finally {
      smtp.close();
    }
  });
});
