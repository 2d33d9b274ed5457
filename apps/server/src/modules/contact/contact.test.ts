import { CONTACT_MESSAGES } from '@suraksha/contracts/contact-messages';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/forms.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import type { Database } from '../../platform/database.ts';
import { visitorContext } from '../../test/request-context.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { submitContactMessage } from './service.ts';

let ipCounter = 0;
const freshIp = () => `10.30.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

function send(t: TestApp, payload: unknown, ip = freshIp()) {
  return t.app.inject({ method: 'POST', url: '/api/contact', headers: apiHeaders, remoteAddress: ip, payload: payload as object });
}

const valid = {
  name: 'Sita Sharma',
  email: 'sita@example.com',
  phone: '+977 980-123-4567',
  subject: 'Quote for 8 cameras',
  message: 'Please call me about an 8-camera setup for our shop in Kalanki.',
};

async function counts(db: Database) {
  const [messages] = await db.select({ n: count() }).from(contactMessages);
  const [mails] = await db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.template, 'contact-message'));
  return { messages: messages?.n ?? 0, mails: mails?.n ?? 0 };
}

describe('POST /api/contact', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SHOP_EMAIL: 'shop-inbox@example.com' } });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(contactMessages);
    await t.database.db.delete(mailOutbox);
  });

  it('keeps the message, queues a mail to the shop and answers with a reference', async () => {
    const ip = freshIp();
    const res = await send(t, valid, ip);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.reference).toMatch(/^C-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
    expect(body).toEqual({
      result: 'success',
      message: `Thank you! We will get back to you soon. Your reference is ${body.reference}.`,
      reference: body.reference,
    });

    const [row] = await t.database.db.select().from(contactMessages);
    expect(row).toMatchObject({
      reference: body.reference,
      status: 'new',
      name: 'Sita Sharma',
      email: 'sita@example.com',
      phone: '+9779801234567',
      subject: 'Quote for 8 cameras',
      message: valid.message,
      ip,
      userId: null,
    });
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'contact-message'));
    expect(mail).toMatchObject({
      to: 'shop-inbox@example.com',
      subject: `Contact message ${body.reference}: Quote for 8 cameras`,
      html: null,
    });
    expect(mail?.text).toContain(valid.message);
    expect(mail?.text).toContain('sita@example.com');
  });

  it('takes phone and subject as optional', async () => {
    const res = await send(t, { name: 'Ram', email: 'ram@example.com', phone: '', subject: '   ', message: 'Do you install in Pokhara?' });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(contactMessages);
    expect(row).toMatchObject({ phone: null, subject: null });
    const landline = await send(t, { ...valid, phone: '061-521234' });
    expect(landline.statusCode).toBe(200);
    const [stored] = await t.database.db
      .select({ phone: contactMessages.phone })
      .from(contactMessages)
      .where(eq(contactMessages.reference, landline.json().reference));
    expect(stored?.phone).toBe('+97761521234');
  });

  it('keeps HTML as the text it is, in the row and in the mail', async () => {
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)> and a <b>bold</b> question';
    const res = await send(t, { ...valid, name: '<b>Hari</b>', subject: '<svg onload=alert(3)>', message: hostile });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(contactMessages);
    expect(row).toMatchObject({ name: '<b>Hari</b>', subject: '<svg onload=alert(3)>', message: hostile });
    const [mail] = await t.database.db.select().from(mailOutbox);
    expect(mail?.html).toBeNull();
    expect(mail?.text).toContain(hostile);
  });

  it('never lets line breaks of the subject into the mail subject', async () => {
    const res = await send(t, { ...valid, subject: 'Hello\r\nBcc: victim@example.com' });
    expect(res.statusCode).toBe(200);
    const [mail] = await t.database.db.select().from(mailOutbox);
    expect(mail?.subject).not.toMatch(/[\r\n]/);
  });

  it.each([
    [
      'everything missing',
      {},
      { name: CONTACT_MESSAGES.nameRequired, email: CONTACT_MESSAGES.emailRequired, message: CONTACT_MESSAGES.messageRequired },
    ],
    [
      'blank fields',
      { name: ' ', email: ' ', message: ' ' },
      { name: CONTACT_MESSAGES.nameRequired, email: CONTACT_MESSAGES.emailRequired, message: CONTACT_MESSAGES.messageRequired },
    ],
    [
      'a one-letter name and a short message',
      { ...valid, name: 'S', message: 'Hi there' },
      { name: CONTACT_MESSAGES.nameShort, message: CONTACT_MESSAGES.messageShort },
    ],
    [
      'oversized fields',
      { ...valid, name: 'N'.repeat(101), subject: 'S'.repeat(151), message: 'M'.repeat(5001) },
      { name: CONTACT_MESSAGES.nameLong, subject: CONTACT_MESSAGES.subjectLong, message: CONTACT_MESSAGES.messageLong },
    ],
    ['a bad e-mail', { ...valid, email: 'sita@' }, { email: CONTACT_MESSAGES.emailInvalid }],
    ['a too long e-mail', { ...valid, email: `${'a'.repeat(250)}@example.com` }, { email: CONTACT_MESSAGES.emailLong }],
    ['a foreign phone', { ...valid, phone: '+91 98123 45678' }, { phone: CONTACT_MESSAGES.phoneInvalid }],
    ['a phone that is not one', { ...valid, phone: 'call me' }, { phone: CONTACT_MESSAGES.phoneInvalid }],
    ['a 10,000-character phone', { ...valid, phone: '9'.repeat(10_000) }, { phone: CONTACT_MESSAGES.phoneInvalid }],
    [
      'numbers instead of text',
      { ...valid, name: 42, message: 1234567890123 },
      { name: CONTACT_MESSAGES.nameRequired, message: CONTACT_MESSAGES.messageRequired },
    ],
  ])('refuses %s with a message per field and stores nothing', async (_case, payload, fields) => {
    const res = await send(t, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ result: 'error', errorMessage: 'Please correct the highlighted fields.', message: fields });
    expect(await counts(t.database.db)).toEqual({ messages: 0, mails: 0 });
  });

  it('accepts 5 messages a minute from one address, then answers 429 and stores nothing more', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await send(t, valid, ip)).statusCode).toBe(200);
    const refused = await send(t, valid, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ result: 'error', errorMessage: 'Too many requests. Please wait a moment and try again.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await counts(t.database.db)).toEqual({ messages: 5, mails: 5 });
    // Another address is not affected.
    expect((await send(t, valid)).statusCode).toBe(200);
  });

  it('does not count rejected submissions against the limit', async () => {
    const ip = freshIp();
    for (let i = 0; i < 8; i++) expect((await send(t, { ...valid, email: 'typo@' }, ip)).statusCode).toBe(400);
    expect((await send(t, valid, ip)).statusCode).toBe(200);
  });
});

describe('submitContactMessage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const submission = { name: 'Sita', email: 'sita@example.com', phone: undefined, subject: undefined, message: 'A question about NVRs.' };

  it('draws another reference when the first is already taken', async () => {
    const first = await submitContactMessage(visitorContext(t), submission, () => 'C-AAAAAA');
    expect(first.reference).toBe('C-AAAAAA');
    const draws = ['C-AAAAAA', 'C-BBBBBB'];
    const second = await submitContactMessage(visitorContext(t), submission, () => draws.shift() ?? 'C-CCCCCC');
    expect(second.reference).toBe('C-BBBBBB');
    // The failed first draw left nothing behind: one row and one mail per accepted message.
    expect(await counts(t.database.db)).toEqual({ messages: 2, mails: 2 });
  });

  it('keeps neither the message nor the mail when the mail cannot be queued', async () => {
    const before = await counts(t.database.db);
    // No shop address: the outbox refuses the mail (mail_outbox.to is NOT NULL) after the message row is written.
    const broken = submitContactMessage(visitorContext(t, { email: null as unknown as string }), submission);
    await expect(broken).rejects.toThrow();
    expect(await counts(t.database.db)).toEqual(before);
  });
});
