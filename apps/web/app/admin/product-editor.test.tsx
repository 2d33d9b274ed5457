import { PRODUCT_EDITOR_MESSAGES as M, type ProductEditorDetail } from '@suraksha/contracts/admin/product-editor';
import type { StaffMember } from '@suraksha/contracts/admin/staff-auth';
import type { ApiRequest, ApiTransport } from '@suraksha/contracts/transport';
import { type StaffRole, permissionsOf } from '@suraksha/domain/permissions';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { adminApiVia } from './admin-api.ts';
import AdminProductEdit from './product-edit.tsx';
import AdminProductNew from './product-new.tsx';
import { StaffSessionProvider } from './staff-session.tsx';

function aProduct(overrides: Partial<ProductEditorDetail> = {}): ProductEditorDetail {
  return {
    id: 41,
    title: 'Hikvision 4MP Bullet Camera',
    slug: 'hikvision-4mp-bullet',
    sku: 'SR-CAM-000041',
    brand: { id: 1, title: 'Hikvision' },
    category: { id: 2, title: 'IP Cameras' },
    price: 8500,
    offer_price: 8000,
    on_request: false,
    unit: 'pcs',
    hs_code: '85258900',
    stock: 7,
    low_stock_at: 5,
    color: 'White',
    size: '4MP',
    summary: 'A bullet camera.',
    description: '<p>Sharp by night.</p>',
    specs: [{ name: 'Lens', value: '2.8 mm' }],
    gallery: [
      { src: '/media/products/front.webp', alt: 'Front' },
      { src: '/media/products/side.webp', alt: 'Side' },
      { src: '/media/products/box.webp', alt: 'Box' },
    ],
    datasheet_url: '/media/datasheets/bullet.pdf',
    featured: false,
    active: true,
    seo_title: null,
    seo_description: null,
    seo_keyword: null,
    related: [],
    old_slugs: [],
    created_at: '2026-11-01T04:15:00.000Z',
    updated_at: '2026-11-20T04:15:00.123Z',
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

/** The editor under a role over a stub API; `post` answers each POST (default: the product saved). */
function renderAt(role: StaffRole, path: string, post?: (request: ApiRequest) => { status: number; body: unknown }) {
  const staff = staffOf(role);
  const transport = vi.fn<ApiTransport>(async (request) => {
    if (request.method === 'GET' && request.path === '/admin/brands')
      return { status: 200, body: { result: 'success', brands: [{ id: 1, title: 'Hikvision' }] } };
    if (request.method === 'GET' && request.path === '/admin/categories')
      return { status: 200, body: { result: 'success', categories: [{ id: 2, title: 'IP Cameras' }] } };
    if (request.method === 'GET' && request.path.startsWith('/admin/search'))
      return {
        status: 200,
        body: {
          result: 'success',
          products: [
            { id: 41, title: 'Hikvision 4MP Bullet Camera', sku: 'SR-CAM-000041', slug: 'hikvision-4mp-bullet', active: true },
            { id: 52, title: 'Dahua 8 Channel NVR', sku: 'SR-NVR-000052', slug: 'dahua-8-channel-nvr', active: true },
          ],
        },
      };
    if (request.method === 'GET' && request.path.startsWith('/admin/nepali/')) return { status: 200, body: { result: 'success', ne: {} } };
    if (request.method === 'GET') return { status: 200, body: { result: 'success', product: aProduct() } };
    return post ? post(request) : { status: 200, body: { result: 'success', message: 'Saved.', product: aProduct() } };
  });
  const api = adminApiVia(transport);
  const wrap = (element: React.ReactNode) => (
    <StaffSessionProvider value={{ staff, api, can: (p) => staff.permissions.includes(p) }}>{element}</StaffSessionProvider>
  );
  const router = createMemoryRouter(
    [
      { path: '/admin/products/new', element: wrap(<AdminProductNew />) },
      { path: '/admin/products/:productId', element: wrap(<AdminProductEdit />) },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  const posts = () => transport.mock.calls.map(([request]) => request).filter((request) => request.method === 'POST');
  return { posts };
}

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the product editor', () => {
  it('points out what is wrong before sending: no name, a bad SKU, a price with three decimals, an offer not below the price', async () => {
    const { posts } = renderAt('manager', '/admin/products/new');
    type(/^SKU/, 'has space');
    type(/^Price \(Rs\)/, '12.345');
    fireEvent.click(screen.getByRole('button', { name: 'Create the product' }));
    expect(await screen.findByText(M.titleRequired)).toBeTruthy();
    expect(screen.getByText(M.sku)).toBeTruthy();
    expect(screen.getByText(M.price)).toBeTruthy();
    type(/^Price \(Rs\)/, '100');
    type(/^Offer price/, '100');
    fireEvent.click(screen.getByRole('button', { name: 'Create the product' }));
    expect(await screen.findByText(M.offerBelowPrice)).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it('adds, moves and removes specification rows, and sends them in their order', async () => {
    const { posts } = renderAt('manager', '/admin/products/new');
    type(/^Name/, 'Dahua Wi-Fi Camera');
    type(/^SKU/, 'SR-NEW-1');
    const add = screen.getByRole('button', { name: 'Add a specification' });
    for (const [name, value] of [
      ['Resolution', '2MP'],
      ['Lens', '3.6 mm'],
      ['Range', '30 m'],
    ]) {
      fireEvent.click(add);
      const n = screen.getAllByLabelText(/^Specification \d+ name$/).length;
      type(`Specification ${n} name`, name as string);
      type(`Specification ${n} value`, value as string);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Move up specification 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove specification 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create the product' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const [request] = posts();
    expect(request?.path).toBe('/admin/products');
    expect((request?.body as { specs: unknown } | undefined)?.specs).toEqual([
      { name: 'Lens', value: '3.6 mm' },
      { name: 'Resolution', value: '2MP' },
    ]);
  });

  it('orders the photos with Move up/down, requires alt text for each, and sends the edit with its version', async () => {
    const { posts } = renderAt('manager', '/admin/products/41');
    await screen.findByRole('heading', { name: 'Hikvision 4MP Bullet Camera' });
    fireEvent.click(screen.getByRole('button', { name: 'Move down photo 1' }));
    type('Alt text of photo 3', '   ');
    fireEvent.click(screen.getByRole('button', { name: 'Save the product' }));
    expect(await screen.findByText(M.altRequired)).toBeTruthy();
    expect(screen.getByLabelText('Alt text of photo 3').getAttribute('aria-invalid')).toBe('true');
    expect(posts()).toEqual([]);
    type('Alt text of photo 3', 'The box it comes in');
    fireEvent.click(screen.getByRole('button', { name: 'Save the product' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const body = posts()[0]?.body as Record<string, unknown>;
    expect(body.gallery).toEqual([
      { src: '/media/products/side.webp', alt: 'Side' },
      { src: '/media/products/front.webp', alt: 'Front' },
      { src: '/media/products/box.webp', alt: 'The box it comes in' },
    ]);
    expect(body.updated_at).toBe('2026-11-20T04:15:00.123Z');
    // Stock untouched: left out, so orders moving it meanwhile are not overwritten.
    expect('stock' in body).toBe(false);
    const photos = [...screen.getByRole('list', { name: 'Photos in order' }).querySelectorAll('img')];
    expect(photos.map((img) => img.getAttribute('src'))).toEqual([
      '/media/products/side.webp',
      '/media/products/front.webp',
      '/media/products/box.webp',
    ]);
  });

  it('shows an editor the prices and stock locked, and sends them back unchanged', async () => {
    const { posts } = renderAt('editor', '/admin/products/41');
    await screen.findByRole('heading', { name: 'Hikvision 4MP Bullet Camera' });
    expect((screen.getByLabelText(/^Price \(Rs\)/) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/^Offer price/) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/^Stock/) as HTMLInputElement).disabled).toBe(true);
    type(/^Summary/, 'A better summary.');
    fireEvent.click(screen.getByRole('button', { name: 'Save the product' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toMatchObject({ price: '8500', offer_price: '8000', summary: 'A better summary.' });
  });

  it('says so when someone else saved the product meanwhile (409), keeping what was typed', async () => {
    renderAt('manager', '/admin/products/41', () => ({
      status: 409,
      body: { result: 'error', errorMessage: M.stale, message: { updated_at: M.stale } },
    }));
    await screen.findByRole('heading', { name: 'Hikvision 4MP Bullet Camera' });
    type(/^Summary/, 'Mine.');
    fireEvent.click(screen.getByRole('button', { name: 'Save the product' }));
    expect((await screen.findAllByText(M.stale)).length).toBeGreaterThan(0);
    expect((screen.getByLabelText(/^Summary/) as HTMLTextAreaElement).value).toBe('Mine.');
  });

  it('picks related products by search (never the product itself) and sends them in order', async () => {
    const { posts } = renderAt('editor', '/admin/products/41');
    await screen.findByRole('heading', { name: 'Hikvision 4MP Bullet Camera' });
    type('Find a product by name or SKU', 'da');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Dahua 8 Channel NVR' }));
    expect(screen.queryByRole('button', { name: 'Add Hikvision 4MP Bullet Camera' })).toBeNull();
    expect(screen.getByRole('list', { name: 'Related products in order' }).textContent).toContain('Dahua 8 Channel NVR');
    fireEvent.click(screen.getByRole('button', { name: 'Save the product' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toMatchObject({ related_ids: [52] });
  });
});
