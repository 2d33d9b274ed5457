import type { StaffMember } from '@suraksha/contracts/admin/staff-auth';
import { type AdminBrand, TAXONOMY_MESSAGES as M } from '@suraksha/contracts/admin/taxonomy';
import type { ApiRequest, ApiTransport } from '@suraksha/contracts/transport';
import { ROLE_PERMISSIONS, type StaffRole } from '@suraksha/domain/permissions';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminApiVia } from './admin-api.ts';
import { ADMIN_NAV } from './admin-nav.ts';
import AdminBrands from './brands.tsx';
import { StaffSessionProvider } from './staff-session.tsx';

const HIKVISION: AdminBrand = { id: 1, title: 'Hikvision', slug: 'hikvision', image: null, active: true, products: 12, activeProducts: 10 };
const EZVIZ: AdminBrand = { id: 2, title: 'Ezviz', slug: 'ezviz', image: null, active: false, products: 1, activeProducts: 1 };

type Answer = { status: number; body: unknown };

function renderBrands(role: StaffRole, answers: Record<string, (request: ApiRequest) => Answer> = {}) {
  const staff: StaffMember = { id: 9, name: 'Someone', email: 'someone@example.com', role, permissions: [...ROLE_PERMISSIONS[role]] };
  const transport = vi.fn<ApiTransport>(async (request) => {
    const key = `${request.method} ${request.path}`;
    const answer = answers[key];
    if (answer) return answer(request);
    if (key === 'GET /admin/brands') return { status: 200, body: { result: 'success', brands: [HIKVISION, EZVIZ] } };
    return { status: 404, body: { result: 'error', errorMessage: 'Not found.' } };
  });
  render(
    <MemoryRouter>
      <StaffSessionProvider value={{ staff, api: adminApiVia(transport), can: (p) => staff.permissions.includes(p) }}>
        <AdminBrands />
      </StaffSessionProvider>
    </MemoryRouter>,
  );
  return { posts: () => transport.mock.calls.map(([r]) => r).filter((r) => r.method === 'POST') };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

afterEach(() => vi.restoreAllMocks());

describe('/admin/brands', () => {
  it('is in the menu for catalogue.read', () => {
    expect(ADMIN_NAV.find((item) => item.to === '/admin/brands')).toEqual({
      to: '/admin/brands',
      label: 'Brands',
      permission: 'catalogue.read',
    });
  });

  it('lists each brand with its product counts and status', async () => {
    renderBrands('editor');
    const hik = await rowOf('Hikvision');
    expect(within(hik).getByText('10 active of 12')).toBeTruthy();
    expect(within(hik).getByText('Active')).toBeTruthy();
    expect(within(await rowOf('Ezviz')).getByRole('button', { name: 'Activate Ezviz' })).toBeTruthy();
  });

  it('asks before deactivating, saying how many active products refer to the brand, then sends it', async () => {
    const success = vi.spyOn(toast, 'success');
    const { posts } = renderBrands('editor', {
      'POST /admin/brands/1/deactivate': () => ({
        status: 200,
        body: { result: 'success', message: M.brandDeactivated('Hikvision', 10), brand: { ...HIKVISION, active: false } },
      }),
    });
    fireEvent.click(within(await rowOf('Hikvision')).getByRole('button', { name: 'Deactivate Hikvision' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(M.confirmBrandDeactivate(10))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(M.brandDeactivated('Hikvision', 10)));
    expect(posts().map((r) => r.path)).toEqual(['/admin/brands/1/deactivate']);
    expect(within(await rowOf('Hikvision')).getByText('Inactive')).toBeTruthy();
  });

  it('edits a brand and shows a taken slug under the slug field', async () => {
    const { posts } = renderBrands('manager', {
      'POST /admin/brands/1': () => ({
        status: 409,
        body: { result: 'error', errorMessage: M.brandSlugTaken('ezviz'), message: { slug: M.brandSlugTaken('ezviz') } },
      }),
    });
    fireEvent.click(within(await rowOf('Hikvision')).getByRole('button', { name: 'Edit Hikvision' }));
    const form = await screen.findByRole('form', { name: 'Edit the brand' });
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('Hikvision');
    fireEvent.change(within(form).getByLabelText(/Slug/), { target: { value: 'ezviz' } });
    fireEvent.submit(form);
    await waitFor(() => expect(within(form).getByText(M.brandSlugTaken('ezviz'))).toBeTruthy());
    expect(posts()[0]?.body).toEqual({ title: 'Hikvision', slug: 'ezviz' });
  });

  it('shows warehouse staff the list without forms or buttons', async () => {
    renderBrands('warehouse');
    await rowOf('Hikvision');
    expect(screen.queryByRole('form', { name: 'Add a brand' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
