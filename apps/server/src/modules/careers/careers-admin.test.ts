import { CONTENT_MESSAGES as C } from '@suraksha/contracts/admin/content';
import { CAREER_MESSAGES as M } from '@suraksha/contracts/admin/content-careers';
import { dayInNepal, nepalDateTimeInput, readableDate } from '@suraksha/domain/nepal-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careers } from '../../db/schema/content.ts';
import { createSignedInStaff } from '../../test/factories/staff.ts';
import { multipartPayload, textParts } from '../../test/multipart-payload.ts';
import { samplePdf } from '../../test/sample-files.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

// Job openings in the back office and their deadlines (issue #17, decision 0109). Caches are on, so
// "leaves /career at once" checks that each write cleared them.

let t: TestApp;
let editor: Record<string, string>;
let sales: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { CATALOG_CACHE_SECONDS: '60' } });
  editor = (await createSignedInStaff(t.database.db, 'editor')).headers;
  sales = (await createSignedInStaff(t.database.db, 'sales')).headers;
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers = editor) =>
  t.app.inject({ method: 'POST', url, headers: { ...apiHeaders, ...headers }, payload });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { ...apiHeaders, ...headers } });
const listed = async () => ((await get('/api/careers')).json().careers as { slug: string }[]).map((c) => c.slug);
/** A Nepal day `days` from today. */
const nepalDay = (days: number) => dayInNepal(new Date(Date.now() + days * 86_400_000));

let ip = 0;
const apply = (slug: string) => {
  const { payload, headers } = multipartPayload([
    ...textParts({ name: 'Anita Shrestha', email: 'anita@example.com', phone: '9851234567' }),
    { name: 'cv', filename: 'cv.pdf', contentType: 'application/pdf', data: samplePdf() },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/careers/${slug}/applications`,
    headers: { ...apiHeaders, ...headers },
    remoteAddress: `10.82.0.${++ip}`,
    payload,
  });
};

const HOSTILE = '<p>Safe text</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">click</a>';
const HOSTILE_SANITISED = '<p>Safe text</p><a rel="noopener noreferrer nofollow">click</a>';

const opening = (over: object = {}) => ({
  title: 'CCTV Technician',
  location: 'Kalanki, Kathmandu',
  employment_type: 'Full-time',
  summary: 'Install cameras across the valley.',
  body: '<p>Two years of <strong>installation</strong> work.</p>',
  deadline: nepalDay(10),
  status: 'published',
  ...over,
});

describe('job openings in the back office', () => {
  it('creates a published opening, audited, shown on /career at once with its deadline counted in days', async () => {
    const res = await post('/api/admin/content/careers', opening());
    expect(res.statusCode, res.body).toBe(200);
    const { career, message } = res.json();
    expect(message).toBe(C.savedAs('CCTV Technician', 'published'));
    expect(career).toMatchObject({ slug: 'cctv-technician', employment_type: 'Full-time', days_to_deadline: 10, closed: false });
    expect(career.history).toMatchObject([{ action: 'career.create', status: 'published' }]);
    expect(await listed()).toContain('cctv-technician');
    const page = (await get('/api/careers/cctv-technician')).json().career;
    expect(page).toMatchObject({ applications_open: true, description: '<p>Two years of <strong>installation</strong> work.</p>' });
  });

  it('takes applications the day before and on the deadline day, and refuses them the day after (Nepal days)', async () => {
    const cases = [
      ['day-before', nepalDay(1), 1],
      ['on-the-day', nepalDay(0), 0],
      ['day-after', nepalDay(-1), -1],
    ] as const;
    for (const [slug, deadline] of cases) {
      expect((await post('/api/admin/content/careers', opening({ title: slug, slug, deadline }))).statusCode).toBe(200);
    }
    const staffRows = (await get('/api/admin/content/careers', editor)).json().careers as {
      slug: string;
      days_to_deadline: number;
      closed: boolean;
    }[];
    for (const [slug, , days] of cases) {
      expect(staffRows.find((c) => c.slug === slug)).toMatchObject({ days_to_deadline: days, closed: days < 0 });
    }
    const onList = await listed();
    expect(onList).toEqual(expect.arrayContaining(['day-before', 'on-the-day']));
    expect(onList).not.toContain('day-after');
    expect((await get('/api/careers/on-the-day')).json().career.applications_open).toBe(true);
    expect((await apply('on-the-day')).statusCode).toBe(200);
    const past = await get('/api/careers/day-after');
    expect(past.statusCode).toBe(200);
    expect(past.json().career.applications_open).toBe(false);
    const refused = await apply('day-after');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ result: 'error', errorMessage: M.closedOn('day-after', readableDate(nepalDay(-1))) });
  });

  it('takes an opening off /career at once when its deadline is moved to yesterday', async () => {
    const id = (await post('/api/admin/content/careers', opening({ title: 'Sales Executive' }))).json().career.id;
    expect(await listed()).toContain('sales-executive');
    const res = await post(`/api/admin/content/careers/${id}`, opening({ title: 'Sales Executive', deadline: nepalDay(-1) }));
    expect(res.json().career).toMatchObject({ closed: true, days_to_deadline: -1 });
    expect(await listed()).not.toContain('sales-executive');
    // No deadline: open for as long as it is published.
    await post(`/api/admin/content/careers/${id}`, opening({ title: 'Sales Executive', deadline: '' }));
    expect(await listed()).toContain('sales-executive');
    expect((await get(`/api/admin/content/careers/${id}`, editor)).json().career).toMatchObject({ deadline: null, days_to_deadline: null });
  });

  it('keeps drafts and scheduled openings off the storefront (404, no applications) until their time', async () => {
    const draft = (await post('/api/admin/content/careers', opening({ title: 'Secret job', status: 'draft' }))).json().career;
    const soon = nepalDateTimeInput(new Date(Date.now() + 60 * 60 * 1000));
    const later = (await post('/api/admin/content/careers', opening({ title: 'Later job', status: 'scheduled', publish_at: soon }))).json()
      .career;
    expect([draft.status, later.status]).toEqual(['draft', 'scheduled']);
    for (const slug of ['secret-job', 'later-job']) {
      expect(await listed()).not.toContain(slug);
      expect((await get(`/api/careers/${slug}`)).statusCode).toBe(404);
      expect((await apply(slug)).statusCode).toBe(404);
    }
    expect((await get(`/api/admin/content/careers/${draft.id}/preview`, editor)).json().career).toMatchObject({ slug: 'secret-job' });
    await t.database.db
      .update(careers)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(careers.id, later.id));
    t.app.catalogueChanges.changed();
    expect(await listed()).toContain('later-job');
  });

  it('stores hostile HTML sanitised and sends it out inert', async () => {
    const res = await post('/api/admin/content/careers', opening({ title: 'Hostile job', body: HOSTILE }));
    expect(res.json().career.body).toBe(HOSTILE_SANITISED);
    const [row] = await t.database.db.select({ d: careers.description }).from(careers).where(eq(careers.slug, 'hostile-job'));
    expect(row?.d).toBe(HOSTILE_SANITISED);
    expect((await get('/api/careers/hostile-job')).json().career.description).toBe(HOSTILE_SANITISED);
  });

  it('refuses bad input with 400, a taken slug with 409, an unknown opening with 404; sales and warehouse get 403', async () => {
    const cases: [object, Record<string, string>][] = [
      [opening({ title: '' }), { title: C.titleRequired }],
      [opening({ location: ' ' }), { location: M.locationRequired }],
      [opening({ employment_type: '' }), { employment_type: M.employmentRequired }],
      [opening({ deadline: '2026-02-30' }), { deadline: M.deadline }],
      [opening({ deadline: 'next week' }), { deadline: M.deadline }],
      [opening({ body: '<p></p>' }), { body: C.bodyRequired }],
      [opening({ status: 'scheduled', publish_at: 'tomorrow' }), { publish_at: C.publishAt }],
    ];
    for (const [body, fields] of cases) {
      const res = await post('/api/admin/content/careers', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ result: 'error', message: fields });
    }
    const taken = await post('/api/admin/content/careers', opening());
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: { slug: M.slugTaken('cctv-technician') } });
    expect((await get('/api/admin/content/careers/424242', editor)).json()).toEqual({ result: 'error', errorMessage: M.notCareer });
    expect((await post('/api/admin/content/careers/abc', opening({ slug: 'x' }))).statusCode).toBe(404);
    expect((await get('/api/admin/content/careers', sales)).statusCode).toBe(403);
    const warehouse = (await createSignedInStaff(t.database.db, 'warehouse')).headers;
    expect((await post('/api/admin/content/careers', opening({ slug: 'nope' }), warehouse)).statusCode).toBe(403);
  });
});
