import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCustomer, fakeShopApi, profileOf } from '../test-support/fake-shop-api.ts';
import { renderInShop } from '../test-support/shop-harness.tsx';
import { saveSession } from '../lib/session/session-storage.ts';
import DashboardProfile from './dashboard-profile.tsx';
import DashboardUpdateProfile from './dashboard-update-profile.tsx';

/** The profile's phone comes from the API in E.164 (decision 0120); the customer reads and edits the local format. */
describe('the profile phone', () => {
  const signedIn = (phone: string | null) => {
    fakeShopApi({ 'GET /customer/profile': profileOf(aCustomer({ phone })) });
    saveSession({ access_token: 'K'.repeat(43), expires_in: 3600 });
  };

  it.each([
    ['+9779841234567', '984-1234567'],
    ['+97714123456', '01-4123456'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    [null, '—'],
  ])('My profile shows %j as %j', async (stored, shown) => {
    signedIn(stored);
    renderInShop(<DashboardProfile />, { url: '/dashboard/profile' });
    const label = await screen.findByText('Phone');
    expect(label.nextElementSibling?.textContent).toBe(shown);
  });

  it('Update profile starts from the local format', async () => {
    signedIn('+97761521234');
    renderInShop(<DashboardUpdateProfile />, { url: '/dashboard/update-profile' });
    expect(((await screen.findByLabelText(/Phone number/)) as HTMLInputElement).value).toBe('061-521234');
  });
});
