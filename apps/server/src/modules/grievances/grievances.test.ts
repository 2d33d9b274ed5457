import { FORM_MESSAGES } from '@suraksha/contracts/inbound-form-messages';
import { GRIEVANCE_MESSAGES } from '@suraksha/contracts/grievance-messages';
import { dayInNepal, readableDate } from '@suraksha/domain/nepal-time';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { grievances } from '../../db/schema/forms.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { createSignedInStaff } from '../../test/factories/staff.ts';
import { type Part, multipartPayload, textParts } from '../../test/multipart-payload.ts';
import { HTML_FILE, samplePdf } from '../../test/sample-files.ts';
import { visitorContext } from '../../test/request-context.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkGrievanceForm, fileGrievance } from './service.ts';

// Complaints to the grievance officer (decision 0128): the form, its due date and acknowledgement,
// the register in the inbox with overdue ones flagged, the answer mailed and audited, and who may do what.

let t: TestApp;
let sales: Awaited<ReturnType<typeof createSignedInStaff>>;
let editor: Awaited<ReturnType<typeof createSignedInStaff>>;
const db = () => t.database.db;
const DAY = 24 * 60 * 60 * 1000;

let ipCounter = 0;
const freshIp = () => `10.71.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp();
  sales = await createSignedInStaff(db(), 'sales');
  editor = await createSignedInStaff(db(), 'editor');
});
afterAll(() => t.close());

const valid = {
  name: 'Anita Shrestha',
  phone: '980-1234567',
  email: 'anita@example.com',
  order_number: 'SRK-1001',
  category: 'delivery',
  description: 'The NVR I ordered two weeks ago has still not been delivered to Lalitpur.',
};

const file = (parts: readonly Part[], ip = freshIp()) => {
  const { payload, headers } = multipartPayload(parts);
  return t.app.inject({ method: 'POST', url: '/api/grievances', headers: { ...apiHeaders, ...headers }, remoteAddress: ip, payload });
};
type Headers = Record<string, string>;
const get = (url: string, headers: Headers = sales.headers) => t.app.inject({ url, headers: { ...apiHeaders, ...headers } });
const post = (url: string, payload: object = {}, headers: Headers = sales.headers) =>
  t.app.inject({ method: 'POST', url, headers: { ...apiHeaders, ...headers }, payload });

/** A complaint as if it arrived `daysAgo` days ago (its due time moved with it, as the service sets it). */
async function seedGrievance(reference: string, daysAgo: number) {
  const receivedAt = new Date(Date.now() - daysAgo * DAY);
  await db()
    .insert(grievances)
    .values({
      reference,
      name: `Ram ${reference}`,
      email: `${reference.toLowerCase()}@example.com`,
      phone: '+9779812345678',
      category: 'refund_return',
      description: `A refund that never came ${reference}`,
      createdAt: receivedAt,
      dueAt: new Date(receivedAt.getTime() + 7 * DAY),
    });
}

describe('POST /api/grievances', () => {
  it('registers a complaint with a GRV reference due seven days later, and mails the officer and the complainant', async () => {
    const before = Date.now();
    const res = await file([
      ...textParts(valid),
      { name: 'attachment', filename: 'receipt.pdf', contentType: 'application/pdf', data: samplePdf() },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.reference).toMatch(/^GRV-[2-9A-HJKMNP-Z]{6}$/);
    expect(body.message).toContain(body.reference);
    const receivedAt = new Date(body.received_at).getTime();
    expect(receivedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(body.due_at).getTime() - receivedAt).toBe(7 * DAY);

    const [row] = await db().select().from(grievances).where(eq(grievances.reference, body.reference));
    expect(row).toMatchObject({ phone: '+9779801234567', category: 'delivery', orderNumber: 'SRK-1001', status: 'new', answeredAt: null });
    expect(row?.dueAt.toISOString()).toBe(body.due_at);
    expect(row?.attachmentFile).toMatch(/^[0-9a-f-]{36}\.pdf$/);

    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.template, ['grievance', 'grievance-acknowledgement']));
    const toOfficer = mails.find((m) => m.template === 'grievance' && m.subject.includes(body.reference));
    const receipt = mails.find((m) => m.template === 'grievance-acknowledgement' && m.subject.includes(body.reference));
    expect(toOfficer?.to).toBe('complaints@suraksha.com.np');
    expect(receipt?.to).toBe('anita@example.com');
    // The due day in AD and BS, and who answers: the grievance officer of the settings.
    expect(receipt?.text).toContain(readableDate(dayInNepal(new Date(body.due_at))));
    expect(receipt?.text).toMatch(/ BS/);
    expect(receipt?.text).toContain('Sunita Maharjan');
  });

  it('names every missing field in the form’s order, and never stores anything', async () => {
    const res = await file([{ name: 'order_number', value: '' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({
      name: FORM_MESSAGES.nameRequired,
      phone: FORM_MESSAGES.phoneRequired,
      email: FORM_MESSAGES.emailRequired,
      category: GRIEVANCE_MESSAGES.categoryRequired,
      description: GRIEVANCE_MESSAGES.descriptionRequired,
    });
    expect(Object.keys(res.json().message)).toEqual(['name', 'phone', 'email', 'category', 'description']);
  });

  it.each([
    ['name', { name: 'A' }, FORM_MESSAGES.nameShort],
    ['phone', { phone: '12345' }, FORM_MESSAGES.phoneInvalid],
    ['email', { email: 'not-an-address' }, FORM_MESSAGES.emailInvalid],
    ['order_number', { order_number: 'X'.repeat(41) }, FORM_MESSAGES.tooLong(40)],
    ['category', { category: 'weather' }, GRIEVANCE_MESSAGES.categoryRequired],
    ['description', { description: 'Too short.' }, GRIEVANCE_MESSAGES.descriptionShort],
    ['description', { description: 'x'.repeat(5001) }, GRIEVANCE_MESSAGES.descriptionLong],
  ])('refuses a bad %s with its own message', async (field, change, message) => {
    const res = await file(textParts({ ...valid, ...change }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ [field]: message });
  });

  it('refuses an attachment that is not an image or a PDF', async () => {
    const res = await file([
      ...textParts(valid),
      { name: 'attachment', filename: 'x.pdf', contentType: 'application/pdf', data: HTML_FILE },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ attachment: FORM_MESSAGES.attachmentType });
  });

  it('rate-limits one address as the other forms do', async () => {
    const ip = freshIp();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await file(textParts(valid), ip)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('fileGrievance with a fixed clock', () => {
  it('sets the due time seven days after the moment received, and the register calls it overdue once that has passed', async () => {
    const receivedAt = new Date('2026-01-05T06:30:00Z');
    const grievance = (await checkGrievanceForm({ fields: { ...valid, email: 'clock@example.com' }, files: {} })).values;
    const filed = await fileGrievance(visitorContext(t), { grievance, attachment: undefined }, receivedAt);
    expect(filed).toMatchObject({ received_at: '2026-01-05T06:30:00.000Z', due_at: '2026-01-12T06:30:00.000Z' });
    const [receipt] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, 'clock@example.com'));
    expect(receipt?.text).toContain('by 12 Jan 2026 · 28 Poush 2082 BS, within 7 days of receiving it');
    const list = await get(`/api/admin/inbox?kind=grievance&q=${filed.reference}`);
    expect(list.json().items[0].deadline).toEqual({ due_at: '2026-01-12T06:30:00.000Z', answered_at: null, overdue: true });
  });
});

describe('the acknowledgement mail, in the complaint’s language (decision 0129)', () => {
  const receivedAt = new Date('2026-01-05T06:30:00Z');
  const receiptTo = async (email: string, language: 'en' | 'ne') => {
    const grievance = (await checkGrievanceForm({ fields: { ...valid, email }, files: {} })).values;
    const filed = await fileGrievance({ ...visitorContext(t), language }, { grievance, attachment: undefined }, receivedAt);
    const [receipt] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, email));
    return { reference: filed.reference, subject: receipt?.subject, lines: receipt?.text.split('\n') };
  };

  it('reads as it always has in English', async () => {
    const { reference, subject, lines } = await receiptTo('english@example.com', 'en');
    expect(subject).toBe(`Your complaint ${reference} is registered`);
    expect(lines?.slice(0, 4)).toEqual([
      'Dear Anita Shrestha,',
      '',
      `We have registered your complaint (Delivery) under the reference ${reference}.`,
      'Our grievance officer will answer you by e-mail by 12 Jan 2026 · 28 Poush 2082 BS, within 7 days of receiving it.',
    ]);
  });

  it('is written in Nepali for a complaint filed on the Nepali site, the dates and the officer unchanged', async () => {
    const { reference, subject, lines } = await receiptTo('nepali@example.com', 'ne');
    expect(subject).toBe(`तपाईंको गुनासो ${reference} दर्ता भयो`);
    expect(lines?.slice(0, 4)).toEqual([
      'आदरणीय Anita Shrestha,',
      '',
      `हामीले तपाईंको गुनासो (डेलिभरी) ${reference} सन्दर्भ नम्बरमा दर्ता गरेका छौं।`,
      'हाम्रा गुनासो सुन्ने अधिकारीले 12 Jan 2026 · 28 Poush 2082 BS सम्म, गुनासो पाएको 7 दिनभित्र, तपाईंलाई इमेलबाट जवाफ दिनुहुनेछ।',
    ]);
    expect(lines?.join('\n')).toContain('गुनासो सुन्ने अधिकारी: Sunita Maharjan');
  });
});

describe('the grievance register in the inbox', () => {
  it('lists complaints with their due date, flags the unanswered ones past it, and filters and sorts by it', async () => {
    await seedGrievance('GRV-OLD222', 10);
    await seedGrievance('GRV-NEW333', 1);
    const list = await get('/api/admin/inbox?kind=grievance&q=GRV-');
    expect(list.statusCode).toBe(200);
    const byRef = Object.fromEntries(list.json().items.map((i: { reference: string }) => [i.reference, i]));
    expect(byRef['GRV-OLD222'].deadline).toMatchObject({ overdue: true, answered_at: null });
    expect(byRef['GRV-NEW333'].deadline).toMatchObject({ overdue: false, answered_at: null });
    expect(byRef['GRV-NEW333'].kind).toBe('grievance');

    const overdue = await get('/api/admin/inbox?overdue=yes');
    expect(overdue.json().items.map((i: { reference: string }) => i.reference)).toContain('GRV-OLD222');
    expect(overdue.json().items.every((i: { deadline: { overdue: boolean } | null }) => i.deadline?.overdue === true)).toBe(true);

    const due = await get('/api/admin/inbox?sort=due&q=GRV-');
    const refs = due.json().items.map((i: { reference: string }) => i.reference);
    expect(refs.indexOf('GRV-OLD222')).toBeLessThan(refs.indexOf('GRV-NEW333'));

    expect((await get('/api/admin/inbox?sort=oldest')).statusCode).toBe(400);
  });

  it('records the first reply as the answer (mailed, audited, no longer overdue); closing waits for it', async () => {
    await seedGrievance('GRV-ANS444', 9);
    const url = '/api/admin/inbox/grievance/GRV-ANS444';
    const early = await post(`${url}/status`, { status: 'closed' });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toEqual({ status: GRIEVANCE_MESSAGES.closeUnanswered });

    const reply = await post(`${url}/replies`, { body: 'We have refunded Rs 4,500.00 to your wallet today.' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().item.deadline).toMatchObject({ overdue: false, answered_at: expect.any(String) });
    const [row] = await db().select().from(grievances).where(eq(grievances.reference, 'GRV-ANS444'));
    expect(row).toMatchObject({ answer: 'We have refunded Rs 4,500.00 to your wallet today.', answeredBy: sales.user.id });
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, 'grv-ans444@example.com'));
    expect(mail?.text).toContain('We have refunded Rs 4,500.00');
    const [audited] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'inbox.reply'), eq(auditLog.entityId, 'GRV-ANS444')))
      .orderBy(desc(auditLog.id));
    expect(audited?.after).toMatchObject({ answeredAt: expect.any(String) });

    // A second reply is kept in the thread; the answer on record stays the first.
    await post(`${url}/replies`, { body: 'A follow-up.' });
    const [again] = await db().select().from(grievances).where(eq(grievances.reference, 'GRV-ANS444'));
    expect(again?.answeredAt?.toISOString()).toBe(row?.answeredAt?.toISOString());

    const closed = await post(`${url}/status`, { status: 'closed' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().item.status).toBe('closed');
    const detail = await get(url);
    expect(detail.json().item.fields).toContainEqual({ label: 'About', value: 'Refund or return' });
    expect(detail.json().item.fields).toContainEqual({ label: 'Answer', value: 'We have refunded Rs 4,500.00 to your wallet today.' });
  });

  it('refuses staff without the inbox permission and callers with no session', async () => {
    await seedGrievance('GRV-PRM555', 2);
    expect((await get('/api/admin/inbox?kind=grievance', editor.headers)).statusCode).toBe(403);
    expect((await post('/api/admin/inbox/grievance/GRV-PRM555/replies', { body: 'Hi' }, editor.headers)).statusCode).toBe(403);
    expect((await get('/api/admin/inbox/grievance/GRV-PRM555', {})).statusCode).toBe(401);
    expect(
      (await post('/api/admin/inbox/grievance/GRV-PRM555/replies', { body: 'Hi' }, { origin: 'http://localhost:3000' })).statusCode,
    ).toBe(401);
    const [row] = await db().select().from(grievances).where(eq(grievances.reference, 'GRV-PRM555'));
    expect(row?.answeredAt).toBeNull();
  });
});
