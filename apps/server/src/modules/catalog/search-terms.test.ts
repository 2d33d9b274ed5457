import { describe, expect, it } from 'vitest';
import { prefixTsquery, searchWords, trigramWords } from './search-terms.ts';

describe('search words', () => {
  it('keeps letters, digits and inner hyphens, lower-cased', () => {
    expect(searchWords('  Hikvision  DS-2CD1043G2-I 4MP ')).toEqual(['hikvision', 'ds-2cd1043g2-i', '4mp']);
    expect(searchWords('नेपाल क्यामेरा')).toEqual(['नेपाल', 'क्यामेरा']);
  });

  it('drops tsquery, SQL and regex metacharacters', () => {
    expect(searchWords("hik'vision & !cam:* | (x) \\ <-> ;--")).toEqual(['hikvision', 'cam', 'x']);
    expect(searchWords('--a--b-- - ***')).toEqual(['a-b']);
    expect(searchWords("' : & ! ( | * \\")).toEqual([]);
  });

  it('builds an AND query with the last word as a prefix', () => {
    expect(prefixTsquery(['hikvison', '4mp'])).toBe('hikvison & 4mp:*');
    expect(prefixTsquery(['hikv'])).toBe('hikv:*');
    expect(prefixTsquery([])).toBeNull();
  });

  it('leaves one-letter words out of trigram matching', () => {
    expect(trigramWords(['a', '4k', 'dahau'])).toEqual(['4k', 'dahau']);
  });
});
