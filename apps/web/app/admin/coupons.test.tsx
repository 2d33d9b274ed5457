import { COUPON_ADMIN_MESSAGES, type CouponDetail, type CouponListResponse } from '@suraksha/contracts/admin/coupons';
import type { StaffMember } from '@suraksha/contracts/admin/staff-auth';
import type { ApiRequest, ApiTransport } from '@suraksha/contracts/transport';
import { type StaffRole, permissionsOf } from '@suraksha/domain/permissions';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { adminApiVia } from './admin-api.ts';
import AdminCoupon from './coupon.tsx';
import AdminCouponNew from './coupon-new.tsx';
import AdminCoupons from './coupons.tsx';
import { StaffSessionProvider } from './staff-session.tsx';

function aCoupon(overrides: Partial<CouponDetail> = {}): CouponDetail {
  return {
    id: 7,
    code: 'DASHAIN-500',
    title: 'Dashain offer',
    kind: 'amount',
    value: 500,
    max_discount: null,
    min_order: 5000,
    // 10:00 on 1 Oct 2026 and 18:00 on 31 Oct 2026 in Nepal.
    starts_at: '2026-10-01T04:15:00.000Z',
    ends_at: '2026-10-31T12:15:00.000Z',
    usage_limit: 100,
    per_customer_limit: 1,
    public: true,
    paused_at: null,
    state: 'active',
    created_at: '2026-09-20T04:15:00.000Z',
    figures: { redemptions: 2, discount_given: 1000, orders: 2, orders_total: 11000 },
    code_editable: false,
    redemptions: [
      {
        order_number: 'SRK-7QK4M2XA',
        customer: { id: 42, name: 'Maya Rai', email: 'maya@example.com' },
        amount: 500,
        at: '2026-10-02T04:15:00.000Z',
      },
    ],
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

/** A page under a role's permissions over a stub API; `post` answers each POST (default: refused with 500). */
function renderAt(
  role: StaffRole,
  path: string,
  opts: { coupon?: CouponDetail; list?: CouponListResponse; post?: (request: ApiRequest) => { status: number; body: unknown } } = {},
) {
  const staff = staffOf(role);
  const transport = vi.fn<ApiTransport>(async (request) => {
    if (request.method === 'GET' && request.path.startsWith('/admin/coupons/'))
      return { status: 200, body: { result: 'success', coupon: opts.coupon ?? aCoupon() } };
    if (request.method === 'GET')
      return { status: 200, body: opts.list ?? { result: 'success', coupons: [aCoupon()], total: 1, page: 1, pageSize: 25 } };
    return opts.post ? opts.post(request) : { status: 500, body: { result: 'error', errorMessage: 'No.' } };
  });
  const api = adminApiVia(transport);
  const wrap = (element: React.ReactNode) => (
    <StaffSessionProvider value={{ staff, api, can: (p) => staff.permissions.includes(p) }}>{element}</StaffSessionProvider>
  );
  const router = createMemoryRouter(
    [
      { path: '/admin/coupons', element: wrap(<AdminCoupons />) },
      { path: '/admin/coupons/new', element: wrap(<AdminCouponNew />) },
      { path: '/admin/coupons/:couponId', element: wrap(<AdminCoupon />) },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { transport, router, posts: () => transport.mock.calls.map(([r]) => r).filter((r) => r.method === 'POST') };
}

describe('/admin/coupons', () => {
  it('lists coupons with their offer, state, window, limits and figures; headings sort through the URL', async () => {
    const { router, transport } = renderAt('manager', '/admin/coupons?state=active');
    const table = await screen.findByRole('table', { name: 'Coupons' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'DASHAIN-500Dashain offer',
      'Rs\u00a0500.00 off',
      'ActivePublic',
      '1 Oct 2026, 10:00 · 15 Asoj 2083 BS –31 Oct 2026, 18:00 · 14 Kartik 2083 BS',
      '100 in all1 per customer',
      '2',
      'Rs\u00a01,000.00',
      '2Rs\u00a011,000.00',
    ]);
    expect(within(table).getByRole('link', { name: 'DASHAIN-500' }).getAttribute('href')).toBe('/admin/coupons/7');
    expect(transport.mock.calls[0]?.[0].path).toBe('/admin/coupons?state=active');
    const redemptions = within(table).getByRole('link', { name: 'Redemptions' });
    expect(redemptions.getAttribute('href')).toBe('/admin/coupons?state=active&sort=redemptions_desc');
    await act(async () => fireEvent.click(redemptions));
    await waitFor(() => expect(router.state.location.search).toBe('?state=active&sort=redemptions_desc'));
    expect(screen.getByRole('link', { name: 'New coupon' })).toBeTruthy();
  });

  it('the editor sees the list without a New coupon button', async () => {
    renderAt('editor', '/admin/coupons');
    await screen.findByRole('table', { name: 'Coupons' });
    expect(screen.queryByRole('link', { name: 'New coupon' })).toBeNull();
  });

  it('exports every coupon with its usage as CSV (the editor may: catalogue.read)', async () => {
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetched.push(url);
        return new Response('\uFEFFid,code\n', {
          status: 200,
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="suraksha-coupons-2026-11-26.csv"' },
        });
      }),
    );
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      renderAt('editor', '/admin/coupons?state=active');
      await screen.findByRole('table', { name: 'Coupons' });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Export CSV (every coupon)' })));
      expect(fetched).toEqual(['/api/admin/coupons.csv']);
      expect(saved).toEqual(['suraksha-coupons-2026-11-26.csv']);
    } finally {
      click.mockRestore();
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
      vi.unstubAllGlobals();
    }
  });
});

describe('/admin/coupons/new', () => {
  it('refuses before sending what the server would refuse, with the contract messages under each field', async () => {
    const { posts } = renderAt('manager', '/admin/coupons/new');
    const form = await screen.findByRole('form', { name: 'New coupon' });
    fireEvent.click(within(form).getByLabelText('Percentage'));
    fireEvent.change(within(form).getByLabelText(/Percent off/), { target: { value: '150' } });
    fireEvent.change(within(form).getByLabelText(/Total limit/), { target: { value: '0' } });
    fireEvent.change(within(form).getByLabelText(/Starts/), { target: { value: '2026-12-10T10:00' } });
    fireEvent.change(within(form).getByLabelText(/Ends/), { target: { value: '2026-12-01T10:00' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Create coupon' })));
    const errorOf = (label: RegExp) => {
      const input = within(form).getByLabelText(label);
      return document.getElementById(`${input.id}-error`)?.textContent;
    };
    expect(errorOf(/Title/)).toBe(COUPON_ADMIN_MESSAGES.titleRequired);
    expect(errorOf(/Percent off/)).toBe(COUPON_ADMIN_MESSAGES.percent);
    expect(errorOf(/Total limit/)).toBe(COUPON_ADMIN_MESSAGES.usageLimit);
    expect(errorOf(/Ends/)).toBe(COUPON_ADMIN_MESSAGES.window);
    expect(posts()).toEqual([]);
  });

  it("sends the terms (empty code: the server makes one), shows the server's field message for a taken code, then opens the created coupon", async () => {
    let calls = 0;
    const taken = COUPON_ADMIN_MESSAGES.duplicateCode('TIHAR');
    const { posts, router } = renderAt('manager', '/admin/coupons/new', {
      post: () =>
        ++calls === 1
          ? { status: 409, body: { result: 'error', errorMessage: taken, message: { code: taken } } }
          : {
              status: 200,
              body: { result: 'success', message: 'Coupon K7QM-4XHT created.', coupon: aCoupon({ id: 9, code: 'K7QM-4XHT' }) },
            },
    });
    const form = await screen.findByRole('form', { name: 'New coupon' });
    fireEvent.change(within(form).getByLabelText(/Code/), { target: { value: 'tihar' } });
    fireEvent.change(within(form).getByLabelText(/Title/), { target: { value: 'Tihar offer' } });
    fireEvent.change(within(form).getByLabelText(/Amount off/), { target: { value: '250' } });
    fireEvent.change(within(form).getByLabelText(/Starts/), { target: { value: '2026-11-01T00:00' } });
    fireEvent.change(within(form).getByLabelText(/Ends/), { target: { value: '2026-11-15T23:59' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Create coupon' })));
    await waitFor(() => expect(document.getElementById('coupon-code-error')?.textContent).toBe(taken));
    expect(posts()[0]).toMatchObject({
      path: '/admin/coupons',
      body: {
        code: 'tihar',
        title: 'Tihar offer',
        kind: 'amount',
        value: 250,
        max_discount: null,
        min_order: 0,
        starts_at: '2026-11-01T00:00',
        ends_at: '2026-11-15T23:59',
        usage_limit: null,
        per_customer_limit: null,
        public: true,
      },
    });
    fireEvent.change(within(form).getByLabelText(/Code/), { target: { value: '' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Create coupon' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/coupons/9'));
    expect(posts()[1]?.body).toMatchObject({ code: '' });
  });

  it.each(['editor', 'warehouse', 'sales'] as const)('%s: no form to create with', async (role) => {
    renderAt(role, '/admin/coupons/new');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Your role may read coupons but not create them.');
    expect(screen.queryByRole('button', { name: 'Create coupon' })).toBeNull();
  });
});

describe('/admin/coupons/:couponId', () => {
  it('shows the figures and latest redemptions, the terms in Nepal time, and the code locked once used', async () => {
    renderAt('manager', '/admin/coupons/7');
    expect(await screen.findByRole('heading', { name: 'DASHAIN-500' })).toBeTruthy();
    expect(screen.getByTestId('coupon-redemptions').textContent).toBe('2 of 100');
    expect(screen.getByTestId('coupon-discount').textContent).toBe('Rs\u00a01,000.00');
    const redemptions = screen.getByRole('table', { name: 'Latest redemptions' });
    expect(within(redemptions).getByRole('link', { name: 'SRK-7QK4M2XA' }).getAttribute('href')).toBe('/admin/orders/SRK-7QK4M2XA');
    expect(within(redemptions).getByRole('link', { name: 'Maya Rai' }).getAttribute('href')).toBe('/admin/customers/42');
    const form = screen.getByRole('form', { name: 'Coupon terms' });
    expect((within(form).getByLabelText(/Starts/) as HTMLInputElement).value).toBe('2026-10-01T10:00');
    expect((within(form).getByLabelText(/Ends/) as HTMLInputElement).value).toBe('2026-10-31T18:00');
    expect((within(form).getByLabelText(/Code/) as HTMLInputElement).readOnly).toBe(true);
    expect(within(form).getByText(COUPON_ADMIN_MESSAGES.codeLocked)).toBeTruthy();
  });

  it('Pause sends the pause and shows the answer; then Resume', async () => {
    const { posts } = renderAt('manager', '/admin/coupons/7', {
      post: (request) =>
        request.path.endsWith('/pause')
          ? {
              status: 200,
              body: {
                result: 'success',
                message: COUPON_ADMIN_MESSAGES.paused('DASHAIN-500'),
                coupon: aCoupon({ state: 'paused', paused_at: '2026-10-05T04:15:00.000Z' }),
              },
            }
          : { status: 200, body: { result: 'success', message: COUPON_ADMIN_MESSAGES.resumed('DASHAIN-500'), coupon: aCoupon() } },
    });
    const pause = await screen.findByRole('button', { name: 'Pause' });
    await act(async () => fireEvent.click(pause));
    expect(await screen.findByText('Paused 5 Oct 2026, 10:00 · 19 Asoj 2083 BS: checkout refuses it.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Resume' })));
    await screen.findByRole('button', { name: 'Pause' });
    expect(posts().map((r) => r.path)).toEqual(['/admin/coupons/7/pause', '/admin/coupons/7/resume']);
  });

  it.each(['editor', 'warehouse'] as const)('%s: the terms are read-only, with no Save, Pause or Resume', async (role) => {
    renderAt(role, '/admin/coupons/7', { coupon: aCoupon({ paused_at: '2026-10-05T04:15:00.000Z', state: 'paused' }) });
    const form = await screen.findByRole('form', { name: 'Coupon terms' });
    expect((within(form).getByLabelText(/Title/) as HTMLInputElement).closest('fieldset')?.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save coupon' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resume' })).toBeNull();
  });
});
