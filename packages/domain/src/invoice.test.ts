import { describe, expect, it } from 'vitest';
import { invoiceFileName, invoiceTotalLines, orderTotalLines } from './invoice.ts';

const plain = {
  subtotalPaisa: 21_999_50,
  shippingPaisa: 0,
  discountPaisa: 0,
  couponPaisa: 0,
  couponCode: null,
  walletPaisa: 0,
  totalPaisa: 21_999_50,
};

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
    const lines = invoiceTotalLines({
      ...plain,
      subtotalPaisa: 1_50_000_00,
      couponPaisa: 500_00,
      couponCode: 'WELCOME-AB12',
      walletPaisa: 2_000_00,
      totalPaisa: 1_47_500_00,
    });
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

describe("an order's totals as the API answers them", () => {
  it('reads the rupees of the order into the same lines, to the paisa', () => {
    const order = { subtotal: 1500.5, shipping: 0, discount: 0, coupon: 100.25, coupon_code: 'DASHAIN', wallet: 0.25, total: 1400 };
    expect(orderTotalLines(order).map((l) => `${l.label}: ${l.amount}`)).toEqual([
      'Subtotal: Rs 1,500.50',
      'Shipping: Rs 0.00',
      'Discount: Rs 0.00',
      'Coupon (DASHAIN): -Rs 100.25',
      'Wallet: -Rs 0.25',
      'Total: Rs 1,400.00',
    ]);
    expect(orderTotalLines({ ...order, coupon: 0, coupon_code: null, wallet: 0, total: 1500.5 }).map((l) => l.label)).toEqual([
      'Subtotal',
      'Shipping',
      'Discount',
      'Total',
    ]);
  });
});

describe('the invoice file name', () => {
  it("is named after the order, the same for the server's download and the browser's save", () => {
    expect(invoiceFileName('SRK-7QK4M2XA')).toBe('invoice-SRK-7QK4M2XA.pdf');
  });

  it('keeps nothing a header or a path could trip on', () => {
    expect(invoiceFileName('SRK-"bad"\r\n')).toBe('invoice-SRK-bad.pdf');
    expect(invoiceFileName('../SRK-1/2')).toBe('invoice-SRK-12.pdf');
  });
});
