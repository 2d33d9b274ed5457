import { type Browser, type Page, expect, test } from '@playwright/test';
import { DEMO_TOTP_SECRET } from '../apps/server/src/db/seed/demo-people.ts';
import { totpCode } from '../apps/server/src/modules/staff/totp.ts';
import { API_KEY, E2E_DESK_CUSTOMER, E2E_DESK_MANAGER, E2E_DESK_WAREHOUSE, signInAs } from './support/accounts.ts';
import { cameraInStock, placeCodOrder, shopperApi, stockOf } from './support/cod-order.ts';

/**
 * Issue #15's day at the order desk, in Chromium. A customer places two cash-on-delivery orders; a
 * manager confirms, ships and delivers the first while the customer's My Orders and the tracking
 * page follow each step, cancels the second (paid partly from the wallet) and the stock and the
 * wallet come back; she credits the customer's wallet with a reason, and the audit page shows her
 * day; the warehouse sees no customers or wallet menu and its API refuses a wallet credit.
 */

test.describe.configure({ mode: 'serial', timeout: 150_000 });
const loaded = { timeout: 20_000 };

let customerToken = '';
let firstOrder = '';
let secondOrder = '';
let camera = { slug: '', stock: 0 };

async function staffSignIn(page: Page, who: { email: string; password: string }, goTo: string) {
  await page.goto(goTo);
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/, loaded);
  const form = page.getByRole('form', { name: 'Staff sign-in' });
  await expect(form).toHaveAttribute('data-hydrated', 'true', loaded);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByLabel('Authenticator code').fill(await totpCode(DEMO_TOTP_SECRET));
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The customer's own browser, signed in with the token from their first test. */
async function customerPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await page.evaluate(
    ({ token }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('isLoggedIn', 'true');
      localStorage.setItem('expiry', String(Date.now() + 3_600_000));
    },
    { token: customerToken },
  );
  return page;
}

/** What the customer sees of an order: its row in My Orders and the tracking card. */
async function customerSees(page: Page, orderNumber: string, status: string) {
  await page.goto('/dashboard/my-orders');
  await expect(page.getByRole('row').filter({ hasText: orderNumber })).toContainText(status, loaded);
  await page.goto('/order-tracking');
  await expect(page.locator('form.tracking-form')).toHaveAttribute('data-hydrated', 'true', loaded);
  await page.getByLabel('E-mail').fill(E2E_DESK_CUSTOMER.email);
  await page.getByLabel('Order Number').fill(orderNumber);
  await page.getByRole('button', { name: 'Track' }).click();
  await expect(page.getByTestId('order-status')).toHaveText(status, loaded);
}

test('the customer places two orders, the second partly from the wallet', async ({ page, request }) => {
  customerToken = (await signInAs(page, request, E2E_DESK_CUSTOMER)).access_token;
  const api = shopperApi(request, customerToken);
  camera = await cameraInStock(request, api, 3);
  firstOrder = await placeCodOrder(api, E2E_DESK_CUSTOMER, { slug: camera.slug, quantity: 1, key: 'desk-first' });
  secondOrder = await placeCodOrder(api, E2E_DESK_CUSTOMER, { slug: camera.slug, quantity: 2, wallet: 1000, key: 'desk-second' });
  expect(await stockOf(api, camera.slug)).toBe(camera.stock - 3);
  expect(await api.wallet()).toBe(0);
});

test('a manager delivers the first order while the customer follows, cancels the second, credits the wallet, and reads her day in the audit log', async ({
  page,
  browser,
  request,
}) => {
  const customer = await customerPage(browser);
  await staffSignIn(page, E2E_DESK_MANAGER, `/admin/orders?q=${firstOrder}`);
  const desk = page.getByRole('table', { name: 'Orders' });
  await desk.getByRole('link', { name: firstOrder }).click(loaded);
  await expect(page.getByRole('heading', { name: firstOrder, level: 1 })).toBeVisible(loaded);
  await expect(page.getByTestId('order-status')).toHaveText('Pending Order');

  const actions = page.getByRole('region', { name: 'Actions' });
  let from = 'Pending Order';
  for (const to of ['Confirm', 'Shipping', 'On Way', 'Delivered']) {
    await actions.getByRole('button', { name: `Move to ${to}` }).click();
    await expect(page.getByText(`Order ${firstOrder} moved from ${from} to ${to}.`)).toBeVisible(loaded);
    await expect(page.getByTestId('order-status')).toHaveText(to);
    await customerSees(customer, firstOrder, to);
    from = to;
  }
  // Delivered is not the end for a manager: she may still take the goods back (decision 0122).
  await expect(actions.getByRole('button')).toHaveText(['Return order']);

  // The second order: cancelled with a reason; its two cameras and the Rs 1,000 from the wallet come back.
  await page.goto(`/admin/orders/${secondOrder}`);
  await expect(page.getByTestId('order-status')).toHaveText('Pending Order', loaded);
  await actions.getByRole('button', { name: 'Cancel order' }).click();
  const cancel = page.getByRole('form', { name: 'Cancel the order' });
  await cancel.getByLabel(/Reason for cancelling/).fill('Customer asked by phone to cancel');
  await cancel.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText(`Order ${secondOrder} moved from Pending Order to Cancelled.`)).toBeVisible(loaded);
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
  await customerSees(customer, secondOrder, 'Cancelled');

  const api = shopperApi(request, customerToken);
  expect(await stockOf(api, camera.slug)).toBe(camera.stock - 1);
  expect(await api.wallet()).toBe(1000);

  // From the order to its customer, whose wallet she credits with a reason.
  await page.getByRole('link', { name: E2E_DESK_CUSTOMER.name }).click();
  await expect(page.getByRole('heading', { name: E2E_DESK_CUSTOMER.name, level: 1 })).toBeVisible(loaded);
  await expect(page.getByTestId('wallet-balance')).toHaveText(/Rs\s1,000\.00/, loaded);
  const wallet = page.getByRole('form', { name: 'Adjust the wallet' });
  await wallet.getByLabel('Amount (Rs)').fill('250');
  await wallet.getByLabel(/Reason/).fill('Sorry for the cancelled order');
  await wallet.getByRole('button', { name: 'Adjust wallet' }).click();
  await expect(page.getByTestId('wallet-balance')).toHaveText(/Rs\s1,250\.00/, loaded);
  await expect(page.getByRole('table', { name: 'Wallet ledger' })).toContainText('Sorry for the cancelled order');
  expect(await api.wallet()).toBe(1250);

  // The audit log holds her day: four moves, the cancel with its reason, and the wallet credit.
  await page.goto('/admin/audit');
  await page.getByRole('combobox', { name: /^Staff/ }).selectOption({ label: `${E2E_DESK_MANAGER.name} · manager` });
  await page.getByRole('button', { name: 'Apply' }).click();
  const log = page.getByRole('table', { name: 'Audit log' });
  await expect(log.getByRole('row').filter({ hasText: 'order.status' }).filter({ hasText: firstOrder })).toHaveCount(4, loaded);
  const cancelled = log.getByRole('row').filter({ hasText: 'order.cancel' });
  await expect(cancelled).toContainText(secondOrder);
  await expect(cancelled).toContainText('Customer asked by phone to cancel');
  await expect(log.getByRole('row').filter({ hasText: 'wallet.adjust' })).toContainText('Sorry for the cancelled order');
  await expect(log.getByRole('row').filter({ hasText: 'staff.sign_in' })).toContainText(`${E2E_DESK_MANAGER.name} · manager`);
});

test('the warehouse sees no customers or wallet menu, and its API refuses a wallet credit', async ({ page }) => {
  await staffSignIn(page, E2E_DESK_WAREHOUSE, '/admin/orders');
  const menu = page.getByRole('navigation', { name: 'Back office' });
  await expect(menu.getByRole('link', { name: 'Orders', exact: true })).toBeVisible(loaded);
  await expect(menu.getByRole('link', { name: 'Customers', exact: true })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: /wallet/i })).toHaveCount(0);
  const refused = await page.evaluate(
    async (apiKey) =>
      (
        await fetch('/api/admin/customers/1/wallet', {
          method: 'POST',
          headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
          body: JSON.stringify({ kind: 'credit', amount: 100, reason: 'Trying my luck' }),
        })
      ).status,
    API_KEY,
  );
  expect(refused).toBe(403);
});
