import { describe, expect, it } from 'vitest';
import { invoiceTotalLines } from './invoice.ts';

const plain = { subtotalPaisa: 21_999_50, shippingPaisa: 0, discountPaisa: 0, couponPaisa: 0, couponCode: null, walletPaisa: 0, totalPaisa: 21_999_50 };

describe('invoice totals', () => {
  it('always prints shipping and discount as Rs 0.00 and leaves out unused coupon and wallet', () => {
    expect(invoiceTotalLines(plain)).toEqual([
      { label: 'Subtotal', amount: 'Rs 21,999.50', grand: false },
      { label: 'Shipping', amount: 'Rs 0.00', grand: false },
      { label: 'Discount', amount: 'Rs 0.00', grand: false },
      { label: 'Total', amount: 'Rs 21,999.50', grand: true },
    ]);
  });

  it('prints the coupon with its code and the wallet as deductions', () => {
    const lines = invoiceTotalLines({ ...plain, subtotalPaisa: 1_50_000_00, couponPaisa: 500_00, couponCode: 'WELCOME-AB12', walletPaisa: 2_000_00, totalPaisa: 1_47_500_00 });
    expect(lines.map((l) => `${l.label}: ${l.amount}`)).toEqual([
      'Subtotal: Rs 1,50,000.00',
      'Shipping: Rs 0.00',
      'Discount: Rs 0.00',
      'Coupon (WELCOME-AB12): -Rs 500.00',
      'Wallet: -Rs 2,000.00',
      'Total: Rs 1,47,500.00',
    ]);
  });
});
