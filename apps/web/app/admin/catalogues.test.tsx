import { type AdminCatalogue, CATALOGUE_MESSAGES as M } from '@suraksha/contracts/admin/catalogues';
import type { StaffMember } from '@suraksha/contracts/admin/staff-auth';
import type { ApiRequest, ApiTransport } from '@suraksha/contracts/transport';
import { ROLE_PERMISSIONS, type StaffRole } from '@suraksha/domain/permissions';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminApiVia } from './admin-api.ts';
import { ADMIN_NAV } from './admin-nav.ts';
import AdminCatalogues from './catalogues.tsx';
import { StaffSessionProvider } from './staff-session.tsx';

const DAHUA: AdminCatalogue = {
  id: 1,
  title: 'Dahua 2026',
  slug: 'dahua-2026',
  image: null,
  pdfUrl: '/media/catalogues/dahua.pdf',
  active: true,
};
const HIK: AdminCatalogue = { id: 2, title: 'Hikvision 2026', slug: 'hikvision-2026', image: null, pdfUrl: null, active: false };

type Answer = { status: number; body: unknown };

function renderCatalogues(role: StaffRole, answers: Record<string, (request: ApiRequest) => Answer> = {}) {
  const staff: StaffMember = { id: 9, name: 'Someone', email: 'someone@example.com', role, permissions: [...ROLE_PERMISSIONS[role]] };
  const transport = vi.fn<ApiTransport>(async (request) => {
    const key = `${request.method} ${request.path}`;
    const answer = answers[key];
    if (answer) return answer(request);
    if (key === 'GET /admin/catalogues') return { status: 200, body: { result: 'success', catalogues: [DAHUA, HIK] } };
    return { status: 404, body: { result: 'error', errorMessage: 'Not found.' } };
  });
  // A data router: the file uploads in the forms read the shop's public settings from the root route.
  const element = (
    <StaffSessionProvider value={{ staff, api: adminApiVia(transport), can: (p) => staff.permissions.includes(p) }}>
      <AdminCatalogues />
    </StaffSessionProvider>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
  return { posts: () => transport.mock.calls.map(([r]) => r).filter((r) => r.method === 'POST') };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

afterEach(() => vi.restoreAllMocks());

describe('/admin/catalogues', () => {
  it('is in the menu for catalogue.read', () => {
    expect(ADMIN_NAV.find((item) => item.to === '/admin/catalogues')).toEqual({
      to: '/admin/catalogues',
      label: 'PDF catalogues',
      permission: 'catalogue.read',
    });
  });

  it('lists each catalogue with its PDF and status', async () => {
    renderCatalogues('editor');
    const dahua = await rowOf('Dahua 2026');
    expect(within(dahua).getByRole('link', { name: '/media/catalogues/dahua.pdf' })).toBeTruthy();
    expect(within(dahua).getByText('Active')).toBeTruthy();
    const hik = await rowOf('Hikvision 2026');
    expect(within(hik).getByText(M.noPdf)).toBeTruthy();
    expect(within(hik).getByRole('button', { name: 'Activate Hikvision 2026' })).toBeTruthy();
  });

  it('adds a catalogue with its PDF path, shows a refused PDF under its field', async () => {
    const success = vi.spyOn(toast, 'success');
    let tries = 0;
    const { posts } = renderCatalogues('editor', {
      'POST /admin/catalogues': () =>
        ++tries === 1
          ? { status: 400, body: { result: 'error', errorMessage: 'Please correct the highlighted fields.', message: { pdfUrl: M.pdf } } }
          : {
              status: 200,
              body: {
                result: 'success',
                message: M.created('Ezviz'),
                catalogue: { id: 3, title: 'Ezviz', slug: 'ezviz', image: null, pdfUrl: '/media/catalogues/ezviz.pdf', active: true },
              },
            },
    });
    const form = await screen.findByRole('form', { name: 'Add a catalogue' });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Ezviz' } });
    fireEvent.change(within(form).getByLabelText(/^PDF/), { target: { value: 'javascript:alert(1)' } });
    fireEvent.submit(form);
    await waitFor(() => expect(within(form).getByText(M.pdf)).toBeTruthy());
    fireEvent.change(within(form).getByLabelText(/^PDF/), { target: { value: '/media/catalogues/ezviz.pdf' } });
    fireEvent.submit(form);
    await waitFor(() => expect(success).toHaveBeenCalledWith(M.created('Ezviz')));
    expect(posts().map((r) => r.body)).toEqual([
      { title: 'Ezviz', slug: '', image: '', pdfUrl: 'javascript:alert(1)' },
      { title: 'Ezviz', slug: '', image: '', pdfUrl: '/media/catalogues/ezviz.pdf' },
    ]);
    expect(await rowOf('Ezviz')).toBeTruthy();
  });

  it('edits a catalogue in a dialog', async () => {
    const { posts } = renderCatalogues('manager', {
      'POST /admin/catalogues/1': () => ({
        status: 200,
        body: { result: 'success', message: M.saved('Dahua 2027'), catalogue: { ...DAHUA, title: 'Dahua 2027' } },
      }),
    });
    fireEvent.click(within(await rowOf('Dahua 2026')).getByRole('button', { name: 'Edit Dahua 2026' }));
    const form = await screen.findByRole('form', { name: 'Edit the catalogue' });
    expect((within(form).getByLabelText(/^PDF/) as HTMLInputElement).value).toBe('/media/catalogues/dahua.pdf');
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Dahua 2027' } });
    fireEvent.submit(form);
    expect(await rowOf('Dahua 2027')).toBeTruthy();
    expect(posts()[0]?.body).toEqual({ title: 'Dahua 2027', slug: 'dahua-2026', image: '', pdfUrl: '/media/catalogues/dahua.pdf' });
  });

  it('moves a catalogue up; a refused order reloads the list as the server has it', async () => {
    let lists = 0;
    const { posts } = renderCatalogues('editor', {
      'GET /admin/catalogues': () => ({
        status: 200,
        body: { result: 'success', catalogues: ++lists === 1 ? [DAHUA, HIK] : [DAHUA, HIK] },
      }),
      'POST /admin/catalogues/order': () => ({ status: 400, body: { result: 'error', errorMessage: M.order, message: { ids: M.order } } }),
    });
    fireEvent.click(within(await rowOf('Hikvision 2026')).getByRole('button', { name: 'Move up Hikvision 2026' }));
    await waitFor(() => expect(posts().map((r) => r.body)).toEqual([{ ids: [2, 1] }]));
    await waitFor(() => expect(lists).toBe(2));
    const rows = screen.getAllByRole('row').map((r) => r.textContent ?? '');
    expect(rows.findIndex((t) => t.includes('Dahua 2026'))).toBeLessThan(rows.findIndex((t) => t.includes('Hikvision 2026')));
  });

  it('asks before deactivating, then sends it', async () => {
    const { posts } = renderCatalogues('editor', {
      'POST /admin/catalogues/1/deactivate': () => ({
        status: 200,
        body: { result: 'success', message: M.deactivated('Dahua 2026'), catalogue: { ...DAHUA, active: false } },
      }),
    });
    fireEvent.click(within(await rowOf('Dahua 2026')).getByRole('button', { name: 'Deactivate Dahua 2026' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(M.confirmDeactivate)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(posts().map((r) => r.path)).toEqual(['/admin/catalogues/1/deactivate']));
    expect(within(await rowOf('Dahua 2026')).getByText('Inactive')).toBeTruthy();
  });

  it('shows sales staff the list without forms or buttons', async () => {
    renderCatalogues('sales');
    await rowOf('Dahua 2026');
    expect(screen.queryByRole('form', { name: 'Add a catalogue' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
