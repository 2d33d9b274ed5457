import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../account-messages.ts';
import { messageIn } from '../nepali-messages.ts';
import { ORDER_MESSAGES } from '../order-messages.ts';
import { SAVED_ADDRESS_MESSAGES } from '../saved-address-messages.ts';
import { AUTH_NEPALI } from './auth.ts';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('the sign-in and account messages in Nepali', () => {
  it('cover every fixed message the account screens show, in Devanagari', () => {
    const fixed = [
      ...Object.values(ACCOUNT_MESSAGES),
      SAVED_ADDRESS_MESSAGES.saved,
      ORDER_MESSAGES.notFound,
      ORDER_MESSAGES.reasonRequired,
      ORDER_MESSAGES.reasonTooLong,
    ];
    for (const english of fixed) expect(messageIn(english, 'ne'), english).toMatch(DEVANAGARI);
  });

  it('are reached through messageIn on the Nepali site and never on the English one', () => {
    expect(messageIn('The e-mail address or password is incorrect.', 'ne')).toBe('इमेल ठेगाना वा पासवर्ड मिलेन।');
    expect(messageIn(ACCOUNT_MESSAGES.logout, 'en')).toBe('You are successfully logout');
    expect(messageIn('The password must be at least 8 characters.', 'ne')).toBe('पासवर्ड कम्तीमा 8 अक्षरको हुनुपर्छ।');
  });

  it('keep each text whole: no entry is empty or left in English', () => {
    for (const [english, nepali] of Object.entries(AUTH_NEPALI)) {
      expect(nepali.trim(), english).not.toBe('');
      expect(nepali, english).toMatch(DEVANAGARI);
    }
  });
});
