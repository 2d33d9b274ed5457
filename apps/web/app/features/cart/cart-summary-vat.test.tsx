import type { CartState } from '@suraksha/contracts/cart';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aBag } from '../../test-support/fake-shop-api.ts';
import { CartSummary } from './cart-summary.tsx';

/** The bag's "VAT (13%)" line shows only when the server added VAT on top of the prices (decision 0131). */
const INCLUSIVE = aBag([{ slug: 'l1', product_slug: 'nvr', product_name: 'NVR', image: null, price: 3000, qty: 1, line_total: 3000 }]);
const ON_TOP: CartState = { ...INCLUSIVE, vatAmount: 390, totalAmount: 3390 };

function renderCart(bag: CartState) {
  const router = createMemoryRouter([{ path: '/carts', element: <CartSummary bag={bag} /> }], { initialEntries: ['/carts'] });
  render(<RouterProvider router={router} />);
}

describe("the bag summary's VAT line", () => {
  it('is not there when the prices include VAT (no vatAmount)', () => {
    renderCart(INCLUSIVE);
    expect(screen.queryByTestId('cart-vat')).toBeNull();
    expect(screen.queryByText(/VAT/)).toBeNull();
    expect(screen.getByTestId('cart-total').textContent).toBe('Rs\u00a03,000.00');
  });

  it('shows the VAT added, and the total with it', () => {
    renderCart(ON_TOP);
    expect(screen.getByTestId('cart-vat').closest('div')?.textContent).toBe('VAT (13%)Rs\u00a0390.00');
    expect(screen.getByTestId('cart-total').textContent).toBe('Rs\u00a03,390.00');
  });
});
