import type { WishlistLine } from '@suraksha/contracts/wishlist';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeShopApi, aCustomer, fakeShopApi, profileOf } from '../../test-support/fake-shop-api.ts';
import { renderInShop } from '../../test-support/shop-harness.tsx';
import { saveSession } from '../../lib/session/session-storage.ts';
import { WishlistPage } from './wishlist-page.tsx';

const PRICED: WishlistLine = { slug: 'line00000001', product_slug: 'dome', product_name: 'Dome Camera', product_price: 8000, image: null };
const ON_REQUEST: WishlistLine = { slug: 'line00000002', product_slug: 'nvr', product_name: 'NVR 16', product_price: null, image: null };

let api: FakeShopApi;
beforeEach(() => {
  api = fakeShopApi({ 'GET /customer/profile': profileOf(aCustomer()) });
});

/** The wishlist is kept per sign-in for the whole page (wishlist-store.ts): each test signs in anew. */
let signIns = 0;
function renderWishlist(url: string) {
  signIns += 1;
  saveSession({ access_token: String.fromCharCode(64 + signIns).repeat(43), expires_in: 3600 });
  const addToBag = vi.fn(async () => ({ message: 'Added to bag!' }));
  renderInShop(<WishlistPage addToBag={addToBag} bagErrorMessage={() => 'Could not add.'} />, { url });
  return addToBag;
}

describe('the wishlist page', () => {
  it('lists the lines in English on the English site', async () => {
    api.answer('POST /customer/wishlists/count', { result: 'success', wishlists: [PRICED, ON_REQUEST] });
    renderWishlist('/wishlists');
    const lines = await screen.findByRole('list', { name: 'Products in your wishlist' });
    expect(within(lines).getByRole('button', { name: 'Move Dome Camera to bag' })).toBeTruthy();
    expect(within(lines).getByText('Price on request')).toBeTruthy();
    expect(within(lines).getByRole('link', { name: 'Ask for a quote' }).getAttribute('href')).toBe('/products/nvr');
  });

  it('reads in Nepali on the Nepali site, links stay in /ne, and the toasts come in Nepali', async () => {
    const success = vi.spyOn(toast, 'success');
    const error = vi.spyOn(toast, 'error');
    api.answer('POST /customer/wishlists/count', { result: 'success', wishlists: [PRICED, ON_REQUEST] });
    api.answer('POST /customer/wishlists/remove', { result: 'success', wishlists: [PRICED], message: 'Removed from wishlist!' });
    renderWishlist('/ne/wishlists');
    expect(screen.getByRole('heading', { level: 1, name: 'मेरो मनपर्ने सूची' })).toBeTruthy();
    const lines = await screen.findByRole('list', { name: 'तपाईंको मनपर्ने सूचीका सामानहरू' });
    expect(within(lines).getByRole('link', { name: 'Dome Camera' }).getAttribute('href')).toBe('/ne/products/dome');
    expect(within(lines).getByText('मूल्य सोधेर मात्र')).toBeTruthy();
    expect(within(lines).getByRole('link', { name: 'मूल्य सोध्नुहोस्' }).getAttribute('href')).toBe('/ne/products/nvr');
    expect(within(lines).getByRole('button', { name: 'Dome Camera झोलामा सार्नुहोस्' }).textContent).toBe('झोलामा सार्नुहोस्');
    await act(async () => {
      fireEvent.click(within(lines).getByRole('button', { name: 'NVR 16 हटाउनुहोस्' }));
    });
    expect(error).toHaveBeenCalledWith('मनपर्ने सूचीबाट हटाइयो!');
    expect(success).not.toHaveBeenCalled();
    expect(screen.queryByText('Move to bag')).toBeNull();
  });

  it('says so in Nepali when the list is empty, with a way to the products inside /ne', async () => {
    api.answer('POST /customer/wishlists/count', { result: 'success', wishlists: [] });
    renderWishlist('/ne/wishlists');
    expect(await screen.findByText('कुनै सामान भेटिएन')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'सामानहरू हेर्नुहोस्' }).getAttribute('href')).toBe('/ne/products');
  });
});
