import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { TranslationProvider } from '../../i18n/react.tsx';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nFor } from '../../i18n/i18n.ts';
import { saveSession } from '../../lib/session/session-storage.ts';
import { type FakeShopApi, aBag, aCustomer, fakeShopApi, profileOf } from '../../test-support/fake-shop-api.ts';
import { renderInShop } from '../../test-support/shop-harness.tsx';
import { AddToBagButton } from './add-to-bag-button.tsx';
import { CartPage } from './cart-page.tsx';

const TOKEN = 'N'.repeat(43);
const LINE = {
  slug: 'line1',
  product_slug: 'dome-camera',
  product_name: 'Hikvision Dome Camera',
  image: null,
  price: 4500,
  qty: 2,
  line_total: 9000,
};
let api: FakeShopApi;

beforeEach(() => {
  api = fakeShopApi({ 'GET /customer/profile': profileOf(aCustomer()), 'POST /customer/carts/list': aBag([LINE]) });
});

function renderInNepali() {
  return renderInShop(
    <TranslationProvider translator={i18nFor('ne')}>
      <CartPage />
    </TranslationProvider>,
    { url: '/ne/carts', routes: [{ path: '/ne/login', element: <p>login page</p> }] },
  );
}

describe('CartPage on the Nepali site (/ne/carts)', () => {
  it('sends a visitor to the Nepali sign-in page and back to the Nepali bag', async () => {
    const { router } = renderInNepali();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ne/login'));
    expect(router.state.location.search).toBe('?redirectTo=%2Fne%2Fcarts');
  });

  it('shows the bag in Nepali and links inside /ne', async () => {
    saveSession({ access_token: TOKEN, expires_in: 3600 });
    renderInNepali();
    expect(await screen.findByRole('heading', { level: 1, name: 'किनमेल झोला' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hikvision Dome Camera' }).getAttribute('href')).toBe('/ne/products/dome-camera');
    expect(screen.getByRole('link', { name: 'चेकआउटमा जानुहोस्' }).getAttribute('href')).toBe('/ne/checkouts');
    expect(screen.getByRole('heading', { name: 'अर्डरको सारांश' })).toBeTruthy();
    expect(screen.getByText('उप-जम्मा').nextElementSibling?.textContent).toBe('Rs\u00a09,000.00');
    expect(screen.getByRole('button', { name: 'Hikvision Dome Camera हटाउनुहोस्' }).textContent).toBe('हटाउनुहोस्');
    expect(screen.getByRole('spinbutton', { name: 'Hikvision Dome Camera को सङ्ख्या' })).toBeTruthy();
    for (const english of ['Shopping Bag', 'Order summary', 'Proceed to checkout', 'Remove', 'Subtotal'])
      expect(screen.queryByText(english)).toBeNull();
    expect(screen.getByRole('button', { name: 'Hikvision Dome Camera एउटा थप्नुहोस्' })).toBeTruthy();
  });

  it('shows the empty bag in Nepali with its way back to the products under /ne', async () => {
    api.answer('POST /customer/carts/list', aBag([]));
    saveSession({ access_token: TOKEN, expires_in: 3600 });
    renderInNepali();
    expect(await screen.findByText('झोलामा कुनै सामान छैन')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'सामानहरू हेर्नुहोस्' }).getAttribute('href')).toBe('/ne/products');
  });
});

describe('AddToBagButton on the Nepali site', () => {
  it("reads 'झोलामा राख्नुहोस्' and tells a visitor to sign in, in Nepali", () => {
    const error = vi.spyOn(toast, 'error');
    render(
      <TranslationProvider translator={i18nFor('ne')}>
        <MemoryRouter initialEntries={['/ne/products/dome-camera']}>
          <AddToBagButton productSlug="dome-camera" />
        </MemoryRouter>
      </TranslationProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'झोलामा राख्नुहोस्' }));
    expect(error).toHaveBeenCalledWith('कृपया पहिले लगइन गर्नुहोस्!');
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it("toasts the bag's answer in Nepali for a customer", async () => {
    const success = vi.spyOn(toast, 'success');
    api.answer('POST /customer/carts/create', { ...aBag([LINE]), message: 'Added to bag!' });
    saveSession({ access_token: TOKEN, expires_in: 3600 });
    renderInShop(
      <TranslationProvider translator={i18nFor('ne')}>
        <AddToBagButton productSlug="dome-camera" />
      </TranslationProvider>,
      { url: '/ne/products/dome-camera' },
    );
    const button = await screen.findByRole('button', { name: 'झोलामा राख्नुहोस्' });
    // The click counts once the profile has come (before, the sign-in is still loading and the button waits).
    await waitFor(async () => {
      await act(async () => fireEvent.click(button));
      expect(success).toHaveBeenCalledWith('झोलामा थपियो!');
    });
  });
});
