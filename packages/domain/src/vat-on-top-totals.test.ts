import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PricedLine, orderTotals, vatAddedPaisa, walletSpendPaisa } from './checkout-totals.ts';
import { taxAmounts } from './tax-document.ts';

/** Decision 0131: with prices_include_vat = false the order adds VAT by the invoice's own rule. */

const line = (unitPaisa: number, quantity = 1): PricedLine => ({ unitPaisa, quantity });

/** The order a checkout with VAT on top computes: coupon off, VAT on, wallet pays what it can. */
function priced(lines: PricedLine[], couponPaisa: number, balancePaisa: number, pricesIncludeVat = false) {
  const subtotal = lines.reduce((sum, l) => sum + l.unitPaisa * l.quantity, 0);
  const vat = vatAddedPaisa({ lines, couponPaisa, shippingPaisa: 0, pricesIncludeVat });
  const wallet = walletSpendPaisa(balancePaisa, subtotal - couponPaisa + vat);
  return orderTotals(subtotal, couponPaisa, wallet, 0, vat);
}

describe('order totals with VAT on top', () => {
  it.each([
    // name, lines, coupon, wallet balance, VAT, wallet paid, total
    ['one line', [line(1000_00)], 0, 0, 130_00, 0, 1130_00],
    ['rounded half-up to the paisa', [line(999_99)], 0, 0, 130_00, 0, 1129_99],
    ['each line rounded on its own', [line(5), line(5)], 0, 0, 2, 0, 12],
    ['quantity is one line', [line(5, 2)], 0, 0, 1, 0, 11],
    ['a coupon lowers the VAT', [line(5000_00, 2)], 500_00, 0, 1235_00, 0, 10735_00],
    ['the wallet pays the VAT too', [line(2000_00)], 0, 3000_00, 260_00, 2260_00, 0],
    ['the wallet pays part', [line(2000_00)], 0, 500_00, 260_00, 500_00, 1760_00],
    ['coupon and wallet; an exact half paisa rounds up', [line(1500_00), line(250_50, 3)], 100_00, 1000_00, 279_70, 1000_00, 1431_20],
    ['never below 0 on a whole bag taken off', [line(3), line(3), line(3)], 9, 0, 0, 0, 0],
  ])('%s', (_, lines, coupon, balance, vat, wallet, total) => {
    const totals = priced(lines, coupon, balance);
    expect(totals.vatPaisa).toBe(vat);
    expect(totals.walletPaisa).toBe(wallet);
    expect(totals.totalPaisa).toBe(total);
    expect(totals.shippingPaisa).toBe(0);
  });

  it('adds nothing when the prices include VAT (the default): totals as before', () => {
    const totals = priced([line(1000_00)], 100_00, 200_00, true);
    expect(totals).toEqual({
      subtotalPaisa: 1000_00,
      couponPaisa: 100_00,
      vatPaisa: 0,
      walletPaisa: 200_00,
      shippingPaisa: 0,
      totalPaisa: 700_00,
    });
  });

  it("equals the invoice's VAT, and its total is the order's total plus the wallet part", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ unitPaisa: fc.integer({ min: 1, max: 5_000_000_00 }), quantity: fc.integer({ min: 1, max: 50 }) }), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 1e11 }),
        (lines, couponPercent, balance) => {
          const subtotal = lines.reduce((sum, l) => sum + l.unitPaisa * l.quantity, 0);
          const coupon = Math.floor((subtotal * couponPercent) / 100);
          const totals = priced(lines, coupon, balance);
          const invoice = taxAmounts({
            lines: lines.map((l) => ({ ...l, description: 'x', hsCode: null })),
            shippingPaisa: 0,
            discountPaisa: 0,
            couponPaisa: coupon,
            pricesIncludeVat: false,
          });
          expect(totals.vatPaisa).toBe(invoice.vatPaisa);
          expect(totals.totalPaisa + totals.walletPaisa).toBe(invoice.totalPaisa);
        },
      ),
    );
  });

  it('refuses a wallet paying more than the bag with its VAT', () => {
    expect(() => orderTotals(100_00, 0, 113_01, 0, 13_00)).toThrow(RangeError);
    expect(orderTotals(100_00, 0, 113_00, 0, 13_00).totalPaisa).toBe(0);
  });
});
