import { expect, test } from '@playwright/test';
import { E2E_CANCELLER, signInAs } from './support/accounts.ts';
import { cameraInStock, placeCodOrder, shopperApi, stockOf } from './support/cod-order.ts';

/**
 * Issue #14 item 8 (decision 0065): the journeys' canceller places a Pending order with their
 * Rs 1,000 wallet, cancels it from the invoice page with a reason, and sees Cancelled in My Orders
 * and on the tracking page; the stock and the wallet are back, as the API tells.
 */

test.describe.configure({ timeout: 90_000 });
const loaded = { timeout: 20_000 };

test('a customer cancels their Pending order: Cancelled in My Orders and tracking, stock and wallet back', async ({ page, request }) => {
  const { access_token: token } = await signInAs(page, request, E2E_CANCELLER);
  const api = shopperApi(request, token);
  const camera = await cameraInStock(request, api);
  const orderNumber = await placeCodOrder(api, E2E_CANCELLER, { slug: camera.slug, quantity: 2, wallet: 1000, key: 'cancel-journey' });
  expect(await stockOf(api, camera.slug)).toBe(camera.stock - 2);
  expect(await api.wallet()).toBe(0);

  await page.goto(`/dashboard/my-orders/${orderNumber}`);
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber, loaded);
  const invoiceNumber = await page.getByTestId('invoice-number').textContent();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${orderNumber}?` });
  await dialog.getByLabel(/Why are you cancelling\?/).fill('Ordered the wrong model');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Order ${orderNumber} has been cancelled.` })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.invoice__order .badge')).toHaveText('Cancelled');
  // The invoice stays as issued; a credit note against it now follows it (decision 0122).
  await page.reload();
  await expect(page.getByTestId('invoice-number')).toHaveText(invoiceNumber ?? '', loaded);
  await expect(page.getByRole('heading', { name: 'CREDIT NOTE' })).toBeVisible();
  await expect(page.getByTestId('credit-note')).toContainText(`Against invoice${invoiceNumber}`);
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
