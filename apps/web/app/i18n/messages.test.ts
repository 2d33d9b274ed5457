import { describe, expect, it } from 'vitest';
import { messageProblems } from '@suraksha/domain/message-file-parity';
import { i18nFor } from './i18n.ts';
import { MESSAGES } from './messages.ts';

describe('message files', () => {
  it('carry the same keys, none empty, with the same placeholders, in English and Nepali', () => {
    expect(messageProblems(MESSAGES.en, MESSAGES.ne)).toEqual([]);
    expect(messageProblems(MESSAGES.ne, MESSAGES.en)).toEqual([]);
  });

  it('the check reports a key missing, an empty text and a lost placeholder', () => {
    expect(messageProblems({ a: { b: 'x', c: 'y' }, d: '{{n}} items' }, { a: { b: '' }, d: 'वटा' })).toEqual([
      'empty: a.b',
      'missing: a.c',
      'placeholders differ: d',
    ]);
  });

  it('answers in the language of the page', () => {
    expect(i18nFor('en').t('header.cashOnDelivery')).toBe('Cash on Delivery all over Nepal');
    expect(i18nFor('ne').t('header.cashOnDelivery')).toBe(MESSAGES.ne.header.cashOnDelivery);
    expect(i18nFor('ne').t('header.itemsCount', { label: 'झोला', count: 2 })).toBe('झोला, 2 वटा सामान');
  });
});
