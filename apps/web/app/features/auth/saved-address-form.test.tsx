import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeShopApi, aCustomer, apiError, fakeShopApi, profileOf } from '../../test-support/fake-shop-api.ts';
import { renderInShop } from '../../test-support/shop-harness.tsx';
import { saveSession } from '../../lib/session/session-storage.ts';
import { SavedAddressForm } from './saved-address-form.tsx';

const SAVED = {
  state: 'Bagmati (Province 3)',
  district: 'Lalitpur',
  municipality: 'Lalitpur Metropolitan City',
  ward: 5,
  city: 'Lalitpur',
  street: 'Pulchowk Road 12',
  postal: '44700',
};

let api: FakeShopApi;
beforeEach(() => {
  api = fakeShopApi({
    'GET /customer/profile': profileOf(aCustomer()),
    'GET /customer/address': { result: 'success', address: null },
    'POST /customer/address/save': { result: 'success', address: SAVED },
  });
  saveSession({ access_token: 'K'.repeat(43), expires_in: 3600 });
});

const select = (label: RegExp) => screen.getByLabelText(label) as HTMLSelectElement;

describe('SavedAddressForm', () => {
  it('saves province, district, municipality and ward with city, street and postal code; the municipality fills the city', async () => {
    const success = vi.spyOn(toast, 'success');
    renderInShop(<SavedAddressForm />, { url: '/dashboard/update-profile' });
    await waitFor(() => expect(api.requests('GET /customer/address')).toHaveLength(1));
    fireEvent.change(select(/^Province/), { target: { value: 'Bagmati (Province 3)' } });
    await waitFor(() => expect(select(/^District/).disabled).toBe(false));
    fireEvent.change(select(/^District/), { target: { value: 'Lalitpur' } });
    fireEvent.change(select(/^Municipality/), { target: { value: 'Lalitpur Metropolitan City' } });
    fireEvent.change(select(/^Ward/), { target: { value: '5' } });
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Lalitpur');
    fireEvent.change(screen.getByLabelText('Street address'), { target: { value: 'Pulchowk Road 12' } });
    fireEvent.change(screen.getByLabelText(/^Postal code/), { target: { value: '44700' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save address' })));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Your delivery address has been saved.'));
    expect(api.requests('POST /customer/address/save')[0]?.body).toEqual({ ...SAVED, ward: '5' });
  });

  it('shows the saved address, and a refused part under its select', async () => {
    api.answer('GET /customer/address', { result: 'success', address: SAVED });
    const message = 'Please choose a ward number of the chosen municipality.';
    api.answer('POST /customer/address/save', apiError(400, message, { ward: message }));
    renderInShop(<SavedAddressForm />, { url: '/dashboard/update-profile' });
    await waitFor(() => expect(select(/^Ward/).value).toBe('5'));
    expect([select(/^Province/).value, select(/^District/).value, select(/^Municipality/).value]).toEqual([
      'Bagmati (Province 3)',
      'Lalitpur',
      'Lalitpur Metropolitan City',
    ]);
    expect((screen.getByLabelText('Street address') as HTMLInputElement).value).toBe('Pulchowk Road 12');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save address' })));
    await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
    expect(select(/^Ward/).getAttribute('aria-invalid')).toBe('true');
  });
});
