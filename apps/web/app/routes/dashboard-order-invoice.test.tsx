import type { MyOrderResponse } from '@suraksha/contracts/orders';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { TranslationProvider } from '../i18n/react.tsx';
import { i18nFor } from '../i18n/i18n.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeShopApi, aCustomer, apiError, fakeShopApi, profileOf } from '../test-support/fake-shop-api.ts';
import { renderInShop } from '../test-support/shop-harness.tsx';
import { saveSession } from '../lib/session/session-storage.ts';
import type { Route } from './+types/dashboard-order-invoice';
import DashboardOrderInvoice from './dashboard-order-invoice.tsx';
import { aTaxInvoice, printed } from '../test-support/tax-documents.ts';

const TOKEN = 'C'.repeat(43);
const ORDER = 'SRK-7QK4M2XA';

function anOrder(status: string): MyOrderResponse {
  return {
    result: 'success',
    order: {
      slug: ORDER,
      order_name: ORDER,
      date: '2026-03-10',
      created_date: '2026-03-10T04:15:00.000Z',
      updated_date: '2026-03-10T04:15:00.000Z',
      method: 'Cash On Delivery',
      status,
      subtotal: 9000,
      shipping: 0,
      discount: 0,
      coupon_code: null,
      coupon: 0,
      wallet: 500,
      total: 8500,
      address: 'Kalanki Chowk, Kathmandu, Bagmati Province 44600, Nepal',
      phone_number: '+9779801234567',
      email: 'sita@example.com',
    },
    orders: [{ name: 'Hikvision 4MP Dome Camera', image: null, color: null, size: null, quantity: 2, price: 4500, amount: 9000 }],
    shipping: null,
    tax_documents: printed(
      aTaxInvoice([{ description: 'Hikvision 4MP Dome Camera', hsCode: '85258900', quantity: 2, unitPaisa: 4_500_00 }], {
        walletPaisa: 500_00,
      }),
    ),
  };
}

let api: FakeShopApi;
function renderInvoice(status: string) {
  api = fakeShopApi({
    'GET /customer/profile': profileOf(aCustomer()),
    'GET /customer/myorders/:orderId': anOrder(status),
    'POST /customer/myorders/:orderId/cancel': { result: 'success', message: `Order ${ORDER} has been cancelled.`, status: 'Cancelled' },
  });
  const props = { params: { orderId: ORDER } } as unknown as Route.ComponentProps;
  renderInShop(<DashboardOrderInvoice {...props} />, { url: `/dashboard/my-orders/${ORDER}`, path: '/dashboard/my-orders/:orderId' });
}

/** The status the invoice shows, under its 'Status' label. */
async function shownStatus() {
  const label = await screen.findByText('Status', { selector: 'dt' });
  return label.nextElementSibling?.textContent;
}

beforeEach(() => {
  localStorage.clear();
  saveSession({ access_token: TOKEN, expires_in: 3600 });
});

describe('/dashboard/my-orders/{orderId}: the customer cancels their own order (decision 0065)', () => {
  it.each(['Pending Order', 'Confirm'])('cancels a %s order with a reason, then shows it Cancelled', async (status) => {
    const success = vi.spyOn(toast, 'success');
    renderInvoice(status);
    expect(await shownStatus()).toBe(status);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: `Cancel order ${ORDER}?` });
    fireEvent.change(within(dialog).getByLabelText(/Why are you cancelling\?/), { target: { value: 'Bought it elsewhere' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' })));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(async () => expect(await shownStatus()).toBe('Cancelled'));
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(api.requests('POST /customer/myorders/:orderId/cancel').map((r) => [r.params.orderId, r.body])).toEqual([
      [ORDER, { reason: 'Bought it elsewhere' }],
    ]);
    expect(success).toHaveBeenCalledWith(`Order ${ORDER} has been cancelled.`);
  });

  it.each(['Shipping', 'On Way', 'Delivered', 'Cancelled'])('offers no cancel once the order is %s', async (status) => {
    renderInvoice(status);
    expect(await shownStatus()).toBe(status);
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it("shows the server's message under the reason and keeps the dialog open when the reason is refused", async () => {
    renderInvoice('Pending Order');
    api.answer(
      'POST /customer/myorders/:orderId/cancel',
      apiError(400, 'Please tell us why you are cancelling.', { reason: 'Please tell us why you are cancelling.' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' })));
    const reason = within(dialog).getByLabelText(/Why are you cancelling\?/);
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${reason.id}-error`)?.textContent).toBe('Please tell us why you are cancelling.');
    expect(document.activeElement).toBe(reason);
    expect(await shownStatus()).toBe('Pending Order');
  });

  it('keeps the order when the buyer changes their mind', async () => {
    renderInvoice('Confirm');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests('POST /customer/myorders/:orderId/cancel')).toHaveLength(0);
    expect(await shownStatus()).toBe('Confirm');
  });

  it('on the Nepali site, reads in Nepali, its trail stays in /ne, and its invoice keeps the issued English beside', async () => {
    api = fakeShopApi({ 'GET /customer/profile': profileOf(aCustomer()), 'GET /customer/myorders/:orderId': anOrder('Delivered') });
    saveSession({ access_token: TOKEN, expires_in: 3600 });
    const props = { params: { orderId: ORDER } } as unknown as Route.ComponentProps;
    renderInShop(
      <TranslationProvider translator={i18nFor('ne')}>
        <DashboardOrderInvoice {...props} />
      </TranslationProvider>,
      { url: `/ne/dashboard/my-orders/${ORDER}`, path: '/ne/dashboard/my-orders/:orderId' },
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('कर बीजक (TAX INVOICE)');
    const trail = screen.getByRole('navigation', { name: 'तपाईं कहाँ हुनुहुन्छ' });
    expect(within(trail).getByRole('link', { name: 'मेरो खाता' }).getAttribute('href')).toBe('/ne/dashboard');
    expect(within(trail).getByRole('link', { name: 'मेरा अर्डरहरू' }).getAttribute('href')).toBe('/ne/dashboard/my-orders');
    expect(within(trail).getByText(`अर्डर ${ORDER}`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'प्रिन्ट गर्नुहोस्' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'PDF डाउनलोड गर्नुहोस्' })).toBeTruthy();
    expect(screen.getByText('अवस्था', { selector: 'dt' }).nextElementSibling?.textContent).toBe('डेलिभर भयो');
    expect(screen.queryByText('Download PDF')).toBeNull();
  });
});
