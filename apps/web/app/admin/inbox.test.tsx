import type { InboxChangeResponse, InboxDetailResponse, InboxListResponse, InboxRow } from '@suraksha/contracts/admin/inbox';
import type { StaffMember } from '@suraksha/contracts/admin/staff-auth';
import type { ApiTransport } from '@suraksha/contracts/transport';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { can } from '@suraksha/domain/permissions';
import { adminApiVia } from './admin-api.ts';
import { ADMIN_NAV } from './admin-nav.ts';
import { InboxBadge } from './inbox-badge.tsx';
import AdminInboxItem from './inbox-item.tsx';
import AdminInbox from './inbox.tsx';
import { StaffSessionProvider } from './staff-session.tsx';

const STAFF: StaffMember = {
  id: 3,
  name: 'Sagar Sales',
  email: 'sales@example.com',
  role: 'sales',
  permissions: ['inbox.read', 'inbox.reply', 'customers.read'],
};

const row = (overrides: Partial<InboxRow> = {}): InboxRow => ({
  kind: 'quote',
  reference: 'QR-AB12CD',
  status: 'new',
  name: 'Sita Sharma',
  email: 'sita@example.com',
  phone: '+9779812345678',
  summary: 'Need 20 cameras',
  created_at: '2026-11-20T04:15:00.000Z',
  read: false,
  assignee: null,
  deadline: null,
  ...overrides,
});

function renderAt(initial: string, answer: (path: string, body: unknown) => unknown) {
  const transport = vi.fn<ApiTransport>(async (request) => {
    const body = answer(request.path, request.body) as { result: string };
    return { status: body.result === 'error' ? 404 : 200, body };
  });
  const api = adminApiVia(transport);
  const session = { staff: STAFF, api, can: (p: string) => (STAFF.permissions as string[]).includes(p) };
  const router = createMemoryRouter(
    [
      {
        path: '/admin/inbox',
        element: (
          <StaffSessionProvider value={session}>
            <AdminInbox />
          </StaffSessionProvider>
        ),
      },
      {
        path: '/admin/inbox/:kind/:reference',
        element: (
          <StaffSessionProvider value={session}>
            <AdminInboxItem />
            <Toaster />
          </StaffSessionProvider>
        ),
      },
    ],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  return { calls: () => transport.mock.calls.map(([r]) => ({ method: r.method, path: r.path, body: r.body })), router };
}

describe('/admin/inbox', () => {
  it('lists the items of every kind, each linked to its page, and asks the server with the URL’s filters', async () => {
    const list: InboxListResponse = {
      result: 'success',
      items: [
        row(),
        row({
          kind: 'support',
          reference: 'ST-99',
          name: 'Hari',
          phone: null,
          summary: 'Camera offline',
          read: true,
          status: 'in_progress',
          assignee: { id: 3, name: 'Sagar Sales' },
        }),
      ],
      pagination: { page: 1, perPage: 25, total: 2, totalPages: 1 },
      assignees: [{ id: 3, name: 'Sagar Sales' }],
    };
    const { calls } = renderAt('/admin/inbox?kind=quote&status=new&unread=yes&q=sita', () => list);
    const table = await screen.findByRole('table', { name: 'Inbox' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'QR-AB12CD' })
        .getAttribute('href'),
    ).toBe('/admin/inbox/quote/QR-AB12CD');
    expect(rows[0]?.textContent).toContain('Quote request');
    expect(rows[0]?.textContent).toContain('Unread');
    expect(rows[1]?.textContent).toContain('Support ticket');
    expect(rows[1]?.textContent).toContain('In progress');
    expect(rows[1]?.textContent).toContain('Sagar Sales');
    expect(screen.getByRole('status').textContent).toBe('2 items');
    expect(calls()[0]?.path).toBe('/admin/inbox?kind=quote&status=new&unread=yes&q=sita');
    expect((screen.getByLabelText('Kind') as HTMLSelectElement).value).toBe('quote');
    expect((screen.getByLabelText('Unread only') as HTMLInputElement).checked).toBe(true);
  });
});

describe('/admin/inbox: grievances (decision 0128)', () => {
  it('shows each complaint’s due date in AD and BS, flags the overdue ones, and filters and sorts by it', async () => {
    const grievance = (reference: string, overdue: boolean, answered_at: string | null = null) =>
      row({
        kind: 'grievance',
        reference,
        summary: 'Refund never came',
        deadline: { due_at: '2026-11-27T04:00:00.000Z', answered_at, overdue },
      });
    const list: InboxListResponse = {
      result: 'success',
      items: [grievance('GRV-LATE22', true), grievance('GRV-DONE33', false, '2026-11-22T04:00:00.000Z'), row()],
      pagination: { page: 1, perPage: 25, total: 3, totalPages: 1 },
      assignees: [],
    };
    const { calls } = renderAt('/admin/inbox?kind=grievance&overdue=yes&sort=due', () => list);
    const table = await screen.findByRole('table', { name: 'Inbox' });
    const [late, done, quote] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(late?.textContent).toContain('Grievance');
    expect(late?.textContent).toContain('Answer due 27 Nov 2026 · 11 Mangsir 2083 BS');
    expect(within(late as HTMLElement).getByText('Overdue').className).toContain('text-bg-danger');
    expect(done?.textContent).toContain('Answered 22 Nov 2026 · 6 Mangsir 2083 BS');
    expect(within(done as HTMLElement).queryByText('Overdue')).toBeNull();
    expect(quote?.textContent).not.toContain('Answer due');
    expect(calls()[0]?.path).toBe('/admin/inbox?kind=grievance&overdue=yes&sort=due');
    expect((screen.getByLabelText('Overdue grievances only') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Order') as HTMLSelectElement).value).toBe('due');
    expect((screen.getByLabelText('Kind') as HTMLSelectElement).value).toBe('grievance');
  });
});

describe('/admin/inbox/:kind/:reference', () => {
  const detail = (overrides: Partial<InboxDetailResponse['item']> = {}): InboxDetailResponse => ({
    result: 'success',
    item: {
      ...row({ read: true }),
      kind_label: 'Quote request',
      fields: [
        { label: 'Full name', value: 'Sita Sharma' },
        { label: 'Company', value: null },
        { label: 'Message', value: '<b>Need</b> 20 cameras' },
      ],
      attachment: null,
      customer: {
        id: 41,
        name: 'Sita Sharma',
        email: 'sita@example.com',
        orders: [{ order_number: 'SO-1001', status: 'Delivered', total: 4500, created_at: '2026-10-01T00:00:00.000Z' }],
      },
      thread: [],
      quotes: [],
      ...overrides,
    },
    assignees: [
      { id: 3, name: 'Sagar Sales' },
      { id: 4, name: 'Mina Manager' },
    ],
  });

  it('shows the submission as sent (text, never markup), the customer with orders, and assigns and replies', async () => {
    const replied: InboxChangeResponse = {
      result: 'success',
      message: 'Reply queued for sita@example.com.',
      item: {
        ...detail().item,
        status: 'in_progress',
        thread: [
          {
            type: 'reply',
            body: 'Namaste, here is the price.',
            public: true,
            by: 'Sagar Sales',
            at: '2026-11-21T04:00:00.000Z',
            attachment: null,
          },
        ],
      },
    };
    const { calls } = renderAt('/admin/inbox/quote/QR-AB12CD', (path) => {
      if (path.endsWith('/replies')) return replied;
      if (path.endsWith('/assign'))
        return { ...replied, message: 'Assigned to Mina Manager.', item: { ...detail().item, assignee: { id: 4, name: 'Mina Manager' } } };
      return detail();
    });
    await screen.findByRole('heading', { name: 'Quote request QR-AB12CD' });
    expect(screen.getByText('<b>Need</b> 20 cameras')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sita Sharma' }).getAttribute('href')).toBe('/admin/customers/41');
    expect(screen.getByRole('link', { name: 'SO-1001' }).getAttribute('href')).toBe('/admin/orders/SO-1001');

    fireEvent.change(screen.getByLabelText('Assigned to'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await screen.findByText(/assigned to Mina Manager/);
    expect(calls().find((c) => c.path.endsWith('/assign'))).toMatchObject({
      method: 'POST',
      path: '/admin/inbox/quote/QR-AB12CD/assign',
      body: { assignee_id: 4 },
    });

    fireEvent.change(screen.getByLabelText('Reply by e-mail to sita@example.com'), { target: { value: 'Namaste, here is the price.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    const thread = await screen.findByTestId('inbox-thread');
    expect(thread.textContent).toContain('Reply e-mailed · Sagar Sales');
    expect(thread.textContent).toContain('Namaste, here is the price.');
    expect(screen.getByTestId('inbox-status').textContent).toBe('In progress');
    expect(calls().find((c) => c.path.endsWith('/replies'))?.body).toEqual({ body: 'Namaste, here is the price.' });
  });

  it('says so for an item that does not exist', async () => {
    renderAt('/admin/inbox/quote/QR-NOPE', () => ({ result: 'error', errorMessage: 'There is no such inbox item.' }));
    await screen.findByRole('heading', { name: 'Item not found' });
    expect(screen.getByText('There is no such inbox item. Find it in the inbox.')).toBeTruthy();
  });
});

describe('the menu’s inbox badge', () => {
  it('shows the count of new items, and nothing at 0', async () => {
    for (const fresh of [3, 0]) {
      const api = adminApiVia(vi.fn<ApiTransport>(async () => ({ status: 200, body: { result: 'success', new: fresh, unread: 5 } })));
      const session = { staff: STAFF, api, can: () => true };
      const router = createMemoryRouter(
        [
          {
            path: '/admin',
            element: (
              <StaffSessionProvider value={session}>
                <span data-testid="nav">
                  Inbox
                  <InboxBadge />
                </span>
              </StaffSessionProvider>
            ),
          },
        ],
        {
          initialEntries: ['/admin'],
        },
      );
      const { unmount } = render(<RouterProvider router={router} />);
      if (fresh) expect((await screen.findByTestId('inbox-badge')).textContent).toBe('3');
      else {
        await new Promise((resolve) => setTimeout(resolve, 20));
        expect(screen.queryByTestId('inbox-badge')).toBeNull();
      }
      unmount();
    }
  });
});

describe('the menu’s Inbox item', () => {
  it('needs inbox.read: sales, managers and the owner see it, editors and warehouse do not', () => {
    const item = ADMIN_NAV.find((entry) => entry.to === '/admin/inbox');
    expect(item).toEqual({ to: '/admin/inbox', label: 'Inbox', permission: 'inbox.read' });
    const roles = ['owner', 'manager', 'sales', 'warehouse', 'editor'] as const;
    expect(roles.filter((role) => can(role, item?.permission ?? 'inbox.read'))).toEqual(['owner', 'manager', 'sales']);
  });
});
