import type { OrderDeskResponse, OrderDeskRow } from '@suraksha/contracts/admin/order-desk';
import type { StaffMember } from '@suraksha/contracts/admin/staff-auth';
import type { ApiTransport } from '@suraksha/contracts/transport';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { adminApiVia } from './admin-api.ts';
import AdminOrders from './orders.tsx';
import { StaffSessionProvider } from './staff-session.tsx';

const STAFF: StaffMember = {
  id: 3,
  name: 'Sagar Sales',
  email: 'sales@example.com',
  role: 'sales',
  permissions: ['orders.read', 'orders.advance'],
};

const row = (order_number: string, status: OrderDeskRow['status']): OrderDeskRow => ({
  order_number,
  created_at: '2026-11-20T04:15:00.000Z',
  status,
  customer_name: 'Sita Sharma',
  email: 'sita@example.com',
  phone: '+9779800000001',
  province: 'Bagmati Province',
  items: 1,
  coupon: 0,
  wallet: 0,
  total: 4500,
});

function desk(orders: OrderDeskRow[]): OrderDeskResponse {
  const counts = { 'Pending Order': 0, Confirm: 0, Shipping: 0, 'On Way': 0, Delivered: 0, Cancelled: 0 };
  for (const o of orders) counts[o.status]++;
  return { result: 'success', orders, pagination: { page: 1, perPage: 25, total: orders.length, totalPages: 1 }, counts };
}

function renderDesk(permissions: string[], initial = '/admin/orders') {
  let current = desk([row('SRK-AAAA1111', 'Pending Order'), row('SRK-BBBB2222', 'Pending Order')]);
  const transport = vi.fn<ApiTransport>(async (request) => {
    if (request.method === 'GET' && request.path.startsWith('/admin/orders')) return { status: 200, body: current };
    if (request.method === 'POST' && request.path === '/admin/orders/status') {
      current = desk([row('SRK-AAAA1111', 'Confirm'), row('SRK-BBBB2222', 'Pending Order')]);
      return {
        status: 200,
        body: {
          result: 'success',
          moved: 1,
          results: [
            {
              order_number: 'SRK-AAAA1111',
              ok: true,
              status: 'Confirm',
              message: 'Order SRK-AAAA1111 moved from Pending Order to Confirm.',
            },
            { order_number: 'SRK-BBBB2222', ok: false, status: null, message: 'Your role cannot make this move.' },
          ],
        },
      };
    }
    return { status: 404, body: { result: 'error', errorMessage: 'Not found.' } };
  });
  const api = adminApiVia(transport);
  const staff = { ...STAFF, permissions };
  const router = createMemoryRouter(
    [
      {
        path: '/admin/orders',
        element: (
          <StaffSessionProvider value={{ staff, api, can: (p) => permissions.includes(p) }}>
            <AdminOrders />
          </StaffSessionProvider>
        ),
      },
    ],
    { initialEntries: [initial] },
  );
  const { unmount } = render(<RouterProvider router={router} />);
  return {
    unmount,
    gets: () =>
      transport.mock.calls
        .map(([r]) => r)
        .filter((r) => r.method === 'GET')
        .map((r) => r.path),
    posts: () => transport.mock.calls.map(([r]) => r).filter((r) => r.method === 'POST'),
  };
}

describe('/admin/orders: moving many orders at once', () => {
  it('moves the ticked orders in one call, shows each result, and reloads the page', async () => {
    const { posts } = renderDesk(['orders.read', 'orders.advance']);
    const table = await screen.findByRole('table', { name: 'Orders' });
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select every order on this page' }));
    const bar = screen.getByRole('form', { name: 'Move the selected orders' });
    expect(within(bar).getByText('2 orders selected')).toBeTruthy();
    await act(async () => fireEvent.click(within(bar).getByRole('button', { name: 'Move' })));
    expect(posts().map((r) => r.body)).toEqual([{ orders: ['SRK-AAAA1111', 'SRK-BBBB2222'], to: 'Confirm' }]);
    const results = await screen.findByRole('list', { name: 'Results of the move' });
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['✓ Order SRK-AAAA1111 moved from Pending Order to Confirm.', '✗ Your role cannot make this move.']);
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Orders' })).getByText('Confirm')).toBeTruthy());
    expect(screen.queryByRole('form', { name: 'Move the selected orders' })).toBeNull();
  });

  it('asks the reason before cancelling many, and sends nothing without it', async () => {
    const { posts } = renderDesk(['orders.read', 'orders.advance']);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select SRK-AAAA1111' }));
    const bar = screen.getByRole('form', { name: 'Move the selected orders' });
    fireEvent.change(within(bar).getByLabelText('Move to'), { target: { value: 'Cancelled' } });
    await act(async () => fireEvent.click(within(bar).getByRole('button', { name: 'Move' })));
    expect(posts()).toEqual([]);
    expect(within(bar).getByLabelText('Reason')).toBeTruthy();
  });

  it('offers no tick boxes to a role that cannot move orders', async () => {
    renderDesk(['orders.read']);
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(within(table).queryAllByRole('checkbox')).toEqual([]);
  });

  it('prints invoices or packing slips of the ticked orders as one PDF, only for a role with orders.print', async () => {
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetched.push(url);
        return new Response(new Blob(['%PDF-1.3']), { status: 200, headers: { 'content-type': 'application/pdf' } });
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
    try {
      renderDesk(['orders.read', 'orders.advance', 'orders.print']);
      const table = await screen.findByRole('table', { name: 'Orders' });
      fireEvent.click(within(table).getByRole('checkbox', { name: 'Select every order on this page' }));
      const bar = screen.getByRole('form', { name: 'Move the selected orders' });
      await act(async () => fireEvent.click(within(bar).getByRole('button', { name: 'Print invoices' })));
      await act(async () => fireEvent.click(within(bar).getByRole('button', { name: 'Print packing slips' })));
      expect(fetched).toEqual([
        '/api/admin/orders/documents?kind=invoice&numbers=SRK-AAAA1111%2CSRK-BBBB2222',
        '/api/admin/orders/documents?kind=packing-slip&numbers=SRK-AAAA1111%2CSRK-BBBB2222',
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows no print buttons to a role without orders.print, and lets a print-only role tick orders to print', async () => {
    const { unmount } = renderDesk(['orders.read', 'orders.advance']);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select SRK-AAAA1111' }));
    expect(screen.getByRole('form', { name: 'Move the selected orders' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Print/ })).toBeNull();
    unmount();
    renderDesk(['orders.read', 'orders.print']);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select SRK-AAAA1111' }));
    const bar = screen.getByRole('form', { name: 'Print the selected orders' });
    expect(within(bar).queryByRole('button', { name: 'Move' })).toBeNull();
    expect(within(bar).getByRole('button', { name: 'Print invoice' })).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Print packing slip' })).toBeTruthy();
  });

  it('exports the orders under the current filters and sort as CSV, saved under the server’s dated name', async () => {
    const fetched: Array<{ url: string; headers: unknown }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: { headers: unknown }) => {
        fetched.push({ url, headers: init.headers });
        return new Response('\uFEFForder number\n', {
          status: 200,
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="suraksha-orders-2026-11-26.csv"' },
        });
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      renderDesk(['orders.read'], '/admin/orders?status=Delivered&q=sita&sort=total_desc&page=3');
      await screen.findByRole('table', { name: 'Orders' });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Export CSV' })));
      expect(fetched).toEqual([
        { url: '/api/admin/orders.csv?status=Delivered&q=sita&sort=total_desc', headers: expect.objectContaining({ accept: 'text/csv' }) },
      ]);
      expect(saved).toEqual(['suraksha-orders-2026-11-26.csv']);
    } finally {
      click.mockRestore();
      vi.unstubAllGlobals();
    }
  });
});

describe('/admin/orders: the date filter', () => {
  it('takes a day in Bikram Sambat too: the BS day chosen under To is the AD day the list is asked for', async () => {
    const { gets } = renderDesk(['orders.read'], '/admin/orders?from=2026-11-01');
    await screen.findByRole('table', { name: 'Orders' });
    const from = screen.getByRole('group', { name: 'From in Bikram Sambat (BS)' });
    expect(['Day (BS)', 'Month (BS)', 'Year (BS)'].map((name) => (within(from).getByLabelText(name) as HTMLSelectElement).value)).toEqual([
      '15',
      '7',
      '2083',
    ]);
    const to = screen.getByRole('group', { name: 'To in Bikram Sambat (BS)' });
    fireEvent.change(within(to).getByLabelText('Year (BS)'), { target: { value: '2083' } });
    fireEvent.change(within(to).getByLabelText('Month (BS)'), { target: { value: '8' } });
    fireEvent.change(within(to).getByLabelText('Day (BS)'), { target: { value: '10' } });
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2026-11-26');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(gets().at(-1)).toMatch(/from=2026-11-01.*to=2026-11-26|to=2026-11-26.*from=2026-11-01/));
  });
});
