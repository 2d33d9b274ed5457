import {
  PRODUCT_LIST_MESSAGES as M,
  type ProductBulkBody,
  type ProductBulkResponse,
  type ProductListRow,
} from '@suraksha/contracts/admin/product-list';
import type { StaffMember } from '@suraksha/contracts/admin/staff-auth';
import type { ApiRequest, ApiTransport } from '@suraksha/contracts/transport';
import { type StaffRole, permissionsOf } from '@suraksha/domain/permissions';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { adminApiVia } from './admin-api.ts';
import { gridSummary, parseCell, withEdit } from './product-grid-edits.ts';
import AdminProducts from './products.tsx';
import { StaffSessionProvider } from './staff-session.tsx';

function aProduct(id: number, overrides: Partial<ProductListRow> = {}): ProductListRow {
  return {
    id,
    title: `Camera ${id}`,
    sku: `SR-CAM-${id}`,
    slug: `camera-${id}`,
    image: null,
    brand: 'Hikvision',
    category: 'IP Cameras',
    price: 1000 * id,
    offer_price: null,
    on_request: false,
    stock: 10,
    low_stock_at: 5,
    active: true,
    updated_at: '2026-11-20T04:15:00.000Z',
    ...overrides,
  };
}

const staffOf = (role: StaffRole): StaffMember => ({
  id: 3,
  name: `A ${role}`,
  email: `${role}@example.com`,
  role,
  permissions: permissionsOf(role),
});

function renderAt(
  role: StaffRole,
  path: string,
  products: ProductListRow[],
  post?: (request: ApiRequest) => { status: number; body: unknown },
) {
  const staff = staffOf(role);
  const transport = vi.fn<ApiTransport>(async (request) => {
    if (request.path.startsWith('/admin/brands')) return { status: 200, body: { result: 'success', brands: [] } };
    if (request.path.startsWith('/admin/categories')) return { status: 200, body: { result: 'success', categories: [] } };
    if (request.method === 'GET') {
      return {
        status: 200,
        body: { result: 'success', products, pagination: { page: 1, perPage: 50, total: products.length, totalPages: 1 } },
      };
    }
    return post ? post(request) : { status: 500, body: { result: 'error', errorMessage: 'No.' } };
  });
  const api = adminApiVia(transport);
  const router = createMemoryRouter(
    [
      {
        path: '/admin/products',
        element: (
          <StaffSessionProvider value={{ staff, api, can: (p) => staff.permissions.includes(p) }}>
            <AdminProducts />
          </StaffSessionProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { transport, router, posts: () => transport.mock.calls.map(([r]) => r).filter((r) => r.method === 'POST') };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the grid edits', () => {
  it('parse rupees, an empty offer, whole stock; refuse the rest with the server’s messages', () => {
    expect(parseCell('price', '1,250.50')).toEqual({ ok: true, value: 1250.5 });
    expect(parseCell('price', '12.345')).toEqual({ ok: false, message: M.price });
    expect(parseCell('offer_price', ' ')).toEqual({ ok: true, value: null });
    expect(parseCell('offer_price', '0')).toEqual({ ok: false, message: M.offerPrice });
    expect(parseCell('stock', '7')).toEqual({ ok: true, value: 7 });
    expect(parseCell('stock', '-1')).toEqual({ ok: false, message: M.stock });
  });

  it('send only changed cells, each with the value seen; typing the old value back makes the cell clean', () => {
    const rows = [aProduct(1), aProduct(2, { offer_price: 1500 })];
    let edits = withEdit(new Map(), 1, 'price', '900');
    edits = withEdit(edits, 2, 'stock', '10');
    edits = withEdit(edits, 2, 'offer_price', '');
    expect(gridSummary(rows, edits)).toEqual({
      body: {
        rows: [
          { id: 1, price: { from: 1000, to: 900 } },
          { id: 2, offer_price: { from: 1500, to: null } },
        ],
      },
      changes: 2,
      invalid: 0,
    });
    expect(gridSummary(rows, withEdit(edits, 1, 'stock', 'many')).invalid).toBe(1);
  });
});

describe('/admin/products', () => {
  it('lists products with links to the editor and the stock history; the filters and headings live in the URL', async () => {
    const { transport } = renderAt('sales', '/admin/products?brand=4&stock=low', [aProduct(1, { stock: 3 })]);
    const table = await screen.findByRole('table', { name: 'Products' });
    expect(within(table).getByRole('link', { name: 'Camera 1' }).getAttribute('href')).toBe('/admin/products/1');
    expect(within(table).getByRole('link', { name: 'History' }).getAttribute('href')).toBe('/admin/stock/1');
    expect(within(table).getByRole('link', { name: 'Price' }).getAttribute('href')).toBe(
      '/admin/products?brand=4&stock=low&sort=price_desc',
    );
    expect(transport.mock.calls.some(([r]) => r.path === '/admin/products?brand=4&stock=low')).toBe(true);
    // Sales reads the catalogue and changes none of it: no grid, no New product or Import.
    expect(screen.queryByRole('button', { name: 'Edit in grid' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New product' })).toBeNull();
  });

  it('marks changed cells, saves them in ONE call with the values seen, and shows each row’s result', async () => {
    const rows = [aProduct(1), aProduct(2), aProduct(3)];
    const { posts } = renderAt('manager', '/admin/products', rows, (request) => {
      const body = request.body as ProductBulkBody;
      const answer: ProductBulkResponse = {
        result: 'success',
        saved: 1,
        refused: 1,
        message: '1 product saved. 1 refused: see each row.',
        results: [
          { id: 1, ok: true, message: M.saved, now: { price: 950, offer_price: null, stock: 10, active: true } },
          {
            id: 3,
            ok: false,
            message: M.stale('stock', '4', '10'),
            now: { price: 3000, offer_price: null, stock: 4, active: true },
          },
        ],
      };
      expect(body.rows.map((r) => r.id)).toEqual([1, 3]);
      return { status: 200, body: answer };
    });
    await screen.findByRole('table', { name: 'Products' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Edit in grid' })));
    expect(screen.getByRole('button', { name: 'Save 0 changes' })).toHaveProperty('disabled', true);
    type('Price of Camera 1', '950');
    type('Stock of Camera 3', '12');
    type('Price of Camera 2', '2000'); // its own price again: not a change
    const changed = () => document.querySelectorAll('td.admin-cell-changed').length;
    expect(changed()).toBe(2);
    type('Stock of Camera 3', '1.5');
    expect(screen.getByText(M.stock)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save 1 change' })).toHaveProperty('disabled', true);
    type('Stock of Camera 3', '12');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save 2 changes' })));

    expect(posts()).toHaveLength(1);
    expect(posts()[0]).toMatchObject({
      path: '/admin/products/bulk',
      body: {
        rows: [
          { id: 1, price: { from: 1000, to: 950 } },
          { id: 3, stock: { from: 10, to: 12 } },
        ],
      },
    });
    const table = screen.getByRole('table', { name: 'Products' });
    const rowOf = (title: string) => within(table).getByRole('link', { name: title }).closest('tr') as HTMLElement;
    await waitFor(() => expect(rowOf('Camera 1').dataset.result).toBe('saved'));
    expect(within(rowOf('Camera 1')).getByText(M.saved)).toBeTruthy();
    expect(rowOf('Camera 3').dataset.result).toBe('refused');
    expect(within(rowOf('Camera 3')).getByText(M.stale('stock', '4', '10'))).toBeTruthy();
    // The saved row holds its new price and is clean; the refused one keeps what was typed, against the stock as it is now.
    expect((screen.getByLabelText('Price of Camera 1') as HTMLInputElement).value).toBe('950');
    expect(screen.getByRole('button', { name: 'Save 1 change' })).toBeTruthy();
    expect(changed()).toBe(1);
  });

  it('the warehouse edits stock only: prices and active are disabled', async () => {
    renderAt('warehouse', '/admin/products', [aProduct(1)]);
    await screen.findByRole('table', { name: 'Products' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Edit in grid' })));
    expect(screen.getByLabelText('Stock of Camera 1')).toHaveProperty('disabled', false);
    expect(screen.getByLabelText('Price of Camera 1')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Offer price of Camera 1')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Active of Camera 1')).toHaveProperty('disabled', true);
    expect(screen.getByText(/Your role may change: stock\./)).toBeTruthy();
  });
});
