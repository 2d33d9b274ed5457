import type { CheckoutResponse } from '@suraksha/contracts/checkout';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { TranslationProvider } from '../../i18n/react.tsx';
import { i18nFor } from '../../i18n/i18n.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure, type FakeShopApi, aBag, aCustomer, apiError, fakeShopApi, profileOf } from '../../test-support/fake-shop-api.ts';
import { renderInShop } from '../../test-support/shop-harness.tsx';
import { saveSession } from '../../lib/session/session-storage.ts';
import { CheckoutPage } from './checkout-page.tsx';

const TOKEN = 'K'.repeat(43);
const USER = aCustomer({ amount: 2000 });
const BAG = aBag([
  { slug: 'line1', product_slug: 'nvr', product_name: '8 Channel NVR', image: null, price: 15000, qty: 1, line_total: 15000 },
]);

let api: FakeShopApi;
/** What the next Place order is answered with, in turn. */
let checkoutAnswers: (CheckoutResponse | ApiFailure)[];

beforeEach(() => {
  checkoutAnswers = [];
  api = fakeShopApi({
    'GET /customer/profile': profileOf(USER),
    'POST /customer/carts/list': BAG,
    'POST /customer/coupons/apply': { result: 'success', message: 'Coupon applied.', couponAmount: 750, totalAmount: 14250 },
    'POST /customer/wallets/apply': { result: 'success', message: 'Wallet applied.', walletAmount: 2000, totalAmount: 12250 },
    'POST /customer/checkout/update': () => checkoutAnswers.shift() ?? apiError(500, 'unexpected'),
    'GET /customer/address': { result: 'success', address: null },
  });
});

function renderAt(url: string) {
  const { router } = renderInShop(<CheckoutPage />, {
    url,
    path: '/checkouts',
    routes: [
      { path: '/login', element: <p>login page</p> },
      { path: '/email/verify', element: <p>verify page</p> },
      { path: '/dashboard/my-orders', element: <p>my orders page</p> },
    ],
  });
  return router;
}

describe('CheckoutPage', () => {
  it('sends a visitor to /login and back', async () => {
    const router = renderAt('/checkouts');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirectTo=%2Fcheckouts');
  });

  it('sends a customer whose e-mail is not verified to /email/verify (the server refuses their checkout, decision 0082)', async () => {
    api = fakeShopApi({
      'GET /customer/profile': profileOf(aCustomer({ email_verified_at: null })),
      'POST /customer/carts/list': BAG,
      'GET /customer/address': { result: 'success', address: null },
    });
    saveSession({ access_token: TOKEN, expires_in: 3600 });
    const router = renderAt('/checkouts');
    await waitFor(() => expect(router.state.location.pathname).toBe('/email/verify'));
    expect(api.requests('POST /customer/checkout/update')).toHaveLength(0);
  });

  it("applies the coupon and the wallet once each ('Already applied'), then places the order with the quoted amounts and one key per attempt", async () => {
    const error = vi.spyOn(toast, 'error');
    saveSession({ access_token: TOKEN, expires_in: 3600 });
    const router = renderAt('/checkouts');
    expect((await screen.findByDisplayValue('Sita Sharma')).hasAttribute('readonly')).toBe(true);
    expect(screen.getByLabelText('E-mail').hasAttribute('readonly')).toBe(true);
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('984-1234567');
    expect(screen.getByTestId('summary-shipping').textContent).toBe('Rs\u00a00.00');

    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'tihar-2ygs' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply coupon' })));
    await waitFor(() => expect(screen.getByTestId('summary-coupon').textContent).toBe('-Rs\u00a0750.00'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply coupon' })));
    expect(error).toHaveBeenCalledWith('Already applied');
    expect(api.requests('POST /customer/coupons/apply')).toHaveLength(1);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply wallet' })));
    await waitFor(() => expect(screen.getByTestId('summary-total').textContent).toBe('Rs\u00a012,250.00'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply wallet' })));
    expect(error).toHaveBeenLastCalledWith('Already applied');
    expect(api.requests('POST /customer/wallets/apply')).toHaveLength(1);
    expect(api.requests('POST /customer/wallets/apply')[0]?.body).toEqual({ totalAmount: 15000, coupon_code: 'tihar-2ygs' });

    fireEvent.change(screen.getByLabelText('Province'), { target: { value: 'Bagmati (Province 3)' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Lalitpur' } });
    fireEvent.change(screen.getByLabelText('Street address'), { target: { value: 'Jhamsikhel' } });

    // A per-field refusal: each message is a toast; the same submit again reuses its key.
    const phoneMessage = 'Please enter a valid Nepali phone number, e.g. 9801234567 or 01-4123456.';
    checkoutAnswers.push(apiError(400, phoneMessage, { phone: phoneMessage, postal: 'A postal code has 5 digits, e.g. 44600.' }));
    checkoutAnswers.push(new ApiFailure(502, null));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Place order' })));
    await waitFor(() => expect(error).toHaveBeenCalledWith(phoneMessage));
    expect(error).toHaveBeenCalledWith('A postal code has 5 digits, e.g. 44600.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Place order' })));
    await waitFor(() => expect(api.requests('POST /customer/checkout/update')).toHaveLength(2));

    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '9801234567' } });
    // The buyer's PAN for the VAT invoice (decision 0122): optional, sent as typed.
    fireEvent.change(screen.getByLabelText('PAN for the VAT invoice (optional)'), { target: { value: '301234567' } });
    checkoutAnswers.push({
      result: 'success',
      message: 'Thank you! Your order SRK-7KQ29XHD has been placed.',
      errorMessage: '',
      order_name: 'SRK-7KQ29XHD',
      totalAmount: 12250,
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Place order' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/my-orders'));

    const submits = api.requests('POST /customer/checkout/update');
    const keys = submits.map((submit) => submit.headers.get('idempotency-key'));
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(submits[2]?.body).toMatchObject({
      full_name: 'Sita Sharma',
      email: 'sita@example.com',
      phone: '9801234567',
      state: 'Bagmati (Province 3)',
      country: 'Nepal',
      payment: 'Cash On Delivery',
      shop_code: '22280',
      coupon_code: 'tihar-2ygs',
      coupon_amount: 750,
      wallet_amount: 2000,
      total_amount: 12250,
      buyer_pan: '301234567',
    });
    expect(submits[0]?.body).toMatchObject({ buyer_pan: '' });
  });

  it('after a 409 with a fresh bag, drops the stale coupon and wallet, shows the new total, and lets the buyer apply them again', async () => {
    saveSession({ access_token: TOKEN, expires_in: 3600 });
    renderAt('/checkouts');
    await screen.findByDisplayValue('Sita Sharma');
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'tihar-2ygs' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply coupon' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply wallet' })));
    await waitFor(() => expect(screen.getByTestId('summary-total').textContent).toBe('Rs\u00a012,250.00'));
    fireEvent.change(screen.getByLabelText('Province'), { target: { value: 'Bagmati (Province 3)' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Lalitpur' } });
    fireEvent.change(screen.getByLabelText('Street address'), { target: { value: 'Jhamsikhel' } });

    // The NVR went up to Rs 16,000 meanwhile: the server refuses the stale amounts with the bag as it is now.
    const fresh = aBag([{ ...(BAG.carts[0] as (typeof BAG.carts)[number]), price: 16000, line_total: 16000 }]);
    checkoutAnswers.push(
      new ApiFailure(409, { result: 'error', errorMessage: 'Your bag changed. Please check it and try again.', cart: fresh } as never),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Place order' })));
    await waitFor(() => expect(screen.getByTestId('summary-total').textContent).toBe('Rs\u00a016,000.00'));
    expect(screen.getByTestId('summary-subtotal').textContent).toBe('Rs\u00a016,000.00');
    expect(screen.queryByTestId('summary-coupon')).toBeNull();
    expect(screen.queryByTestId('summary-wallet')).toBeNull();

    // Applied again on the new bag: no 'Already applied', and the quotes are asked for Rs 16,000.
    const error = vi.spyOn(toast, 'error');
    api.answer('POST /customer/coupons/apply', { result: 'success', message: 'Coupon applied.', couponAmount: 800, totalAmount: 15200 });
    api.answer('POST /customer/wallets/apply', { result: 'success', message: 'Wallet applied.', walletAmount: 2000, totalAmount: 13200 });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply coupon' })));
    await waitFor(() => expect(screen.getByTestId('summary-coupon').textContent).toBe('-Rs\u00a0800.00'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply wallet' })));
    await waitFor(() => expect(screen.getByTestId('summary-total').textContent).toBe('Rs\u00a013,200.00'));
    expect(error).not.toHaveBeenCalledWith('Already applied');
    expect(api.requests('POST /customer/coupons/apply').at(-1)?.body).toMatchObject({ totalAmount: 16000 });
    expect(api.requests('POST /customer/wallets/apply').at(-1)?.body).toEqual({ totalAmount: 16000, coupon_code: 'tihar-2ygs' });

    checkoutAnswers.push({
      result: 'success',
      message: 'Thank you! Your order SRK-7KQ29XHD has been placed.',
      errorMessage: '',
      order_name: 'SRK-7KQ29XHD',
      totalAmount: 13200,
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Place order' })));
    await waitFor(() => expect(api.requests('POST /customer/checkout/update')).toHaveLength(2));
    expect(api.requests('POST /customer/checkout/update')[1]?.body).toMatchObject({
      coupon_amount: 800,
      wallet_amount: 2000,
      total_amount: 13200,
    });
  });

  it('re-quotes the wallet when a coupon comes after it: the wallet pays what the coupon leaves', async () => {
    saveSession({ access_token: TOKEN, expires_in: 3600 });
    renderAt('/checkouts');
    await screen.findByDisplayValue('Sita Sharma');
    // A Rs 14,500 wallet pays the whole Rs 15,000 bag but Rs 500; after the coupon it pays all of Rs 14,250.
    api.answer('POST /customer/wallets/apply', (request) =>
      (request.body as { coupon_code?: string | null }).coupon_code
        ? { result: 'success', message: 'Wallet applied.', walletAmount: 14250, totalAmount: 0 }
        : { result: 'success', message: 'Wallet applied.', walletAmount: 14500, totalAmount: 500 },
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply wallet' })));
    await waitFor(() => expect(screen.getByTestId('summary-wallet').textContent).toBe('-Rs\u00a014,500.00'));
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'tihar-2ygs' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply coupon' })));
    await waitFor(() => expect(screen.getByTestId('summary-wallet').textContent).toBe('-Rs\u00a014,250.00'));
    expect(screen.getByTestId('summary-coupon').textContent).toBe('-Rs\u00a0750.00');
    expect(screen.getByTestId('summary-total').textContent).toBe('Rs\u00a00.00');
    expect(api.requests('POST /customer/wallets/apply').map((r) => r.body)).toEqual([
      { totalAmount: 15000, coupon_code: null },
      { totalAmount: 15000, coupon_code: 'tihar-2ygs' },
    ]);
  });

  it('takes district, municipality and ward from the selects, fills the city from the municipality, and sends them', async () => {
    saveSession({ access_token: TOKEN, expires_in: 3600 });
    renderAt('/checkouts');
    await screen.findByDisplayValue('Sita Sharma');
    fireEvent.change(screen.getByLabelText('Province'), { target: { value: 'Bagmati (Province 3)' } });
    await waitFor(() => expect((screen.getByLabelText(/^District/) as HTMLSelectElement).disabled).toBe(false));
    fireEvent.change(screen.getByLabelText(/^District/), { target: { value: 'Lalitpur' } });
    fireEvent.change(screen.getByLabelText(/^Municipality/), { target: { value: 'Lalitpur Metropolitan City' } });
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Lalitpur');
    fireEvent.change(screen.getByLabelText(/^Municipality/), { target: { value: 'Godawari Municipality' } });
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Godawari');
    // A city the buyer wrote stays theirs.
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Jhamsikhel' } });
    fireEvent.change(screen.getByLabelText(/^Municipality/), { target: { value: 'Lalitpur Metropolitan City' } });
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Jhamsikhel');
    fireEvent.change(screen.getByLabelText(/^Ward/), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Street address'), { target: { value: 'Pulchowk Road' } });

    const wardMessage = 'Please choose a ward number of the chosen municipality.';
    checkoutAnswers.push(apiError(400, wardMessage, { ward: wardMessage }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Place order' })));
    await waitFor(() => expect(screen.getByText(wardMessage)).toBeTruthy());
    expect(api.requests('POST /customer/checkout/update')[0]?.body).toMatchObject({
      state: 'Bagmati (Province 3)',
      district: 'Lalitpur',
      municipality: 'Lalitpur Metropolitan City',
      ward: '3',
      city: 'Jhamsikhel',
    });
  });

  it('starts from the saved delivery address, the selects included', async () => {
    api.answer('GET /customer/address', {
      result: 'success',
      address: {
        state: 'Gandaki (Province 4)',
        district: 'Kaski',
        municipality: 'Pokhara Metropolitan City',
        ward: 6,
        city: 'Pokhara',
        street: 'Lakeside Road',
        postal: null,
      },
    });
    saveSession({ access_token: TOKEN, expires_in: 3600 });
    renderAt('/checkouts');
    await screen.findByDisplayValue('Sita Sharma');
    await waitFor(() => expect((screen.getByLabelText(/^Ward/) as HTMLSelectElement).value).toBe('6'));
    expect((screen.getByLabelText('Province') as HTMLSelectElement).value).toBe('Gandaki (Province 4)');
    expect((screen.getByLabelText(/^District/) as HTMLSelectElement).value).toBe('Kaski');
    expect((screen.getByLabelText(/^Municipality/) as HTMLSelectElement).value).toBe('Pokhara Metropolitan City');
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Pokhara');
    expect((screen.getByLabelText('Street address') as HTMLInputElement).value).toBe('Lakeside Road');
  });

  describe('on the Nepali site (/ne/checkouts)', () => {
    function renderInNepali() {
      const { router } = renderInShop(
        <TranslationProvider translator={i18nFor('ne')}>
          <CheckoutPage />
        </TranslationProvider>,
        {
          url: '/ne/checkouts',
          path: '/ne/checkouts',
          routes: [
            { path: '/ne/login', element: <p>login page</p> },
            { path: '/ne/dashboard/my-orders', element: <p>my orders page</p> },
          ],
        },
      );
      return router;
    }

    it('sends a visitor to the Nepali sign-in page and back to the Nepali checkout', async () => {
      const router = renderInNepali();
      await waitFor(() => expect(router.state.location.pathname).toBe('/ne/login'));
      expect(router.state.location.search).toBe('?redirectTo=%2Fne%2Fcheckouts');
    });

    it('reads in Nepali, offers the places by their Nepali names, sends the English ones, toasts in Nepali and goes on to /ne/dashboard/my-orders', async () => {
      const success = vi.spyOn(toast, 'success');
      const error = vi.spyOn(toast, 'error');
      saveSession({ access_token: TOKEN, expires_in: 3600 });
      const router = renderInNepali();
      await screen.findByDisplayValue('Sita Sharma');
      expect(screen.getByRole('heading', { level: 1, name: 'चेकआउट' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'किनमेल झोला' }).getAttribute('href')).toBe('/ne/carts');
      expect(screen.getByText('डेलिभरी ठेगाना')).toBeTruthy();
      expect(screen.getByLabelText('भ्याट बीजकका लागि प्यान (ऐच्छिक)')).toBeTruthy();
      expect(screen.getByLabelText('क्यास अन डेलिभरी (सामान पाउँदा भुक्तानी)')).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'तपाईंको अर्डर' })).toBeTruthy();
      expect(screen.getByText('ढुवानी')).toBeTruthy();
      for (const english of ['Checkout', 'Delivery address', 'Place order', 'Apply coupon', 'Apply wallet', 'Your order', 'Shipping'])
        expect(screen.queryByText(english)).toBeNull();

      const province = screen.getByLabelText('प्रदेश') as HTMLSelectElement;
      expect([...province.options].map((o) => o.textContent)).toContain('बागमती प्रदेश (प्रदेश ३)');
      fireEvent.change(province, { target: { value: 'Bagmati (Province 3)' } });
      await waitFor(() => expect((screen.getByLabelText(/^जिल्ला/) as HTMLSelectElement).disabled).toBe(false));
      const district = screen.getByLabelText(/^जिल्ला/) as HTMLSelectElement;
      expect([...district.options].map((o) => o.textContent)).toContain('ललितपुर (Lalitpur)');
      fireEvent.change(district, { target: { value: 'Lalitpur' } });
      const municipality = screen.getByLabelText(/^नगरपालिका \/ गाउँपालिका/) as HTMLSelectElement;
      expect(municipality.selectedOptions[0]?.textContent).toBe('आफ्नो नगरपालिका / गाउँपालिका छान्नुहोस्');
      fireEvent.change(municipality, { target: { value: 'Lalitpur Metropolitan City' } });
      expect(municipality.selectedOptions[0]?.textContent).toMatch(/^ललितपुर महानगरपालिका \(Lalitpur Metropolitan City\)$/);
      fireEvent.change(screen.getByLabelText('टोल / सडकको ठेगाना'), { target: { value: 'Pulchowk Road' } });

      fireEvent.change(screen.getByLabelText('कुपन कोड'), { target: { value: 'tihar-2ygs' } });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'कुपन लगाउनुहोस्' })));
      await waitFor(() => expect(success).toHaveBeenCalledWith('कुपन लागू भयो।'));
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'कुपन लगाउनुहोस्' })));
      expect(error).toHaveBeenCalledWith('पहिले नै लागू गरिएको छ');

      checkoutAnswers.push({
        result: 'success',
        message: 'Thank you! Your order SRK-7KQ29XHD has been placed.',
        errorMessage: '',
        order_name: 'SRK-7KQ29XHD',
        totalAmount: 14250,
      });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'अर्डर गर्नुहोस्' })));
      await waitFor(() => expect(router.state.location.pathname).toBe('/ne/dashboard/my-orders'));
      expect(success).toHaveBeenCalledWith('धन्यवाद! तपाईंको अर्डर SRK-7KQ29XHD राखिएको छ।');
      expect(api.requests('POST /customer/checkout/update')[0]?.body).toMatchObject({
        state: 'Bagmati (Province 3)',
        district: 'Lalitpur',
        municipality: 'Lalitpur Metropolitan City',
        city: 'Lalitpur',
        country: 'Nepal',
        payment: 'Cash On Delivery',
      });
    });

    it("shows the server's field messages in Nepali, under the field and as toasts", async () => {
      const error = vi.spyOn(toast, 'error');
      saveSession({ access_token: TOKEN, expires_in: 3600 });
      renderInNepali();
      await screen.findByDisplayValue('Sita Sharma');
      checkoutAnswers.push(apiError(400, 'Please choose your province.', { state: 'Please choose your province.' }));
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'अर्डर गर्नुहोस्' })));
      await waitFor(() => expect(screen.getByText('कृपया आफ्नो प्रदेश छान्नुहोस्।')).toBeTruthy());
      expect(error).toHaveBeenCalledWith('कृपया आफ्नो प्रदेश छान्नुहोस्।');
    });
  });
});
