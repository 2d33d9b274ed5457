import type { StaffMember } from '@suraksha/contracts/admin/staff-auth';
import type { LowStockResponse, StockMovementsResponse } from '@suraksha/contracts/admin/stock';
import type { ApiRequest, ApiTransport } from '@suraksha/contracts/transport';
import { type StaffRole, permissionsOf } from '@suraksha/domain/permissions';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { adminApiVia } from './admin-api.ts';
import { StaffSessionProvider } from './staff-session.tsx';
import AdminStockHistory from './stock-history.tsx';
import AdminStock from './stock.tsx';

const low: LowStockResponse = {
  result: 'success',
  products: [
    { id: 4, title: 'Dome camera', sku: 'SR-DOME', brand: 'Dahua', stock: 0, low_stock_at: 5, short_by: 5 },
    { id: 9, title: 'Bullet camera', sku: 'SR-BUL', brand: null, stock: 3, low_stock_at: 4, short_by: 1 },
  ],
  pagination: { page: 1, perPage: 50, total: 2, totalPages: 1 },
};

const history: StockMovementsResponse = {
  result: 'success',
  product: { id: 4, title: 'Dome camera', sku: 'SR-DOME', stock: 4, low_stock_at: 5, active: true, on_request: false },
  movements: [
    {
      id: 3,
      at: '2026-11-20T04:15:00.000Z',
      delta: -2,
      stock_after: 4,
      reason: 'order',
      reference: 'SRK-7QK4M2XA',
      order_number: 'SRK-7QK4M2XA',
      by: null,
    },
    {
      id: 2,
      at: '2026-11-19T04:15:00.000Z',
      delta: 3,
      stock_after: 6,
      reason: 'bulk_edit',
      reference: null,
      order_number: null,
      by: 'Gita Manager',
    },
    { id: 1, at: '2026-11-18T04:15:00.000Z', delta: 3, stock_after: 3, reason: 'opening', reference: null, order_number: null, by: null },
  ],
  pagination: { page: 1, perPage: 50, total: 3, totalPages: 1 },
  ledger: { sum: 4, movements: 3, adds_up: true },
};

function renderAt(role: StaffRole, path: string, post?: (request: ApiRequest) => { status: number; body: unknown }) {
  const staff: StaffMember = { id: 3, name: `A ${role}`, email: `${role}@example.com`, role, permissions: permissionsOf(role) };
  const transport = vi.fn<ApiTransport>(async (request) => {
    if (request.method === 'GET') return { status: 200, body: request.path.startsWith('/admin/stock/low') ? low : history };
    return post ? post(request) : { status: 500, body: { result: 'error', errorMessage: 'No.' } };
  });
  const api = adminApiVia(transport);
  const wrap = (element: React.ReactNode) => (
    <StaffSessionProvider value={{ staff, api, can: (p) => staff.permissions.includes(p) }}>{element}</StaffSessionProvider>
  );
  const router = createMemoryRouter(
    [
      { path: '/admin/stock', element: wrap(<AdminStock />) },
      { path: '/admin/stock/:productId', element: wrap(<AdminStockHistory />) },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { posts: () => transport.mock.calls.map(([r]) => r).filter((r) => r.method === 'POST') };
}

describe('/admin/stock', () => {
  it('lists low stock most short first; the warehouse saves a threshold', async () => {
    const { posts } = renderAt('warehouse', '/admin/stock', () => ({
      status: 200,
      body: {
        result: 'success',
        message: 'Dome camera is now low on stock at 8 or fewer.',
        product: { ...history.product, low_stock_at: 8 },
      },
    }));
    const table = await screen.findByRole('table', { name: 'Low stock' });
    expect(
      within(table)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Dome camera', '/admin/stock/4'],
      ['Bullet camera', '/admin/stock/9'],
    ]);
    fireEvent.change(screen.getByLabelText('Low at, for Dome camera'), { target: { value: '8' } });
    const form = screen.getByRole('form', { name: 'Threshold of Dome camera' });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({ path: '/admin/stock/4/threshold', body: { low_stock_at: 8 } });
  });

  it('shows the threshold read-only to a role without stock.write', async () => {
    renderAt('editor', '/admin/stock');
    await screen.findByRole('table', { name: 'Low stock' });
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it("shows a product's movements newest first, the order they belong to, and that they add up", async () => {
    renderAt('sales', '/admin/stock/4');
    expect(await screen.findByText('The 3 movements add up to 4, the stock now.')).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Stock movements' }))
      .getAllByRole('row')
      .slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(1)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['-2', '4', 'Order', 'SRK-7QK4M2XA', 'Customer'],
      ['+3', '6', 'Edited in the grid', '', 'Gita Manager'],
      ['+3', '3', 'Opening stock', '', ''],
    ]);
    expect(screen.getByRole('link', { name: 'SRK-7QK4M2XA' }).getAttribute('href')).toBe('/admin/orders/SRK-7QK4M2XA');
  });
});
