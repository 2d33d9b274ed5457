import type { MyOrderResponse } from '@suraksha/contracts/orders';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

function invoice(itemCount: number, overrides: Partial<MyOrderResponse['order']> = {}): MyOrderResponse {
  const items = Array.from({ length: itemCount }, (_, i) => ({
    name: `Camera model ${i + 1}`,
    image: null,
    color: 'White',
    size: '4MP',
    quantity: 1,
    price: 1000,
    amount: 1000,
  }));
  const subtotal = itemCount * 1000;
  return {
    result: 'success',
    order: {
      slug: 'SRK-7QK4M2XA',
      order_name: 'SRK-7QK4M2XA',
      date: '2026-03-10',
      created_date: '2026-03-10T04:15:00.000Z',
      updated_date: '2026-03-10T04:15:00.000Z',
      method: 'Cash On Delivery',
      status: 'Confirm',
      subtotal,
      shipping: 0,
      discount: 0,
      coupon_code: null,
      coupon: 0,
      wallet: 0,
      total: subtotal,
      address: 'Kalanki Chowk, Kathmandu, Bagmati Province 44600, Nepal',
      phone_number: '9801234567',
      email: 'sita@example.com',
      ...overrides,
    },
    orders: items,
    shipping: null,
  };
}

const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

describe('renderInvoicePdf', () => {
  it('prints the wallet deduction and falls back to the order address without a shipping row', async () => {
    const text = pdfText(await renderInvoicePdf(invoice(2, { wallet: 500, total: 1500 })));
    expect(text).toContain('Kalanki Chowk, Kathmandu, Bagmati Province 44600, Nepal');
    expect(text).toContain(
      ['Subtotal', 'Rs 2,000.00', 'Shipping', 'Rs 0.00', 'Discount', 'Rs 0.00', 'Wallet', '-Rs 500.00', 'Total', 'Rs 1,500.00'].join('\n'),
    );
  });

  it('dates the order and the invoice in AD with the Bikram Sambat date beside it', async () => {
    const text = pdfText(await renderInvoicePdf(invoice(1)));
    expect(text).toContain('Order date: 10 Mar 2026, 10:00 · 26 Falgun 2082 BS');
    expect(text).toContain('Invoice date: 10 Mar 2026 · 26 Falgun 2082 BS');
  });

  it('runs a long order onto more pages and still prints every item and the total', async () => {
    const pdf = await renderInvoicePdf(invoice(60));
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(2);
    const text = pdfText(pdf);
    for (let i = 1; i <= 60; i++) expect(text).toContain(`Camera model ${i}\n`);
    expect(text).toContain('Total\nRs 60,000.00');
  });
});
