import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aCustomer, jsonResponse, renderInShop } from '../../test-support/shop-harness.tsx';
import { saveSession } from '../../lib/session/session-storage.ts';
import { WishlistButton } from './wishlist-button.tsx';

const TOKEN = 'W'.repeat(43);
const USER = aCustomer();
const LINE = { slug: 'line12345678', product_slug: 'dome-camera', product_name: 'Dome Camera', product_price: 8000, image: null };

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

describe('WishlistButton', () => {
  it("tells a visitor 'Login required!' and calls nothing", () => {
    const error = vi.spyOn(toast, 'error');
    render(<WishlistButton productSlug="dome-camera" />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    expect(error).toHaveBeenCalledWith('Login required!');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('adds (success toast) and removes (error toast, SPEC §7) for a customer, announcing the count', async () => {
    const success = vi.spyOn(toast, 'success');
    const error = vi.spyOn(toast, 'error');
    const counts: number[] = [];
    const onCount = (e: Event) => counts.push((e as CustomEvent<{ count: number }>).detail.count);
    window.addEventListener('suraksha:wishlist-changed', onCount);
    fetchMock.mockImplementation((url: string, init: RequestInit) => {
      if (url === '/api/customer/profile') return jsonResponse(200, { result: 'success', user: USER });
      if (url === '/api/customer/wishlists/count') return jsonResponse(200, { result: 'success', wishlists: [] });
      if (url === '/api/customer/wishlists/create') return jsonResponse(200, { result: 'success', wishlists: [LINE], message: 'Added to wishlist!' });
      if (url === '/api/customer/wishlists/remove') {
        expect(JSON.parse(String(init.body))).toEqual({ slug: LINE.slug });
        return jsonResponse(200, { result: 'success', wishlists: [], message: 'Removed from wishlist!' });
      }
      return jsonResponse(404, { result: 'error', errorMessage: 'Not found.' });
    });
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
    window.removeEventListener('suraksha:wishlist-changed', onCount);
  });
});
