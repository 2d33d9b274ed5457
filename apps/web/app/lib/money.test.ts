import { describe, expect, it } from 'vitest';
import { formatPaisa, formatRupees, keepTogether } from './money.ts';

// What a phone may break a line at: any white space a browser treats as a break opportunity.
const BREAKABLE_SPACE = /[ \t\n\r\u2000-\u200b]/;

describe('money on screen', () => {
  it.each([
    ['an amount', 20100, 'Rs\u00a020,100.00'],
    ['a lakh', 123456.5, 'Rs\u00a01,23,456.50'],
    ['zero', 0, 'Rs\u00a00.00'],
    ['a deduction', -500, '-Rs\u00a0500.00'],
  ])('keeps %s on one line: %s', (_, rupees, shown) => {
    expect(formatRupees(rupees)).toBe(shown);
    expect(formatRupees(rupees)).not.toMatch(BREAKABLE_SPACE);
  });

  it('formats paisa the same way', () => {
    expect(formatPaisa(2010000)).toBe('Rs\u00a020,100.00');
    expect(formatPaisa(2010000)).not.toMatch(BREAKABLE_SPACE);
  });
});

describe('an amount the domain already wrote', () => {
  it("keeps the invoice's deduction line together", () => {
    expect(keepTogether('-Rs 1,000.00')).toBe('-Rs\u00a01,000.00');
  });
});
