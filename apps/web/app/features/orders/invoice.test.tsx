import type { MyOrderResponse } from '@suraksha/contracts/orders';
import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Invoice } from './invoice.tsx';

function invoice(overrides: Partial<MyOrderResponse['order']> = {}): MyOrderResponse {
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
  };
}

const totals = () =>
  within(screen.getByTestId('invoice-totals'))
    .getAllByRole('definition')
    .map((dd) => `${dd.previousElementSibling?.textContent}: ${dd.textContent}`);

describe('Invoice', () => {
  it('shows the seller in Kalanki, the order, the ship-to address and every item with colour, size and amount', () => {
    const { container } = render(<Invoice invoice={invoice()} />);
    expect(screen.getByText('Suraksha Security Pvt. Ltd.')).toBeTruthy();
    expect(screen.getByText('Kalanki, Kathmandu')).toBeTruthy();
    expect(screen.getByText(/PAN\/VAT No\./).textContent).toBe('PAN/VAT No.: 609871234');
    expect(screen.getByTestId('invoice-number').textContent).toBe('SRK-7QK4M2XA');
    expect(screen.getByText('10 Mar 2026, 10:00 · 26 Falgun 2082 BS')).toBeTruthy();
    expect(screen.getByText('Sharma Traders')).toBeTruthy();
    expect(screen.getByText('Ward 14, Kathmandu Metropolitan City, Kathmandu District')).toBeTruthy();
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
      ['Hikvision 4MP Dome Camera', 'White', '2.8 mm', '2', 'Rs\u00a04,500.00', 'Rs\u00a09,000.00'],
      ['Dahua 8-Channel NVR', '-', '-', '1', 'Rs\u00a012,999.50', 'Rs\u00a012,999.50'],
    ]);
    // A product without a photo gets the shop's placeholder (the images are decorative: alt="").
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/media/products/dome.svg',
      '/placeholder-product.svg',
    ]);
  });

  it('prints shipping and discount as Rs 0.00 (SPEC §1)', () => {
    render(<Invoice invoice={invoice()} />);
    expect(totals()).toEqual([
      'Subtotal: Rs\u00a021,999.50',
      'Shipping: Rs\u00a00.00',
      'Discount: Rs\u00a00.00',
      'Total: Rs\u00a021,999.50',
    ]);
  });

  it('adds the coupon and wallet lines when the order used them', () => {
    render(<Invoice invoice={invoice({ coupon_code: 'WELCOME-AB12', coupon: 500, wallet: 1000, total: 20499.5 })} />);
    expect(totals()).toEqual([
      'Subtotal: Rs\u00a021,999.50',
      'Shipping: Rs\u00a00.00',
      'Discount: Rs\u00a00.00',
      'Coupon (WELCOME-AB12): -Rs\u00a0500.00',
      'Wallet: -Rs\u00a01,000.00',
      'Total: Rs\u00a020,499.50',
    ]);
  });

  it('shows a pending order in the warning colour and a delivered one in the success colour', () => {
    render(<Invoice invoice={invoice({ status: 'Pending Order' })} />);
    expect(screen.getByText('Pending Order').className).toContain('text-bg-warning');
    cleanup();
    render(<Invoice invoice={invoice()} />);
    expect(screen.getByText('Delivered').className).toContain('text-bg-success');
  });
});
