import type { TrackingResponse } from '@suraksha/contracts/order-tracking';
import { render, screen, within } from '@testing-library/react';
import { TranslationProvider } from '../../i18n/react.tsx';
import { MemoryRouter } from 'react-router';
import { i18nFor } from '../../i18n/i18n.ts';
import { describe, expect, it } from 'vitest';
import { OrderCard } from './order-card.tsx';

function tracking(status: string): TrackingResponse {
  return {
    result: 'success',
    order: { order_name: 'SRK-7QK4M2XA', date: '2026-03-10', status, method: 'Cash On Delivery', total: 123456.5 },
    orderItems: [
      { name: 'Hikvision 4MP Dome Camera', image: '/media/products/dome.svg', quantity: 2, amount: 9000 },
      { name: 'Cat6 cable, 305 m', image: null, quantity: 1, amount: 12999.5 },
    ],
    message: [],
  };
}

function reachedSteps() {
  return within(screen.getByRole('list', { name: 'Delivery progress' }))
    .getAllByRole('listitem')
    .filter((step) => step.dataset.reached === 'true')
    .map((step) => step.querySelector('.tracking-step__label')?.textContent);
}

describe('OrderCard', () => {
  it('shows number, date, method, the total in rupees and every line', () => {
    render(
      <MemoryRouter>
        <OrderCard tracking={tracking('Confirm')} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Order SRK-7QK4M2XA' })).toBeTruthy();
    // The shop's one date format, AD with BS beside it, as My Orders and the invoice show it; the machine-readable day stays on <time>.
    expect(screen.getByText('10 Mar 2026').closest('time')?.getAttribute('dateTime')).toBe('2026-03-10');
    expect(screen.getByText('10 Mar 2026').closest('dd')?.textContent).toBe('10 Mar 2026 · 26 Falgun 2082 BS');
    expect(screen.queryByText('2026-03-10')).toBeNull();
    expect(screen.getByText('Cash On Delivery')).toBeTruthy();
    expect(screen.getByText('Rs 1,23,456.50')).toBeTruthy();
    expect(screen.getByText('Rs 9,000.00')).toBeTruthy();
    expect(screen.getByText('Rs 12,999.50')).toBeTruthy();
    // A line without a photo shows the catalogue placeholder.
    const images = screen.getByRole('heading', { name: 'Items' }).nextElementSibling?.querySelectorAll('img');
    expect([...(images ?? [])].map((img) => img.getAttribute('src'))).toEqual(['/media/products/dome.svg', '/placeholder-product.svg']);
  });

  it.each([
    ['Pending Order', 'text-bg-warning', []],
    ['Confirm', 'text-bg-success', ['Order confirmed']],
    ['Shipping', 'text-bg-success', ['Order confirmed', 'Picked by courier']],
    ['On Way', 'text-bg-success', ['Order confirmed', 'Picked by courier', 'On the way']],
    ['Delivered', 'text-bg-success', ['Order confirmed', 'Picked by courier', 'On the way', 'Ready for pickup']],
    ['Cancelled', 'text-bg-danger', []],
  ])('shows %s in %s and highlights %j', (status, badgeClass, reached) => {
    render(
      <MemoryRouter>
        <OrderCard tracking={tracking(status)} />
      </MemoryRouter>,
    );
    const badge = screen.getByTestId('order-status');
    expect(badge.textContent).toBe(status);
    expect(badge.classList.contains(badgeClass)).toBe(true);
    expect(reachedSteps()).toEqual(reached);
    const current = screen.queryByRole('listitem', { current: 'step' });
    expect(current?.querySelector('.tracking-step__label')?.textContent ?? null).toBe(reached.at(-1) ?? null);
  });

  it('reads in Nepali on the Nepali site: labels, status, steps and quantities, the amounts as the one formatter prints them', () => {
    render(
      <TranslationProvider translator={i18nFor('ne')}>
        <MemoryRouter initialEntries={['/ne/order-tracking']}>
          <OrderCard tracking={tracking('Shipping')} />
        </MemoryRouter>
      </TranslationProvider>,
    );
    expect(screen.getByRole('heading', { name: 'अर्डर SRK-7QK4M2XA' })).toBeTruthy();
    expect(screen.getByText('भुक्तानी विधि').nextElementSibling?.textContent).toBe('क्यास अन डेलिभरी (सामान पाउँदा भुक्तानी)');
    expect(screen.getByText('कुल जम्मा').nextElementSibling?.textContent).toBe('Rs\u00a01,23,456.50');
    expect(screen.getByTestId('order-status').textContent).toBe('पठाउने तयारी');
    const steps = within(screen.getByRole('list', { name: 'डेलिभरीको प्रगति' }))
      .getAllByRole('listitem')
      .filter((step) => step.dataset.reached === 'true')
      .map((step) => step.querySelector('.tracking-step__label')?.textContent);
    expect(steps).toEqual(['अर्डर पुष्टि भयो', 'कुरियरले लग्यो']);
    expect(screen.getByText('सङ्ख्या 2')).toBeTruthy();
    expect(screen.queryByText('Payment method')).toBeNull();
  });
});
