import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayInNepal, readableDate } from '@suraksha/domain/nepal-time';
import { auditLog } from '../../db/schema/audit.ts';
import { quoteRequests, supportTickets } from '../../db/schema/forms.ts';
import { mailAttachments, mailOutbox } from '../../db/schema/mail.ts';
import { createProduct } from '../../test/factories/catalog.ts';
import { createSignedInStaff } from '../../test/factories/staff.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { validUntilDay } from './quote-service.ts';

// Priced quotes (issue #17, decision 0110): lines from the catalogue priced by the server, a PDF
// mailed to the customer through the outbox, versions, the thread and the audit.

let t: TestApp;
type Headers = Record<string, string>;
let sales: Awaited<ReturnType<typeof createSignedInStaff>>;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  sales = await createSignedInStaff(db(), 'sales');
});
afterAll(() => t.close());

const get = (url: string, headers: Headers = sales.headers) => t.app.inject({ url, headers: { ...apiHeaders, ...headers } });
const post = (url: string, payload: object = {}, headers: Headers = sales.headers) =>
  t.app.inject({ method: 'POST', url, headers: { ...apiHeaders, ...headers }, payload });

const tag = () => `zq${randomBytes(4).toString('hex')}`;

async function quoteRequest(overrides: Partial<typeof quoteRequests.$inferInsert> = {}) {
  const word = tag();
  const [row] = await db()
    .insert(quoteRequests)
    .values({
      reference: `QR-${word}`.toUpperCase(),
      type: 'Company',
      fullName: 'Sita Gurung',
      emailAddress: `${word}@example.com`,
      phoneNumber: '+9779812345678',
      companyName: 'Himal Traders',
      address: 'Baneshwor, Kathmandu',
      message: 'Need 20 CCTV cameras for the warehouse',
      ...overrides,
    })
    .returning();
  return row as typeof quoteRequests.$inferSelect;
}

const quotesUrl = (reference: string, kind = 'quote') => `/api/admin/inbox/${kind}/${reference}/quotes`;
const mailsTo = (to: string) => db().select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.id);
const filesOf = (mailId: number) => db().select().from(mailAttachments).where(eq(mailAttachments.mailId, mailId));

describe('POST /api/admin/inbox/quote/:reference/quotes', () => {
  it('prices the lines on the server, mails the PDF to the customer, keeps it in the thread, moves the request to in progress, audited', async () => {
    const camera = await createProduct(db(), {
      title: 'Hikvision 4MP Dome Camera',
      sku: `HKD-${randomBytes(3).toString('hex')}`,
      pricePaisa: 4500_00,
    });
    const nvr = await createProduct(db(), {
      title: 'Dahua 8-channel NVR',
      sku: `DHN-${randomBytes(3).toString('hex')}`,
      pricePaisa: 0,
      onRequest: true,
    });
    const request = await quoteRequest();
    const res = await post(quotesUrl(request.reference), {
      lines: [
        { product_id: camera.id, quantity: 20, unit_price: 4250.5 },
        { product_id: nvr.id, quantity: 1, unit_price: '18,999.99' },
      ],
      valid_days: 15,
      note: 'Installation in Baneshwor included.',
      // A client's totals are not read: the server computes its own.
      total: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const number = `Q-${dayInNepal().slice(0, 4)}-${String(request.id).padStart(6, '0')}`;
    const validUntil = validUntilDay(new Date(), 15);
    expect(res.json().message).toBe(`Quote ${number} (version 1) queued for ${request.emailAddress} with its PDF.`);
    const { item } = res.json();
    expect(item.status).toBe('in_progress');
    // 20 × 4,250.50 = 85,010.00; + 18,999.99 = 1,04,009.99
    expect(item.quotes).toEqual([
      expect.objectContaining({
        number,
        version: 1,
        total: 104009.99,
        valid_until: validUntil,
        note: 'Installation in Baneshwor included.',
        by: sales.user.name,
        lines: [
          { title: camera.title, sku: camera.sku, quantity: 20, unit_price: 4250.5, amount: 85010 },
          { title: nvr.title, sku: nvr.sku, quantity: 1, unit_price: 18999.99, amount: 18999.99 },
        ],
        pdf: { name: `${number}-v1.pdf`, url: `/api/admin/inbox/quote/${request.reference}/quotes/1/pdf` },
      }),
    ]);
    const reply = item.thread.find((e: { type: string }) => e.type === 'reply');
    expect(reply).toMatchObject({
      public: true,
      by: sales.user.name,
      attachment: { name: `${number}-v1.pdf`, url: `/api/admin/inbox/quote/${request.reference}/quotes/1/pdf` },
    });
    expect(reply.body).toContain(`Quote ${number} (version 1) sent: 2 lines, total Rs 1,04,009.99`);

    // The mail carries the PDF, queued with the quote.
    const [mail] = await mailsTo(request.emailAddress);
    expect(mail).toMatchObject({
      template: 'inbox-quote',
      subject: `Your quote ${number} from Suraksha, for request ${request.reference}`,
    });
    expect(mail?.text).toContain('Dear Sita Gurung,');
    expect(mail?.text).toContain('Total: Rs 1,04,009.99');
    const [file] = await filesOf(mail?.id as number);
    expect(file).toMatchObject({ filename: `${number}-v1.pdf`, contentType: 'application/pdf' });
    const text = pdfText(file?.bytes as Buffer);
    for (const shown of [
      'QUOTATION',
      'Suraksha',
      `Quote No.: ${number}`,
      `Your request: ${request.reference}`,
      'Sita Gurung',
      'Himal Traders',
      `E-mail: ${request.emailAddress}`,
      'Phone: 981-2345678',
      camera.title,
      camera.sku,
      'Rs 4,250.50',
      'Rs 85,010.00',
      nvr.title,
      'Rs 18,999.99',
      'Total',
      'Rs 1,04,009.99',
      'Installation in Baneshwor included.',
    ]) {
      expect(text, shown).toContain(shown);
    }
    expect(text).toContain(`Valid until: ${readableDate(validUntil)}`);
    expect(text).toMatch(/Valid until: \d{1,2} \w{3} \d{4} · \d{1,2} [A-Z][a-z]+ \d{4} BS/);

    // Staff download exactly what was mailed.
    const pdf = await get(`/api/admin/inbox/quote/${request.reference}/quotes/1/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${number}-v1.pdf"`);
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect(pdf.rawPayload.equals(file?.bytes as Buffer)).toBe(true);

    const [audited] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'inbox.quote'), eq(auditLog.entityId, request.reference)))
      .orderBy(desc(auditLog.id));
    expect(audited).toMatchObject({
      actorId: sales.user.id,
      before: { status: 'new' },
      after: { status: 'in_progress', quote: number, version: 1, totalPaisa: 104009_99, mailId: mail?.id },
    });

    // The app's worker hands the PDF to the transport: the outbox folder's .eml carries it.
    const dir = path.join(t.config.DATA_DIR, 'outbox');
    let eml: string | undefined;
    for (let i = 0; i < 80 && !eml; i++) {
      const name = existsSync(dir) ? readdirSync(dir).find((f) => f.endsWith(`-${mail?.id}-inbox-quote.eml`)) : undefined;
      if (name) eml = readFileSync(path.join(dir, name), 'utf8');
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(eml).toContain(`Content-Disposition: attachment; filename=${number}-v1.pdf`);
  });

  it('sends a new version with the same number when the request is quoted again; the thread says which reply carried which PDF', async () => {
    const product = await createProduct(db(), { pricePaisa: 1000_00 });
    const request = await quoteRequest();
    // No note: null and left out alike.
    const body = { lines: [{ product_id: product.id, quantity: 2, unit_price: 1000 }], valid_days: 7, note: null };
    expect((await post(quotesUrl(request.reference), body)).statusCode).toBe(200);
    const res = await post(quotesUrl(request.reference), { ...body, lines: [{ product_id: product.id, quantity: 3, unit_price: 950 }] });
    expect(res.statusCode, res.body).toBe(200);
    const { item } = res.json();
    expect(item.quotes.map((q: { version: number; total: number }) => [q.version, q.total])).toEqual([
      [1, 2000],
      [2, 2850],
    ]);
    expect(item.quotes[0].number).toBe(item.quotes[1].number);
    expect(
      item.thread.filter((e: { attachment: unknown }) => e.attachment).map((e: { attachment: { name: string } }) => e.attachment.name),
    ).toEqual([`${item.quotes[0].number}-v1.pdf`, `${item.quotes[0].number}-v2.pdf`]);
    const mails = await mailsTo(request.emailAddress);
    expect(mails.map((m) => m.subject)).toEqual([
      `Your quote ${item.quotes[0].number} from Suraksha, for request ${request.reference}`,
      `Your quote ${item.quotes[0].number} (revised, version 2) from Suraksha, for request ${request.reference}`,
    ]);
    const v2 = pdfText((await filesOf(mails[1]?.id as number))[0]?.bytes as Buffer);
    expect(v2).toContain('Rs 2,850.00');
    expect(v2).not.toContain('Rs 2,000.00');
  });

  it('refuses bad lines, prices, validity and notes with the field named, and queues nothing', async () => {
    const product = await createProduct(db());
    const inactive = await createProduct(db(), { title: 'Old analogue camera', active: false });
    const request = await quoteRequest();
    const line = { product_id: product.id, quantity: 1, unit_price: 100 };
    const cases: [object, string, string][] = [
      [{ lines: [], valid_days: 15 }, 'lines', 'Add at least one product to the quote.'],
      [{ valid_days: 15 }, 'lines', 'Add at least one product to the quote.'],
      [{ lines: [{ ...line, quantity: 0 }], valid_days: 15 }, 'lines.0.quantity', 'The quantity must be a whole number from 1 to 10,000.'],
      [
        { lines: [{ ...line, quantity: 1.5 }], valid_days: 15 },
        'lines.0.quantity',
        'The quantity must be a whole number from 1 to 10,000.',
      ],
      [
        { lines: [{ ...line, quantity: 10_001 }], valid_days: 15 },
        'lines.0.quantity',
        'The quantity must be a whole number from 1 to 10,000.',
      ],
      [{ lines: [{ ...line, unit_price: 0 }], valid_days: 15 }, 'lines.0.unit_price', 'The unit price must be in rupees'],
      [{ lines: [{ ...line, unit_price: -5 }], valid_days: 15 }, 'lines.0.unit_price', 'The unit price must be in rupees'],
      [{ lines: [{ ...line, unit_price: 12.345 }], valid_days: 15 }, 'lines.0.unit_price', 'The unit price must be in rupees'],
      [{ lines: [{ ...line, unit_price: 'ten' }], valid_days: 15 }, 'lines.0.unit_price', 'The unit price must be in rupees'],
      [{ lines: [{ ...line, unit_price: null }], valid_days: 15 }, 'lines.0.unit_price', 'The unit price must be in rupees'],
      [{ lines: [{ ...line, product_id: 'x' }], valid_days: 15 }, 'lines.0.product_id', 'Choose a product from the catalogue.'],
      [{ lines: [line], valid_days: 0 }, 'valid_days', 'The quote must be valid for 1 to 90 days.'],
      [{ lines: [line], valid_days: 91 }, 'valid_days', 'The quote must be valid for 1 to 90 days.'],
      [{ lines: [line] }, 'valid_days', 'The quote must be valid for 1 to 90 days.'],
      [{ lines: [line], valid_days: 15, note: 'x'.repeat(2001) }, 'note', 'The note must be at most 2,000 characters.'],
      [
        { lines: [{ ...line, product_id: 999_999_999 }], valid_days: 15 },
        'lines.0.product_id',
        'There is no product 999999999 in the catalogue.',
      ],
      [
        { lines: [line, { ...line, product_id: inactive.id }], valid_days: 15 },
        'lines.1.product_id',
        'Old analogue camera is not sold any more (inactive): take it off the quote.',
      ],
      [{ lines: [line, { ...line, quantity: 2 }], valid_days: 15 }, 'lines.1.product_id', `${product.title} is on the quote twice`],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(quotesUrl(request.reference), body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(res.json().result).toBe('error');
      expect(res.json().message?.[field], `${field}: ${res.body}`).toContain(message);
    }
    expect(await mailsTo(request.emailAddress)).toEqual([]);
    const detail = (await get(`/api/admin/inbox/quote/${request.reference}`)).json().item;
    expect(detail.quotes).toEqual([]);
    expect(detail.status).toBe('new');
  });

  it('answers 409 for an item that is not a quote request or a closed request, 404 for an unknown one', async () => {
    const product = await createProduct(db());
    const body = { lines: [{ product_id: product.id, quantity: 1, unit_price: 100 }], valid_days: 15 };
    const word = tag();
    await db()
      .insert(supportTickets)
      .values({
        reference: `ST-${word}`.toUpperCase(),
        name: 'Gita',
        email: `${word}@example.org`,
        phone: '9800000002',
        subject: 'Adapter',
        message: 'Broken',
      });
    const notAQuote = await post(quotesUrl(`ST-${word}`.toUpperCase(), 'support'), body);
    expect(notAQuote.statusCode).toBe(409);
    expect(notAQuote.json()).toMatchObject({ result: 'error', errorMessage: 'Only a quote request can be answered with a priced quote.' });
    const closed = await quoteRequest({ status: 'closed' });
    const refused = await post(quotesUrl(closed.reference), body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessage).toBe('This request is closed: reopen it (status in progress) before sending a quote.');
    expect((await post(quotesUrl('QR-NOSUCH'), body)).statusCode).toBe(404);
    expect((await post(quotesUrl('QR-NOSUCH', 'nonsense'), body)).statusCode).toBe(404);
    expect(await mailsTo(closed.emailAddress)).toEqual([]);
  });

  it('is for sales, managers and the owner; not for the editor or the warehouse', async () => {
    const product = await createProduct(db());
    const body = { lines: [{ product_id: product.id, quantity: 1, unit_price: 100 }], valid_days: 15 };
    const request = await quoteRequest();
    for (const role of ['editor', 'warehouse'] as const) {
      const staff = await createSignedInStaff(db(), role);
      expect((await post(quotesUrl(request.reference), body, staff.headers)).statusCode).toBe(403);
      expect((await get(`/api/admin/inbox/quote/${request.reference}/quotes/1/pdf`, staff.headers)).statusCode).toBe(403);
    }
    for (const role of ['manager', 'owner'] as const) {
      const staff = await createSignedInStaff(db(), role);
      expect((await post(quotesUrl(request.reference), body, staff.headers)).statusCode).toBe(200);
    }
  });
});

describe('GET /api/admin/inbox/:kind/:reference/quotes/:version/pdf', () => {
  it('answers 404 for a version never sent, a version that is not a number, and another kind', async () => {
    const request = await quoteRequest();
    expect((await get(`/api/admin/inbox/quote/${request.reference}/quotes/1/pdf`)).statusCode).toBe(404);
    expect((await get(`/api/admin/inbox/quote/${request.reference}/quotes/x/pdf`)).statusCode).toBe(404);
    expect((await get(`/api/admin/inbox/support/${request.reference}/quotes/1/pdf`)).statusCode).toBe(404);
  });
});
