import { messageIn } from '@suraksha/contracts/nepali-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALREADY_VERIFIED, codeRefusalMessage, HOURLY_LIMIT, WAIT_A_MINUTE } from '../modules/accounts/email-verification-service.ts';
import { OTHER_GOOGLE_ACCOUNT } from '../modules/accounts/google-account-service.ts';
import { GOOGLE_MESSAGES } from '../modules/accounts/google-sign-in.ts';
import { passwordWeakness } from '../modules/accounts/passwords.ts';
import { BAD_REFERRAL, SELF_REFERRAL } from '../modules/accounts/registration-service.ts';
import { BAD_CREDENTIALS } from '../modules/accounts/session-service.ts';
import { apiHeaders, createTestApp, type TestApp } from '../test/test-app.ts';
import { envelopeIn } from './answer-language.ts';
import { AUTH_MESSAGES } from './auth.ts';
import { MESSAGES } from './error-handler.ts';

const DEVANAGARI = /[\u0900-\u097F]/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      app.get('/api/tracking-like', async () => ({ result: 'error', message: ['Not found.', 'Unknown to us'] }));
      app.get('/api/echo-like', async () => ({ result: 'success', products: [{ message: 'Not found.' }] }));
    },
  });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...apiHeaders, ...headers } });

describe('answers in the reader’s language (decision 0129)', () => {
  it('an envelope the error handler sends (404), in Nepali when asked and in English otherwise', async () => {
    const nepali = await get('/api/no-such-call', { 'accept-language': 'ne-NP,ne;q=0.9' });
    expect(nepali.statusCode).toBe(404);
    expect(nepali.json()).toEqual({ result: 'error', errorMessage: 'भेटिएन।' });
    expect(String(nepali.headers.vary)).toMatch(/accept-language/i);
    expect((await get('/api/no-such-call')).json()).toEqual({ result: 'error', errorMessage: 'Not found.' });
  });

  it('a list of messages item by item, and texts deeper in an answer left alone', async () => {
    expect((await get('/api/tracking-like', { 'accept-language': 'ne' })).json()).toEqual({
      result: 'error',
      message: ['भेटिएन।', 'Unknown to us'],
    });
    expect((await get('/api/echo-like', { 'accept-language': 'ne' })).json()).toEqual({
      result: 'success',
      products: [{ message: 'Not found.' }],
    });
  });

  it('the back office stays English', async () => {
    const admin = await get('/api/admin/no-such-call', { 'accept-language': 'ne' });
    expect(admin.json().errorMessage).toBe('Not found.');
  });

  it('leaves an English answer as it is, the very same object', () => {
    const body = { result: 'error', errorMessage: 'Not found.' };
    expect(envelopeIn(body, 'en')).toBe(body);
    expect(envelopeIn(body, 'ne')).toEqual({ result: 'error', errorMessage: 'भेटिएन।' });
    expect(body.errorMessage).toBe('Not found.');
  });

  it('has a Nepali version of every message of the envelope, sign-in and the accounts module', () => {
    const english: (string | null)[] = [
      ...Object.values(MESSAGES),
      ...Object.values(AUTH_MESSAGES),
      ...Object.values(GOOGLE_MESSAGES),
      ALREADY_VERIFIED,
      WAIT_A_MINUTE,
      HOURLY_LIMIT,
      OTHER_GOOGLE_ACCOUNT,
      BAD_REFERRAL,
      SELF_REFERRAL,
      BAD_CREDENTIALS,
      passwordWeakness('password'),
      passwordWeakness('sita@example.com', { email: 'sita@example.com' }),
      passwordWeakness('zzzzzzzzzz'),
      codeRefusalMessage({ outcome: 'dead' }),
      codeRefusalMessage({ outcome: 'wrong', triesLeft: 0 }),
      codeRefusalMessage({ outcome: 'wrong', triesLeft: 1 }),
      codeRefusalMessage({ outcome: 'wrong', triesLeft: 3 }),
      codeRefusalMessage({ outcome: 'wrong', triesLeft: 2 }, 'reset code'),
      codeRefusalMessage({ outcome: 'wrong', triesLeft: 0 }, 'reset code'),
    ];
    expect(english.filter((text) => text === null || !DEVANAGARI.test(messageIn(text, 'ne')))).toEqual([]);
  });
});
