import { NEPAL_ADDRESS_MESSAGES } from '@suraksha/contracts/nepal-address';
import { FORM_MESSAGES } from '@suraksha/contracts/inbound-form-messages';
import { dayInNepal } from '@suraksha/domain/nepal-time';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serviceRequests } from '../../db/schema/forms.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { createSignedInUser } from '../../test/factories/accounts.ts';
import { createService } from '../../test/factories/content.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

let ipCounter = 0;
const freshIp = () => `10.50.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const valid = {
  name: 'Gita Rai',
  phone: '01-4123456',
  email: 'gita@example.com',
  province: 'Koshi (Province 1)',
  district: 'Morang',
  address: 'Biratnagar-5, Main Road',
  preferred_date: '2999-12-01',
  message: 'Four cameras for a shop front.',
};

describe('POST /api/services/{serviceId}/requests', () => {
  let t: TestApp;
  let slug: string;
  const send = (payload: object, headers: Record<string, string> = {}, ip = freshIp(), service = slug) =>
    t.app.inject({
      method: 'POST',
      url: `/api/services/${service}/requests`,
      headers: { ...apiHeaders, ...headers },
      remoteAddress: ip,
      payload,
    });
  const stored = async () => {
    const [rows] = await t.database.db.select({ n: count() }).from(serviceRequests);
    const [mails] = await t.database.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.template, 'service-request'));
    return { rows: rows?.n ?? 0, mails: mails?.n ?? 0 };
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { SHOP_EMAIL: 'shop-inbox@example.com' } });
    slug = (await createService(t.database.db, { title: 'CCTV installation' })).slug;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(serviceRequests);
    await t.database.db.delete(mailOutbox);
  });

  it('keeps a visitor’s request with status new, mails the shop and answers a reference', async () => {
    const res = await send(valid);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      result: 'success',
      message: expect.stringContaining(body.reference),
      reference: expect.stringMatching(/^S-[2-9A-HJKMNP-Z]{6}$/),
    });
    const [row] = await t.database.db.select().from(serviceRequests);
    expect(row).toMatchObject({
      status: 'new',
      userId: null,
      phone: '+97714123456',
      province: 'Koshi (Province 1)',
      preferredDate: '2999-12-01',
    });
    const [mail] = await t.database.db.select().from(mailOutbox);
    expect(mail).toMatchObject({ to: 'shop-inbox@example.com', subject: `Service request ${body.reference}: CCTV installation` });
  });

  it('keeps the district, municipality and ward by their names in the data (decision 0119)', async () => {
    const res = await send({ ...valid, district: 'morang', municipality: 'Biratnagar Metropolitan City', ward: 5 });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(serviceRequests);
    expect(row).toMatchObject({
      province: 'Koshi (Province 1)',
      district: 'Morang',
      municipality: 'Biratnagar Metropolitan City',
      ward: 5,
    });
  });

  it('links a signed-in customer’s request to the account, so My Service lists it', async () => {
    const me = await createSignedInUser(t.database.db);
    const res = await send({ ...valid, preferred_date: dayInNepal(), message: '' }, me.auth);
    expect(res.statusCode).toBe(200);
    const mine = await t.app.inject({ method: 'GET', url: '/api/customer/service-requests', headers: { ...apiHeaders, ...me.auth } });
    expect(mine.json().service_requests).toEqual([
      expect.objectContaining({ reference: res.json().reference, service: 'CCTV installation', preferred_date: dayInNepal() }),
    ]);
  });

  it('answers 404 for a service that does not exist', async () => {
    const res = await send(valid, {}, freshIp(), 'no-such-service');
    expect(res.statusCode).toBe(404);
    expect(await stored()).toEqual({ rows: 0, mails: 0 });
  });

  it.each([
    [
      'everything missing',
      {},
      {
        name: FORM_MESSAGES.nameRequired,
        phone: FORM_MESSAGES.phoneRequired,
        email: FORM_MESSAGES.emailRequired,
        province: FORM_MESSAGES.provinceRequired,
        district: FORM_MESSAGES.districtRequired,
        address: FORM_MESSAGES.addressRequired,
      },
    ],
    [
      'oversized fields',
      { ...valid, district: 'D'.repeat(101), message: 'M'.repeat(5001) },
      { district: FORM_MESSAGES.tooLong(100), message: FORM_MESSAGES.tooLong(5000) },
    ],
    [
      'a bad phone and province',
      { ...valid, phone: '12345', province: 'Bagmati' },
      { phone: FORM_MESSAGES.phoneInvalid, province: FORM_MESSAGES.provinceRequired },
    ],
    ['a district of another province', { ...valid, district: 'Kathmandu' }, { district: NEPAL_ADDRESS_MESSAGES.district }],
    [
      'a municipality of another district',
      { ...valid, municipality: 'Itahari Sub-Metropolitan City', ward: 2 },
      { municipality: NEPAL_ADDRESS_MESSAGES.municipality },
    ],
    [
      'a ward that is no number',
      { ...valid, municipality: 'Biratnagar Metropolitan City', ward: 'two' },
      { ward: NEPAL_ADDRESS_MESSAGES.ward },
    ],
    [
      'a ward beyond the most a local level has',
      { ...valid, municipality: 'Biratnagar Metropolitan City', ward: 34 },
      { ward: NEPAL_ADDRESS_MESSAGES.ward },
    ],
    ['a date in the past', { ...valid, preferred_date: '2020-01-01' }, { preferred_date: FORM_MESSAGES.preferredDatePast }],
    ['a date that is not one', { ...valid, preferred_date: 'soon' }, { preferred_date: FORM_MESSAGES.preferredDateInvalid }],
  ])('refuses %s with a message per field and stores nothing', async (_case, payload, fields) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ result: 'error', errorMessage: 'Please correct the highlighted fields.', message: fields });
    expect(await stored()).toEqual({ rows: 0, mails: 0 });
  });

  it('of 50 requests a minute from one address, accepts 5 and answers the rest 429', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) statuses.push((await send(valid, {}, ip)).statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    expect((await stored()).rows).toBe(5);
  });
});
