import type { DashboardResponse } from '@suraksha/contracts/admin/dashboard';
import type { StaffMember } from '@suraksha/contracts/admin/staff-auth';
import type { ApiTransport } from '@suraksha/contracts/transport';
import { render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { adminApiVia } from './admin-api.ts';
import { waitedFor } from './home-cards.tsx';
import AdminHome from './home.tsx';
import { StaffSessionProvider } from './staff-session.tsx';

const STAFF: StaffMember = { id: 1, name: 'Olivia Owner', email: 'owner@example.com', role: 'owner', permissions: [] };

const zero = (from: string, to: string) => ({
  from,
  to,
  orders: 0,
  revenue: 0,
  by_status: (['Pending Order', 'Confirm', 'Shipping', 'On Way', 'Delivered', 'Cancelled'] as const).map((status) => ({
    status,
    orders: 0,
    revenue: 0,
  })),
});

const FULL: DashboardResponse = {
  result: 'success',
  orders: {
    today: { ...zero('2026-11-26', '2026-11-26'), orders: 3, revenue: 4500 },
    week: zero('2026-11-22', '2026-11-26'),
    overdue: {
      count: 7,
      oldest: [{ order_number: 'SRK-OLD11111', customer: 'Sita Sharma', created_at: new Date(Date.now() - 50 * 3_600_000).toISOString() }],
    },
    cod_due: { count: 2, amount: 12000 },
  },
  low_stock: { count: 1, products: [{ id: 9, title: 'Dome camera', sku: 'SR-DOME', slug: 'dome-camera', stock: 0, low_stock_at: 5 }] },
  inbox: [
    { kind: 'support', reference: 'ST-1', name: 'Ram Thapa', status: 'new', at: '2026-11-26T03:00:00.000Z' },
    { kind: 'career', reference: 'CA-1', name: 'Gita Rai', status: 'new', at: '2026-11-26T02:00:00.000Z' },
  ],
  activity: [
    {
      id: 1,
      at: '2026-11-26T03:00:00.000Z',
      who: 'Maya Manager',
      role: 'manager',
      action: 'order.cod',
      entity: 'order',
      entity_id: 'SRK-COD22222',
    },
  ],
};

function renderHome(answer: DashboardResponse, permissions: string[] = ['orders.cod']) {
  const transport = vi.fn<ApiTransport>(async () => ({ status: 200, body: answer }));
  const api = adminApiVia(transport);
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        element: (
          <StaffSessionProvider
            value={{
              staff: { ...STAFF, permissions: permissions as StaffMember['permissions'] },
              api,
              can: (p) => permissions.includes(p),
            }}
          >
            <AdminHome />
          </StaffSessionProvider>
        ),
      },
    ],
    { initialEntries: ['/admin'] },
  );
  render(<RouterProvider router={router} />);
  return transport;
}

describe('the back-office home', () => {
  it('shows every section the server sent, with links into the order desk, the orders and the audit log', async () => {
    const transport = renderHome(FULL);
    const today = await screen.findByRole('region', { name: 'Today · 26 Nov 2026 · 10 Mangsir 2083 BS' });
    expect(transport.mock.calls[0]?.[0]).toMatchObject({ method: 'GET', path: '/admin/dashboard' });
    expect(within(today).getByText('3 orders · Rs 4,500.00')).toBeTruthy();
    expect(within(today).getByRole('link', { name: 'Pending Order' }).getAttribute('href')).toBe(
      '/admin/orders?status=Pending+Order&from=2026-11-26&to=2026-11-26',
    );
    const waiting = screen.getByRole('region', { name: 'Waiting too long' });
    expect(within(waiting).getByRole('link', { name: '7' }).getAttribute('href')).toBe('/admin/orders?status=Pending+Order&sort=oldest');
    expect(within(waiting).getByRole('link', { name: 'SRK-OLD11111' }).getAttribute('href')).toBe('/admin/orders/SRK-OLD11111');
    expect(within(waiting).getByText(/Sita Sharma · waiting 2 days/)).toBeTruthy();
    const cod = screen.getByRole('region', { name: 'Cash to collect' });
    expect(within(cod).getByText('Rs 12,000.00')).toBeTruthy();
    expect(within(cod).getByRole('link', { name: 'COD report' }).getAttribute('href')).toBe('/admin/cod');
    const low = screen.getByRole('region', { name: 'Low stock' });
    expect(within(low).getByRole('link', { name: 'Dome camera' }).getAttribute('href')).toBe('/admin/stock/9');
    expect(within(low).getByRole('link', { name: '1 product' }).getAttribute('href')).toBe('/admin/stock');
    expect(within(screen.getByRole('region', { name: 'Inbox' })).getByText('Support ticket')).toBeTruthy();
    // The home names a kind as the inbox does (one list of labels in contracts/admin/inbox-kinds.ts).
    expect(within(screen.getByRole('region', { name: 'Inbox' })).getByText('Job application')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Inbox' }))
        .getByRole('link', { name: 'ST-1' })
        .getAttribute('href'),
    ).toBe('/admin/inbox/support/ST-1');
    const activity = screen.getByRole('region', { name: 'Recent activity' });
    expect(within(activity).getByRole('link', { name: 'SRK-COD22222' }).getAttribute('href')).toBe('/admin/orders/SRK-COD22222');
    expect(within(activity).getByRole('link', { name: 'the audit log' }).getAttribute('href')).toBe('/admin/audit');
  });

  it('shows only what came back: an editor sees low stock and no orders, inbox or activity', async () => {
    renderHome({ result: 'success', low_stock: { count: 0, products: [] } }, []);
    const low = await screen.findByRole('region', { name: 'Low stock' });
    expect(within(low).getByText('No product is low on stock.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Today/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Inbox' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Recent activity' })).toBeNull();
  });

  it('hides the COD report link from a role that does not take cash, and says how long an order has waited', async () => {
    renderHome(FULL, []);
    const cod = await screen.findByRole('region', { name: 'Cash to collect' });
    expect(within(cod).queryByRole('link')).toBeNull();
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(waitedFor('2026-11-25T11:00:00Z', now)).toBe('25 hours');
    expect(waitedFor('2026-11-23T12:00:00Z', now)).toBe('3 days');
  });
});
