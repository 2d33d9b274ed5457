import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeShopApi, aBag, aCustomer, fakeShopApi, profileOf } from '../../test-support/fake-shop-api.ts';
import { renderInShop } from '../../test-support/shop-harness.tsx';
import { saveSession } from '../../lib/session/session-storage.ts';
import { AddToBagButton } from './add-to-bag-button.tsx';
import { CardBagButton } from './card-bag-button.tsx';
import { useCartCounters } from './cart-counters.ts';

const TOKEN = 'C'.repeat(43);
const bagWith = (cartCount: number) => aBag([], cartCount);
const WISHLIST_LINE = { slug: 'w', product_slug: 'p', product_name: 'P', product_price: null, image: null };
let api: FakeShopApi;

beforeEach(() => {
  api = fakeShopApi({ 'GET /customer/profile': profileOf(aCustomer()) });
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
    render(
      <MemoryRouter>
        <AddToBagButton productSlug="dome-camera" />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to bag' }));
    expect(error).toHaveBeenCalledWith('Login required!');
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it("adds for a customer, toasts the server's message and moves the header counter", async () => {
    const success = vi.spyOn(toast, 'success');
    api.answer('POST /customer/carts/list', bagWith(1));
    api.answer('POST /customer/wishlists/count', { result: 'success', wishlists: [WISHLIST_LINE] });
    api.answer('POST /customer/carts/create', { ...bagWith(2), message: 'Added to bag!' });
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
    const [added] = api.requests('POST /customer/carts/create');
    expect(added?.body).toEqual({ product_slug: 'dome-camera', quantity: 1 });
    expect(added?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
  });
});

describe('CardBagButton (the product card)', () => {
  it('shows nothing to a visitor (SPEC §4: a card shows a visitor the name only)', () => {
    const { container } = render(<CardBagButton productSlug="dome-camera" productName="Dome Camera" />);
    expect(container.innerHTML).toBe('');
  });

  it('names the product for a customer and adds it', async () => {
    const success = vi.spyOn(toast, 'success');
    api.answer('POST /customer/carts/list', bagWith(0));
    api.answer('POST /customer/carts/create', { ...bagWith(1), message: 'Added to bag!' });
    saveSession({ access_token: TOKEN, expires_in: 3600 });
    renderSignedIn(<CardBagButton productSlug="dome-camera" productName="Dome Camera" />);
    const button = await screen.findByRole('button', { name: 'Add Dome Camera to bag' });
    await act(async () => {
      fireEvent.click(button);
    });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Added to bag!'));
  });
});
