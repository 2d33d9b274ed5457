import { LOGOUT_DELAY_MS } from '@suraksha/domain/constants';
import { act, screen } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeShopApi, aCustomer, apiError, fakeShopApi, profileOf } from '../../test-support/fake-shop-api.ts';
import { renderInShop } from '../../test-support/shop-harness.tsx';
import { useAuth } from './auth-provider.tsx';
import { saveSession } from './session-storage.ts';

const TOKEN = 'T'.repeat(43);
const USER = aCustomer({ amount: 2000 });
let api: FakeShopApi;

beforeEach(() => {
  api = fakeShopApi({ 'GET /customer/profile': profileOf(USER) });
});
afterEach(() => {
  vi.useRealTimers();
});

function Probe() {
  const auth = useAuth();
  return (
    <div>
      <p data-testid="status">{auth.status}</p>
      <p data-testid="user">{auth.user?.name ?? 'none'}</p>
      <button type="button" onClick={() => void auth.logout()}>
        Logout
      </button>
    </div>
  );
}

function renderWithAuth() {
  return renderInShop(<Probe />);
}

describe('AuthProvider', () => {
  it('is a visitor without a stored sign-in, and asks the server nothing', async () => {
    renderWithAuth();
    expect(await screen.findByText('visitor')).toBeTruthy();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('loads the profile on start when a token is stored (SPEC §7), with the key and the bearer token', async () => {
    saveSession({ access_token: TOKEN, expires_in: 3600 });
    renderWithAuth();
    expect(await screen.findByText('Sita Sharma')).toBeTruthy();
    expect(screen.getByTestId('status').textContent).toBe('signed-in');
    expect(api.fetch).toHaveBeenCalledTimes(1);
    const [profile] = api.requests('GET /customer/profile');
    expect(profile?.headers.get('x-api-key')).toBe('test-key');
    expect(profile?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('logs out cleanly when the server says the token is no good (401)', async () => {
    saveSession({ access_token: TOKEN, expires_in: 3600 });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api.answer('GET /customer/profile', apiError(401, 'Your session has ended. Please log in again.'));
    renderWithAuth();
    expect(await screen.findByText('visitor')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
  });

  it('only logs other profile failures, keeping the sign-in (SPEC §8)', async () => {
    saveSession({ access_token: TOKEN, expires_in: 3600 });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.answer('GET /customer/profile', apiError(503, 'down'));
    renderWithAuth();
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.getByTestId('status').textContent).toBe('signed-in');
    expect(localStorage.getItem('token')).toBe(TOKEN);
  });

  it('forgets an expired sign-in on the next load', async () => {
    saveSession({ access_token: TOKEN, expires_in: 1 }, Date.now() - 5000);
    renderWithAuth();
    expect(await screen.findByText('visitor')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('logs out after LOGOUT_DELAY_MS: revokes, clears all local storage, toasts, reloads', async () => {
    saveSession({ access_token: TOKEN, expires_in: 3600 });
    localStorage.setItem('other', 'x');
    api.answer('POST /auth/logout', { result: 'success', message: 'ok' });
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const toasted = vi.spyOn(toast, 'success');
    renderWithAuth();
    await screen.findByText('Sita Sharma');

    vi.useFakeTimers();
    act(() => screen.getByRole('button', { name: 'Logout' }).click());
    await act(() => vi.advanceTimersByTimeAsync(LOGOUT_DELAY_MS - 100));
    expect(localStorage.getItem('token')).toBe(TOKEN);
    expect(reload).not.toHaveBeenCalled();
    expect(api.requests('POST /auth/logout')).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(localStorage.length).toBe(0);
    expect(toasted).toHaveBeenCalledWith('You are successfully logout');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('suraksha:flash')).toBe('You are successfully logout');
  });
});
