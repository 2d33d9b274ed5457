import { describe, expect, it } from 'vitest';
import { tsqueryItems } from './tsquery-items.ts';

describe('tsqueryItems', () => {
  it('reads the lexemes of a printed tsquery, the prefix ones marked', () => {
    expect(tsqueryItems("'dome' & 'camera':*")).toEqual([
      { lexeme: 'dome', prefix: false },
      { lexeme: 'camera', prefix: true },
    ]);
  });

  it('reads every part of a hyphenated word, which PostgreSQL prints as a phrase', () => {
    expect(tsqueryItems("'ds-2cd1143g2' <-> 'ds' <-> '2cd1143g2':*").map((item) => item.lexeme)).toEqual([
      'ds-2cd1143g2',
      'ds',
      '2cd1143g2',
    ]);
  });

  it('undoes the doubling of a quote inside a lexeme, and finds nothing in an empty query (only stop words)', () => {
    expect(tsqueryItems("'o''neil'")).toEqual([{ lexeme: "o'neil", prefix: false }]);
    expect(tsqueryItems('')).toEqual([]);
  });
});
