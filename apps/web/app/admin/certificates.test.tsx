import { type AdminCertificate, CERTIFICATE_MESSAGES as M } from '@suraksha/contracts/admin/certificates';
import type { StaffMember } from '@suraksha/contracts/admin/staff-auth';
import type { ApiRequest, ApiTransport } from '@suraksha/contracts/transport';
import { ROLE_PERMISSIONS, type StaffRole } from '@suraksha/domain/permissions';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminApiVia } from './admin-api.ts';
import { ADMIN_NAV } from './admin-nav.ts';
import AdminCertificates from './certificates.tsx';
import { StaffSessionProvider } from './staff-session.tsx';

const VAT: AdminCertificate = { id: 1, title: 'VAT Registration', slug: 'vat', image: '/media/certificates/vat.webp', active: true };
const ISO: AdminCertificate = { id: 2, title: 'ISO 9001', slug: 'iso-9001', image: null, active: true };

function renderCertificates(role: StaffRole, answers: Record<string, (request: ApiRequest) => { status: number; body: unknown }> = {}) {
  const staff: StaffMember = { id: 9, name: 'Someone', email: 'someone@example.com', role, permissions: [...ROLE_PERMISSIONS[role]] };
  const transport = vi.fn<ApiTransport>(async (request) => {
    const key = `${request.method} ${request.path}`;
    if (answers[key]) return answers[key](request);
    if (key === 'GET /admin/certificates') return { status: 200, body: { result: 'success', certificates: [VAT, ISO] } };
    return { status: 404, body: { result: 'error', errorMessage: 'Not found.' } };
  });
  // A data router: the file uploads in the forms read the shop's public settings from the root route.
  const element = (
    <StaffSessionProvider value={{ staff, api: adminApiVia(transport), can: (p) => staff.permissions.includes(p) }}>
      <AdminCertificates />
    </StaffSessionProvider>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
  return { posts: () => transport.mock.calls.map(([r]) => r).filter((r) => r.method === 'POST') };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

afterEach(() => vi.restoreAllMocks());

describe('/admin/certificates', () => {
  it('is in the menu for catalogue.read', () => {
    expect(ADMIN_NAV.find((item) => item.to === '/admin/certificates')).toEqual({
      to: '/admin/certificates',
      label: 'Certificates',
      permission: 'catalogue.read',
    });
  });

  it('adds a certificate with an image path and sends title, slug and image', async () => {
    const { posts } = renderCertificates('editor', {
      'POST /admin/certificates': () => ({
        status: 200,
        body: {
          result: 'success',
          message: M.created('PAN'),
          certificate: { id: 3, title: 'PAN', slug: 'pan', image: null, active: true },
        },
      }),
    });
    const form = await screen.findByRole('form', { name: 'Add a certificate' });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'PAN' } });
    fireEvent.change(within(form).getByLabelText(/^Image/), { target: { value: 'https://cdn.example.com/pan.png' } });
    fireEvent.submit(form);
    expect(await rowOf('PAN')).toBeTruthy();
    expect(posts()[0]?.body).toEqual({ title: 'PAN', slug: '', image: 'https://cdn.example.com/pan.png' });
  });

  it('moves a certificate down and shows the server’s order', async () => {
    const { posts } = renderCertificates('manager', {
      'POST /admin/certificates/order': () => ({
        status: 200,
        body: { result: 'success', message: M.orderSaved, certificates: [ISO, VAT] },
      }),
    });
    fireEvent.click(within(await rowOf('VAT Registration')).getByRole('button', { name: 'Move down VAT Registration' }));
    await waitFor(() => expect(posts().map((r) => r.body)).toEqual([{ ids: [2, 1] }]));
    expect((await screen.findAllByRole('row'))[1]?.textContent).toContain('ISO 9001');
  });

  it('shows warehouse staff the list without forms or buttons', async () => {
    renderCertificates('warehouse');
    await rowOf('VAT Registration');
    expect(screen.queryByRole('form', { name: 'Add a certificate' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
