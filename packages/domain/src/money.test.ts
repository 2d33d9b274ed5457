import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCount, formatPaisa, formatRupees, paisaAsFigure, paisaToRupees, rupeesToPaisa } from './money.ts';

describe('money formatter', () => {
  it.each([
    [0, 'Rs 0.00'],
    [123456, 'Rs 1,23,456.00'],
    [10000000, 'Rs 1,00,00,000.00'],
    [999, 'Rs 999.00'],
    [1000, 'Rs 1,000.00'],
    [99999.5, 'Rs 99,999.50'],
    [0.05, 'Rs 0.05'],
  ])('shows Rs %d as %s', (rupees, text) => {
    expect(formatRupees(rupees)).toBe(text);
  });

  it('keeps the sign of a refund', () => {
    expect(formatPaisa(-150_00)).toBe('-Rs 150.00');
  });

  it('refuses fractional paisa', () => {
    expect(() => formatPaisa(1.5)).toThrow(RangeError);
  });
});

describe('count formatter', () => {
  it('groups counts in lakhs as prices are', () => {
    expect([0, 7, 999, 1000, 12345, 123456, 1234567, 100000000].map(formatCount)).toEqual([
      '0',
      '7',
      '999',
      '1,000',
      '12,345',
      '1,23,456',
      '12,34,567',
      '10,00,00,000',
    ]);
  });

  it('keeps the sign and rounds to a whole count', () => {
    expect(formatCount(-123456)).toBe('-1,23,456');
    expect(formatCount(1499.6)).toBe('1,500');
  });
});

describe('paisa ⇄ rupees', () => {
  it('never loses a paisa in a round trip', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (paisa) => {
        expect(rupeesToPaisa(paisaToRupees(paisa))).toBe(paisa);
      }),
    );
  });

  it('rounds float noise to the nearest paisa', () => {
    expect(rupeesToPaisa(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaisa(1.005)).toBe(101);
    expect(rupeesToPaisa(19.99)).toBe(1999);
  });

  it('refuses what is not an amount', () => {
    expect(() => rupeesToPaisa(Number.NaN)).toThrow(RangeError);
    expect(() => rupeesToPaisa(Infinity)).toThrow(RangeError);
  });
});

describe('a plain figure for a spreadsheet', () => {
  it('is rupees with two decimals, no prefix or grouping', () => {
    expect(paisaAsFigure(12_345_650)).toBe('123456.50');
    expect(paisaAsFigure(5)).toBe('0.05');
    expect(paisaAsFigure(0)).toBe('0.00');
    expect(paisaAsFigure(-150_00)).toBe('-150.00');
  });
});
