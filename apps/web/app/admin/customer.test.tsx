import { CUSTOMER_MESSAGES, type CustomerDetail } from '@suraksha/contracts/admin/customers';
import type { StaffMember } from '@suraksha/contracts/admin/staff-auth';
import type { ApiRequest, ApiTransport } from '@suraksha/contracts/transport';
import { type StaffRole, permissionsOf } from '@suraksha/domain/permissions';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { adminApiVia } from './admin-api.ts';
import AdminCustomer from './customer.tsx';
import { StaffSessionProvider } from './staff-session.tsx';

function aCustomer(overrides: Partial<CustomerDetail> = {}): CustomerDetail {
  return {
    id: 42,
    name: 'Maya Rai',
    email: 'maya@example.com',
    phone: '+9779800000001',
    verified_at: '2026-03-01T04:00:00.000Z',
    disabled_at: null,
    joined_at: '2026-03-01T03:00:00.000Z',
    signs_in_with_google: false,
    referral_code: 'ABCD2345',
    orders_count: 1,
    total_spent: 2000,
    orders: [{ order_number: 'SRK-7QK4M2XA', created_at: '2026-03-10T04:15:00.000Z', status: 'Delivered', total: 2000, wallet: 0 }],
    wallet: {
      balance: 120,
      ledger: [
        {
          id: 1,
          at: '2026-03-11T04:15:00.000Z',
          kind: 'credit',
          amount: 120,
          reason: 'adjustment',
          note: 'Late delivery',
          order_number: null,
          by: 'Mina Manager · manager',
        },
      ],
    },
    referrals: {
      invited_by: { id: 7, name: 'Inviter Gurung', email: 'inviter@example.com' },
      invited: [],
      rewards: 0,
    },
    service_requests: [],
    support_tickets: [{ reference: 'ST-1234', status: 'new', title: 'Camera offline', created_at: '2026-03-12T04:15:00.000Z' }],
    ...overrides,
  };
}

/** The page under a role's permissions from the one table, over a stub API; `answer` decides each POST. */
function renderCustomer(role: StaffRole, customer: CustomerDetail, answer?: (request: ApiRequest) => { status: number; body: unknown }) {
  let current = customer;
  const transport = vi.fn<ApiTransport>(async (request) => {
    if (request.method === 'GET' && request.path === '/admin/customers/42')
      return { status: 200, body: { result: 'success', customer: current } };
    if (request.method === 'POST' && answer) {
      const res = answer(request);
      const body = res.body as { customer?: CustomerDetail };
      if (body.customer) current = body.customer;
      return res;
    }
    return { status: 404, body: { result: 'error', errorMessage: 'There is no such customer.' } };
  });
  const permissions = permissionsOf(role);
  const staff: StaffMember = { id: 7, name: 'Someone', email: 's@example.com', role, permissions };
  const api = adminApiVia(transport);
  const router = createMemoryRouter(
    [
      {
        path: '/admin/customers/:customerId',
        element: (
          <StaffSessionProvider value={{ staff, api, can: (p) => permissions.includes(p) }}>
            <AdminCustomer />
          </StaffSessionProvider>
        ),
      },
    ],
    { initialEntries: ['/admin/customers/42'] },
  );
  render(<RouterProvider router={router} />);
  return {
    posts: () => transport.mock.calls.map(([r]) => r).filter((r) => r.method === 'POST'),
    gets: () => transport.mock.calls.map(([r]) => r).filter((r) => r.method === 'GET').length,
    setCurrent: (next: CustomerDetail) => {
      current = next;
    },
  };
}

describe('/admin/customers/{customerId}', () => {
  it('shows the profile, wallet ledger with the note and who, orders linked, referrals and tickets', async () => {
    renderCustomer('manager', aCustomer());
    expect(await screen.findByRole('heading', { name: 'Maya Rai', level: 1 })).toBeTruthy();
    const ledger = screen.getByRole('table', { name: 'Wallet ledger' });
    expect(within(ledger).getByText('“Late delivery”')).toBeTruthy();
    expect(within(ledger).getByText('Mina Manager · manager')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'SRK-7QK4M2XA' }).getAttribute('href')).toBe('/admin/orders/SRK-7QK4M2XA');
    expect(screen.getByRole('link', { name: 'Inviter Gurung' }).getAttribute('href')).toBe('/admin/customers/7');
    expect(within(screen.getByRole('list', { name: 'Support tickets' })).getByText(/Camera offline/)).toBeTruthy();
  });

  it.each(['warehouse', 'editor'] as const)('hides the wallet form and the account actions from %s', async (role) => {
    renderCustomer(role, aCustomer());
    await screen.findByRole('heading', { name: 'Maya Rai', level: 1 });
    expect(screen.queryByRole('form', { name: 'Adjust the wallet' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Disable account' })).toBeNull();
  });

  it('adjusts the wallet with a reason for a role with wallet.adjust, then shows the fresh ledger', async () => {
    const fresh = aCustomer({
      wallet: {
        balance: 170,
        ledger: [
          {
            id: 2,
            at: '2026-03-12T04:15:00.000Z',
            kind: 'credit',
            amount: 50,
            reason: 'adjustment',
            note: 'Goodwill',
            order_number: null,
            by: 'Sagar · sales',
          },
          ...aCustomer().wallet.ledger,
        ],
      },
    });
    const page = renderCustomer('sales', aCustomer(), (request) => {
      page.setCurrent(fresh);
      expect(request.path).toBe('/admin/customers/42/wallet');
      return {
        status: 200,
        body: { result: 'success', message: 'Rs 50.00 credited to the wallet; it now holds Rs 170.00.', balance: 170 },
      };
    });
    const form = await screen.findByRole('form', { name: 'Adjust the wallet' });
    await act(async () => fireEvent.submit(form));
    expect(page.posts()).toEqual([]);
    expect(within(form).getByText('Please give the reason for the adjustment.')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('Amount (Rs)'), { target: { value: '50' } });
    fireEvent.change(within(form).getByLabelText(/Reason/), { target: { value: 'Goodwill' } });
    await act(async () => fireEvent.submit(form));
    expect(page.posts().map((r) => r.body)).toEqual([{ kind: 'credit', amount: 50, reason: 'Goodwill' }]);
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Wallet ledger' })).getByText('“Goodwill”')).toBeTruthy());
    expect(screen.getByTestId('wallet-balance').textContent).toBe('Rs\u00a0170.00');
  });

  it('asks before disabling, needs a reason, and shows the server’s message and the new state', async () => {
    const page = renderCustomer('sales', aCustomer(), () => ({
      status: 200,
      body: { result: 'success', message: CUSTOMER_MESSAGES.disabled, customer: aCustomer({ disabled_at: '2026-03-13T04:15:00.000Z' }) },
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Disable account' }));
    const confirm = screen.getByRole('form', { name: 'Disable account' });
    await act(async () => fireEvent.submit(confirm));
    expect(page.posts()).toEqual([]);
    expect(within(confirm).getByText(CUSTOMER_MESSAGES.disableReasonRequired)).toBeTruthy();
    fireEvent.change(within(confirm).getByLabelText(/Reason for disabling/), { target: { value: 'Chargeback fraud' } });
    await act(async () => fireEvent.submit(confirm));
    expect(page.posts().map((r) => [r.path, r.body])).toEqual([['/admin/customers/42/disable', { reason: 'Chargeback fraud' }]]);
    expect((await screen.findByRole('status')).textContent).toBe(CUSTOMER_MESSAGES.disabled);
    expect(screen.getByText('Disabled', { selector: '.badge' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enable account' })).toBeTruthy();
  });

  it('offers resend verification only to an unverified customer, and shows a refusal as the server says it', async () => {
    const page = renderCustomer('manager', aCustomer({ verified_at: null }), () => ({
      status: 429,
      body: { result: 'error', errorMessage: 'Please wait a minute before asking for another code.' },
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Resend verification' }));
    await act(async () => fireEvent.submit(screen.getByRole('form', { name: 'Resend verification' })));
    expect(page.posts().map((r) => r.path)).toEqual(['/admin/customers/42/verification']);
    expect((await screen.findByRole('status')).textContent).toBe('Please wait a minute before asking for another code.');
  });

  it('sends a password reset after asking', async () => {
    const page = renderCustomer('manager', aCustomer(), () => ({
      status: 200,
      body: { result: 'success', message: CUSTOMER_MESSAGES.passwordResetSent, customer: aCustomer() },
    }));
    await screen.findByRole('heading', { name: 'Maya Rai', level: 1 });
    expect(screen.queryByRole('button', { name: 'Resend verification' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send password reset' }));
    expect(page.posts()).toEqual([]);
    await act(async () => fireEvent.submit(screen.getByRole('form', { name: 'Send password reset' })));
    expect(page.posts().map((r) => r.path)).toEqual(['/admin/customers/42/password-reset']);
    expect((await screen.findByRole('status')).textContent).toBe(CUSTOMER_MESSAGES.passwordResetSent);
  });
});
