import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { contactMessages, quoteRequests, supportTickets } from '../../db/schema/forms.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { createUser } from '../../test/factories/accounts.ts';
import { createProduct } from '../../test/factories/catalog.ts';
import { createSignedInStaff } from '../../test/factories/staff.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

// The inbox (issue #17): the six forms in one list with filters and search, the menu's count, one
// item with its fields, customer and attachment (always a download), assign / status / notes audited.

let t: TestApp;
type Headers = Record<string, string>;
let sales: Awaited<ReturnType<typeof createSignedInStaff>>;
let manager: Awaited<ReturnType<typeof createSignedInStaff>>;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  sales = await createSignedInStaff(db(), 'sales');
  manager = await createSignedInStaff(db(), 'manager');
});
afterAll(() => t.close());

const get = (url: string, headers: Headers = sales.headers) => t.app.inject({ url, headers: { ...apiHeaders, ...headers } });
const post = (url: string, payload: object = {}, headers: Headers = sales.headers) =>
  t.app.inject({ method: 'POST', url, headers: { ...apiHeaders, ...headers }, payload });

/** A word no other test's rows carry, to search by. */
const tag = () => `zq${randomBytes(4).toString('hex')}`;

async function quote(word: string, overrides: Partial<typeof quoteRequests.$inferInsert> = {}) {
  const [row] = await db()
    .insert(quoteRequests)
    .values({
      reference: `QR-${word}`.toUpperCase(),
      type: 'Company',
      fullName: `Sita ${word}`,
      emailAddress: `${word}@example.com`,
      phoneNumber: '+9779812345678',
      companyName: 'Himal Traders',
      address: 'Baneshwor, Kathmandu',
      message: `Need 20 CCTV cameras ${word}`,
      ...overrides,
    })
    .returning();
  return row as typeof quoteRequests.$inferSelect;
}

async function contact(word: string, createdAt = new Date()) {
  const [row] = await db()
    .insert(contactMessages)
    .values({
      reference: `CM-${word}`.toUpperCase(),
      name: `Ram ${word}`,
      email: `${word}@example.net`,
      message: `Hello ${word}`,
      createdAt,
    })
    .returning();
  return row as typeof contactMessages.$inferSelect;
}

const auditOf = (action: string, reference: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, reference)))
    .orderBy(desc(auditLog.id));

describe('GET /api/admin/inbox', () => {
  it('lists the forms together, newest first, with the kind, status, read and assignee of each', async () => {
    const word = tag();
    const older = await contact(word, new Date('2026-03-01T05:00:00Z'));
    const newer = await quote(word);
    const res = await get(`/api/admin/inbox?q=${word}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.items.map((i: { reference: string }) => i.reference)).toEqual([newer.reference, older.reference]);
    expect(body.items[0]).toMatchObject({
      kind: 'quote',
      status: 'new',
      name: `Sita ${word}`,
      email: `${word}@example.com`,
      phone: '+9779812345678',
      summary: `Need 20 CCTV cameras ${word}`,
      read: false,
      assignee: null,
    });
    expect(body.items[1]).toMatchObject({ kind: 'contact', phone: null, summary: `Hello ${word}` });
    expect(body.pagination).toEqual({ page: 1, perPage: 25, total: 2, totalPages: 1 });
    expect(body.assignees).toEqual(expect.arrayContaining([{ id: sales.user.id, name: sales.user.name }]));
  });

  it('filters by kind, status, assignee, unread and Nepal days, and searches reference, e-mail, phone and text', async () => {
    const word = tag();
    const a = await quote(word, { status: 'in_progress', assigneeId: sales.user.id, phoneNumber: '+9779841000111' });
    const b = await contact(word, new Date('2026-02-10T18:30:00Z')); // 2026-02-11 00:15 in Nepal
    const refs = async (query: string) =>
      (await get(`/api/admin/inbox?q=${word}&${query}`)).json().items.map((i: { reference: string }) => i.reference);
    expect(await refs('kind=contact')).toEqual([b.reference]);
    expect(await refs('status=in_progress')).toEqual([a.reference]);
    expect(await refs('assignee=me')).toEqual([a.reference]);
    expect(await refs('assignee=none')).toEqual([b.reference]);
    expect(await refs(`assignee=${manager.user.id}`)).toEqual([]);
    expect(await refs('from=2026-02-11&to=2026-02-11')).toEqual([b.reference]);
    expect(await refs('to=2026-02-10')).toEqual([]);
    await db().update(contactMessages).set({ readAt: new Date() }).where(eq(contactMessages.id, b.id));
    expect(await refs('unread=yes')).toEqual([a.reference]);
    const only = async (q: string) =>
      (await get(`/api/admin/inbox?q=${encodeURIComponent(q)}`)).json().items.map((i: { reference: string }) => i.reference);
    expect(await only(a.reference.toLowerCase())).toEqual([a.reference]);
    expect(await only(`${word}@example.net`)).toEqual([b.reference]);
    expect(await only('9841000111')).toContain(a.reference);
    expect(await only('984-1000111')).toContain(a.reference); // as the page shows it
    expect(await only(`cameras ${word}`)).toEqual([a.reference]);
    expect(await only(`%${word}`)).toEqual([]); // a typed % is a letter, not a wildcard
  });

  it('pages 25 at a time across the tables, newest first', async () => {
    const word = tag();
    const at = (minute: number) => new Date(Date.UTC(2026, 4, 1, 6, minute));
    await db()
      .insert(contactMessages)
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          reference: `CM-${word}-${i}`.toUpperCase(),
          name: `Ram ${word}`,
          email: `${word}@example.net`,
          message: 'Hi',
          createdAt: at(i * 2),
        })),
      );
    for (let i = 0; i < 6; i++) await quote(`${word}-${i}`, { createdAt: at(i * 2 + 1), fullName: `Sita ${word}` });
    const first = (await get(`/api/admin/inbox?q=${word}`)).json();
    const second = (await get(`/api/admin/inbox?q=${word}&page=2`)).json();
    expect(first.pagination).toEqual({ page: 1, perPage: 25, total: 26, totalPages: 2 });
    expect(first.items).toHaveLength(25);
    expect(second.items.map((i: { reference: string }) => i.reference)).toEqual([`CM-${word}-0`.toUpperCase()]);
    const times = [...first.items, ...second.items].map((i: { created_at: string }) => i.created_at);
    expect(times).toEqual(times.toSorted().toReversed());
    expect(first.items.filter((i: { kind: string }) => i.kind === 'quote')).toHaveLength(6);
  });

  it('refuses bad filters with the field named', async () => {
    for (const [query, field] of [
      ['kind=order', 'kind'],
      ['status=open', 'status'],
      ['assignee=someone', 'assignee'],
      ['unread=no', 'unread'],
      ['from=2026-13-01', 'from'],
      ['from=2026-02-02&to=2026-02-01', 'to'],
      ['page=0', 'page'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ]) {
      const res = await get(`/api/admin/inbox?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().result).toBe('error');
      expect(Object.keys(res.json().message ?? {}), query).toContain(field);
    }
  });

  it('is not the editor’s or the warehouse’s', async () => {
    for (const role of ['editor', 'warehouse'] as const) {
      const staff = await createSignedInStaff(db(), role);
      expect((await get('/api/admin/inbox', staff.headers)).statusCode).toBe(403);
      expect((await get('/api/admin/inbox/count', staff.headers)).statusCode).toBe(403);
    }
  });
});

describe('GET /api/admin/inbox/count', () => {
  it('counts new items, and open items nobody opened', async () => {
    const before = (await get('/api/admin/inbox/count')).json();
    await quote(tag());
    await contact(tag());
    await quote(tag(), { status: 'closed' });
    const after = (await get('/api/admin/inbox/count')).json();
    expect(after.result).toBe('success');
    expect(after.new - before.new).toBe(2);
    expect(after.unread - before.unread).toBe(2);
  });
});

describe('GET /api/admin/inbox/:kind/:reference', () => {
  it('shows every field as sent and the customer whose e-mail it is, with orders; opening marks it read, audited once', async () => {
    const word = tag();
    const customer = await createUser(db(), { email: `${word}@example.com`, name: 'Sita Customer' });
    const product = await createProduct(db(), {});
    const item = await quote(word, { emailAddress: `${word.toUpperCase()}@Example.com`, productId: product.id });
    const res = await get(`/api/admin/inbox/quote/${item.reference}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json().item;
    expect(detail).toMatchObject({
      kind: 'quote',
      kind_label: 'Quote request',
      reference: item.reference,
      read: true,
      attachment: null,
      thread: [],
    });
    expect(detail.fields).toEqual([
      { label: 'Product', value: product.title },
      { label: 'Customer type', value: 'Company' },
      { label: 'Full name', value: `Sita ${word}` },
      { label: 'E-mail', value: `${word.toUpperCase()}@Example.com` },
      { label: 'Phone', value: '981-2345678' },
      { label: 'Company', value: 'Himal Traders' },
      { label: 'Address', value: 'Baneshwor, Kathmandu' },
      { label: 'Message', value: `Need 20 CCTV cameras ${word}` },
    ]);
    expect(detail.customer).toEqual({ id: customer.id, name: 'Sita Customer', email: customer.email, orders: [] });
    await get(`/api/admin/inbox/quote/${item.reference}`, manager.headers);
    const reads = await auditOf('inbox.read', item.reference);
    expect(reads).toHaveLength(1);
    expect(reads[0]?.actorId).toBe(sales.user.id);
  });

  it('answers 404 for an unknown kind or reference, and a reference of another kind', async () => {
    const item = await quote(tag());
    for (const url of ['/api/admin/inbox/order/QR-1', '/api/admin/inbox/quote/QR-NOPE', `/api/admin/inbox/contact/${item.reference}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ result: 'error', errorMessage: 'There is no such inbox item.' });
    }
  });
});

describe('GET /api/admin/inbox/:kind/:reference/attachment', () => {
  it('serves a ticket’s file as a download with nosniff, HTML inside or not', async () => {
    const word = tag();
    const dir = path.join(t.config.DATA_DIR, 'uploads', 'support-tickets');
    mkdirSync(dir, { recursive: true });
    const html = '<html><script>alert(document.cookie)</script></html>';
    writeFileSync(path.join(dir, `${word}.png`), html);
    const [ticket] = await db()
      .insert(supportTickets)
      .values({
        reference: `ST-${word}`.toUpperCase(),
        name: 'Hari',
        email: `${word}@example.org`,
        phone: '9800000001',
        subject: 'Camera offline',
        message: 'It stopped',
        attachmentFile: `${word}.png`,
      })
      .returning();
    const reference = ticket?.reference as string;
    const detail = (await get(`/api/admin/inbox/support/${reference}`)).json().item;
    expect(detail.attachment).toEqual({
      name: `${reference}.png`,
      url: `/api/admin/inbox/support/${reference}/attachment`,
      preview_url: `/api/admin/inbox/support/${reference}/attachment/preview`,
    });
    const res = await get(detail.attachment.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${reference}.png"`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toBe(html);
    // Named as an image, but HTML inside: never shown as an image, only downloaded.
    const preview = await get(detail.attachment.preview_url);
    expect(preview.statusCode).toBe(415);
    expect(preview.json()).toMatchObject({
      result: 'error',
      errorMessage: 'This file is not an image that can be shown: download it instead.',
    });
    expect(preview.headers['content-type']).toMatch(/^application\/json/);
    const none = await get(`/api/admin/inbox/quote/${(await quote(tag())).reference}/attachment`);
    expect(none.statusCode).toBe(404);
  });
});

describe('GET /api/admin/inbox/:kind/:reference/attachment/preview', () => {
  async function ticketWith(file: string, data: Buffer) {
    const word = tag();
    const dir = path.join(t.config.DATA_DIR, 'uploads', 'support-tickets');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${word}${file}`), data);
    const [ticket] = await db()
      .insert(supportTickets)
      .values({
        reference: `ST-${word}`.toUpperCase(),
        name: 'Hari',
        email: `${word}@example.org`,
        phone: '9800000001',
        subject: 'Camera offline',
        message: 'Photo attached',
        attachmentFile: `${word}${file}`,
      })
      .returning();
    return (await get(`/api/admin/inbox/support/${ticket?.reference}`)).json().item;
  }

  it('shows an image re-encoded to a fresh WebP: same picture, no EXIF, nosniff and a strict type', async () => {
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 200, g: 10, b: 10 } } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Hari, 27.7172 N 85.3240 E' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const item = await ticketWith('.jpg', photo);
    const res = await get(item.attachment.preview_url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${item.reference}-preview.webp"`);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 40, height: 20 });
    expect(meta.exif).toBeUndefined();
    expect(res.rawPayload.includes(Buffer.from('27.7172'))).toBe(false);
  });

  it('offers no preview for a PDF, and refuses one for a file that is not an image whatever its name', async () => {
    const pdf = await ticketWith('.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    expect(pdf.attachment.preview_url).toBeNull();
    expect((await get(`/api/admin/inbox/support/${pdf.reference}/attachment/preview`)).statusCode).toBe(415);
    const broken = await ticketWith(
      '.jpg',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<script>alert(1)</script>')]),
    );
    expect((await get(broken.attachment.preview_url)).statusCode).toBe(415);
    for (const role of ['editor', 'warehouse'] as const) {
      const staff = await createSignedInStaff(db(), role);
      expect((await get(broken.attachment.preview_url, staff.headers)).statusCode).toBe(403);
    }
  });
});

describe('POST /api/admin/inbox/:kind/:reference/{assign,status,notes}', () => {
  it('assigns, moves the status and adds a note: each in the thread with who and audited', async () => {
    const item = await quote(tag());
    const url = `/api/admin/inbox/quote/${item.reference}`;
    const assigned = await post(`${url}/assign`, { assignee_id: sales.user.id }, manager.headers);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({
      message: `Assigned to ${sales.user.name}.`,
      item: { assignee: { id: sales.user.id, name: sales.user.name } },
    });
    const moved = await post(`${url}/status`, { status: 'in_progress' });
    expect(moved.json()).toMatchObject({ message: 'The item is now in progress.', item: { status: 'in_progress' } });
    const noted = await post(`${url}/notes`, { body: '  Called back,\nwants a quote by Friday  ' });
    expect(noted.statusCode, noted.body).toBe(200);
    const thread = noted.json().item.thread;
    expect(thread.map((e: { type: string; by: string; public: boolean }) => [e.type, e.by, e.public])).toEqual([
      ['assign', manager.user.name, false],
      ['status', sales.user.name, false],
      ['note', sales.user.name, false],
    ]);
    expect(thread[2].body).toBe('Called back,\nwants a quote by Friday');
    expect((await auditOf('inbox.assign', item.reference))[0]).toMatchObject({
      actorId: manager.user.id,
      before: { assigneeId: null },
      after: { assigneeId: sales.user.id },
    });
    expect((await auditOf('inbox.status', item.reference))[0]).toMatchObject({
      before: { status: 'new' },
      after: { status: 'in_progress' },
    });
    expect(await auditOf('inbox.note', item.reference)).toHaveLength(1);
    const [stored] = await db().select().from(quoteRequests).where(eq(quoteRequests.id, item.id));
    expect(stored).toMatchObject({ status: 'in_progress', assigneeId: sales.user.id });
    const unassigned = await post(`${url}/assign`, { assignee_id: null });
    expect(unassigned.json()).toMatchObject({ message: 'Nobody is assigned now.', item: { assignee: null } });
  });

  it('refuses bad input with the field named, and changes nothing', async () => {
    const item = await quote(tag());
    const url = `/api/admin/inbox/quote/${item.reference}`;
    const editor = await createSignedInStaff(db(), 'editor');
    const cases: [string, object, number, string | undefined][] = [
      ['assign', { assignee_id: 'x' }, 400, 'assignee_id'],
      ['assign', { assignee_id: editor.user.id }, 400, 'assignee_id'], // an editor cannot answer the inbox
      ['assign', { assignee_id: 999_999_999 }, 400, 'assignee_id'],
      ['status', { status: 'done' }, 400, 'status'],
      ['status', { status: 'new' }, 400, 'status'], // already new
      ['notes', { body: '   ' }, 400, 'body'],
      ['notes', { body: 'x'.repeat(5001) }, 400, 'body'],
    ];
    for (const [action, payload, status, field] of cases) {
      const res = await post(`${url}/${action}`, payload);
      expect(res.statusCode, `${action} ${JSON.stringify(payload).slice(0, 40)}`).toBe(status);
      if (field) expect(Object.keys(res.json().message ?? {})).toContain(field);
    }
    expect((await post('/api/admin/inbox/quote/QR-NOPE/notes', { body: 'hi' })).statusCode).toBe(404);
    const [stored] = await db().select().from(quoteRequests).where(eq(quoteRequests.id, item.id));
    expect(stored).toMatchObject({ status: 'new', assigneeId: null });
    expect((await get(url)).json().item.thread).toEqual([]);
    const editorTry = await post(`${url}/notes`, { body: 'hi' }, editor.headers);
    expect(editorTry.statusCode).toBe(403);
  });
});

describe('POST /api/admin/inbox/:kind/:reference/replies', () => {
  async function ticket(word: string) {
    const [row] = await db()
      .insert(supportTickets)
      .values({
        reference: `ST-${word}`.toUpperCase(),
        name: 'Gita',
        email: `${word}@example.org`,
        phone: '9800000002',
        subject: 'Wrong adapter',
        message: 'Sent the 12V one',
      })
      .returning();
    return row as typeof supportTickets.$inferSelect;
  }

  it('mails the sender through the outbox, keeps the reply in the thread, moves a new item to in progress, audited', async () => {
    const word = tag();
    const item = await ticket(word);
    const res = await post(`/api/admin/inbox/support/${item.reference}/replies`, { body: 'Namaste,\nthe 24V adapter is on its way.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: `Reply queued for ${word}@example.org.`, item: { status: 'in_progress' } });
    const [reply] = res.json().item.thread;
    expect(reply).toMatchObject({ type: 'reply', public: true, by: sales.user.name, body: 'Namaste,\nthe 24V adapter is on its way.' });
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, `${word}@example.org`));
    expect(mail).toMatchObject({
      template: 'inbox-reply',
      subject: `Re: your support ticket ${item.reference}`,
      status: 'pending',
      html: null,
    });
    expect(mail?.text).toContain('Dear Gita,\n\nNamaste,\nthe 24V adapter is on its way.');
    expect(mail?.text).toContain(`Reference: ${item.reference}`);
    const [audited] = await auditOf('inbox.reply', item.reference);
    expect(audited).toMatchObject({
      actorId: sales.user.id,
      after: { status: 'in_progress', mailId: mail?.id, to: `${word}@example.org` },
    });
  });

  it('shows the public replies and the status on the customer’s ticket look-up, never the internal notes', async () => {
    const word = tag();
    const item = await ticket(word);
    await post(`/api/admin/inbox/support/${item.reference}/notes`, { body: 'Customer sounded upset' });
    await post(`/api/admin/inbox/support/${item.reference}/replies`, { body: 'We are sending a new adapter.' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/support-tickets/status',
      headers: apiHeaders,
      remoteAddress: `10.77.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
      payload: { ticket_number: item.reference, email: `${word}@example.org` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ticket).toMatchObject({
      status: 'in_progress',
      statusLabel: 'In progress',
      replies: [{ body: 'We are sending a new adapter.', at: expect.any(String) }],
    });
    expect(res.body).not.toContain('upset');
  });

  it('refuses an empty or too long reply and queues nothing', async () => {
    const word = tag();
    const item = await ticket(word);
    for (const body of [{}, { body: ' \n ' }, { body: 'x'.repeat(5001) }, { body: 42 }]) {
      const res = await post(`/api/admin/inbox/support/${item.reference}/replies`, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 30)).toBe(400);
      expect(Object.keys(res.json().message ?? {})).toContain('body');
    }
    expect((await post('/api/admin/inbox/support/ST-NOPE/replies', { body: 'hi' })).statusCode).toBe(404);
    expect(
      await db()
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, `${word}@example.org`)),
    ).toEqual([]);
  });
});
