import type { MyOrderResponse } from '@suraksha/contracts/orders';
import { cleanup, render, screen, within } from '@testing-library/react';
import { TranslationProvider } from '../../i18n/react.tsx';
import { MemoryRouter } from 'react-router';
import { i18nFor } from '../../i18n/i18n.ts';
import { describe, expect, it } from 'vitest';
import { aCreditNote, aTaxInvoice, printed } from '../../test-support/tax-documents.ts';
import { Invoice } from './invoice.tsx';

const LINES = [
  { description: 'Hikvision 4MP Dome Camera', hsCode: '85258900', quantity: 2, unitPaisa: 4_500_00 },
  { description: 'Dahua 8-Channel NVR', hsCode: '8521', quantity: 1, unitPaisa: 12_999_50 },
];

function invoice(
  overrides: Partial<MyOrderResponse['order']> = {},
  documents: MyOrderResponse['tax_documents'] = printed(aTaxInvoice(LINES)),
): MyOrderResponse {
  return {
    result: 'success',
    order: {
      slug: 'SRK-7QK4M2XA',
      order_name: 'SRK-7QK4M2XA',
      date: '2026-03-10',
      created_date: '2026-03-10T04:15:00.000Z',
      updated_date: '2026-03-12T04:15:00.000Z',
      method: 'Cash On Delivery',
      status: 'Delivered',
      subtotal: 21999.5,
      shipping: 0,
      discount: 0,
      coupon_code: null,
      coupon: 0,
      wallet: 0,
      total: 21999.5,
      address: 'Kalanki Chowk, Kathmandu, Bagmati Province 44600, Nepal',
      phone_number: '+9779801234567',
      email: 'sita@example.com',
      ...overrides,
    },
    orders: [
      {
        name: 'Hikvision 4MP Dome Camera',
        image: '/media/products/dome.svg',
        color: 'White',
        size: '2.8 mm',
        quantity: 2,
        price: 4500,
        amount: 9000,
      },
      { name: 'Dahua 8-Channel NVR', image: null, color: null, size: null, quantity: 1, price: 12999.5, amount: 12999.5 },
    ],
    shipping: {
      full_name: 'Sita Sharma',
      company: 'Sharma Traders',
      email: 'sita@example.com',
      phone: '+9779801234567',
      street: 'Kalanki Chowk',
      city: 'Kathmandu',
      state: 'Bagmati Province',
      district: 'Kathmandu',
      municipality: 'Kathmandu Metropolitan City',
      ward: 14,
      country: 'Nepal',
      postal: '44600',
    },
    tax_documents: documents,
  };
}

const totals = (testId = 'invoice-totals') =>
  within(screen.getByTestId(testId))
    .getAllByRole('definition')
    .map((dd) => `${dd.previousElementSibling?.textContent}: ${dd.textContent}`);

describe('Invoice', () => {
  it('shows the tax invoice: seller with PAN/VAT, number, BS and AD dates, the buyer, and each line with HS code and VAT split', () => {
    render(
      <MemoryRouter>
        <Invoice invoice={invoice()} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('TAX INVOICE');
    expect(screen.getByText('Suraksha Security Pvt. Ltd.')).toBeTruthy();
    expect(screen.getByText('PAN/VAT No.: 609871234')).toBeTruthy();
    expect(screen.getByTestId('invoice-number').textContent).toBe('2082/83-000042');
    expect(screen.getByTestId('order-number').textContent).toBe('SRK-7QK4M2XA');
    expect(screen.getByText('Date (BS)').nextElementSibling?.textContent).toBe('26 Falgun 2082 BS');
    expect(screen.getByText('Date (AD)').nextElementSibling?.textContent).toBe('10 Mar 2026');
    expect(screen.getByText('Sita Sharma, Sharma Traders')).toBeTruthy();
    expect(screen.getByText('Phone: 980-1234567')).toBeTruthy();
    const rows = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['1', 'Hikvision 4MP Dome Camera', '8525', '2', 'Rs\u00a04,500.00', 'Rs\u00a07,964.60', 'Rs\u00a01,035.40', 'Rs\u00a09,000.00'],
      ['2', 'Dahua 8-Channel NVR', '8521', '1', 'Rs\u00a012,999.50', 'Rs\u00a011,503.98', 'Rs\u00a01,495.52', 'Rs\u00a012,999.50'],
    ]);
    expect(screen.getByText('In words: Rupees Twenty-One Thousand Nine Hundred Ninety-Nine and Fifty Paisa Only')).toBeTruthy();
  });

  it('prints shipping and discount as Rs 0.00 (SPEC §1), then the taxable amount and VAT that make the total', () => {
    render(
      <MemoryRouter>
        <Invoice invoice={invoice()} />
      </MemoryRouter>,
    );
    expect(totals()).toEqual([
      'Subtotal: Rs\u00a021,999.50',
      'Shipping: Rs\u00a00.00',
      'Discount: Rs\u00a00.00',
      'Taxable amount: Rs\u00a019,468.58',
      'VAT (13%): Rs\u00a02,530.92',
      'Total: Rs\u00a021,999.50',
    ]);
  });

  it('takes a coupon off the taxable amount, and shows the wallet as a payment after the total', () => {
    const documents = printed(aTaxInvoice(LINES, { couponCode: 'WELCOME-AB12', couponPaisa: 500_00, walletPaisa: 1_000_00 }));
    render(
      <MemoryRouter>
        <Invoice invoice={invoice({ coupon_code: 'WELCOME-AB12', coupon: 500, wallet: 1000, total: 20499.5 }, documents)} />
      </MemoryRouter>,
    );
    expect(totals()).toEqual([
      'Subtotal: Rs\u00a021,999.50',
      'Shipping: Rs\u00a00.00',
      'Discount: Rs\u00a00.00',
      'Coupon (WELCOME-AB12): -Rs\u00a0500.00',
      'Taxable amount: Rs\u00a019,026.10',
      'VAT (13%): Rs\u00a02,473.40',
      'Total: Rs\u00a021,499.50',
      'Paid from wallet: -Rs\u00a01,000.00',
      'Amount to pay: Rs\u00a020,499.50',
    ]);
  });

  it('shows the credit note of a cancelled order after its invoice, against the invoice', () => {
    const issued = aTaxInvoice(LINES);
    render(
      <MemoryRouter>
        <Invoice invoice={invoice({ status: 'Cancelled' }, printed(issued, aCreditNote(issued)))} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'CREDIT NOTE' })).toBeTruthy();
    expect(screen.getByTestId('credit-note-number').textContent).toBe('CN-2082/83-000003');
    expect(screen.getByText('Against invoice').nextElementSibling?.textContent).toBe('2082/83-000042 (26 Falgun 2082 BS)');
    expect(totals('credit-note-totals').at(-1)).toBe('Credited to buyer: Rs\u00a021,999.50');
    // The invoice itself is still there, unchanged.
    expect(screen.getByTestId('invoice-number').textContent).toBe('2082/83-000042');
  });

  it('shows a pending order in the warning colour and a delivered one in the success colour', () => {
    render(
      <MemoryRouter>
        <Invoice invoice={invoice({ status: 'Pending Order' })} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Pending Order').className).toContain('text-bg-warning');
    cleanup();
    render(
      <MemoryRouter>
        <Invoice invoice={invoice()} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Delivered').className).toContain('text-bg-success');
  });

  it('on the Nepali site, labels the invoice in Nepali with the issued English beside, numbers, BS and AD dates and the amount in words as issued', () => {
    render(
      <TranslationProvider translator={i18nFor('ne')}>
        <MemoryRouter initialEntries={['/ne/dashboard/my-orders/SRK-7QK4M2XA']}>
          <Invoice invoice={invoice()} />
        </MemoryRouter>
      </TranslationProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('कर बीजक (TAX INVOICE)');
    expect(screen.getByText('बीजक नं. (Invoice No.)').nextElementSibling?.textContent).toBe('2082/83-000042');
    expect(screen.getByText('मिति (वि.सं.) (Date (BS))').nextElementSibling?.textContent).toBe('26 Falgun 2082 BS');
    expect(screen.getByText('मिति (ई.सं.) (Date (AD))').nextElementSibling?.textContent).toBe('10 Mar 2026');
    expect(screen.getByText('प्यान/भ्याट नं. (PAN/VAT No.): 609871234')).toBeTruthy();
    expect(screen.getByText('फोन (Phone): 980-1234567')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'भ्याट 13% (VAT 13%)' })).toBeTruthy();
    expect(totals()).toContain('कुल जम्मा (Total): Rs\u00a021,999.50');
    expect(screen.getByText('अक्षरमा (In words): Rupees Twenty-One Thousand Nine Hundred Ninety-Nine and Fifty Paisa Only')).toBeTruthy();
    expect(screen.getByText('अवस्था').nextElementSibling?.textContent).toBe('डेलिभर भयो');
    expect(screen.getByTestId('order-number').textContent).toBe('SRK-7QK4M2XA');
  });
});
