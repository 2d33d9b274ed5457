import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from './account-messages.ts';
import { accountEmail, newPassword, personName } from './accounts.ts';
import { CART_MESSAGES } from './cart.ts';
import { ALREADY_APPLIED, CHECKOUT_MESSAGES, COUPON_MESSAGES, WALLET_MESSAGES } from './checkout-messages.ts';
import { NEPAL_ADDRESS_MESSAGES } from './nepal-address.ts';
import { messageIn } from './nepali-messages.ts';
import { NEPALI_ACCOUNT_MESSAGES } from './nepali-messages/account.ts';
import { AUTH_NEPALI } from './nepali-messages/auth.ts';
import { GRIEVANCE_NEPALI } from './nepali-messages/grievance.ts';
import { NEPALI_CART_MESSAGES } from './nepali-messages/cart.ts';
import { NEPALI_CHECKOUT_MESSAGES } from './nepali-messages/checkout.ts';

const DEVANAGARI = /[\u0900-\u097F]/;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).toSorted();
const strings = (messages: Record<string, unknown>) => Object.values(messages).filter((v): v is string => typeof v === 'string');

describe('messageIn', () => {
  it('gives the English text unchanged in English, whatever it is', () => {
    expect(messageIn(CART_MESSAGES.added, 'en')).toBe('Added to bag!');
    expect(messageIn('Anything at all', 'en')).toBe('Anything at all');
  });

  it('gives the Nepali version of a known message', () => {
    expect(messageIn(CART_MESSAGES.added, 'ne')).toBe('झोलामा थपियो!');
    expect(messageIn(CHECKOUT_MESSAGES.phone, 'ne')).toBe('कृपया सही नेपाली फोन नम्बर लेख्नुहोस्, जस्तै 9801234567 वा 01-4123456।');
  });

  it('keeps a message it has no Nepali for in English rather than losing it', () => {
    expect(messageIn('A message nobody translated.', 'ne')).toBe('A message nobody translated.');
  });

  it('fills the values of a message with values into its Nepali', () => {
    expect(messageIn(CHECKOUT_MESSAGES.placed('SUR-2026-000123'), 'ne')).toBe('धन्यवाद! तपाईंको अर्डर SUR-2026-000123 राखिएको छ।');
    expect(messageIn(CHECKOUT_MESSAGES.outOfStock('Hikvision DS-2CD1043G2', 3), 'ne')).toBe(
      'Hikvision DS-2CD1043G2 स्टकमा 3 वटा मात्र बाँकी छन्।',
    );
    expect(messageIn(CHECKOUT_MESSAGES.outOfStock('Dahua NVR $1 (4 ch)', 0), 'ne')).toBe('Dahua NVR $1 (4 ch) स्टकमा छैन।');
    expect(messageIn(COUPON_MESSAGES.belowMinimum('Rs 1,000.00'), 'ne')).toBe('यो कुपनका लागि कम्तीमा Rs 1,000.00 को अर्डर चाहिन्छ।');
  });

  it('translates the account schemas’ own messages', () => {
    for (const [schema, input] of [
      [accountEmail, 'not-an-address'],
      [accountEmail, ''],
      [newPassword, 'short'],
      [personName, 'x'.repeat(101)],
    ] as const) {
      const result = schema.safeParse(input);
      const message = result.error?.issues[0]?.message ?? '';
      expect(message).not.toBe('');
      expect(messageIn(message, 'ne'), message).toMatch(DEVANAGARI);
    }
  });
});

describe('the Nepali tables of the bag, checkout and accounts', () => {
  const tables = { cart: NEPALI_CART_MESSAGES, checkout: NEPALI_CHECKOUT_MESSAGES, account: NEPALI_ACCOUNT_MESSAGES };

  it.each(Object.entries(tables))('%s: every entry is Nepali and keeps its {{values}}', (_area, table) => {
    for (const [english, nepali] of Object.entries(table)) {
      expect(nepali, english).toMatch(DEVANAGARI);
      expect(placeholders(nepali), english).toEqual(placeholders(english));
    }
  });

  it('hold no English text another table holds too (one of the two would silently win)', () => {
    const ours = [NEPALI_CART_MESSAGES, NEPALI_CHECKOUT_MESSAGES, NEPALI_ACCOUNT_MESSAGES].flatMap(Object.keys);
    const others = new Set([AUTH_NEPALI, GRIEVANCE_NEPALI].flatMap(Object.keys));
    expect(ours.filter((english, i) => others.has(english) || ours.indexOf(english) !== i)).toEqual([]);
  });

  it('has a Nepali version of every fixed English message of those areas', () => {
    const english = [
      ...strings(CART_MESSAGES),
      ...strings(CHECKOUT_MESSAGES),
      ...strings(WALLET_MESSAGES),
      ...strings(COUPON_MESSAGES),
      ALREADY_APPLIED,
      ...strings(ACCOUNT_MESSAGES),
      ...strings(NEPAL_ADDRESS_MESSAGES),
    ];
    const missing = english.filter((text) => !DEVANAGARI.test(messageIn(text, 'ne')));
    expect(missing).toEqual([]);
  });
});
