import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aCustomer, jsonResponse, renderInShop } from '../../test-support/shop-harness.tsx';
import { saveSession } from '../../lib/session/session-storage.ts';
import { AddToBagButton } from './add-to-bag-button.tsx';
import { CardBagButton } from './card-bag-button.tsx';
import { useCartCounters } from './cart-counters.ts';

const TOKEN = 'C'.repeat(43);
const USER = aCustomer();
const bagWith = (cartCount: number) => ({ result: 'success', cartCount, carts: [], cartSubTotal: 0, discountAmount: 0, cashbackAmount: 0, totalAmount: 0, totalCart: cartCount });
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Counters() {
  const { cart, wishlist } = useCartCounters();
  return <p data-testid="counters">{`${cart}/${wishlist}`}</p>;
}

function renderSignedIn(children: React.ReactNode) {
  return renderInShop(children);
}

describe('AddToBagButton', () => {
  it("tells a visitor 'Login required!' and calls nothing", () => {
    const error = vi.spyOn(toast, 'error');
    render(<AddToBagButton productSlug="dome-camera" />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to bag' }));
    expect(error).toHaveBeenCalledWith('Login required!');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("adds for a customer, toasts the server's message and moves the header counter", async () => {
    const success = vi.spyOn(toast, 'success');
    fetchMock.mockImplementation((url: string, init: RequestInit) => {
      if (url === '/api/customer/profile') return jsonResponse(200, { result: 'success', user: USER });
      if (url === '/api/customer/carts/list') return jsonResponse(200, bagWith(1));
      if (url === '/api/customer/wishlists/count') return jsonResponse(200, { result: 'success', wishlists: [{ slug: 'w', product_slug: 'p', product_name: 'P', product_price: null, image: null }] });
      if (url === '/api/customer/carts/create') {
        expect(JSON.parse(String(init.body))).toEqual({ product_slug: 'dome-camera', quantity: 1 });
        expect(new Headers(init.headers).get('authorization')).toBe(`Bearer ${TOKEN}`);
        return jsonResponse(200, { ...bagWith(2), message: 'Added to bag!' });
      }
      return jsonResponse(404, { result: 'error', errorMessage: 'Not found.' });
    });
    saveSession({ access_token: TOKEN, expires_in: 3600 });
    renderSignedIn(
      <>
        <Counters />
        <AddToBagButton productSlug="dome-camera" />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('counters').textContent).toBe('1/1'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add to bag' }));
    });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Added to bag!'));
    expect(screen.getByTestId('counters').textContent).toBe('2/1');
  });
});

describe('CardBagButton (the product card)', () => {
  it('shows nothing to a visitor (SPEC §4: a card shows a visitor the name only)', () => {
    const { container } = render(<CardBagButton productSlug="dome-camera" productName="Dome Camera" />);
    expect(container.innerHTML).toBe('');
  });

  it("names the product for a customer and adds it", async () => {
    const success = vi.spyOn(toast, 'success');
    fetchMock.mockImplementation((url: string) => {
      if (url === '/api/customer/profile') return jsonResponse(200, { result: 'success', user: USER });
      if (url === '/api/customer/carts/create') return jsonResponse(200, { ...bagWith(1), message: 'Added to bag!' });
      return jsonResponse(200, bagWith(0));
    });
    saveSession({ access_token: TOKEN, expires_in: 3600 });
    renderSignedIn(<CardBagButton productSlug="dome-camera" productName="Dome Camera" />);
    const button = await screen.findByRole('button', { name: 'Add Dome Camera to bag' });
    await act(async () => {
      fireEvent.click(button);
    });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Added to bag!'));
  });
});
