import type { AdminSearchResponse } from '@suraksha/contracts/admin/search';
import type { StaffMember } from '@suraksha/contracts/admin/staff-auth';
import type { ApiTransport } from '@suraksha/contracts/transport';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { adminApiVia } from './admin-api.ts';
import { AdminSearch } from './admin-search.tsx';
import { StaffSessionProvider } from './staff-session.tsx';

const STAFF: StaffMember = { id: 1, name: 'Sagar Sales', email: 'sales@example.com', role: 'sales', permissions: [] };

const FOUND: AdminSearchResponse = {
  result: 'success',
  orders: [
    { order_number: 'SRK-FIND1111', customer: 'Pemba Sherpa', status: 'Confirm', total: 4500, created_at: '2026-11-26T03:00:00.000Z' },
  ],
  customers: [{ id: 42, name: 'Pemba Sherpa', email: 'pemba@example.com', phone: '+9779841555123' }],
  products: [{ id: 7, title: 'Sherpa bullet camera', sku: 'SR-SHERPA', slug: 'sherpa-bullet', active: true, price: 4_200 }],
};

function Where() {
  const location = useLocation();
  return <output aria-label="Where">{location.pathname}</output>;
}

function renderSearch() {
  const transport = vi.fn<ApiTransport>(async () => ({ status: 200, body: FOUND }));
  const api = adminApiVia(transport);
  const element = (
    <StaffSessionProvider value={{ staff: STAFF, api, can: () => true }}>
      <AdminSearch />
      <Where />
    </StaffSessionProvider>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/admin'] });
  render(<RouterProvider router={router} />);
  return transport;
}

describe('the ⌘K search palette', () => {
  it('opens on Ctrl-K, asks the server once typing pauses, and lists orders, customers and products', async () => {
    const transport = renderSearch();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.keyDown(document, { key: 'k', ctrlKey: true });
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByPlaceholderText('Search orders, customers and products…');
    expect(within(dialog).getByText('Type at least 2 characters to search.')).toBeTruthy();
    fireEvent.change(input, { target: { value: 's' } });
    fireEvent.change(input, { target: { value: 'sh' } });
    fireEvent.change(input, { target: { value: 'sherpa' } });
    expect(await within(dialog).findByText('Orders')).toBeTruthy();
    expect(within(dialog).getByText('Customers')).toBeTruthy();
    expect(within(dialog).getByText('Products')).toBeTruthy();
    expect(within(dialog).getByText(/Pemba Sherpa · pemba@example.com/)).toBeTruthy();
    // Debounced: the words typed before the pause were never asked for.
    expect(transport.mock.calls.map(([r]) => r.path)).toEqual(['/admin/search?q=sherpa']);
  });

  it('moves with the arrow keys and Enter opens the chosen match', async () => {
    renderSearch();
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByRole('combobox');
    fireEvent.change(input, { target: { value: 'sherpa' } });
    await within(dialog).findByText('Orders');
    await waitFor(() => expect(within(dialog).getAllByRole('option')[0]?.getAttribute('aria-selected')).toBe('true'));
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getByRole('status', { name: 'Where' }).textContent).toBe('/admin/customers/42'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('leads an order to its desk page and a product to its editor', async () => {
    renderSearch();
    fireEvent.keyDown(document, { key: 'K', metaKey: true });
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'sherpa' } });
    fireEvent.click(await within(dialog).findByText(/Sherpa bullet camera/));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Where' }).textContent).toBe('/admin/products/7'));
    fireEvent.keyDown(document, { key: 'k', ctrlKey: true });
    const again = await screen.findByRole('dialog');
    fireEvent.change(within(again).getByRole('combobox'), { target: { value: 'srk-find' } });
    fireEvent.click(await within(again).findByText('SRK-FIND1111'));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Where' }).textContent).toBe('/admin/orders/SRK-FIND1111'));
  });
});
