import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO_ORDER_NUMBERS } from '../apps/server/src/db/seed/demo-orders.ts';
import { API_KEY, signInAs, uniqueEmail } from './support/accounts.ts';

// Dashboard journeys wait for the profile and the lists: room for a busy CI machine.
test.describe.configure({ timeout: 90_000 });
/** The first thing a page shows after loading the profile and its data. */
const loaded = { timeout: 20_000 };

test.describe('My Orders and the invoice', () => {
  test('list → View → the invoice shows the right lines, Rs 0.00 shipping, and downloads as a PDF', async ({ page, request }) => {
    const issued = await signInAs(page, request);
    // What the seeded delivered order holds, read through the same API the screen uses.
    const orders = await (
      await request.post('/api/customer/myorders', {
        headers: { 'x-api-key': API_KEY, authorization: `Bearer ${issued.access_token}` },
        data: {},
      })
    ).json();
    const delivered = orders.orders.find((o: { status: string }) => o.status === 'Delivered');
    const detail = await (
      await request.get(`/api/customer/myorders/${delivered.slug}`, {
        headers: { 'x-api-key': API_KEY, authorization: `Bearer ${issued.access_token}` },
      })
    ).json();

    await page.goto('/dashboard/my-orders');
    await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible(loaded);
    await expect(page.locator('table tbody tr')).toHaveCount(6, loaded);
    // Each demo order's own row: the back-office journey (admin-orders) ships the Confirm order earlier in the run.
    const row = (status: 'Pending Order' | 'Shipping') => page.locator('table tbody tr').filter({ hasText: DEMO_ORDER_NUMBERS[status] });
    await expect(row('Pending Order').getByText('Pending Order', { exact: true })).toHaveClass(/text-bg-warning/);
    await expect(row('Shipping').getByText('Shipping', { exact: true })).toHaveClass(/text-bg-success/);
    await page.getByRole('link', { name: `View order ${delivered.order_name}` }).click();

    await expect(page).toHaveURL(new RegExp(`/dashboard/my-orders/${delivered.slug}$`));
    await expect(page.getByRole('heading', { name: 'TAX INVOICE' })).toBeVisible(loaded);
    await expect(page.getByTestId('order-number')).toHaveText(delivered.order_name);
    // The tax invoice's own number: the fiscal year and a sequence (decision 0122), dated in BS and AD.
    await expect(page.getByTestId('invoice-number')).toHaveText(/^\d{4}\/\d{2}-\d{6}$/);
    await expect(page.locator('.invoice dt', { hasText: 'Date (BS)' })).toBeVisible();
    await expect(page.locator('.invoice dt', { hasText: 'Date (AD)' })).toBeVisible();
    // Where the invoice sits, and the way back to the list (issue #14).
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('listitem')).toHaveText(['Home', 'My account', 'My Orders', `Order ${delivered.order_name}`]);
    await expect(trail.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/dashboard/my-orders');
    await expect(page.locator('.invoice .invoice__address').first()).toContainText('Kalanki, Kathmandu');
    await expect(page.locator('.invoice').getByText(/^PAN\/VAT No\.: \d{9}$/)).toBeVisible();
    const rows = page.locator('.invoice__items tbody tr');
    await expect(rows).toHaveCount(detail.orders.length);
    for (const [i, item] of (detail.orders as Array<{ name: string; quantity: number }>).entries()) {
      await expect(rows.nth(i).getByRole('cell').nth(1)).toHaveText(item.name);
      await expect(rows.nth(i).getByRole('cell').nth(3)).toHaveText(String(item.quantity));
    }
    const totals = page.getByTestId('invoice-totals');
    await expect(totals.locator('.invoice__total').filter({ hasText: 'Shipping' })).toHaveText('ShippingRs 0.00');
    await expect(totals.locator('.invoice__total').filter({ hasText: 'Discount' })).toHaveText('DiscountRs 0.00');
    // The seeded delivered order used the welcome coupon.
    await expect(totals.locator('.invoice__total').filter({ hasText: 'Coupon' })).toContainText(detail.order.coupon_code);
    await expect(totals.locator('.invoice__total').filter({ hasText: 'VAT (13%)' })).toBeVisible();
    await expect(totals.locator('.invoice__total--grand')).toContainText('Total');
    await expect(page.locator('.invoice__words')).toHaveText(/^In words: Rupees .+ Only$/);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`invoice-${delivered.order_name}.pdf`);
    const file = readFileSync(await download.path());
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('printing shows only the invoice: no header, footer, navigation or buttons', async ({ page, request }) => {
    await signInAs(page, request);
    await page.goto('/dashboard/my-orders');
    await page
      .locator('table tbody tr')
      .first()
      .getByRole('link', { name: /^View order/ })
      .click(loaded);
    await expect(page.getByRole('heading', { name: 'TAX INVOICE' })).toBeVisible(loaded);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.site-header')).toBeHidden();
    await expect(page.locator('.site-footer')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Download PDF' })).toBeHidden();
    await expect(page.getByTestId('invoice-totals')).toBeVisible();
  });

  test("someone else's or an unknown order shows 'No order found'", async ({ page, request }) => {
    await signInAs(page, request);
    await page.goto('/dashboard/my-orders/SRK-NOSUCH00');
    await expect(page.getByText('No order found')).toBeVisible(loaded);
  });
});

test.describe('Earn & Refer', () => {
  test('tabs switch, and Copy puts the referral link on the clipboard with a toast', async ({ page, context, request, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await signInAs(page, request);
    await page.goto('/dashboard/wallet-refer');
    await expect(page.getByTestId('wallet-amount')).toHaveText('Rs 2,000.00', loaded);
    await expect(page.getByText('Rs 500.00 cash in your wallet for every successful referral')).toBeVisible();

    // Your Community: the seeded friend, masked, rewarded.
    const community = page.getByRole('tabpanel', { name: 'Your Community' });
    await expect(community.getByRole('row').filter({ hasText: 'R**** T****' })).toContainText('Rewarded (Rs 500.00)', loaded);

    await page.getByRole('tab', { name: 'Redeemed Coupon' }).click();
    const coupons = page.getByRole('tabpanel', { name: 'Redeemed Coupon' });
    await expect(coupons).toBeVisible();
    await expect(coupons.getByRole('row')).toHaveCount(2);
    await expect(coupons.getByRole('row').nth(1)).toContainText('SRK-');
    await page.getByRole('tab', { name: 'Your Community' }).click();
    await expect(community).toBeVisible();

    const code = (await page.getByTestId('referral-code').textContent()) ?? '';
    const link = `${baseURL}/register?ref=${code}`;
    await expect(page.getByLabel('Your referral link')).toHaveValue(link);
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('Referral link copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  });

  test('a friend who registers through the link appears in Your Community', async ({ page, request, browser }) => {
    await signInAs(page, request);
    await page.goto('/dashboard/wallet-refer');
    const rows = page.getByRole('tabpanel', { name: 'Your Community' }).getByRole('row');
    await expect(rows.filter({ hasText: 'R**** T****' })).toBeVisible(loaded);
    const before = await rows.count();
    const link = await page.getByLabel('Your referral link').inputValue();

    // The friend, in a browser of their own.
    const friendContext = await browser.newContext();
    const friend = await friendContext.newPage();
    await friend.goto(link);
    await friend.locator('html[data-hydrated]').waitFor();
    await friend.getByLabel('Full name').fill('Bikash Karki');
    await friend.getByLabel('E-mail address').fill(uniqueEmail('bikash'));
    await friend.getByLabel('Phone number').fill('9812345678');
    await friend.getByLabel('Password', { exact: true }).fill('mustard-lantern-42');
    await friend.getByLabel('Confirm password').fill('mustard-lantern-42');
    await friend.getByRole('button', { name: 'Create account' }).click();
    await expect(friend).toHaveURL(/\/email\/verify$/, loaded);
    await friendContext.close();

    await page.reload();
    await expect(rows).toHaveCount(before + 1, loaded);
    // Newest first: the friend who just joined, masked, registered (not yet verified).
    await expect(rows.nth(1)).toContainText('B**** K****');
    await expect(rows.nth(1)).toContainText('Registered');
  });
});
