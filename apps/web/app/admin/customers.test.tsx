import type { CustomerListResponse, CustomerRow } from '@suraksha/contracts/admin/customers';
import type { StaffMember } from '@suraksha/contracts/admin/staff-auth';
import type { ApiTransport } from '@suraksha/contracts/transport';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { adminApiVia } from './admin-api.ts';
import AdminCustomers from './customers.tsx';
import { StaffSessionProvider } from './staff-session.tsx';

const STAFF: StaffMember = { id: 3, name: 'Sagar Sales', email: 'sales@example.com', role: 'sales', permissions: ['customers.read'] };

const row = (id: number, name: string, overrides: Partial<CustomerRow> = {}): CustomerRow => ({
  id,
  name,
  email: `${name.toLowerCase().replace(' ', '.')}@example.com`,
  phone: '+9779800000001',
  orders: 2,
  total_spent: 4500,
  wallet: 250,
  verified: true,
  disabled: false,
  joined_at: '2026-11-20T04:15:00.000Z',
  ...overrides,
});

function renderList(initial = '/admin/customers', total = 2) {
  const answer: CustomerListResponse = {
    result: 'success',
    customers: [row(11, 'Sita Sharma'), row(12, 'Ram Thapa', { verified: false, disabled: true, wallet: 0 })],
    total,
    page: 1,
    pageSize: 25,
  };
  const transport = vi.fn<ApiTransport>(async () => ({ status: 200, body: answer }));
  const api = adminApiVia(transport);
  const router = createMemoryRouter(
    [
      {
        path: '/admin/customers',
        element: (
          <StaffSessionProvider value={{ staff: STAFF, api, can: (p) => STAFF.permissions.includes(p) }}>
            <AdminCustomers />
          </StaffSessionProvider>
        ),
      },
    ],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  return { paths: () => transport.mock.calls.map(([r]) => r.path), router };
}

describe('/admin/customers', () => {
  it('lists the customers with their figures, each linked to their page', async () => {
    renderList();
    const table = await screen.findByRole('table', { name: 'Customers' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [
        'Sita Sharmasita.sharma@example.com',
        '980-0000001',
        '2',
        'Rs\u00a04,500.00',
        'Rs\u00a0250.00',
        'Yes',
        '20 Nov 2026, 10:00 · 4 Mangsir 2083 BS',
      ],
      [
        'Ram ThapaDisabledram.thapa@example.com',
        '980-0000001',
        '2',
        'Rs\u00a04,500.00',
        'Rs\u00a00.00',
        'Not yet',
        '20 Nov 2026, 10:00 · 4 Mangsir 2083 BS',
      ],
    ]);
    expect(within(table).getByRole('link', { name: 'Sita Sharma' }).getAttribute('href')).toBe('/admin/customers/11');
    expect(screen.getByRole('status').textContent).toBe('2 customers');
  });

  it('sorts by a heading through the URL: first way, then the other way, and the server does it', async () => {
    const { paths, router } = renderList('/admin/customers?q=sharma');
    const table = await screen.findByRole('table', { name: 'Customers' });
    const spent = within(table).getByRole('link', { name: 'Total spent' });
    expect(spent.getAttribute('href')).toBe('/admin/customers?q=sharma&sort=spent_desc');
    await act(async () => fireEvent.click(spent));
    await waitFor(() => expect(paths()).toContain('/admin/customers?q=sharma&sort=spent_desc'));
    const heading = within(screen.getByRole('table', { name: 'Customers' })).getByRole('columnheader', { name: /Total spent/ });
    expect(heading.getAttribute('aria-sort')).toBe('descending');
    expect(within(heading).getByRole('link').getAttribute('href')).toBe('/admin/customers?q=sharma&sort=spent_asc');
    expect(router.state.location.search).toBe('?q=sharma&sort=spent_desc');
    // Joined, newest first, is the default: it keeps out of the URL.
    const joined = within(screen.getByRole('table', { name: 'Customers' })).getByRole('link', { name: 'Joined' });
    expect(joined.getAttribute('href')).toBe('/admin/customers?q=sharma');
  });

  it('puts a search and the filters in the URL, starting again at page 1', async () => {
    const { paths, router } = renderList('/admin/customers?page=3');
    const form = await screen.findByRole('form', { name: 'Filter customers' });
    fireEvent.change(within(form).getByLabelText('Search'), { target: { value: ' 9841 ' } });
    fireEvent.change(within(form).getByLabelText('Verified'), { target: { value: 'no' } });
    await act(async () => fireEvent.submit(form));
    expect(router.state.location.search).toBe('?q=9841&verified=no');
    await waitFor(() => expect(paths()).toContain('/admin/customers?q=9841&verified=no'));
  });

  it('links the other pages, keeping the filters', async () => {
    renderList('/admin/customers?state=disabled', 60);
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: '2' }).getAttribute('href')).toBe('/admin/customers?state=disabled&page=2');
    expect(within(pages).getByRole('link', { name: '3' })).toBeTruthy();
  });

  it('exports the customers under the current search and filters as CSV, every page of them', async () => {
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetched.push(url);
        return new Response('\uFEFFid,name\n', { status: 200, headers: { 'content-type': 'text/csv' } });
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      renderList('/admin/customers?q=sharma&verified=yes&page=2');
      await screen.findByRole('table', { name: 'Customers' });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Export CSV' })));
      expect(fetched).toEqual(['/api/admin/customers.csv?q=sharma&verified=yes']);
      // No Content-Disposition name from the server: the page's own.
      expect(saved).toEqual(['suraksha-customers.csv']);
    } finally {
      click.mockRestore();
      vi.unstubAllGlobals();
    }
  });
});
