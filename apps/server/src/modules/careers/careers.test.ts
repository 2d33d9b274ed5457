import { CAREER_MESSAGES } from '@suraksha/contracts/admin/content-careers';
import { FORM_MESSAGES } from '@suraksha/contracts/inbound-form-messages';
import { count } from 'drizzle-orm';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { careers } from '../../db/schema/content.ts';
import { careerApplications } from '../../db/schema/forms.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { type Part, multipartPayload, textParts } from '../../test/multipart-payload.ts';
import { HTML_FILE, sampleDoc, sampleDocx, samplePdf, samplePng, sampleZip } from '../../test/sample-files.ts';
import { uploadedFiles } from '../../test/uploaded-files.ts';

let ipCounter = 0;
const freshIp = () => `10.70.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const applicant = {
  name: 'Anita Shrestha',
  email: 'anita@example.com',
  phone: '9851234567',
  cover_letter: 'I have installed CCTV for three years.',
};
const cv = (data: Buffer, filename = 'cv.pdf', contentType = 'application/pdf'): Part => ({ name: 'cv', filename, contentType, data });

describe('careers', () => {
  let t: TestApp;
  const apply = (slug: string, parts: readonly Part[], ip = freshIp()) => {
    const { payload, headers } = multipartPayload(parts);
    return t.app.inject({
      method: 'POST',
      url: `/api/careers/${slug}/applications`,
      headers: { ...apiHeaders, ...headers },
      remoteAddress: ip,
      payload,
    });
  };
  const stored = async () => {
    const [rows] = await t.database.db.select({ n: count() }).from(careerApplications);
    return { rows: rows?.n ?? 0, files: uploadedFiles(t.config.DATA_DIR).length };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const live = new Date(Date.now() - 60_000);
    await t.database.db.insert(careers).values([
      {
        title: 'CCTV Technician',
        slug: 'cctv-technician',
        location: 'Kathmandu',
        employmentType: 'Full time',
        summary: 'Install cameras.',
        description: '<p>Install.</p><script>alert(1)</script><a href="javascript:alert(2)" onclick="x()">apply</a>',
        deadline: '2999-01-31',
        publishedAt: live,
      },
      {
        title: 'Sales Executive',
        slug: 'sales-executive',
        location: 'Pokhara',
        employmentType: 'Full time',
        summary: 'Sell.',
        description: '<p>Sell.</p>',
        deadline: null,
        publishedAt: live,
      },
      {
        title: 'Old Opening',
        slug: 'old-opening',
        location: 'Kathmandu',
        employmentType: 'Part time',
        summary: 'Gone.',
        description: '<p>Gone.</p>',
        deadline: '2020-01-01',
        publishedAt: live,
      },
      {
        title: 'Closed Opening',
        slug: 'closed-opening',
        location: 'Kathmandu',
        employmentType: 'Part time',
        summary: 'Closed.',
        description: '<p>Closed.</p>',
        publishedAt: null,
      },
    ]);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(careerApplications);
    rmSync(path.join(t.config.DATA_DIR, 'uploads'), { recursive: true, force: true });
  });

  it('lists only published positions whose deadline has not passed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/careers', headers: apiHeaders });
    expect(res.json().careers.map((c: { slug: string }) => c.slug)).toEqual(['cctv-technician', 'sales-executive']);
  });

  it('shows one position with its description made inert, a past one as closed, and 404 for a draft', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/careers/cctv-technician', headers: apiHeaders });
    const { description, applications_open } = res.json().career;
    expect(description).toContain('<p>Install.</p>');
    expect(description).not.toMatch(/<script|javascript:|onclick/i);
    expect(applications_open).toBe(true);
    const past = await t.app.inject({ method: 'GET', url: '/api/careers/old-opening', headers: apiHeaders });
    expect(past.statusCode).toBe(200);
    expect(past.json().career).toMatchObject({ slug: 'old-opening', applications_open: false });
    for (const slug of ['closed-opening', 'nope']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/careers/${slug}`, headers: apiHeaders })).statusCode).toBe(404);
    }
  });

  it.each([
    ['a PDF', samplePdf(), 'pdf'],
    ['a DOC', sampleDoc(), 'doc'],
    ['a DOCX', sampleDocx(), 'docx'],
  ])('takes %s CV and keeps the application with status new', async (_case, data, ext) => {
    const res = await apply('cctv-technician', [...textParts(applicant), cv(data, `cv.${ext}`, 'application/octet-stream')]);
    expect(res.statusCode).toBe(200);
    expect(res.json().reference).toMatch(/^J-[2-9A-HJKMNP-Z]{6}$/);
    const [row] = await t.database.db.select().from(careerApplications);
    expect(row).toMatchObject({ status: 'new', name: 'Anita Shrestha', phone: '+9779851234567' });
    expect(uploadedFiles(t.config.DATA_DIR)).toEqual([`careers/${row?.cvFile}`]);
    expect(row?.cvFile).toMatch(new RegExp(`^[0-9a-f-]{36}\\.${ext}$`));
  });

  it.each([
    ['an image', async () => samplePng()],
    ['a plain ZIP named .docx', async () => sampleZip()],
    ['an HTML page named .pdf', async () => HTML_FILE],
  ])('refuses %s as a CV and stores nothing', async (_case, make) => {
    const res = await apply('cctv-technician', [...textParts(applicant), cv(await make(), 'cv.docx')]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ cv: FORM_MESSAGES.cvType });
    expect(await stored()).toEqual({ rows: 0, files: 0 });
  });

  it('needs a CV and the fields, each with its message', async () => {
    const res = await apply('cctv-technician', textParts({ name: '', email: 'x', phone: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({
      name: FORM_MESSAGES.nameRequired,
      email: FORM_MESSAGES.emailInvalid,
      phone: FORM_MESSAGES.phoneRequired,
      cv: FORM_MESSAGES.cvRequired,
    });
  });

  it('answers 413 for a 6 MB CV, 409 past the deadline and 404 for a draft, storing nothing', async () => {
    const big = await apply('cctv-technician', [...textParts(applicant), cv(Buffer.concat([samplePdf(), Buffer.alloc(6 * 1024 * 1024)]))]);
    expect(big.statusCode).toBe(413);
    const closed = await apply('old-opening', [...textParts(applicant), cv(samplePdf())]);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().errorMessage).toBe(CAREER_MESSAGES.closedOn('Old Opening', '1 Jan 2020 · 16 Poush 2076 BS'));
    const draft = await apply('closed-opening', [...textParts(applicant), cv(samplePdf())]);
    expect(draft.statusCode).toBe(404);
    expect(await stored()).toEqual({ rows: 0, files: 0 });
  });
});
