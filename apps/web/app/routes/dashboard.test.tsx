import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeShopApi } from '../test-support/fake-shop-api.ts';
import { renderInShop } from '../test-support/shop-harness.tsx';
import Dashboard from './dashboard.tsx';
import EmailVerify from './email-verify.tsx';

beforeEach(() => {
  localStorage.clear();
  fakeShopApi();
});

/** A visitor opens `url` under the dashboard; where the guard sends them. */
async function visitorLandsFrom(url: string) {
  const { router } = renderInShop(<Dashboard />, {
    url,
    path: '/dashboard/*',
    routes: [{ path: '/login', element: <p>login page</p> }],
  });
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  return new URLSearchParams(router.state.location.search).get('redirectTo');
}

describe('the dashboard guard keeps the way back (issue #14, item 7)', () => {
  it.each(['/dashboard', '/dashboard/my-orders', '/dashboard/my-orders/SRK-7QK4M2XA', '/dashboard/wallet-refer?tab=refer'])(
    'sends a visitor from %s to /login with redirectTo pointing back to it',
    async (url) => {
      expect(await visitorLandsFrom(url)).toBe(url);
    },
  );

  it('sends a visitor from /email/verify to /login and back to /email/verify', async () => {
    const { router } = renderInShop(<EmailVerify />, {
      url: '/email/verify',
      routes: [{ path: '/login', element: <p>login page</p> }],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirectTo=%2Femail%2Fverify');
  });
});
