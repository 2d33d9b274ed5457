import { messageIn } from '@suraksha/contracts/nepali-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { codeIn, latestMail } from '../../test/factories/accounts.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

/** Decision 0129: an account keeps the language it was opened in, and its mails are written in it. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEPALI = { 'accept-language': 'ne' };
const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress = '10.1.0.1') =>
  t.app.inject({ method: 'POST', url, headers: { ...apiHeaders, ...headers }, payload, remoteAddress });
const languageOf = async (email: string) =>
  (await t.database.db.select({ language: users.language }).from(users).where(eq(users.email, email)))[0]?.language;

const newCustomer = (email: string) => ({
  name: 'Sita Sharma',
  email,
  phone: '9841234567',
  password: 'mustard-lantern-42',
  password_confirmation: 'mustard-lantern-42',
});

describe('an account’s language', () => {
  it('registered from /ne: answered in Nepali, kept as Nepali, the code mailed in Nepali with the Nepali page’s link', async () => {
    const res = await post('/api/auth/register', newCustomer('sita.ne@example.com'), NEPALI, '10.1.0.2');
    expect(res.json()).toEqual({ result: 'success', message: 'अगाडि बढ्न कृपया आफ्नो इमेल हेर्नुहोस्: हामीले यो ठेगानामा सन्देश पठाएका छौं।' });
    expect(await languageOf('sita.ne@example.com')).toBe('ne');

    const mail = await latestMail(t.database.db, 'sita.ne@example.com', 'email-verification');
    expect(mail?.subject).toBe('Suraksha मा आफ्नो इमेल ठेगाना प्रमाणित गर्नुहोस्');
    expect(mail?.text).toMatch(/\nतपाईंको प्रमाणीकरण कोड \d{6} हो\n/);
    expect(mail?.text).toContain(`${t.config.PUBLIC_URL}/ne/email/verify`);

    // A later mail of the account (a reset asked for from an English page) is in its language too.
    await post('/api/auth/forgot-password', { email: 'sita.ne@example.com' }, {}, '10.1.0.3');
    const reset = await latestMail(t.database.db, 'sita.ne@example.com', 'password-reset');
    expect(reset?.subject).toBe('आफ्नो Suraksha पासवर्ड रिसेट गर्नुहोस्');
    expect(reset?.text).toContain(`${t.config.PUBLIC_URL}/ne/forget-password`);
  });

  it('registered from an English page: English, its mail as it always was', async () => {
    await post('/api/auth/register', newCustomer('sita.en@example.com'), {}, '10.1.0.4');
    expect(await languageOf('sita.en@example.com')).toBe('en');
    const mail = await latestMail(t.database.db, 'sita.en@example.com', 'email-verification');
    expect(mail?.subject).toBe('Verify your e-mail address for Suraksha');
    expect(mail?.text.split('\n').slice(0, 3)).toEqual(['Namaste Sita Sharma,', '', `Your verification code is ${codeIn(mail?.text)}`]);
    expect(mail?.text).toContain(`\n${t.config.PUBLIC_URL}/email/verify\n`);
  });

  it('answers a bad registration field by field in Nepali', async () => {
    const res = await post('/api/auth/register', { ...newCustomer('not-an-address'), name: '' }, NEPALI, '10.1.0.5');
    expect(res.statusCode).toBe(400);
    expect(res.json().message.name).toMatch(/^कृपया .*नाम लेख्नुहोस्।$/);
    expect(res.json()).toMatchObject({
      errorMessage: 'कृपया चिन्ह लगाइएका फिल्डहरू सच्याउनुहोस्।',
      // The name's text is in two areas' tables (auth, grievance): whichever the shop lists last.
      message: { email: 'कृपया सही इमेल ठेगाना लेख्नुहोस्।', name: messageIn('Please enter your name.', 'ne') },
    });
  });
});
