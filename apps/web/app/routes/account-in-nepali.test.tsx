import { ACCOUNT_MESSAGES } from '@suraksha/contracts/account-messages';
import { SAVED_ADDRESS_MESSAGES } from '@suraksha/contracts/saved-address-messages';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aCustomer, fakeShopApi, profileOf } from '../test-support/fake-shop-api.ts';
import { InPageLanguage } from '../test-support/page-language.tsx';
import { renderInShop } from '../test-support/shop-harness.tsx';
import { formatRupees } from '../lib/money.ts';
import { saveSession } from '../lib/session/session-storage.ts';
import { accountMeta } from '../features/auth/account-meta.ts';
import { DashboardNav } from '../features/auth/dashboard-nav.tsx';
import { GoogleButton } from '../features/auth/google-button.tsx';
import { SavedAddressForm } from '../features/auth/saved-address-form.tsx';
import Dashboard from './dashboard.tsx';
import DashboardMyOrders from './dashboard-my-orders.tsx';
import DashboardProfile from './dashboard-profile.tsx';
import DashboardWalletRefer from './dashboard-wallet-refer.tsx';
import EmailVerify from './email-verify.tsx';
import ForgetPassword from './forget-password.tsx';
import GoogleCallback from './google-callback.tsx';
import Login from './login.tsx';
import type { Route } from './+types/login';

// Issue #19: the sign-in and account pages under /ne read in Nepali, and every link and redirect stays in /ne.

const TOKEN = 'N'.repeat(43);
const loginProps = { loaderData: { google: true } } as unknown as Route.ComponentProps;
const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

const signedIn = () => saveSession({ access_token: TOKEN, expires_in: 3600 });

beforeEach(() => {
  localStorage.clear();
});

describe('/ne/login', () => {
  it('reads in Nepali, links inside /ne, and signs in onto the Nepali dashboard', async () => {
    const success = vi.spyOn(toast, 'success');
    fakeShopApi({
      'POST /auth/login': { result: 'success', access_token: TOKEN, expires_in: 3600 },
      'GET /customer/profile': profileOf(aCustomer()),
    });
    const { router } = renderInShop(
      <InPageLanguage>
        <Login {...loginProps} />
      </InPageLanguage>,
      { url: '/ne/login', routes: [{ path: '/ne/dashboard', element: <p>Nepali dashboard</p> }] },
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('लगइन');
    expect(hrefOf('पासवर्ड बिर्सनुभयो?')).toBe('/ne/forget-password');
    expect(hrefOf('खाता खोल्नुहोस्')).toBe('/ne/register');
    expect(hrefOf(/Google बाट लगइन गर्नुहोस्/)).toBe('/api/auth/google/redirect');
    expect(screen.queryByText('Forgot password?')).toBeNull();

    fireEvent.change(screen.getByLabelText('इमेल ठेगाना'), { target: { value: 'sita@example.com' } });
    fireEvent.change(screen.getByLabelText('पासवर्ड'), { target: { value: 'mustard-lantern-42' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'लगइन गर्नुहोस्' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ne/dashboard'));
    expect(success).toHaveBeenCalledWith('तपाईं सफलतापूर्वक लगइन हुनुभयो।');
  });

  it('goes back to the page that sent the reader to sign in, in Nepali', async () => {
    signedIn();
    fakeShopApi({ 'GET /customer/profile': profileOf(aCustomer()) });
    const { router } = renderInShop(
      <InPageLanguage>
        <Login {...loginProps} />
      </InPageLanguage>,
      {
        url: '/ne/login?redirectTo=%2Fwishlists',
        path: '/ne/login',
        routes: [{ path: '/ne/wishlists', element: <p>Nepali wishlist</p> }],
      },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/ne/wishlists'));
  });

  it('keeps the English login in English, with English links', () => {
    fakeShopApi();
    renderInShop(<Login {...loginProps} />, { url: '/login' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Login');
    expect(hrefOf('Forgot password?')).toBe('/forget-password');
    expect(hrefOf('Create an account')).toBe('/register');
  });

  it('signs in onto the English /dashboard from the English login', async () => {
    signedIn();
    fakeShopApi({ 'GET /customer/profile': profileOf(aCustomer()) });
    const { router } = renderInShop(<Login {...loginProps} />, {
      url: '/login',
      routes: [{ path: '/dashboard', element: <p>dashboard</p> }],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('has a Nepali page title on /ne and the English one elsewhere', () => {
    expect(accountMeta('/ne/login', (t) => t('auth.login.metaTitle'))).toEqual([
      { title: 'लगइन — Suraksha' },
      { name: 'robots', content: 'noindex' },
    ]);
    expect(accountMeta('/login', (t) => t('auth.login.metaTitle'))[0]).toEqual({ title: 'Login — Suraksha' });
  });
});

describe('Google sign-in from /ne', () => {
  it('comes back from Google (to its one English callback URL) onto the Nepali home page', async () => {
    const success = vi.spyOn(toast, 'success');
    fakeShopApi({
      'GET /auth/callback': { result: 'success', access_token: TOKEN, expires_in: 3600 },
      'GET /customer/profile': profileOf(aCustomer()),
    });
    renderInShop(
      <InPageLanguage>
        <GoogleButton />
      </InPageLanguage>,
      { url: '/ne/login' },
    );
    // The link leaves for Google; jsdom does not follow it.
    const start = screen.getByRole('link', { name: /Google बाट लगइन गर्नुहोस्/ });
    start.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(start);
    cleanup();

    const { router } = renderInShop(<GoogleCallback />, {
      url: '/login/google/callback?code=abc&state=xyz',
      path: '/login/google/callback',
      routes: [{ path: '/ne', element: <p>Nepali home</p> }],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/ne'));
    expect(success).toHaveBeenCalledWith('तपाईं सफलतापूर्वक लगइन हुनुभयो।');
  });

  it('comes back onto the English home page when it started in English', async () => {
    fakeShopApi({
      'GET /auth/callback': { result: 'success', access_token: TOKEN, expires_in: 3600 },
      'GET /customer/profile': profileOf(aCustomer()),
    });
    const { router } = renderInShop(<GoogleCallback />, {
      url: '/login/google/callback?code=abc&state=xyz',
      path: '/login/google/callback',
      routes: [{ path: '/', element: <p>home</p> }],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('the guards keep /ne', () => {
  it('sends a visitor of /ne/dashboard/my-orders to /ne/login, back to the Nepali page', async () => {
    fakeShopApi();
    const { router } = renderInShop(
      <InPageLanguage>
        <Dashboard />
      </InPageLanguage>,
      { url: '/ne/dashboard/my-orders', path: '/ne/dashboard/*', routes: [{ path: '/ne/login', element: <p>Nepali login</p> }] },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/ne/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirectTo')).toBe('/ne/dashboard/my-orders');
  });

  it('sends a visitor of /ne/email/verify to /ne/login, and refuses an empty code in Nepali', async () => {
    fakeShopApi();
    const { router } = renderInShop(
      <InPageLanguage>
        <EmailVerify />
      </InPageLanguage>,
      { url: '/ne/email/verify', routes: [{ path: '/ne/login', element: <p>Nepali login</p> }] },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/ne/login'));
    expect(router.state.location.search).toBe('?redirectTo=%2Fne%2Femail%2Fverify');
  });

  it('asks a signed-in reader for the code in Nepali and says so when it is empty', async () => {
    const error = vi.spyOn(toast, 'error');
    signedIn();
    fakeShopApi({ 'GET /customer/profile': profileOf(aCustomer({ email_verified_at: null })) });
    renderInShop(
      <InPageLanguage>
        <EmailVerify />
      </InPageLanguage>,
      { url: '/ne/email/verify' },
    );
    expect(await screen.findByText('sita@example.com')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('आफ्नो इमेल ठेगाना प्रमाणित गर्नुहोस्');
    expect(screen.getByText(/अङ्कको कोड पठाएका छौं/)).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'अगाडि बढ्नुहोस्' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    await act(async () => fireEvent.click(submit));
    expect(error).toHaveBeenCalledWith('कृपया आफ्नो प्रमाणीकरण कोड लेख्नुहोस्।');
    expect(error).not.toHaveBeenCalledWith(ACCOUNT_MESSAGES.emptyCode);
  });
});

describe('/email/verify in English', () => {
  it('keeps its sentence word for word', async () => {
    signedIn();
    fakeShopApi({ 'GET /customer/profile': profileOf(aCustomer({ email_verified_at: null })) });
    renderInShop(<EmailVerify />, { url: '/email/verify' });
    const email = await screen.findByText('sita@example.com');
    expect(email.tagName).toBe('STRONG');
    expect(email.closest('p')?.textContent).toBe(
      "We sent a 6-digit code to sita@example.com. Enter it below to continue. Didn't get it? Send Again",
    );
  });
});

describe('/ne/forget-password', () => {
  it('reads in Nepali, with the way back to /ne/login', () => {
    fakeShopApi();
    renderInShop(
      <InPageLanguage>
        <ForgetPassword />
      </InPageLanguage>,
      { url: '/ne/forget-password' },
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('पासवर्ड बिर्सनुभयो');
    const crumbs = screen.getByRole('navigation', { name: 'तपाईं कहाँ हुनुहुन्छ' });
    expect(within(crumbs).getByRole('link', { name: 'लगइन' }).getAttribute('href')).toBe('/ne/login');
    expect(hrefOf('लगइन गर्नुहोस्')).toBe('/ne/login');
    expect(screen.getByRole('button', { name: 'कोड पठाउनुहोस्' })).toBeTruthy();
  });
});

describe('the Nepali dashboard', () => {
  it('navigates inside /ne, in Nepali, with a Nepali Logout', () => {
    renderInShop(
      <InPageLanguage>
        <DashboardNav />
      </InPageLanguage>,
      { url: '/ne/dashboard' },
    );
    const nav = screen.getByRole('navigation', { name: 'ड्यासबोर्ड' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['ड्यासबोर्ड', '/ne/dashboard'],
      ['कमाउनुहोस् र रेफर गर्नुहोस्', '/ne/dashboard/wallet-refer'],
      ['मेरा अर्डरहरू', '/ne/dashboard/my-orders'],
      ['मेरो सेवा', '/ne/dashboard/my-service'],
      ['मेरो मनपर्ने सूची', '/ne/wishlists'],
    ]);
    expect(within(nav).getByRole('button').textContent?.trim()).toBe('लगआउट');
  });

  it('keeps the English navigation word for word', () => {
    renderInShop(<DashboardNav />, { url: '/dashboard' });
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/dashboard'],
      ['Earn & Refer', '/dashboard/wallet-refer'],
      ['My Orders', '/dashboard/my-orders'],
      ['My Service', '/dashboard/my-service'],
      ['My Wishlist', '/wishlists'],
    ]);
    expect(within(nav).getByRole('button').textContent?.trim()).toBe('Logout');
  });

  it('lists My Orders in Nepali: headings, status, and the view link inside /ne', async () => {
    signedIn();
    fakeShopApi({
      'GET /customer/profile': profileOf(aCustomer()),
      'POST /customer/myorders': {
        result: 'success',
        orders: [
          {
            slug: 'SRK-7KQ29XHD',
            order_name: 'SRK-7KQ29XHD',
            date: '2026-11-20',
            created_date: '2026-11-20T05:00:00.000Z',
            method: 'Cash on Delivery',
            status: 'Pending Order',
            total: 4500,
          },
        ],
      },
    });
    renderInShop(
      <InPageLanguage>
        <DashboardMyOrders />
      </InPageLanguage>,
      { url: '/ne/dashboard/my-orders' },
    );
    const view = await screen.findByRole('link', { name: 'अर्डर SRK-7KQ29XHD हेर्नुहोस्' });
    expect(view.getAttribute('href')).toBe('/ne/dashboard/my-orders/SRK-7KQ29XHD');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('मेरा अर्डरहरू');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'अर्डर',
      'अर्डर गरेको समय',
      'भुक्तानी विधि',
      'स्थिति',
      'जम्मा',
      '',
    ]);
    expect(screen.getByText('अर्डर बाँकी').className).toContain('text-bg-warning');
    expect(screen.getByText('Rs 4,500.00')).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'तपाईं कहाँ हुनुहुन्छ' });
    expect(within(crumbs).getByRole('link', { name: 'मेरो खाता' }).getAttribute('href')).toBe('/ne/dashboard');
  });

  it('says in Nepali that there is no order yet', async () => {
    signedIn();
    fakeShopApi({ 'GET /customer/profile': profileOf(aCustomer()), 'POST /customer/myorders': { result: 'success', orders: [] } });
    renderInShop(
      <InPageLanguage>
        <DashboardMyOrders />
      </InPageLanguage>,
      { url: '/ne/dashboard/my-orders' },
    );
    expect(await screen.findByText('कुनै अर्डर भेटिएन')).toBeTruthy();
  });

  it('shows My profile in Nepali with its links inside /ne', async () => {
    signedIn();
    fakeShopApi({ 'GET /customer/profile': profileOf(aCustomer({ amount: 2000 })) });
    renderInShop(
      <InPageLanguage>
        <DashboardProfile />
      </InPageLanguage>,
      { url: '/ne/dashboard/profile' },
    );
    expect((await screen.findByText('फोन')).nextElementSibling?.textContent).toBe('984-1234567');
    expect(screen.getByText('वालेट').nextElementSibling?.textContent).toBe(formatRupees(2000));
    expect(hrefOf('प्रोफाइल अद्यावधिक गर्नुहोस्')).toBe('/ne/dashboard/update-profile');
    expect(hrefOf('पासवर्ड बदल्नुहोस्')).toBe('/ne/dashboard/change-password');
  });

  it('invites friends from /ne to the Nepali sign-up page', async () => {
    signedIn();
    fakeShopApi({
      'GET /customer/profile': profileOf(aCustomer()),
      'POST /customer/refers': { result: 'success', orders: [{ name: 'Ram', date: '2026-11-01', status: 'rewarded' }] },
      'GET /customer/wallet-refer': { result: 'success', referrals: [], redeemed_coupons: [] },
    });
    renderInShop(
      <InPageLanguage>
        <DashboardWalletRefer />
      </InPageLanguage>,
      { url: '/ne/dashboard/wallet-refer' },
    );
    const link = (await screen.findByLabelText('तपाईंको रेफरल लिङ्क')) as HTMLInputElement;
    expect(link.value).toBe('http://shop.test/ne/register?ref=ABCD2345');
    expect(await screen.findByText('पुरस्कार पाइयो (Rs 500.00)')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'प्रयोग गरिएका कुपन' })).toBeTruthy();
  });

  it('saves the delivery address with a Nepali thank-you', async () => {
    const success = vi.spyOn(toast, 'success');
    signedIn();
    fakeShopApi({
      'GET /customer/profile': profileOf(aCustomer()),
      'GET /customer/address': { result: 'success', address: null },
      'POST /customer/address/save': { result: 'success', address: null },
    });
    renderInShop(
      <InPageLanguage>
        <SavedAddressForm />
      </InPageLanguage>,
      { url: '/ne/dashboard/update-profile' },
    );
    expect(screen.getByRole('heading', { name: 'डेलिभरी ठेगाना' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'ठेगाना सेभ गर्नुहोस्' })));
    await waitFor(() => expect(success).toHaveBeenCalledWith('तपाईंको डेलिभरी ठेगाना सेभ भयो।'));
    expect(success).not.toHaveBeenCalledWith(SAVED_ADDRESS_MESSAGES.saved);
  });
});
