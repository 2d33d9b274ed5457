import { ACCOUNT_MESSAGES } from '@suraksha/contracts/account-messages';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeShopApi, aCustomer, apiError, fakeShopApi, profileOf } from '../test-support/fake-shop-api.ts';
import { renderInShop } from '../test-support/shop-harness.tsx';
import { currentToken } from '../lib/session/session-storage.ts';
import Register from './register.tsx';

const TOKEN = 'R'.repeat(43);
const REGISTERED = { result: 'success' as const, message: ACCOUNT_MESSAGES.registered };

let api: FakeShopApi;
beforeEach(() => {
  localStorage.clear();
});

function renderRegister() {
  const { router } = renderInShop(<Register />, {
    url: '/register',
    routes: [
      { path: '/email/verify', element: <p>verify page</p> },
      { path: '/login', element: <p>login page</p> },
      { path: '/dashboard', element: <p>dashboard</p> },
    ],
  });
  return router;
}

async function fillAndSubmit() {
  fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Sita Sharma' } });
  fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'sita@example.com' } });
  fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '9841234567' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'mustard-lantern-42' } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'mustard-lantern-42' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create account' })));
}

describe('/register (decision 0083: register answers alike, the password then signs in)', () => {
  it('signs a new customer in with the password just chosen and goes on to verify the address', async () => {
    const success = vi.spyOn(toast, 'success');
    api = fakeShopApi({
      'POST /auth/register': REGISTERED,
      'POST /auth/login': { result: 'success', access_token: TOKEN, expires_in: 3600 },
      'GET /customer/profile': profileOf(aCustomer({ email: 'sita@example.com', email_verified_at: null })),
    });
    const router = renderRegister();
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/email/verify'));
    expect(api.requests('POST /auth/login')[0]?.body).toEqual({ email: 'sita@example.com', password: 'mustard-lantern-42' });
    expect(currentToken()).toBe(TOKEN);
    expect(success).toHaveBeenCalledWith(ACCOUNT_MESSAGES.registered);
  });

  it('sends someone whose address already had an account to /login with the same sentence, signed out', async () => {
    const success = vi.spyOn(toast, 'success');
    api = fakeShopApi({
      'POST /auth/register': REGISTERED,
      'POST /auth/login': apiError(401, 'The e-mail address or password is incorrect.'),
    });
    const router = renderRegister();
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(currentToken()).toBeNull();
    expect(success).toHaveBeenCalledWith(ACCOUNT_MESSAGES.registered);
  });
});
