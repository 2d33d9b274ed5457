import { QUOTE_MESSAGES } from '@suraksha/contracts/quote-request-messages';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { quoteRequests } from '../../db/schema/forms.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import type { Database } from '../../platform/database.ts';
import { createSignedInUser } from '../../test/factories/accounts.ts';
import { createProduct } from '../../test/factories/catalog.ts';
import { visitorContext } from '../../test/request-context.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { submitQuoteRequest } from './service.ts';

let ipCounter = 0;
const freshIp = () => `10.40.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

function send(t: TestApp, payload: unknown, opts: { slug?: string | null; ip?: string; headers?: Record<string, string> } = {}) {
  const { slug = 'hikvision-8mp-bullet', ip = freshIp(), headers = {} } = opts;
  const url = slug === null ? '/api/quote-requests' : `/api/products/${slug}`;
  return t.app.inject({ method: 'POST', url, headers: { ...apiHeaders, ...headers }, remoteAddress: ip, payload: payload as object });
}

const single = {
  type: 'Single',
  full_name: 'Sita Sharma',
  email_address: 'sita@example.com',
  phone_number: '+977 980-123-4567',
  company_name: '',
  address: 'Kalanki, Kathmandu',
  message: 'Please quote 8 of these with installation.',
};
const company = { ...single, type: 'Company', company_name: 'Himal Traders Pvt. Ltd.' };

async function counts(db: Database) {
  const [requests] = await db.select({ n: count() }).from(quoteRequests);
  const [mails] = await db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.template, 'quote-request'));
  return { requests: requests?.n ?? 0, mails: mails?.n ?? 0 };
}

let t: TestApp;
let productId: number;
beforeAll(async () => {
  t = await createTestApp({ env: { SHOP_EMAIL: 'shop-inbox@example.com', PUBLIC_URL: 'https://shop.example.com.np' } });
  productId = (await createProduct(t.database.db, { title: 'Hikvision 8MP Bullet Camera', slug: 'hikvision-8mp-bullet', sku: 'HK-8MP-B' }))
    .id;
  await createProduct(t.database.db, { title: 'Retired Camera', slug: 'retired-camera', active: false });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(quoteRequests);
  await t.database.db.delete(mailOutbox);
});

describe('POST /api/products/{id}: the Request Form', () => {
  it('keeps a Single request with its product, queues a mail to the shop and answers the message', async () => {
    const ip = freshIp();
    const res = await send(t, single, { ip });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.reference).toMatch(/^Q-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
    expect(body).toEqual({
      result: 'success',
      message: `Thank you! Your request has been received and our team will contact you soon. Your reference is ${body.reference}.`,
      reference: body.reference,
    });
    const [row] = await t.database.db.select().from(quoteRequests);
    expect(row).toMatchObject({
      reference: body.reference,
      status: 'new',
      productId,
      userId: null,
      type: 'Single',
      fullName: 'Sita Sharma',
      companyName: null,
      emailAddress: 'sita@example.com',
      phoneNumber: '+9779801234567',
      address: 'Kalanki, Kathmandu',
      message: single.message,
      ip,
    });
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'quote-request'));
    expect(mail).toMatchObject({
      to: 'shop-inbox@example.com',
      subject: `Quote request ${body.reference}: Hikvision 8MP Bullet Camera`,
      html: null,
    });
    expect(mail?.text).toContain('SKU HK-8MP-B');
    expect(mail?.text).toContain('https://shop.example.com.np/products/hikvision-8mp-bullet');
    expect(mail?.text).toContain(single.message);
  });

  it('keeps the company name of a Company, drops it for a Single, and takes the message as optional', async () => {
    expect((await send(t, company)).statusCode).toBe(200);
    expect((await send(t, { ...single, company_name: 'Left over from switching type', message: '' })).statusCode).toBe(200);
    const rows = await t.database.db.select().from(quoteRequests).orderBy(quoteRequests.id);
    expect(rows.map((r) => [r.type, r.companyName, r.message])).toEqual([
      ['Company', 'Himal Traders Pvt. Ltd.', single.message],
      ['Single', null, null],
    ]);
  });

  it('accepts a landline and links a signed-in sender; a stale token sends as a visitor', async () => {
    const me = await createSignedInUser(t.database.db);
    expect((await send(t, { ...single, phone_number: '061-521234' }, { headers: me.auth })).statusCode).toBe(200);
    expect((await send(t, single, { headers: { authorization: `Bearer ${'Z'.repeat(43)}` } })).statusCode).toBe(200);
    const rows = await t.database.db.select().from(quoteRequests).orderBy(quoteRequests.id);
    expect(rows.map((r) => [r.phoneNumber, r.userId])).toEqual([
      ['+97761521234', me.user.id],
      ['+9779801234567', null],
    ]);
  });

  it('keeps HTML as the text it is, in the row and in the mail', async () => {
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const res = await send(t, {
      ...company,
      full_name: '<b>Hari</b>',
      company_name: '<svg onload=alert(3)>',
      address: '<i>Baneshwor</i>',
      message: hostile,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(quoteRequests);
    expect(row).toMatchObject({
      fullName: '<b>Hari</b>',
      companyName: '<svg onload=alert(3)>',
      address: '<i>Baneshwor</i>',
      message: hostile,
    });
    const [mail] = await t.database.db.select().from(mailOutbox);
    expect(mail?.html).toBeNull();
    expect(mail?.text).toContain(hostile);
    expect(mail?.text).toContain('<b>Hari</b>');
  });

  const required = {
    type: QUOTE_MESSAGES.typeRequired,
    full_name: QUOTE_MESSAGES.fullNameRequired,
    email_address: QUOTE_MESSAGES.emailRequired,
    phone_number: QUOTE_MESSAGES.phoneRequired,
    address: QUOTE_MESSAGES.addressRequired,
  };
  it.each([
    ['everything missing', {}, required],
    [
      'a Single with blank fields',
      { type: 'Single', full_name: ' ', email_address: '', phone_number: ' ', address: '  ' },
      { ...required, type: undefined },
    ],
    [
      'a Company with nothing else',
      { type: 'Company' },
      { ...required, type: undefined, company_name: QUOTE_MESSAGES.companyNameRequired },
    ],
    ['a Company without its company name', { ...company, company_name: '   ' }, { company_name: QUOTE_MESSAGES.companyNameRequired }],
    ['an unknown user type', { ...single, type: 'Government' }, { type: QUOTE_MESSAGES.typeRequired }],
    ['a bad e-mail', { ...single, email_address: 'sita@' }, { email_address: QUOTE_MESSAGES.emailInvalid }],
    ['a too long e-mail', { ...single, email_address: `${'a'.repeat(250)}@example.com` }, { email_address: QUOTE_MESSAGES.emailLong }],
    ['a foreign phone', { ...single, phone_number: '+91 98123 45678' }, { phone_number: QUOTE_MESSAGES.phoneInvalid }],
    ['a phone that is not one', { ...single, phone_number: 'call me' }, { phone_number: QUOTE_MESSAGES.phoneInvalid }],
    ['a mobile one digit short', { ...single, phone_number: '980123456' }, { phone_number: QUOTE_MESSAGES.phoneInvalid }],
    ['a one-letter name', { ...single, full_name: 'S' }, { full_name: QUOTE_MESSAGES.fullNameShort }],
    [
      'oversized fields',
      { ...company, full_name: 'N'.repeat(101), company_name: 'C'.repeat(151), address: 'A'.repeat(301), message: 'M'.repeat(2001) },
      {
        full_name: QUOTE_MESSAGES.fullNameLong,
        company_name: QUOTE_MESSAGES.companyNameLong,
        address: QUOTE_MESSAGES.addressLong,
        message: QUOTE_MESSAGES.messageLong,
      },
    ],
    [
      'numbers instead of text',
      { ...single, full_name: 42, address: 7 },
      { full_name: QUOTE_MESSAGES.fullNameRequired, address: QUOTE_MESSAGES.addressRequired },
    ],
  ])('refuses %s with a message per field and stores nothing', async (_case, payload, fields) => {
    const res = await send(t, payload);
    expect(res.statusCode).toBe(400);
    const expected = Object.fromEntries(Object.entries(fields).filter(([, message]) => message !== undefined));
    expect(res.json()).toEqual({ result: 'error', errorMessage: 'Please correct the highlighted fields.', message: expected });
    expect(await counts(t.database.db)).toEqual({ requests: 0, mails: 0 });
  });

  it('takes a message of 2000 characters', async () => {
    expect((await send(t, { ...single, message: 'M'.repeat(2000) })).statusCode).toBe(200);
  });

  it('answers a 1 MB message with 413 and stores nothing', async () => {
    const res = await send(t, { ...single, message: 'M'.repeat(1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ result: 'error', errorMessage: 'The request is too large.' });
    expect(await counts(t.database.db)).toEqual({ requests: 0, mails: 0 });
  });

  it('answers 404 for an unknown or retired product and stores nothing', async () => {
    for (const slug of ['no-such-camera', 'retired-camera']) {
      const res = await send(t, single, { slug });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ result: 'error', errorMessage: QUOTE_MESSAGES.productNotFound });
    }
    expect(await counts(t.database.db)).toEqual({ requests: 0, mails: 0 });
  });

  it('accepts 5 requests a minute from one address, then answers 429 and stores nothing more', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await send(t, single, { ip })).statusCode).toBe(200);
    const refused = await send(t, single, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ result: 'error', errorMessage: 'Too many requests. Please wait a moment and try again.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The general form shares the limit: it is the same mail to the same inbox.
    expect((await send(t, single, { ip, slug: null })).statusCode).toBe(429);
    expect(await counts(t.database.db)).toEqual({ requests: 5, mails: 5 });
    expect((await send(t, single)).statusCode).toBe(200);
  });

  it('does not count rejected submissions against the limit', async () => {
    const ip = freshIp();
    for (let i = 0; i < 8; i++) expect((await send(t, { ...single, email_address: 'typo@' }, { ip })).statusCode).toBe(400);
    for (let i = 0; i < 3; i++) expect((await send(t, single, { ip, slug: 'no-such-camera' })).statusCode).toBe(404);
    expect((await send(t, single, { ip })).statusCode).toBe(200);
  });
});

describe('POST /api/quote-requests: a general quote', () => {
  it('keeps the request without a product and says so in the mail', async () => {
    const res = await send(t, company, { slug: null });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(quoteRequests);
    expect(row).toMatchObject({ productId: null, type: 'Company', companyName: 'Himal Traders Pvt. Ltd.' });
    const [mail] = await t.database.db.select().from(mailOutbox);
    expect(mail?.subject).toBe(`Quote request ${res.json().reference}: general quote`);
    expect(mail?.text).toContain('Company: Himal Traders Pvt. Ltd.');
  });

  it('refuses bad input the same way', async () => {
    const res = await send(t, { type: 'Company' }, { slug: null });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().message).toSorted()).toEqual(['address', 'company_name', 'email_address', 'full_name', 'phone_number']);
  });
});

describe('submitQuoteRequest', () => {
  const submission = {
    type: 'Single' as const,
    full_name: 'Sita',
    company_name: undefined,
    email_address: 'sita@example.com',
    phone_number: '9801234567',
    address: 'Kalanki',
    message: undefined,
  };
  const input = { submission, product: null };

  it('draws another reference when the first is already taken', async () => {
    expect((await submitQuoteRequest(visitorContext(t), input, () => 'Q-AAAAAA')).reference).toBe('Q-AAAAAA');
    const draws = ['Q-AAAAAA', 'Q-BBBBBB'];
    const second = await submitQuoteRequest(visitorContext(t), input, () => draws.shift() ?? 'Q-CCCCCC');
    expect(second.reference).toBe('Q-BBBBBB');
    expect(await counts(t.database.db)).toEqual({ requests: 2, mails: 2 });
  });

  it('keeps neither the request nor the mail when the mail cannot be queued', async () => {
    const broken = submitQuoteRequest(visitorContext(t, { email: null as unknown as string }), input);
    await expect(broken).rejects.toThrow();
    expect(await counts(t.database.db)).toEqual({ requests: 0, mails: 0 });
  });
});
