import { NEPAL_ADDRESS_MESSAGES } from '@suraksha/contracts/nepal-address';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { FORM_MESSAGES } from '@suraksha/contracts/inbound-form-messages';
import { dayInNepal } from '@suraksha/domain/nepal-time';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ewasteSubmissions } from '../../db/schema/forms.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { type Part, multipartPayload, textParts } from '../../test/multipart-payload.ts';
import { visitorContext } from '../../test/request-context.ts';
import { HTML_FILE, sampleDocx, samplePdf, samplePng } from '../../test/sample-files.ts';
import { uploadedFiles } from '../../test/uploaded-files.ts';
import { checkEwasteForm, submitEwaste } from './service.ts';

let ipCounter = 0;
const freshIp = () => `10.40.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const valid = {
  name: 'Hari Bahadur Thapa',
  email: 'hari@example.com',
  mobile_number: '+977 984-123-4567',
  state: 'Bagmati (Province 3)',
  city: 'Lalitpur',
  address: 'Jawalakhel, Ward 3',
  landmark: 'Near the zoo gate',
  product_name: 'Hikvision 8-channel DVR',
  serial_number: 'DS-7208-12345',
  purchase_date: '2021-04-15',
  remarks: 'Two old cameras as well.',
};

function post(t: TestApp, parts: readonly Part[], ip = freshIp()) {
  const { payload, headers } = multipartPayload(parts);
  return t.app.inject({ method: 'POST', url: '/api/waste', headers: { ...apiHeaders, ...headers }, remoteAddress: ip, payload });
}

const billingCard = (data: Buffer, filename = 'bill.png', contentType = 'image/png'): Part => ({
  name: 'billing_card',
  filename,
  contentType,
  data,
});

describe('POST /api/waste', () => {
  let t: TestApp;
  const stored = async () => {
    const [rows] = await t.database.db.select({ n: count() }).from(ewasteSubmissions);
    const [mails] = await t.database.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.template, 'ewaste-submission'));
    return { rows: rows?.n ?? 0, mails: mails?.n ?? 0, files: uploadedFiles(t.config.DATA_DIR).length };
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { SHOP_EMAIL: 'shop-inbox@example.com' } });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(ewasteSubmissions);
    await t.database.db.delete(mailOutbox);
    rmSync(path.join(t.config.DATA_DIR, 'uploads'), { recursive: true, force: true });
  });

  it('keeps the submission with its billing card re-encoded under a random name, mails the shop and answers a reference', async () => {
    const png = await samplePng();
    expect(png.includes('sender-secret-exif')).toBe(true);
    const res = await post(t, [...textParts(valid), billingCard(png)]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.reference).toMatch(/^W-[2-9A-HJKMNP-Z]{6}$/);
    expect(body.result).toBe('success');
    expect(body.message).toContain(body.reference);

    const [row] = await t.database.db.select().from(ewasteSubmissions);
    expect(row).toMatchObject({
      reference: body.reference,
      status: 'new',
      name: valid.name,
      mobileNumber: '+9779841234567',
      state: 'Bagmati (Province 3)',
      purchaseDate: '2021-04-15',
      landmark: valid.landmark,
      serialNumber: valid.serial_number,
    });
    expect(row?.billingCardFile).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(uploadedFiles(t.config.DATA_DIR)).toEqual([`ewaste/${row?.billingCardFile}`]);
    const kept = readFileSync(path.join(t.config.DATA_DIR, 'uploads', 'ewaste', row?.billingCardFile ?? ''));
    expect(kept.subarray(1, 4).toString()).toBe('PNG');
    expect(kept.includes('sender-secret-exif')).toBe(false);

    const [mail] = await t.database.db.select().from(mailOutbox);
    expect(mail).toMatchObject({
      to: 'shop-inbox@example.com',
      subject: `E-waste request ${body.reference}: Hikvision 8-channel DVR`,
      html: null,
    });
    expect(mail?.text).toContain('"bill.png"');
  });

  it('keeps district, municipality and ward by their names in the data, and mails them (decision 0119)', async () => {
    const res = await post(t, textParts({ ...valid, district: 'lalitpur', municipality: 'Lalitpur Metropolitan City', ward: '3' }));
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(ewasteSubmissions);
    expect(row).toMatchObject({ state: 'Bagmati (Province 3)', district: 'Lalitpur', municipality: 'Lalitpur Metropolitan City', ward: 3 });
    const [mail] = await t.database.db.select().from(mailOutbox);
    expect(mail?.text).toContain('District: Lalitpur\nMunicipality: Lalitpur Metropolitan City\nWard: 3');
  });

  it('takes the optional fields and the file as optional, and a purchase made today', async () => {
    const res = await post(t, textParts({ ...valid, landmark: '', serial_number: undefined, remarks: ' ', purchase_date: dayInNepal() }));
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(ewasteSubmissions);
    expect(row).toMatchObject({ landmark: null, serialNumber: null, remarks: null, billingCardFile: null });
    expect(await stored()).toEqual({ rows: 1, mails: 1, files: 0 });
  });

  it('accepts a PDF billing card and keeps it as it is', async () => {
    const res = await post(t, [...textParts(valid), billingCard(samplePdf(), 'bill.pdf', 'application/pdf')]);
    expect(res.statusCode).toBe(200);
    const [file] = uploadedFiles(t.config.DATA_DIR);
    expect(file).toMatch(/^ewaste\/[0-9a-f-]{36}\.pdf$/);
    expect(readFileSync(path.join(t.config.DATA_DIR, 'uploads', file ?? ''))).toEqual(samplePdf());
  });

  it('decides the type by the bytes: a PNG sent as a PDF is kept as the PNG it is', async () => {
    const res = await post(t, [...textParts(valid), billingCard(await samplePng(), 'scan.pdf', 'application/pdf')]);
    expect(res.statusCode).toBe(200);
    expect(uploadedFiles(t.config.DATA_DIR)).toEqual([expect.stringMatching(/^ewaste\/[0-9a-f-]{36}\.png$/)]);
  });

  it('never uses the sender’s file name as a path: ../ and NUL bytes end up as a random name', async () => {
    const res = await post(t, [...textParts(valid), billingCard(await samplePng(), '../../../etc/cron.d/x\u0000.png')]);
    expect(res.statusCode).toBe(200);
    expect(uploadedFiles(t.config.DATA_DIR)).toEqual([expect.stringMatching(/^ewaste\/[0-9a-f-]{36}\.png$/)]);
    const [mail] = await t.database.db.select().from(mailOutbox);
    expect(mail?.text).toContain('"x.png"');
    expect(mail?.text).not.toContain('\u0000');
  });

  it.each([
    ['an HTML page renamed .jpg', HTML_FILE, 'photo.jpg', 'image/jpeg'],
    ['a Word document', sampleDocx(), 'bill.png', 'image/png'],
    ['a truncated PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'bill.png', 'image/png'],
  ])('refuses %s as the billing card and stores nothing', async (_case, data, filename, contentType) => {
    const res = await post(t, [...textParts(valid), billingCard(data, filename, contentType)]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      result: 'error',
      errorMessage: 'Please correct the highlighted fields.',
      message: { billing_card: FORM_MESSAGES.billingCardType },
    });
    expect(await stored()).toEqual({ rows: 0, mails: 0, files: 0 });
  });

  it('answers 413 for a 6 MB file and stores nothing', async () => {
    const big = Buffer.concat([await samplePng(), Buffer.alloc(6 * 1024 * 1024)]);
    const res = await post(t, [...textParts(valid), billingCard(big)]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      result: 'error',
      errorMessage: 'The request is too large.',
      message: { billing_card: FORM_MESSAGES.fileTooLarge },
    });
    expect(await stored()).toEqual({ rows: 0, mails: 0, files: 0 });
  });

  it('answers 413 for too many fields and for a second file', async () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ name: `extra${i}`, value: 'x' }));
    expect((await post(t, [...textParts(valid), ...many])).statusCode).toBe(413);
    const png = await samplePng();
    expect((await post(t, [...textParts(valid), billingCard(png), billingCard(png)])).statusCode).toBe(413);
    expect(await stored()).toEqual({ rows: 0, mails: 0, files: 0 });
  });

  it('refuses a file in a field that takes none', async () => {
    const res = await post(t, [
      ...textParts(valid),
      { name: 'remarks', filename: 'a.png', contentType: 'image/png', data: await samplePng() },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ remarks: 'No file is expected here.' });
  });

  it('answers 415 for a JSON body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/waste', headers: apiHeaders, remoteAddress: freshIp(), payload: valid });
    expect(res.statusCode).toBe(415);
    expect(res.json().result).toBe('error');
  });

  it.each([
    [
      'everything missing',
      {},
      {
        name: FORM_MESSAGES.nameRequired,
        email: FORM_MESSAGES.emailRequired,
        state: FORM_MESSAGES.stateRequired,
        mobile_number: FORM_MESSAGES.mobileRequired,
        city: FORM_MESSAGES.cityRequired,
        address: FORM_MESSAGES.addressRequired,
        product_name: FORM_MESSAGES.productNameRequired,
        purchase_date: FORM_MESSAGES.purchaseDateRequired,
      },
    ],
    ['blank fields', { ...valid, name: '  ', city: ' ' }, { name: FORM_MESSAGES.nameRequired, city: FORM_MESSAGES.cityRequired }],
    [
      'oversized fields',
      { ...valid, name: 'N'.repeat(101), landmark: 'L'.repeat(101), serial_number: 'S'.repeat(101), remarks: 'R'.repeat(2001) },
      {
        name: FORM_MESSAGES.nameLong,
        landmark: FORM_MESSAGES.tooLong(100),
        serial_number: FORM_MESSAGES.tooLong(100),
        remarks: FORM_MESSAGES.tooLong(2000),
      },
    ],
    ['a field beyond the byte limit', { ...valid, remarks: 'R'.repeat(30_000) }, { remarks: 'This is too long.' }],
    ['a province that is not one', { ...valid, state: 'Province 8' }, { state: FORM_MESSAGES.stateRequired }],
    ['a district of another province', { ...valid, district: 'Kaski' }, { district: NEPAL_ADDRESS_MESSAGES.district }],
    [
      'a municipality of another district',
      { ...valid, district: 'Lalitpur', municipality: 'Kathmandu Metropolitan City', ward: '4' },
      { municipality: NEPAL_ADDRESS_MESSAGES.municipality },
    ],
    [
      'a ward out of range',
      { ...valid, district: 'Lalitpur', municipality: 'Lalitpur Metropolitan City', ward: '40' },
      { ward: NEPAL_ADDRESS_MESSAGES.ward },
    ],
    ['a foreign mobile number', { ...valid, mobile_number: '+91 98123 45678' }, { mobile_number: FORM_MESSAGES.phoneInvalid }],
    ['a bad e-mail', { ...valid, email: 'hari@' }, { email: FORM_MESSAGES.emailInvalid }],
    ['a purchase date in the future', { ...valid, purchase_date: '2999-01-01' }, { purchase_date: FORM_MESSAGES.purchaseDateFuture }],
    ['a purchase date that is not a date', { ...valid, purchase_date: '2023-02-30' }, { purchase_date: FORM_MESSAGES.purchaseDateInvalid }],
  ])('refuses %s with a message per field, in the form’s order, and stores nothing', async (_case, fields, messages) => {
    const res = await post(t, [...textParts(fields), billingCard(await samplePng())]);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toEqual({ result: 'error', errorMessage: 'Please correct the highlighted fields.', message: messages });
    expect(Object.keys(body.message)).toEqual(Object.keys(messages));
    expect(await stored()).toEqual({ rows: 0, mails: 0, files: 0 });
  });

  it('keeps neither the row, the mail nor the file when the mail cannot be queued', async () => {
    const { values, file } = await checkEwasteForm({
      fields: valid,
      files: { billing_card: { field: 'billing_card', data: await samplePng(), displayName: 'bill.png' } },
    });
    expect(file?.kind).toBe('png');
    // No shop address: the outbox refuses the mail (mail_outbox.to is NOT NULL) after the row and the file are written.
    const broken = submitEwaste(visitorContext(t, { email: null as unknown as string }), { submission: values, billingCard: file });
    await expect(broken).rejects.toThrow();
    expect(await stored()).toEqual({ rows: 0, mails: 0, files: 0 });
  });

  it('accepts 5 submissions a minute from one address; of 50, the rest get 429', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) statuses.push((await post(t, textParts(valid), ip)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
    expect((await stored()).rows).toBe(5);
    expect((await post(t, textParts(valid))).statusCode).toBe(200);
  });

  it('lets a visitor fix typos, but 50 refused attempts a minute end in 429', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) statuses.push((await post(t, textParts({ ...valid, email: 'typo@' }), ip)).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
  });
});
