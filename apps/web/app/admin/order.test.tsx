import { ORDER_MOVE_MESSAGES, type OrderDetail } from '@suraksha/contracts/admin/order-desk';
import type { StaffMember } from '@suraksha/contracts/admin/staff-auth';
import type { Permission } from '@suraksha/domain/permissions';
import type { ApiRequest, ApiTransport } from '@suraksha/contracts/transport';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { adminApiVia } from './admin-api.ts';
import AdminOrder from './order.tsx';
import { StaffSessionProvider } from './staff-session.tsx';

const ORDER = 'SRK-7QK4M2XA';

function anOrder(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const order: Omit<OrderDetail, 'timeline'> = {
    order_number: ORDER,
    status: 'Confirm',
    created_at: '2026-03-10T04:15:00.000Z',
    payment_method: 'Cash On Delivery',
    invoice_number: '2082/83-000042',
    buyer_pan: null,
    customer: { id: 2, name: 'Demo Customer', email: 'customer@example.com', phone: '+9779800000001' },
    address: {
      full_name: 'Demo Customer',
      company: null,
      phone: '+9779800000001',
      email: 'customer@example.com',
      street: 'Kalanki Chowk',
      city: 'Kathmandu',
      state: 'Bagmati Province',
      district: 'Kathmandu',
      municipality: 'Kathmandu Metropolitan City',
      ward: 14,
      country: 'Nepal',
      postal: '44600',
    },
    items: [{ name: 'Hikvision 4MP Dome Camera', image: null, sku: 'SR-HIK-4MP', quantity: 2, unit_price: 4500, amount: 9000 }],
    subtotal: 9000,
    shipping: 100,
    coupon: 500,
    coupon_code: 'DASHAIN',
    wallet: 200,
    total: 8400,
    history: [
      { from: null, to: 'Pending Order', at: '2026-03-10T04:15:00.000Z', by: null, by_role: null, reason: null },
      { from: 'Pending Order', to: 'Confirm', at: '2026-03-10T05:00:00.000Z', by: 'Sagar Sales', by_role: 'sales', reason: null },
    ],
    next: ['Shipping', 'Cancelled'],
    cod: null,
    ...overrides,
  };
  // The server's timeline holds the history's moves too: a test that sets only the history gets them.
  return { ...order, timeline: overrides.timeline ?? order.history.map((step) => ({ kind: 'status' as const, ...step })) };
}

const STAFF: StaffMember = { id: 7, name: 'Mina Manager', email: 'manager@example.com', role: 'manager', permissions: ['orders.read'] };

/** The back office's API as a stub transport: the order, and a write (a move, a note) answered by `moved` (or refused). */
function renderOrder(
  order: OrderDetail,
  moved?: (request: ApiRequest) => { status: number; body: unknown },
  can: (permission: Permission) => boolean = () => true,
) {
  const transport = vi.fn<ApiTransport>(async (request) => {
    if (request.method === 'GET' && request.path === `/admin/orders/${ORDER}`) return { status: 200, body: { result: 'success', order } };
    if (request.method === 'POST' && request.path.startsWith(`/admin/orders/${ORDER}/`) && moved) return moved(request);
    return { status: 404, body: { result: 'error', errorMessage: 'Not found.' } };
  });
  const api = adminApiVia(transport);
  const router = createMemoryRouter(
    [
      {
        path: '/admin/orders/:orderNumber',
        element: (
          <StaffSessionProvider value={{ staff: STAFF, api, can }}>
            <AdminOrder />
          </StaffSessionProvider>
        ),
      },
    ],
    { initialEntries: [`/admin/orders/${ORDER}`] },
  );
  render(<RouterProvider router={router} />);
  const moves = () => transport.mock.calls.map(([request]) => request).filter((request) => request.method === 'POST');
  return { moves };
}

const statusBadge = () => screen.getByTestId('order-status');
const actions = () => screen.getByRole('region', { name: 'Actions' });

describe('/admin/orders/{orderNumber}: one order on the desk', () => {
  it('shows the lines, the money, the customer and the timeline, oldest first', async () => {
    renderOrder(anOrder());
    expect(await screen.findByRole('heading', { name: ORDER, level: 1 })).toBeTruthy();
    expect(statusBadge().textContent).toBe('Confirm');
    const items = screen.getByRole('table', { name: 'Items' });
    const [line] = within(items).getAllByRole('row').slice(1);
    expect([...(line?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent)).toEqual([
      '',
      'Hikvision 4MP Dome Camera',
      'SR-HIK-4MP',
      '2',
      'Rs\u00a04,500.00',
      'Rs\u00a09,000.00',
    ]);
    const money = screen.getByLabelText('Money');
    expect(money.textContent).toContain('Coupon DASHAIN−Rs\u00a0500.00');
    expect(money.textContent).toContain('Wallet−Rs\u00a0200.00');
    expect(money.textContent).toContain('TotalRs\u00a08,400.00');
    // A VAT-inclusive order (the default) has no VAT line.
    expect(money.textContent).not.toContain('VAT');
    expect(screen.getByRole('link', { name: 'Open in Google Maps' }).getAttribute('href')).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
        'Kalanki Chowk, Ward 14, Kathmandu Metropolitan City, Kathmandu District, Kathmandu, Bagmati Province, 44600, Nepal',
      )}`,
    );
    expect(screen.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+9779800000001');
    // Stored in E.164, shown as a Nepali reads it; the link dials E.164.
    const callAddress = screen.getAllByRole('link', { name: 'Call 980-0000001' });
    expect(callAddress.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['980-0000001', 'tel:+9779800000001'],
      ['980-0000001', 'tel:+9779800000001'],
    ]);
    expect(screen.getByRole('link', { name: 'Demo Customer' }).getAttribute('href')).toBe('/admin/customers/2');
    const steps = within(screen.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      '● StatusPlaced: Pending Order10 Mar 2026, 10:00 · 26 Falgun 2082 BS · Customer',
      '● StatusPending Order → Confirm10 Mar 2026, 10:45 · 26 Falgun 2082 BS · Sagar Sales · sales',
    ]);
  });

  it('shows the VAT added on top when the order was priced before VAT (decision 0131)', async () => {
    renderOrder(anOrder({ vat_added: 1053, total: 9453 }));
    const money = await screen.findByLabelText('Money');
    expect(money.textContent).toContain('Coupon DASHAIN−Rs\u00a0500.00VAT (13%)Rs\u00a01,053.00Wallet−Rs\u00a0200.00');
    expect(money.textContent).toContain('TotalRs\u00a09,453.00');
  });

  it('shows the invoice number, and lets staff who move orders set the buyer PAN while the order is Pending Order', async () => {
    const { moves } = renderOrder(anOrder({ status: 'Pending Order' }), () => ({
      status: 200,
      body: { result: 'success', message: 'Buyer PAN saved; the invoice shows it.', buyer_pan: '301234567' },
    }));
    const box = await screen.findByRole('region', { name: 'Tax invoice' });
    expect(box.textContent).toContain('Invoice No.: 2082/83-000042');
    fireEvent.change(within(box).getByLabelText('PAN for the VAT invoice (optional)'), { target: { value: '301234567' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Save PAN' }));
    await waitFor(() =>
      expect(moves().map((r) => [r.path, r.body])).toEqual([[`/admin/orders/${ORDER}/buyer-pan`, { buyer_pan: '301234567' }]]),
    );
  });

  it('only shows the buyer PAN once the order is confirmed', async () => {
    renderOrder(anOrder({ status: 'Confirm', buyer_pan: '301234567' }));
    const box = await screen.findByRole('region', { name: 'Tax invoice' });
    expect(box.textContent).toContain('Buyer PAN: 301234567');
    expect(within(box).queryByRole('button', { name: 'Save PAN' })).toBeNull();
  });

  it.each([
    [
      ['Shipping', 'Cancelled'],
      ['Move to Shipping', 'Cancel order'],
    ],
    [['Shipping'], ['Move to Shipping']],
    [[], []],
  ] as const)('shows the moves in next only (%j)', async (next, buttons) => {
    renderOrder(anOrder({ next: [...next] }));
    await screen.findByRole('heading', { name: ORDER, level: 1 });
    expect(
      within(actions())
        .queryAllByRole('button')
        .map((button) => button.textContent?.trim()),
    ).toEqual(buttons);
    if (next.length === 0) expect(within(actions()).getByText('Your role makes no move from Confirm.')).toBeTruthy();
  });

  it('refuses to cancel without a reason, and sends nothing', async () => {
    const error = vi.spyOn(toast, 'error');
    const { moves } = renderOrder(anOrder(), () => ({ status: 500, body: null }));
    await screen.findByRole('heading', { name: ORDER, level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const form = screen.getByRole('form', { name: 'Cancel the order' });
    fireEvent.change(within(form).getByLabelText(/Reason for cancelling/), { target: { value: '   ' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Cancel order' })));

    expect(within(form).getByText(ORDER_MOVE_MESSAGES.reasonRequired)).toBeTruthy();
    expect(
      within(form)
        .getByLabelText(/Reason for cancelling/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(error).toHaveBeenCalledWith(ORDER_MOVE_MESSAGES.reasonRequired, expect.anything());
    expect(moves()).toEqual([]);
    expect(statusBadge().textContent).toBe('Confirm');
  });

  it('moves the order, shows the server’s message, and re-renders from the order it answers with', async () => {
    const success = vi.spyOn(toast, 'success');
    const shipped = anOrder({
      status: 'Shipping',
      next: ['On Way', 'Cancelled'],
      history: [
        ...anOrder().history,
        { from: 'Confirm', to: 'Shipping', at: '2026-03-11T06:00:00.000Z', by: 'Mina Manager', by_role: 'manager', reason: null },
      ],
    });
    const { moves } = renderOrder(anOrder(), () => ({
      status: 200,
      body: { result: 'success', message: `Order ${ORDER} moved to Shipping.`, order: shipped },
    }));
    await screen.findByRole('heading', { name: ORDER, level: 1 });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Move to Shipping' })));

    await waitFor(() => expect(statusBadge().textContent).toBe('Shipping'));
    expect(success).toHaveBeenCalledWith(`Order ${ORDER} moved to Shipping.`);
    expect(moves().map((request) => request.body)).toEqual([{ to: 'Shipping' }]);
    expect(screen.queryByRole('button', { name: 'Move to Shipping' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Move to On Way' })).toBeTruthy();
    const steps = within(screen.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem');
    expect(steps.at(-1)?.textContent).toBe('● StatusConfirm → Shipping11 Mar 2026, 11:45 · 27 Falgun 2082 BS · Mina Manager · manager');
  });

  it('cancels with the reason given, trimmed', async () => {
    const cancelled = anOrder({ status: 'Cancelled', next: [] });
    const { moves } = renderOrder(anOrder(), () => ({
      status: 200,
      body: { result: 'success', message: `Order ${ORDER} cancelled.`, order: cancelled },
    }));
    await screen.findByRole('heading', { name: ORDER, level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const form = screen.getByRole('form', { name: 'Cancel the order' });
    fireEvent.change(within(form).getByLabelText(/Reason for cancelling/), { target: { value: ' Customer asked by phone ' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Cancel order' })));

    await waitFor(() => expect(statusBadge().textContent).toBe('Cancelled'));
    expect(moves().map((request) => request.body)).toEqual([{ to: 'Cancelled', reason: 'Customer asked by phone' }]);
    expect(screen.queryByRole('form', { name: 'Cancel the order' })).toBeNull();
    expect(screen.getByText('No more moves: the order is Cancelled.')).toBeTruthy();
  });

  it('calls cancelling a delivered order a return, and sends it as a cancel with the reason', async () => {
    const delivered = anOrder({ status: 'Delivered', next: ['Cancelled'] });
    const { moves } = renderOrder(delivered, () => ({
      status: 200,
      body: { result: 'success', message: `Order ${ORDER} cancelled.`, order: anOrder({ status: 'Cancelled', next: [] }) },
    }));
    await screen.findByRole('heading', { name: ORDER, level: 1 });
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Return order' }));
    const form = screen.getByRole('form', { name: 'Return the order' });
    expect(within(form).getByText(/a credit note reverses the tax invoice/)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/Reason for the return/), { target: { value: 'Camera faulty on arrival' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Return order' })));

    await waitFor(() => expect(statusBadge().textContent).toBe('Cancelled'));
    expect(moves().map((request) => request.body)).toEqual([{ to: 'Cancelled', reason: 'Camera faulty on arrival' }]);
  });

  it('says clearly when there is no such order, with the way back to the desk', async () => {
    const transport = vi.fn<ApiTransport>(async () => ({ status: 404, body: { result: 'error', errorMessage: 'Order not found.' } }));
    const api = adminApiVia(transport);
    const router = createMemoryRouter(
      [
        {
          path: '/admin/orders/:orderNumber',
          element: (
            <StaffSessionProvider value={{ staff: STAFF, api, can: () => true }}>
              <AdminOrder />
            </StaffSessionProvider>
          ),
        },
      ],
      { initialEntries: ['/admin/orders/SRK-NOPE1234'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Order not found', level: 1 })).toBeTruthy();
    expect(screen.getByText('There is no order SRK-NOPE1234. Check the number, or find the order on the desk.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Back to the orders' }).getAttribute('href')).toBe('/admin/orders');
  });

  it('marks each kind in the timeline: a move, a note with who wrote it, a mail with recipient, subject and whether it went', async () => {
    renderOrder(
      anOrder({
        timeline: [
          { kind: 'status', from: null, to: 'Pending Order', at: '2026-03-10T04:15:00.000Z', by: null, by_role: null, reason: null },
          {
            kind: 'mail',
            at: '2026-03-10T04:15:00.000Z',
            to: 'customer@example.com',
            subject: `Your Suraksha order ${ORDER}`,
            status: 'sent',
            sent_at: '2026-03-10T04:16:00.000Z',
          },
          { kind: 'note', at: '2026-03-10T04:30:00.000Z', by: 'Sagar Sales', by_role: 'sales', note: 'Wants delivery after 5 pm.' },
          {
            kind: 'mail',
            at: '2026-03-10T05:00:00.000Z',
            to: 'customer@example.com',
            subject: `Order ${ORDER}: Confirm`,
            status: 'pending',
            sent_at: null,
          },
        ],
      }),
    );
    const entries = within(await screen.findByRole('list', { name: 'Timeline' })).getAllByRole('listitem');
    expect(entries.map((entry) => entry.getAttribute('data-kind'))).toEqual(['status', 'mail', 'note', 'mail']);
    expect(entries.map((entry) => entry.textContent)).toEqual([
      '● StatusPlaced: Pending Order10 Mar 2026, 10:00 · 26 Falgun 2082 BS · Customer',
      `✉ MailYour Suraksha order ${ORDER}To customer@example.com · queued 10 Mar 2026, 10:00 · 26 Falgun 2082 BS · sent 10 Mar 2026, 10:01 · 26 Falgun 2082 BS`,
      '✎ Note10 Mar 2026, 10:15 · 26 Falgun 2082 BS · Sagar Sales · salesWants delivery after 5 pm.',
      `✉ MailOrder ${ORDER}: ConfirmTo customer@example.com · queued 10 Mar 2026, 10:45 · 26 Falgun 2082 BS · queued`,
    ]);
  });

  it('adds an internal note, shows the timeline the server answers with, and empties the form', async () => {
    const success = vi.spyOn(toast, 'success');
    const noted = anOrder({
      timeline: [{ kind: 'note', at: '2026-03-11T06:00:00.000Z', by: 'Mina Manager', by_role: 'manager', note: 'Called the customer.' }],
    });
    const { moves } = renderOrder(anOrder(), () => ({ status: 200, body: { result: 'success', message: 'Note added.', order: noted } }));
    const form = await screen.findByRole('form', { name: 'Add an internal note' });
    const field = within(form).getByLabelText('Internal note');
    fireEvent.change(field, { target: { value: 'Called the customer.' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Add note' })));
    expect(moves().map((request) => [request.path, request.body])).toEqual([
      [`/admin/orders/${ORDER}/notes`, { note: 'Called the customer.' }],
    ]);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Note added.'));
    const entries = within(screen.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      '✎ Note11 Mar 2026, 11:45 · 27 Falgun 2082 BS · Mina Manager · managerCalled the customer.',
    ]);
    expect((field as HTMLTextAreaElement).value).toBe('');
  });

  it('marks the note field with the server’s refusal', async () => {
    const { moves } = renderOrder(anOrder(), () => ({
      status: 400,
      body: { result: 'error', errorMessage: 'Please write the note.', message: { note: 'Please write the note.' } },
    }));
    const form = await screen.findByRole('form', { name: 'Add an internal note' });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Add note' })));
    expect(moves()).toHaveLength(1);
    expect(await within(form).findByText('Please write the note.')).toBeTruthy();
    expect(within(form).getByLabelText('Internal note').getAttribute('aria-invalid')).toBe('true');
  });

  it('offers printing and the note form only to roles that have orders.print and orders.notes', async () => {
    renderOrder(anOrder(), undefined, (p) => p === 'orders.read' || p === 'orders.advance');
    await screen.findByRole('heading', { name: ORDER, level: 1 });
    expect(screen.queryByRole('button', { name: /^Print/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Print' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Add an internal note' })).toBeNull();
    expect(screen.getByRole('list', { name: 'Timeline' })).toBeTruthy();
  });

  it('prints this order’s invoice and packing slip from the order page', async () => {
    renderOrder(anOrder());
    const print = await screen.findByRole('region', { name: 'Print' });
    expect(within(print).getByRole('button', { name: 'Print invoice' })).toBeTruthy();
    expect(within(print).getByRole('button', { name: 'Print packing slip' })).toBeTruthy();
  });
});
