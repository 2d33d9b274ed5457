import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CouponTerms,
  couponDiscountPaisa,
  couponRefusal,
  normalizeCouponCode,
  orderTotals,
  walletSpendPaisa,
} from './checkout-totals.ts';

const terms = (overrides: Partial<CouponTerms> = {}): CouponTerms => ({
  kind: 'amount',
  value: 500_00,
  maxDiscountPaisa: null,
  minOrderPaisa: 5000_00,
  startsAt: new Date('2026-01-01T00:00:00Z'),
  endsAt: new Date('2026-12-31T00:00:00Z'),
  usageLimit: 10,
  usedCount: 0,
  perUserLimit: 1,
  ...overrides,
});
const now = new Date('2026-06-01T00:00:00Z');

describe('coupon codes', () => {
  it('ignores case and whitespace', () => {
    expect(normalizeCouponCode('  welcome - ab12\t')).toBe('WELCOME-AB12');
  });
});

describe('coupon refusals', () => {
  it.each([
    ['not-yet-valid', terms({ startsAt: new Date('2026-07-01T00:00:00Z') }), 6000_00, 0],
    ['expired', terms({ endsAt: new Date('2026-05-31T00:00:00Z') }), 6000_00, 0],
    ['exhausted', terms({ usedCount: 10 }), 6000_00, 0],
    ['used-up-by-you', terms(), 6000_00, 1],
    ['below-minimum', terms(), 4999_99, 0],
    ['paused', terms({ pausedAt: new Date('2026-06-01T00:00:00Z') }), 6000_00, 0],
  ] as const)('%s', (reason, coupon, subtotal, uses) => {
    expect(couponRefusal(coupon, subtotal, now, uses)).toBe(reason);
  });

  it('accepts a usable coupon at exactly the minimum', () => {
    expect(couponRefusal(terms(), 5000_00, now, 0)).toBeNull();
    expect(couponRefusal(terms({ usageLimit: null, perUserLimit: null }), 5000_00, now, 99)).toBeNull();
  });
});

describe('discounts', () => {
  it('a percent is rounded down and capped', () => {
    expect(couponDiscountPaisa({ kind: 'percent', value: 5, maxDiscountPaisa: null }, 999_99)).toBe(49_99);
    expect(couponDiscountPaisa({ kind: 'percent', value: 10, maxDiscountPaisa: 3000_00 }, 50000_00)).toBe(3000_00);
  });

  it('never exceeds the subtotal, the wallet never pays more than is due', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'amount' | 'percent'>('amount', 'percent'),
        fc.integer({ min: 1, max: 100 }),
        fc.option(fc.integer({ min: 0, max: 10_000_00 })),
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 0, max: 1e12 }),
        (kind, value, cap, subtotal, balance) => {
          const coupon = couponDiscountPaisa({ kind, value: kind === 'amount' ? value * 100 : value, maxDiscountPaisa: cap }, subtotal);
          expect(coupon).toBeGreaterThanOrEqual(0);
          expect(coupon).toBeLessThanOrEqual(subtotal);
          expect(Number.isSafeInteger(coupon)).toBe(true);
          const wallet = walletSpendPaisa(balance, subtotal - coupon);
          expect(wallet).toBeLessThanOrEqual(balance);
          const totals = orderTotals(subtotal, coupon, wallet);
          expect(totals.totalPaisa).toBe(subtotal - coupon - wallet);
          expect(totals.totalPaisa).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('refuses amounts that would take the total below zero', () => {
    expect(() => orderTotals(100, 80, 30)).toThrow(RangeError);
  });
});
