import type { MyOrderResponse } from '@suraksha/contracts/orders';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.ts';
import { type TaxDocument, taxAmounts, taxDocumentView } from '@suraksha/domain/tax-document';
import { renderInvoicePdf } from './invoice-pdf.ts';

/** The order's tax invoice as the server builds it (packages/domain tax-document.ts). */
function taxInvoice(itemCount: number, walletPaisa: number): TaxDocument {
  return {
    kind: 'invoice',
    number: '2082/83-000042',
    fiscalYear: '2082/83',
    issuedAt: '2026-03-10T04:15:00.000Z',
    orderNumber: 'SRK-7QK4M2XA',
    paymentMethod: 'Cash On Delivery',
    refersTo: null,
    reason: null,
    seller: {
      name: 'Suraksha',
      address: 'Kalanki, Kathmandu 14, Bagmati Province, Nepal',
      pan: '609871234',
      phone: '01-5123456',
      email: 'info@suraksha.com.np',
    },
    buyer: {
      name: 'Sita Sharma',
      address: 'Kalanki Chowk, Kathmandu, Bagmati Province 44600, Nepal',
      pan: '301234567',
      phone: '980-1234567',
      email: 'sita@example.com',
    },
    pricesIncludeVat: true,
    couponCode: null,
    walletPaisa,
    ...taxAmounts({
      lines: Array.from({ length: itemCount }, (_, i) => ({
        description: `Camera model ${i + 1}`,
        hsCode: '85258900',
        quantity: 1,
        unitPaisa: 1000_00,
      })),
      shippingPaisa: 0,
      discountPaisa: 0,
      couponPaisa: 0,
      pricesIncludeVat: true,
    }),
  };
}

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
    tax_documents: [taxDocumentView(taxInvoice(itemCount, Math.round((overrides.wallet ?? 0) * 100)))],
  };
}

const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

describe('renderInvoicePdf', () => {
  it('prints every line of the tax document the screen shows, in the same order', async () => {
    const order = invoice(2, { wallet: 500, total: 1500 });
    const text = pdfText(await renderInvoicePdf(order));
    const view = order.tax_documents[0];
    if (!view) throw new Error('no tax invoice');
    const printed = [
      ...view.seller,
      view.title,
      ...view.facts.map((f) => `${f.label}: ${f.value}`),
      view.buyerTitle,
      ...view.buyer,
      ...view.columns.map((c) => c.label),
      ...view.rows.flat(),
      ...view.totals.flatMap((t) => [t.label, t.amount]),
      view.words,
      ...view.footnotes,
    ];
    expect(text.split('\n')).toEqual(printed);
  });

  it('prints the seller PAN, the buyer PAN, the HS heading, the VAT split, the wallet as payment and the total in words', async () => {
    const text = pdfText(await renderInvoicePdf(invoice(2, { wallet: 500, total: 1500 })));
    expect(text).toContain('PAN/VAT No.: 609871234');
    expect(text).toContain('Buyer PAN: 301234567');
    expect(text).toContain(['1', 'Camera model 1', '8525', '1', 'Rs 1,000.00', 'Rs 884.96', 'Rs 115.04', 'Rs 1,000.00'].join('\n'));
    expect(text).toContain(
      [
        'Subtotal',
        'Rs 2,000.00',
        'Shipping',
        'Rs 0.00',
        'Discount',
        'Rs 0.00',
        'Taxable amount',
        'Rs 1,769.92',
        'VAT (13%)',
        'Rs 230.08',
        'Total',
        'Rs 2,000.00',
        'Paid from wallet',
        '-Rs 500.00',
        'Amount to pay',
        'Rs 1,500.00',
      ].join('\n'),
    );
    expect(text).toContain('In words: Rupees Two Thousand Only');
  });

  it('dates the invoice in BS and in AD', async () => {
    const text = pdfText(await renderInvoicePdf(invoice(1)));
    expect(text).toContain('Date (BS): 26 Falgun 2082 BS');
    expect(text).toContain('Date (AD): 10 Mar 2026');
    expect(text).toContain('Invoice No.: 2082/83-000042');
  });

  it('runs a long order onto more pages and still prints every item and the total', async () => {
    const pdf = await renderInvoicePdf(invoice(60));
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(2);
    const text = pdfText(pdf);
    for (let i = 1; i <= 60; i++) expect(text).toContain(`Camera model ${i}\n`);
    expect(text).toContain('Total\nRs 60,000.00');
  });
});
