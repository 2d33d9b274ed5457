import { expect, test } from '@playwright/test';
import { DEMO_ORDER_NUMBERS } from '../apps/server/src/db/seed/demo-orders.ts';
import { totpCode } from '../apps/server/src/modules/staff/totp.ts';
import { API_KEY, DEMO_PASSWORD, E2E_NEW_MANAGER } from './support/accounts.ts';
import { signInStaff } from './support/staff-sign-in.ts';

/**
 * Issue #15, the first back-office screens in Chromium: a manager's first sign-in enrols the
 * authenticator (QR code and key, confirmed with a code, ten recovery codes shown once), the order
 * desk lists the demo orders with a count on every status tab, its tabs, filters and search live in
 * the URL, Export CSV downloads the orders under them, and sign-out ends the session. An editor, whose role has no orders, lands on a home
 * without the orders' figures, sees no Orders menu, and the API refuses her. One order's page: a manager moves the demo Confirm order to Shipping and
 * its timeline grows with her name; the warehouse, whose moves start at Confirm, gets no button on a
 * pending order. Each test signs in a different demo account: a TOTP code serves once per 30 s.
 */

test.describe.configure({ timeout: 90_000 });
const loaded = { timeout: 20_000 };

test('a new manager enrols the authenticator, runs the order desk, and signs out', async ({ page }) => {
  await page.goto('/admin/orders?status=Delivered');
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Forders%3Fstatus%3DDelivered$/, loaded);

  await signInStaff(page, E2E_NEW_MANAGER, { at: null, code: null });
  await expect(page.getByRole('heading', { name: 'Set up your authenticator' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel('The 6-digit code it shows').fill(await totpCode(secret));
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();

  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await page.getByRole('button', { name: 'I have kept them — continue' }).click();

  // Back where the guard found them: the Delivered tab.
  await expect(page).toHaveURL(/\/admin\/orders\?status=Delivered$/);
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(page.getByText(`${E2E_NEW_MANAGER.name} · manager`)).toBeVisible();
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('row').filter({ hasText: DEMO_ORDER_NUMBERS.Delivered })).toContainText('Delivered', loaded);
  await expect(table.getByRole('row').filter({ hasText: DEMO_ORDER_NUMBERS['Pending Order'] })).toHaveCount(0);
  const tabs = page.getByRole('list', { name: 'Order status' });
  for (const status of ['Pending Order', 'Confirm', 'Shipping', 'On Way', 'Delivered', 'Cancelled']) {
    await expect(tabs.getByRole('link', { name: new RegExp(`^${status} \\d+$`) })).toBeVisible();
  }

  // A search from the filter form goes into the URL and finds the order by its number, whatever the tab.
  await tabs.getByRole('link', { name: /^All/ }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await page.getByLabel('Search').fill(DEMO_ORDER_NUMBERS.Shipping.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders\\?q=${DEMO_ORDER_NUMBERS.Shipping.toLowerCase()}$`));
  await expect(table.getByRole('row')).toHaveCount(2); // the header and the one order
  await expect(table).toContainText(DEMO_ORDER_NUMBERS.Shipping);
  await expect(page.getByRole('status').filter({ hasText: /^1 order$/ })).toBeVisible();

  // Export CSV takes the page's search: a dated UTF-8 file (BOM for Excel), a row per line of that one order.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^suraksha-orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = Buffer.concat((await (await file.createReadStream()).toArray()) as Buffer[]).toString('utf8');
  expect(csv.startsWith('\uFEFForder number,placed (Nepal time),status,')).toBe(true);
  const rows = csv.trim().split('\n').slice(1);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row.startsWith(`${DEMO_ORDER_NUMBERS.Shipping},`)).toBe(true);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/, loaded);
});

test('an editor sees no Orders menu, and the order desk API refuses her', async ({ page }) => {
  await signInStaff(page, { email: 'editor@example.com', password: DEMO_PASSWORD });
  // Her home has the catalogue's low stock and none of the orders' figures; her menu: Home, the catalogue
  // (coupons she may read, never change) and the content.
  await expect(page).toHaveURL(/\/admin$/, loaded);
  await expect(page.getByRole('region', { name: 'Low stock' })).toBeVisible(loaded);
  await expect(page.getByRole('region', { name: /^Today · / })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link')).toHaveText([
    'Home',
    'Products',
    'Stock',
    'Coupons',
    'Brands',
    'Categories',
    'Packages',
    'PDF catalogues',
    'Certificates',
    'Content',
    'Import products',
  ]);
  const refused = await page.evaluate(
    async (apiKey) => (await fetch('/api/admin/orders', { headers: { 'x-api-key': apiKey } })).status,
    API_KEY,
  );
  expect(refused).toBe(403);
});

test('a manager opens an order from the desk, moves it to Shipping, and the timeline grows with her name', async ({ page }) => {
  const number = DEMO_ORDER_NUMBERS.Confirm;
  await page.goto(`/admin/orders?q=${number}`);
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/, loaded);
  await signInStaff(page, { email: 'manager@example.com', password: DEMO_PASSWORD }, { at: null });
  await page.getByRole('table', { name: 'Orders' }).getByRole('link', { name: number }).click(loaded);

  await expect(page).toHaveURL(new RegExp(`/admin/orders/${number}$`));
  await expect(page.getByRole('heading', { name: number, level: 1 })).toBeVisible(loaded);
  await expect(page.getByTestId('order-status')).toHaveText('Confirm');
  const items = page.getByRole('table', { name: 'Items' });
  await expect(items.getByRole('row').nth(1)).toContainText(/Rs\s[\d,]+\.\d\d/);
  await expect(page.getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\//,
  );
  const timeline = page.getByRole('list', { name: 'Timeline' });
  // The timeline also lists notes and mails; the moves are its status entries.
  const steps = timeline.locator('li[data-kind="status"]');
  const before = await steps.count();
  expect(before).toBeGreaterThan(0);
  await expect(steps.last()).toContainText('Pending Order → Confirm');

  // The manager may ship or cancel a confirmed order: exactly those two.
  const actions = page.getByRole('region', { name: 'Actions' });
  await expect(actions.getByRole('button')).toHaveText(['Move to Shipping', 'Cancel order']);
  await actions.getByRole('button', { name: 'Move to Shipping' }).click();

  await expect(page.getByText(`Order ${number} moved from Confirm to Shipping.`)).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Shipping');
  await expect(steps).toHaveCount(before + 1);
  await expect(steps.last()).toContainText('Confirm → Shipping');
  await expect(steps.last()).toContainText('Mina Manager · manager');
  await expect(timeline.locator('li[data-kind="mail"]').last()).toContainText(`Order ${number}: Shipping`);
  await expect(actions.getByRole('button')).toHaveText(['Move to On Way', 'Cancel order']);

  // The move is the server's: a fresh load tells the same story.
  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('Shipping', loaded);
  await expect(steps).toHaveCount(before + 1);
});

test('the warehouse opens a pending order and is offered no move', async ({ page }) => {
  const number = DEMO_ORDER_NUMBERS['Pending Order'];
  await page.goto(`/admin/orders/${number}`);
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/, loaded);
  await signInStaff(page, { email: 'warehouse@example.com', password: DEMO_PASSWORD }, { at: null });

  await expect(page.getByRole('heading', { name: number, level: 1 })).toBeVisible(loaded);
  await expect(page.getByTestId('order-status')).toHaveText('Pending Order');
  const actions = page.getByRole('region', { name: 'Actions' });
  await expect(actions).toContainText('Your role makes no move from Pending Order.');
  await expect(actions.getByRole('button')).toHaveCount(0);

  // On the order that is on its way, the warehouse records the cash received; a short sum needs a note.
  const onWay = DEMO_ORDER_NUMBERS['On Way'];
  await page.goto(`/admin/orders/${onWay}`);
  const cod = page.getByRole('region', { name: 'Cash on delivery' });
  const amount = cod.getByLabel('Cash received (Rs)');
  await expect(amount).not.toHaveValue('', loaded);
  const total = Number(await amount.inputValue());
  await amount.fill(String(total - 100));
  await cod.getByRole('button', { name: 'Record cash' }).click();
  await expect(cod.getByText('The cash differs from the order total: please note why.')).toBeVisible();
  await cod.getByLabel('Note').fill('Rs 100 paid by eSewa');
  await cod.getByRole('button', { name: 'Record cash' }).click();
  await expect(cod.getByTestId('cod-recorded')).toContainText('received by Wangdi Warehouse', loaded);
  await expect(cod.getByTestId('cod-recorded')).toContainText('Rs 100 paid by eSewa');

  // The day's report lists what she should hand in, and the difference with its note.
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Cash on delivery', exact: true }).click();
  await expect(page.getByRole('table', { name: 'To hand in' }).getByRole('row').filter({ hasText: 'Wangdi Warehouse' })).toBeVisible(
    loaded,
  );
  await expect(page.getByRole('table', { name: 'Differences' })).toContainText('Rs 100 paid by eSewa');
});
