import { describe, expect, it } from 'vitest';
import { i18nFor } from './i18n.ts';
import { MESSAGES } from './messages.ts';

/** Every leaf of a message file as `path.to.key` → text (a non-string leaf is kept as is, to be reported). */
function leaves(tree: object, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') for (const [k, v] of leaves(value, path)) found.set(k, v);
    else found.set(path, value);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).toSorted();

/** The keys missing or empty in `candidate` compared with `reference`, and the extra ones. */
function messageProblems(reference: object, candidate: object): string[] {
  const want = leaves(reference);
  const have = leaves(candidate);
  const problems: string[] = [];
  for (const [key, text] of want) {
    const other = have.get(key);
    if (other === undefined) problems.push(`missing: ${key}`);
    else if (typeof other !== 'string' || other.trim() === '') problems.push(`empty: ${key}`);
    else if (typeof text === 'string' && placeholders(text).join() !== placeholders(other).join())
      problems.push(`placeholders differ: ${key}`);
  }
  for (const key of have.keys()) if (!want.has(key)) problems.push(`extra: ${key}`);
  return problems;
}

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
