import { describe, expect, it } from 'vitest';
import { type TaxDocument, taxAmounts, taxDocumentView } from './tax-document.ts';

const camera = { description: 'Hikvision DS-2CD1043G2-I', hsCode: '85258900', quantity: 2, unitPaisa: 4_999_00 };
const recorder = { description: 'Dahua NVR4104HS', hsCode: '8521', quantity: 1, unitPaisa: 12_345_50 };

describe('the VAT split of an order', () => {
  it('splits each line and adds them up; taxable + VAT is the total to the paisa', () => {
    const amounts = taxAmounts({ lines: [camera, recorder], shippingPaisa: 0, discountPaisa: 0, couponPaisa: 0, pricesIncludeVat: true });
    expect(amounts.lines.map((l) => [l.amountPaisa, l.taxablePaisa, l.vatPaisa])).toEqual([
      [9_998_00, 8_847_79, 1_150_21], // 8847.787… → 8847.79
      [12_345_50, 10_925_22, 1_420_28], // 10925.221… → 10925.22
    ]);
    expect(amounts).toMatchObject({ subtotalPaisa: 22_343_50, taxablePaisa: 19_773_01, vatPaisa: 2_570_49, totalPaisa: 22_343_50 });
  });

  it('lowers the taxable value and the VAT by a coupon, split like a negative line', () => {
    const amounts = taxAmounts({ lines: [camera], shippingPaisa: 0, discountPaisa: 0, couponPaisa: 500_00, pricesIncludeVat: true });
    // 9998.00 − 500.00 = 9498.00; the coupon's 442.48 taxable + 57.52 VAT come off the line's.
    expect(amounts).toMatchObject({ taxablePaisa: 8_847_79 - 442_48, vatPaisa: 1_150_21 - 57_52, totalPaisa: 9_498_00 });
  });

  it('adds VAT on top when prices exclude it', () => {
    const amounts = taxAmounts({ lines: [camera], shippingPaisa: 0, discountPaisa: 0, couponPaisa: 0, pricesIncludeVat: false });
    expect(amounts).toMatchObject({ taxablePaisa: 9_998_00, vatPaisa: 1_299_74, totalPaisa: 11_297_74 });
  });
});

const invoice: TaxDocument = {
  kind: 'invoice',
  number: '2082/83-000123',
  fiscalYear: '2082/83',
  issuedAt: '2025-07-16T18:30:00.000Z',
  orderNumber: 'SRK-7KQ2M9XD',
  paymentMethod: 'Cash On Delivery',
  refersTo: null,
  reason: null,
  seller: { name: 'Suraksha', address: 'Kalanki, Kathmandu', pan: '609871234', phone: '01-5123456', email: 'info@suraksha.com.np' },
  buyer: { name: 'Sita Sharma', address: 'Baneshwor, Kathmandu', pan: null, phone: '985-1012345', email: 'sita@example.com' },
  pricesIncludeVat: true,
  couponCode: 'DASHAIN',
  walletPaisa: 1_000_00,
  ...taxAmounts({ lines: [camera], shippingPaisa: 0, discountPaisa: 0, couponPaisa: 500_00, pricesIncludeVat: true }),
};

describe('the printed document', () => {
  it('prints both calendars, the HS heading, the VAT split, the SPEC lines and the total in words', () => {
    const view = taxDocumentView(invoice);
    expect(view.title).toBe('TAX INVOICE');
    expect(view.facts).toContainEqual({ label: 'Date (BS)', value: '1 Shrawan 2082 BS' });
    expect(view.facts).toContainEqual({ label: 'Date (AD)', value: '17 Jul 2025' });
    expect(view.seller).toContain('PAN/VAT No.: 609871234');
    expect(view.buyer.some((l) => l.startsWith('Buyer PAN'))).toBe(false);
    expect(view.rows).toEqual([['1', 'Hikvision DS-2CD1043G2-I', '8525', '2', 'Rs 4,999.00', 'Rs 8,847.79', 'Rs 1,150.21', 'Rs 9,998.00']]);
    expect(view.totals.map((t) => `${t.label}: ${t.amount}`)).toEqual([
      'Subtotal: Rs 9,998.00',
      'Shipping: Rs 0.00',
      'Discount: Rs 0.00',
      'Coupon (DASHAIN): -Rs 500.00',
      'Taxable amount: Rs 8,405.31',
      'VAT (13%): Rs 1,092.69',
      'Total: Rs 9,498.00',
      'Paid from wallet: -Rs 1,000.00',
      'Amount to pay: Rs 8,498.00',
    ]);
    expect(view.words).toBe('In words: Rupees Nine Thousand Four Hundred Ninety-Eight Only');
  });

  it('prints the buyer PAN when given, and a credit note against its invoice', () => {
    const note = taxDocumentView({
      ...invoice,
      kind: 'credit_note',
      number: 'CN-2082/83-000001',
      refersTo: { number: invoice.number, issuedAt: invoice.issuedAt },
      reason: 'Cancelled after delivery',
      buyer: { ...invoice.buyer, pan: '301234567' },
    });
    expect(note.title).toBe('CREDIT NOTE');
    expect(note.buyer).toContain('Buyer PAN: 301234567');
    expect(note.facts).toContainEqual({ label: 'Against invoice', value: '2082/83-000123 (1 Shrawan 2082 BS)' });
    expect(note.totals.at(-1)).toEqual({ label: 'Credited to buyer', amount: 'Rs 9,498.00', grand: false });
  });
});
