import type { InboxChangeResponse, InboxDetailResponse } from '@suraksha/contracts/admin/inbox';
import type { ProductListRow } from '@suraksha/contracts/admin/product-list';
import type { StaffMember } from '@suraksha/contracts/admin/staff-auth';
import type { ApiTransport } from '@suraksha/contracts/transport';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { adminApiVia } from './admin-api.ts';
import AdminInboxItem from './inbox-item.tsx';
import { StaffSessionProvider } from './staff-session.tsx';

// The quote builder on a quote request's page (decision 0110): catalogue lines with quantity and
// unit price sent as typed; amounts and the total come back from the server; the thread shows the PDF.

const STAFF: StaffMember = {
  id: 3,
  name: 'Sagar Sales',
  email: 'sales@example.com',
  role: 'sales',
  permissions: ['inbox.read', 'inbox.reply', 'catalogue.read'],
};

const detail: InboxDetailResponse = {
  result: 'success',
  item: {
    kind: 'quote',
    reference: 'QR-AB12CD',
    status: 'new',
    name: 'Sita Sharma',
    email: 'sita@example.com',
    phone: '+9779812345678',
    summary: 'Need 20 cameras',
    created_at: '2026-11-20T04:15:00.000Z',
    read: true,
    assignee: null,
    deadline: null,
    kind_label: 'Quote request',
    fields: [{ label: 'Full name', value: 'Sita Sharma' }],
    attachment: null,
    customer: null,
    thread: [],
    quotes: [],
  },
  assignees: [],
};

const product = (overrides: Partial<ProductListRow>): ProductListRow => ({
  id: 7,
  title: 'Hikvision 4MP Dome Camera',
  sku: 'HK-DOME-4',
  slug: 'hikvision-dome',
  image: null,
  brand: 'Hikvision',
  category: 'Cameras',
  price: 5000,
  offer_price: 4500,
  on_request: false,
  stock: 40,
  low_stock_at: 5,
  active: true,
  updated_at: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

const pdf = { name: 'Q-2026-000001-v1.pdf', url: '/api/admin/inbox/quote/QR-AB12CD/quotes/1/pdf' };
const sent: InboxChangeResponse = {
  result: 'success',
  message: 'Quote Q-2026-000001 (version 1) queued for sita@example.com with its PDF.',
  item: {
    ...detail.item,
    status: 'in_progress',
    thread: [
      {
        type: 'reply',
        body: 'Quote Q-2026-000001 (version 1) sent: 2 lines, total Rs 1,08,999.00, valid until 11 Dec 2026.',
        public: true,
        by: 'Sagar Sales',
        at: '2026-11-21T04:00:00.000Z',
        attachment: pdf,
      },
    ],
    quotes: [
      {
        number: 'Q-2026-000001',
        version: 1,
        total: 108999,
        valid_until: '2026-12-11',
        lines: [],
        note: null,
        by: 'Sagar Sales',
        created_at: '2026-11-21T04:00:00.000Z',
        pdf,
      },
    ],
  },
};

function renderItem(answer: (path: string) => unknown) {
  const transport = vi.fn<ApiTransport>(async (request) => {
    const body = answer(request.path) as { result: string; status?: number };
    return { status: body.result === 'error' ? (body.status ?? 400) : 200, body };
  });
  const api = adminApiVia(transport);
  const session = { staff: STAFF, api, can: (p: string) => (STAFF.permissions as string[]).includes(p) };
  const router = createMemoryRouter(
    [
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
    { initialEntries: ['/admin/inbox/quote/QR-AB12CD'] },
  );
  render(<RouterProvider router={router} />);
  return () => transport.mock.calls.map(([r]) => ({ method: r.method, path: r.path, body: r.body }));
}

describe('the priced quote on a quote request', () => {
  it('builds lines from the product search, sends quantities and prices as typed, and shows the reply with its PDF', async () => {
    const calls = renderItem((path) => {
      if (path.startsWith('/admin/products'))
        return {
          result: 'success',
          products: [
            product({}),
            product({ id: 8, title: 'Dahua 8-channel NVR', sku: 'DH-NVR-8', price: 0, offer_price: null, on_request: true }),
          ],
          pagination: { page: 1, perPage: 25, total: 2, totalPages: 1 },
        };
      if (path.endsWith('/quotes')) return sent;
      return detail;
    });
    const form = await screen.findByRole('region', { name: 'Priced quote (PDF by e-mail)' });
    fireEvent.change(within(form).getByLabelText('Product title or SKU'), { target: { value: 'dome' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Find' }));
    fireEvent.click(await within(form).findByRole('button', { name: 'Add Hikvision 4MP Dome Camera' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add Dahua 8-channel NVR' }));
    expect(calls().find((c) => c.path.startsWith('/admin/products'))?.path).toBe('/admin/products?q=dome&active=yes&per_page=25');
    // The offer price is where a line starts; a product sold on request starts empty.
    expect((within(form).getByLabelText('Unit price of Hikvision 4MP Dome Camera') as HTMLInputElement).value).toBe('4500.00');
    expect((within(form).getByLabelText('Unit price of Dahua 8-channel NVR') as HTMLInputElement).value).toBe('');
    fireEvent.change(within(form).getByLabelText('Quantity of Hikvision 4MP Dome Camera'), { target: { value: '20' } });
    fireEvent.change(within(form).getByLabelText('Unit price of Dahua 8-channel NVR'), { target: { value: '18999' } });
    fireEvent.change(within(form).getByLabelText('Valid for (days)'), { target: { value: '15' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send quote' }));

    const thread = await screen.findByTestId('inbox-thread');
    expect(thread.textContent).toContain('total Rs 1,08,999.00');
    expect(within(thread).getByRole('button', { name: 'Download Q-2026-000001-v1.pdf' })).toBeTruthy();
    expect(calls().find((c) => c.path.endsWith('/quotes'))).toEqual({
      method: 'POST',
      path: '/admin/inbox/quote/QR-AB12CD/quotes',
      body: {
        lines: [
          { product_id: 7, quantity: 20, unit_price: '4500.00' },
          { product_id: 8, quantity: 1, unit_price: '18999' },
        ],
        valid_days: 15,
      },
    });
    expect(await screen.findByText('Last sent: Q-2026-000001 version 1, Rs 1,08,999.00. Sending again makes version 2.')).toBeTruthy();
  });

  it('puts the server’s refusal under the line it names', async () => {
    renderItem((path) => {
      if (path.startsWith('/admin/products'))
        return { result: 'success', products: [product({})], pagination: { page: 1, perPage: 25, total: 1, totalPages: 1 } };
      if (path.endsWith('/quotes'))
        return {
          result: 'error',
          errorMessage: 'The quantity must be a whole number from 1 to 10,000.',
          message: { 'lines.0.quantity': 'The quantity must be a whole number from 1 to 10,000.' },
        };
      return detail;
    });
    const form = await screen.findByRole('region', { name: 'Priced quote (PDF by e-mail)' });
    fireEvent.click(within(form).getByRole('button', { name: 'Find' }));
    fireEvent.click(await within(form).findByRole('button', { name: 'Add Hikvision 4MP Dome Camera' }));
    fireEvent.change(within(form).getByLabelText('Quantity of Hikvision 4MP Dome Camera'), { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send quote' }));
    const row = (await within(form).findByLabelText('Quantity of Hikvision 4MP Dome Camera')).closest('td') as HTMLElement;
    expect(await within(row).findByText('The quantity must be a whole number from 1 to 10,000.')).toBeTruthy();
  });
});
