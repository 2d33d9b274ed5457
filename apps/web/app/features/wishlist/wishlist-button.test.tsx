import type { WishlistLine } from '@suraksha/contracts/wishlist';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeShopApi, aCustomer, fakeShopApi, profileOf } from '../../test-support/fake-shop-api.ts';
import { renderInShop } from '../../test-support/shop-harness.tsx';
import { saveSession } from '../../lib/session/session-storage.ts';
import { WishlistButton } from './wishlist-button.tsx';

const TOKEN = 'W'.repeat(43);
const LINE: WishlistLine = {
  slug: 'line12345678',
  product_slug: 'dome-camera',
  product_name: 'Dome Camera',
  product_price: 8000,
  image: null,
};

let api: FakeShopApi;
beforeEach(() => {
  api = fakeShopApi({ 'GET /customer/profile': profileOf(aCustomer()) });
});

describe('WishlistButton', () => {
  it("tells a visitor 'Login required!' and calls nothing", () => {
    const error = vi.spyOn(toast, 'error');
    render(
      <MemoryRouter>
        <WishlistButton productSlug="dome-camera" />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    expect(error).toHaveBeenCalledWith('Login required!');
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('adds (success toast) and removes (error toast, SPEC §7) for a customer, announcing the count', async () => {
    const success = vi.spyOn(toast, 'success');
    const error = vi.spyOn(toast, 'error');
    const counts: number[] = [];
    const onCount = (e: Event) => counts.push((e as CustomEvent<{ count: number }>).detail.count);
    window.addEventListener('suraksha:wishlist-changed', onCount);
    api.answer('POST /customer/wishlists/count', { result: 'success', wishlists: [] });
    api.answer('POST /customer/wishlists/create', { result: 'success', wishlists: [LINE], message: 'Added to wishlist!' });
    api.answer('POST /customer/wishlists/remove', { result: 'success', wishlists: [], message: 'Removed from wishlist!' });
    saveSession({ access_token: TOKEN, expires_in: 3600 });
    renderInShop(<WishlistButton productSlug="dome-camera" />);
    await waitFor(() => expect(counts).toEqual([0]));

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Added to wishlist!'));
    expect(screen.getByRole('button', { name: 'Remove from wishlist' }).getAttribute('aria-pressed')).toBe('true');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove from wishlist' }));
    });
    await waitFor(() => expect(error).toHaveBeenCalledWith('Removed from wishlist!'));
    expect(counts).toEqual([0, 1, 0]);
    expect(api.requests('POST /customer/wishlists/remove').map((r) => r.body)).toEqual([{ slug: LINE.slug }]);
    window.removeEventListener('suraksha:wishlist-changed', onCount);
  });
});
