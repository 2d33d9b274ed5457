import { type APIRequestContext, expect, test } from '@playwright/test';
import { CART_QUANTITY_MAX } from '../packages/contracts/src/cart.ts';
import { API_KEY, E2E_CANCELLER, signInAs } from './support/accounts.ts';

/**
 * Issue #14 item 8 (decision 0065): the journeys' canceller places a Pending order with their
 * Rs 1,000 wallet, cancels it from the invoice page with a reason, and sees Cancelled in My Orders
 * and on the tracking page; the stock and the wallet are back, as the API tells.
 */

test.describe.configure({ timeout: 90_000 });
const loaded = { timeout: 20_000 };

function customerApi(request: APIRequestContext, token: string) {
  const headers = { 'x-api-key': API_KEY, authorization: `Bearer ${token}` };
  return {
    post: async <T>(path: string, data: object = {}, extra: Record<string, string> = {}) => {
      const res = await request.post(`/api/customer/${path}`, { headers: { ...headers, ...extra }, data });
      return { status: res.status(), body: (await res.json()) as T };
    },
    wallet: async () =>
      ((await (await request.get('/api/customer/profile', { headers })).json()) as { user: { amount: number } }).user.amount,
  };
}
type Api = ReturnType<typeof customerApi>;

/** The pieces of a product in stock, as the bag tells a customer asking for more than there are. */
async function stockOf(api: Api, productSlug: string): Promise<number> {
  const refused = await api.post<{ errorMessage: string }>('carts/create', { product_slug: productSlug, quantity: CART_QUANTITY_MAX });
  expect(refused.status).toBe(409);
  const left = /^Only (\d+) left in stock\.$/.exec(refused.body.errorMessage);
  return left ? Number(left[1]) : 0;
}

/** A camera with at least two pieces in stock. */
async function cameraInStock(request: APIRequestContext, api: Api): Promise<{ slug: string; stock: number }> {
  const res = await request.get('/api/products?search=camera', { headers: { 'x-api-key': API_KEY } });
  for (const p of ((await res.json()) as { products: { slug: string }[] }).products) {
    const stock = await stockOf(api, p.slug);
    if (stock >= 2) return { slug: p.slug, stock };
  }
  throw new Error('no camera with two pieces in stock');
}

test('a customer cancels their Pending order: Cancelled in My Orders and tracking, stock and wallet back', async ({ page, request }) => {
  const { access_token: token } = await signInAs(page, request, E2E_CANCELLER);
  const api = customerApi(request, token);
  const camera = await cameraInStock(request, api);
  expect((await api.post('carts/create', { product_slug: camera.slug, quantity: 2 })).status).toBe(200);
  const bag = (await api.post<{ totalAmount: number }>('carts/list')).body;
  const wallet = await api.post<{ walletAmount: number; totalAmount: number }>('wallets/apply', { totalAmount: bag.totalAmount });
  expect(wallet.body.walletAmount).toBe(1000);
  const placed = await api.post<{ order_name: string }>(
    'checkout/update',
    {
      full_name: E2E_CANCELLER.name,
      company: '',
      email: E2E_CANCELLER.email,
      phone: E2E_CANCELLER.phone,
      state: 'Bagmati (Province 3)',
      city: 'Kathmandu',
      street: 'Kalanki Chowk, Ward 14',
      country: 'Nepal',
      postal: '44600',
      payment: 'Cash On Delivery',
      shop_code: '22280',
      wallet_amount: 1000,
      coupon_code: null,
      coupon_amount: 0,
      total_amount: wallet.body.totalAmount,
    },
    { 'idempotency-key': `cancel-journey-${Date.now()}` },
  );
  expect(placed.status).toBe(200);
  const orderNumber = placed.body.order_name;
  expect(await stockOf(api, camera.slug)).toBe(camera.stock - 2);
  expect(await api.wallet()).toBe(0);

  await page.goto(`/dashboard/my-orders/${orderNumber}`);
  await expect(page.getByTestId('invoice-number')).toHaveText(orderNumber, loaded);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${orderNumber}?` });
  await dialog.getByLabel(/Why are you cancelling\?/).fill('Ordered the wrong model');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Order ${orderNumber} has been cancelled.` })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.invoice .badge')).toHaveText('Cancelled');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  await page.goto('/dashboard/my-orders');
  await expect(page.getByRole('row').filter({ hasText: orderNumber })).toContainText('Cancelled', loaded);

  await page.goto('/order-tracking');
  await expect(page.locator('form.tracking-form')).toHaveAttribute('data-hydrated', 'true');
  await page.getByLabel('E-mail').fill(E2E_CANCELLER.email);
  await page.getByLabel('Order Number').fill(orderNumber);
  await page.getByRole('button', { name: 'Track' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');

  expect(await stockOf(api, camera.slug)).toBe(camera.stock);
  expect(await api.wallet()).toBe(1000);
});
