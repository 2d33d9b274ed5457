import { FORM_MESSAGES, TICKET_NOT_FOUND } from '@suraksha/contracts/inbound-form-messages';
import { count, eq } from 'drizzle-orm';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { supportTickets } from '../../db/schema/forms.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { type Part, multipartPayload, textParts } from '../../test/multipart-payload.ts';
import { HTML_FILE, samplePdf, samplePng } from '../../test/sample-files.ts';
import { uploadedFiles } from '../../test/uploaded-files.ts';

let ipCounter = 0;
const freshIp = () => `10.60.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const valid = {
  name: 'Bikash Gurung',
  email: 'Bikash@Example.com',
  phone: '9812345678',
  order_number: 'ORD-1001',
  subject: 'Camera offline at night',
  message: 'Camera 3 goes offline every night after 10 pm.',
};

describe('support tickets', () => {
  let t: TestApp;
  const open = (parts: readonly Part[], ip = freshIp()) => {
    const { payload, headers } = multipartPayload(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/support-tickets',
      headers: { ...apiHeaders, ...headers },
      remoteAddress: ip,
      payload,
    });
  };
  const lookUp = (payload: object, ip = freshIp()) =>
    t.app.inject({ method: 'POST', url: '/api/support-tickets/status', headers: apiHeaders, remoteAddress: ip, payload });
  const stored = async () => {
    const [rows] = await t.database.db.select({ n: count() }).from(supportTickets);
    const [mails] = await t.database.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.template, 'support-ticket'));
    return { rows: rows?.n ?? 0, mails: mails?.n ?? 0, files: uploadedFiles(t.config.DATA_DIR).length };
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(supportTickets);
    await t.database.db.delete(mailOutbox);
    rmSync(path.join(t.config.DATA_DIR, 'uploads'), { recursive: true, force: true });
  });

  it('opens a ticket with an attachment and shows its status to whoever has its number and e-mail', async () => {
    const res = await open([
      ...textParts(valid),
      { name: 'attachment', filename: 'screen.png', contentType: 'image/png', data: await samplePng() },
    ]);
    expect(res.statusCode).toBe(200);
    const { reference, message } = res.json();
    expect(reference).toMatch(/^T-[2-9A-HJKMNP-Z]{6}$/);
    expect(message).toContain(reference);
    expect(await stored()).toEqual({ rows: 1, mails: 1, files: 1 });
    expect(uploadedFiles(t.config.DATA_DIR)[0]).toMatch(/^support-tickets\/[0-9a-f-]{36}\.png$/);

    const status = await lookUp({ ticket_number: ` ${reference.toLowerCase()} `, email: 'bikash@example.com' });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({
      result: 'success',
      ticket: {
        ticketNumber: reference,
        subject: valid.subject,
        status: 'new',
        statusLabel: 'Open',
        openedAt: expect.any(String),
        updatedAt: expect.any(String),
        replies: [],
      },
    });
  });

  it('answers a wrong e-mail exactly as an unknown ticket number', async () => {
    const { reference } = (
      await open([...textParts(valid), { name: 'attachment', filename: 'a.pdf', contentType: 'application/pdf', data: samplePdf() }])
    ).json();
    const wrongEmail = await lookUp({ ticket_number: reference, email: 'someone@example.com' });
    const unknown = await lookUp({ ticket_number: 'T-ZZZZZZ', email: 'bikash@example.com' });
    expect(wrongEmail.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(wrongEmail.json()).toEqual({ result: 'error', errorMessage: TICKET_NOT_FOUND });
    expect(unknown.json()).toEqual(wrongEmail.json());
  });

  it('refuses a look-up without its fields, and more than 10 look-ups a minute from one address', async () => {
    const empty = await lookUp({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toEqual({ ticket_number: FORM_MESSAGES.ticketNumberRequired, email: FORM_MESSAGES.emailRequired });
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await lookUp({ ticket_number: `T-AAAAA${i}`, email: 'x@example.com' }, ip)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('refuses an HTML file as the attachment, and missing fields, and stores nothing', async () => {
    const res = await open([
      ...textParts({ ...valid, subject: '', message: 'short' }),
      { name: 'attachment', filename: 'x.jpg', contentType: 'image/jpeg', data: HTML_FILE },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({
      subject: FORM_MESSAGES.subjectRequired,
      message: FORM_MESSAGES.messageShort,
      attachment: FORM_MESSAGES.attachmentType,
    });
    expect(await stored()).toEqual({ rows: 0, mails: 0, files: 0 });
  });

  it('answers 413 for a 6 MB attachment and stores nothing', async () => {
    const res = await open([
      ...textParts(valid),
      {
        name: 'attachment',
        filename: 'big.pdf',
        contentType: 'application/pdf',
        data: Buffer.concat([samplePdf(), Buffer.alloc(6 * 1024 * 1024)]),
      },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toEqual({ attachment: FORM_MESSAGES.fileTooLarge });
    expect(await stored()).toEqual({ rows: 0, mails: 0, files: 0 });
  });

  it('of 50 tickets a minute from one address, opens 5 and answers the rest 429', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) statuses.push((await open(textParts(valid), ip)).statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
  });
});
