import { STAFF_ADMIN_MESSAGES as M, type StaffListEntry } from '@suraksha/contracts/admin/staff';
import type { StaffMember } from '@suraksha/contracts/admin/staff-auth';
import type { ApiRequest, ApiTransport } from '@suraksha/contracts/transport';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminApiVia } from './admin-api.ts';
import { ADMIN_NAV } from './admin-nav.ts';
import AdminStaff from './staff.tsx';
import { StaffSessionProvider } from './staff-session.tsx';

const OWNER: StaffMember = { id: 1, name: 'Suraksha Owner', email: 'admin@example.com', role: 'owner', permissions: ['staff.manage'] };

const member = (over: Partial<StaffListEntry>): StaffListEntry => ({
  id: 2,
  name: 'Sagar Sales',
  email: 'sales@example.com',
  role: 'sales',
  totp_enrolled: true,
  disabled: false,
  invitation_pending: false,
  invitation_expires_at: null,
  last_sign_in_at: '2026-11-20T04:15:00.000Z',
  ...over,
});

const ownerRow = member({ id: 1, name: 'Suraksha Owner', email: 'admin@example.com', role: 'owner' });
const sales = member({});
const invited = member({
  id: 3,
  name: 'Ina Invited',
  email: 'ina@example.com',
  role: 'editor',
  totp_enrolled: false,
  invitation_pending: true,
  invitation_expires_at: '2026-11-29T04:15:00.000Z',
  last_sign_in_at: null,
});

type Answer = { status: number; body: unknown };

function renderStaff(answers: Record<string, (request: ApiRequest) => Answer> = {}) {
  const staff = [ownerRow, sales, invited];
  const transport = vi.fn<ApiTransport>(async (request) => {
    const key = `${request.method} ${request.path}`;
    const answer = answers[key];
    if (answer) return answer(request);
    if (key === 'GET /admin/staff') return { status: 200, body: { result: 'success', staff } };
    return { status: 404, body: { result: 'error', errorMessage: 'Not found.' } };
  });
  const api = adminApiVia(transport);
  render(
    <MemoryRouter>
      <StaffSessionProvider value={{ staff: OWNER, api, can: (p) => OWNER.permissions.includes(p) }}>
        <AdminStaff />
      </StaffSessionProvider>
    </MemoryRouter>,
  );
  return { posts: () => transport.mock.calls.map(([r]) => r).filter((r) => r.method === 'POST') };
}

const rowOf = async (name: string) => {
  const table = await screen.findByRole('table', { name: 'Staff' });
  const cell = within(table).getByText(name);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

afterEach(() => vi.restoreAllMocks());

describe('/admin/staff', () => {
  it('is in the menu for staff.manage only', () => {
    expect(ADMIN_NAV.find((item) => item.to === '/admin/staff')).toEqual({
      to: '/admin/staff',
      label: 'Staff',
      permission: 'staff.manage',
    });
  });

  it('lists every staff member with role, status, authenticator and last sign-in; the owner’s own row offers no change', async () => {
    renderStaff();
    const own = await rowOf('Suraksha Owner');
    expect(own.textContent).toContain('(you)');
    expect(within(own).queryByRole('combobox')).toBeNull();
    expect(within(own).queryAllByRole('button')).toEqual([]);

    const salesRow = await rowOf('Sagar Sales');
    expect((within(salesRow).getByRole('combobox', { name: 'Role of Sagar Sales' }) as HTMLSelectElement).value).toBe('sales');
    expect(salesRow.textContent).toContain('Active');
    expect(salesRow.textContent).toContain('Set up');

    const invitedRow = await rowOf('Ina Invited');
    expect(invitedRow.textContent).toContain('Invited');
    expect(invitedRow.textContent).toContain('Not yet');
    expect(invitedRow.textContent).toContain('Never');
    expect(within(invitedRow).getByRole('button', { name: 'Send the invitation again' })).toBeTruthy();
  });

  it('invites with the form, shows the server’s sentence and lists the new person', async () => {
    const success = vi.spyOn(toast, 'success');
    const newcomer = member({ id: 9, name: 'Nima New', email: 'nima@example.com', role: 'warehouse', invitation_pending: true });
    let listed = [ownerRow, sales, invited];
    const { posts } = renderStaff({
      'POST /admin/staff/invitations': () => {
        listed = [...listed, newcomer];
        return { status: 200, body: { result: 'success', message: M.invited('nima@example.com'), staff: newcomer } };
      },
      'GET /admin/staff': () => ({ status: 200, body: { result: 'success', staff: listed } }),
    });
    const form = await screen.findByRole('form', { name: 'Invite a staff member' });
    fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'nima@example.com' } });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Nima New' } });
    fireEvent.change(within(form).getByLabelText('Role'), { target: { value: 'warehouse' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Send the invitation' })));
    expect(posts().map((r) => [r.path, r.body])).toEqual([
      ['/admin/staff/invitations', { email: 'nima@example.com', name: 'Nima New', role: 'warehouse' }],
    ]);
    expect(success).toHaveBeenCalledWith(M.invited('nima@example.com'));
    expect(await rowOf('Nima New')).toBeTruthy();
  });

  it('shows a refused invitation’s message under the field', async () => {
    const error = vi.spyOn(toast, 'error');
    renderStaff({
      'POST /admin/staff/invitations': () => ({
        status: 409,
        body: { result: 'error', errorMessage: M.emailOfCustomer, message: { email: M.emailOfCustomer } },
      }),
    });
    const form = await screen.findByRole('form', { name: 'Invite a staff member' });
    fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'customer@example.com' } });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Demo' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Send the invitation' })));
    expect(error).toHaveBeenCalledWith(M.emailOfCustomer, { id: M.emailOfCustomer });
    expect(within(form).getByText(M.emailOfCustomer)).toBeTruthy();
  });

  it('changes a role with the select and shows the new role', async () => {
    const success = vi.spyOn(toast, 'success');
    const { posts } = renderStaff({
      'POST /admin/staff/2/role': () => ({
        status: 200,
        body: { result: 'success', message: M.roleChanged('Sagar Sales', 'manager'), staff: member({ role: 'manager' }) },
      }),
    });
    const select = within(await rowOf('Sagar Sales')).getByRole('combobox', { name: 'Role of Sagar Sales' }) as HTMLSelectElement;
    await act(async () => fireEvent.change(select, { target: { value: 'manager' } }));
    expect(posts().map((r) => [r.path, r.body])).toEqual([['/admin/staff/2/role', { role: 'manager' }]]);
    expect(success).toHaveBeenCalledWith(M.roleChanged('Sagar Sales', 'manager'));
    await waitFor(() => expect(select.value).toBe('manager'));
  });

  it('asks before disabling, sends nothing when the owner keeps it as it is, and disables on yes', async () => {
    const success = vi.spyOn(toast, 'success');
    const { posts } = renderStaff({
      'POST /admin/staff/2/disable': () => ({
        status: 200,
        body: { result: 'success', message: M.disabled('Sagar Sales'), staff: member({ disabled: true }) },
      }),
    });
    fireEvent.click(within(await rowOf('Sagar Sales')).getByRole('button', { name: 'Disable Sagar Sales' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Sagar Sales?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep as it is' }));
    expect(posts()).toEqual([]);

    fireEvent.click(within(await rowOf('Sagar Sales')).getByRole('button', { name: 'Disable Sagar Sales' }));
    const again = await screen.findByRole('dialog', { name: 'Disable Sagar Sales?' });
    await act(async () => fireEvent.click(within(again).getByRole('button', { name: 'Disable' })));
    expect(posts().map((r) => r.path)).toEqual(['/admin/staff/2/disable']);
    expect(success).toHaveBeenCalledWith(M.disabled('Sagar Sales'));
    const row = await rowOf('Sagar Sales');
    await waitFor(() => expect(row.textContent).toContain('Disabled'));
    expect(within(row).getByRole('button', { name: 'Enable Sagar Sales' })).toBeTruthy();
  });

  it('shows the server’s refusal of a change (the last owner)', async () => {
    const error = vi.spyOn(toast, 'error');
    renderStaff({
      'POST /admin/staff/2/role': () => ({ status: 409, body: { result: 'error', errorMessage: M.lastOwner } }),
    });
    const select = within(await rowOf('Sagar Sales')).getByRole('combobox', { name: 'Role of Sagar Sales' }) as HTMLSelectElement;
    await act(async () => fireEvent.change(select, { target: { value: 'editor' } }));
    expect(error).toHaveBeenCalledWith(M.lastOwner, { id: M.lastOwner });
    const shown = within(await rowOf('Sagar Sales')).getByRole('combobox', { name: 'Role of Sagar Sales' }) as HTMLSelectElement;
    expect(shown.value).toBe('sales');
  });
});
