import type { AdminPackage } from '@suraksha/contracts/admin/packages';
import { PACKAGE_MESSAGES as M } from '@suraksha/contracts/admin/packages';
import type { StaffMember } from '@suraksha/contracts/admin/staff-auth';
import type { ApiRequest, ApiTransport } from '@suraksha/contracts/transport';
import { ROLE_PERMISSIONS, type StaffRole } from '@suraksha/domain/permissions';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminApiVia } from './admin-api.ts';
import { ADMIN_NAV } from './admin-nav.ts';
import AdminPackages from './packages.tsx';
import { StaffSessionProvider } from './staff-session.tsx';

const DVR = { productId: 11, title: '8-Channel DVR', sku: 'DVR-8', slug: 'dvr-8', active: true, price: 9_000, quantity: 1 };
const DOME = { productId: 12, title: 'Dome Camera', sku: 'DOME-1', slug: 'dome-camera', active: true, price: 2_500.5, quantity: 4 };
const KIT: AdminPackage = {
  id: 1,
  title: 'Home Kit',
  slug: 'home-kit',
  image: null,
  summary: 'A DVR and four cameras.',
  description: null,
  active: true,
  price: 18_000,
  partsTotal: 19_002,
  items: [DVR, DOME],
};
const OFFICE: AdminPackage = {
  id: 2,
  title: 'Office Kit',
  slug: 'office-kit',
  image: null,
  summary: null,
  description: null,
  active: true,
  price: 30_000,
  partsTotal: 31_000,
  items: [DVR, { ...DOME, productId: 13, title: 'Retired Switch', sku: 'SW-OLD', active: false, price: 22_000 }],
};

type Answer = { status: number; body: unknown };

function renderPackages(role: StaffRole, answers: Record<string, (request: ApiRequest) => Answer> = {}) {
  const staff: StaffMember = { id: 9, name: 'Someone', email: 'someone@example.com', role, permissions: [...ROLE_PERMISSIONS[role]] };
  const transport = vi.fn<ApiTransport>(async (request) => {
    const key = `${request.method} ${request.path}`;
    const answer = answers[key];
    if (answer) return answer(request);
    if (key === 'GET /admin/packages') return { status: 200, body: { result: 'success', packages: [KIT, OFFICE] } };
    if (key.startsWith('GET /admin/search')) {
      return {
        status: 200,
        body: {
          result: 'success',
          products: [
            { id: 21, title: 'Bullet Camera', sku: 'BUL-1', slug: 'bullet', active: true, price: 3_200 },
            { id: 22, title: '1 TB Disk', sku: 'HDD-1', slug: 'disk', active: true, price: 5_000.25 },
          ],
        },
      };
    }
    return { status: 404, body: { result: 'error', errorMessage: 'Not found.' } };
  });
  // A data router: the file uploads in the forms read the shop's public settings from the root route.
  const element = (
    <StaffSessionProvider value={{ staff, api: adminApiVia(transport), can: (p) => staff.permissions.includes(p) }}>
      <AdminPackages />
    </StaffSessionProvider>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
  return { posts: () => transport.mock.calls.map(([r]) => r).filter((r) => r.method === 'POST') };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

afterEach(() => vi.restoreAllMocks());

describe('/admin/packages', () => {
  it('is in the menu for catalogue.read', () => {
    expect(ADMIN_NAV.find((item) => item.to === '/admin/packages')).toEqual({
      to: '/admin/packages',
      label: 'Packages',
      permission: 'catalogue.read',
    });
  });

  it('lists each package with its items, its price against the items, and warns of an inactive product inside', async () => {
    renderPackages('editor');
    const kit = await rowOf('Home Kit');
    expect(within(kit).getByText('4 × Dome Camera')).toBeTruthy();
    expect(within(kit).getByText('Rs 18,000.00')).toBeTruthy();
    expect(within(kit).getByText('Items one by one: Rs 19,002.00')).toBeTruthy();
    expect(within(kit).queryByText(/⚠/)).toBeNull();
    expect(within(await rowOf('Office Kit')).getByText(`⚠ ${M.inactiveItems(['Retired Switch'])}`)).toBeTruthy();
  });

  it('lets a manager add a package of two found products, showing the saving, and sends the items and the price', async () => {
    const success = vi.spyOn(toast, 'success');
    const created: AdminPackage = {
      ...KIT,
      id: 3,
      title: 'Garage Kit',
      slug: 'garage-kit',
      price: 11_000,
      partsTotal: 11_400.5,
      items: [],
    };
    const { posts } = renderPackages('manager', {
      'POST /admin/packages': () => ({ status: 200, body: { result: 'success', message: M.created('Garage Kit'), package: created } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a package' }));
    const form = await screen.findByRole('form', { name: 'Add a package' });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Garage Kit' } });
    fireEvent.change(within(form).getByLabelText('Find a product by title or SKU'), { target: { value: 'cam' } });
    fireEvent.click(await within(form).findByRole('button', { name: 'Add Bullet Camera' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add 1 TB Disk' }));
    // A product already in the package cannot be added twice.
    expect((within(form).getByRole('button', { name: 'Add Bullet Camera' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText('Quantity of Bullet Camera'), { target: { value: '2' } });
    fireEvent.change(within(form).getByLabelText('Bundle price (Rs)'), { target: { value: '11000' } });
    // 2 × 3,200 + 5,000.25 = 11,400.25 bought one by one.
    expect(within(form).getByText('Rs 11,400.25')).toBeTruthy();
    expect(within(form).getByText('Rs 400.25')).toBeTruthy();
    fireEvent.submit(form);
    await waitFor(() => expect(success).toHaveBeenCalledWith(M.created('Garage Kit')));
    expect(posts()[0]?.body).toEqual({
      title: 'Garage Kit',
      slug: '',
      image: '',
      summary: '',
      description: '',
      items: [
        { productId: 21, quantity: 2 },
        { productId: 22, quantity: 1 },
      ],
      price: 11_000,
    });
    expect(await rowOf('Garage Kit')).toBeTruthy();
  });

  it('shows a refused item under the products and the price refusal under the price', async () => {
    renderPackages('manager', {
      'POST /admin/packages/1': () => ({
        status: 400,
        body: {
          result: 'error',
          errorMessage: 'Please correct the highlighted fields.',
          message: { 'items.1.quantity': M.quantity, price: M.price },
        },
      }),
    });
    fireEvent.click(within(await rowOf('Home Kit')).getByRole('button', { name: 'Edit Home Kit' }));
    const form = await screen.findByRole('form', { name: 'Edit the package' });
    fireEvent.change(within(form).getByLabelText('Quantity of Dome Camera'), { target: { value: '0' } });
    fireEvent.change(within(form).getByLabelText('Bundle price (Rs)'), { target: { value: '-5' } });
    fireEvent.submit(form);
    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', M.quantity);
    expect(within(form).getByText(M.price)).toBeTruthy();
  });

  it('lets an editor change the text and items but not the price: the price is read-only and not sent, and there is no Add', async () => {
    const { posts } = renderPackages('editor', {
      'POST /admin/packages/1': () => ({
        status: 200,
        body: { result: 'success', message: M.saved('Home Kit Plus'), package: { ...KIT, title: 'Home Kit Plus' } },
      }),
    });
    expect(await rowOf('Home Kit')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a package' })).toBeNull();
    fireEvent.click(within(await rowOf('Home Kit')).getByRole('button', { name: 'Edit Home Kit' }));
    const form = await screen.findByRole('form', { name: 'Edit the package' });
    expect((within(form).getByLabelText('Bundle price (Rs)') as HTMLInputElement).readOnly).toBe(true);
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Home Kit Plus' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Remove 8-Channel DVR' }));
    fireEvent.submit(form);
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toEqual({
      title: 'Home Kit Plus',
      slug: 'home-kit',
      image: '',
      summary: 'A DVR and four cameras.',
      description: '',
      items: [{ productId: 12, quantity: 4 }],
    });
    expect(await rowOf('Home Kit Plus')).toBeTruthy();
  });

  it('moves a package down with the button: sends the whole new order', async () => {
    const { posts } = renderPackages('editor', {
      'POST /admin/packages/order': () => ({ status: 200, body: { result: 'success', message: M.orderSaved, packages: [OFFICE, KIT] } }),
    });
    fireEvent.click(within(await rowOf('Home Kit')).getByRole('button', { name: 'Move down Home Kit' }));
    await waitFor(() => expect(posts().map((r) => r.body)).toEqual([{ ids: [2, 1] }]));
    const titles = screen.getAllByRole('row').map((r) => r.textContent ?? '');
    expect(titles.findIndex((t) => t.includes('Office Kit'))).toBeLessThan(titles.findIndex((t) => t.includes('Home Kit')));
  });

  it('asks before deactivating, then sends it', async () => {
    const { posts } = renderPackages('manager', {
      'POST /admin/packages/1/deactivate': () => ({
        status: 200,
        body: { result: 'success', message: M.deactivated('Home Kit'), package: { ...KIT, active: false } },
      }),
    });
    fireEvent.click(within(await rowOf('Home Kit')).getByRole('button', { name: 'Deactivate Home Kit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(M.confirmDeactivate)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(posts().map((r) => r.path)).toEqual(['/admin/packages/1/deactivate']));
    expect(within(await rowOf('Home Kit')).getByText('Inactive')).toBeTruthy();
  });

  it('shows warehouse staff the list without buttons', async () => {
    renderPackages('warehouse');
    await rowOf('Home Kit');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
