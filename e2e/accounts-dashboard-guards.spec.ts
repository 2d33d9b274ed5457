import { expect, test } from '@playwright/test';
import { API_KEY, UNVERIFIED_CUSTOMER, loginThroughApi, signInAs, storeSession } from './support/accounts.ts';

// Journeys with the SPEC's 3-second waits in them: room for a busy CI machine.
test.describe.configure({ timeout: 60_000 });

test.describe('dashboard guards (SPEC §4)', () => {
  test('without the login flag every dashboard page goes to /login, which keeps the way back (issue #14)', async ({ page }) => {
    for (const path of ['/dashboard', '/dashboard/profile', '/dashboard/my-orders', '/dashboard/wallet-refer']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=${encodeURIComponent(path)}$`));
    }
  });

  test('an unverified customer is sent to /email/verify', async ({ page, request }) => {
    await signInAs(page, request, UNVERIFIED_CUSTOMER);
    await page.goto('/dashboard/my-orders');
    await expect(page).toHaveURL(/\/email\/verify$/);
    await expect(page.getByText(UNVERIFIED_CUSTOMER.email)).toBeVisible();
  });

  test('a verified customer on /email/verify is sent to /dashboard', async ({ page, request }) => {
    await signInAs(page, request);
    await page.goto('/email/verify');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an expired sign-in is forgotten on the next load', async ({ page, request }) => {
    const issued = await loginThroughApi(request, { email: 'customer@example.com', password: 'suraksha-demo' });
    await storeSession(page, issued, Date.now() - 1000);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('isLoggedIn')])).toEqual([null, null]);
  });

  test('a revoked token logs the browser out cleanly', async ({ page, request }) => {
    const issued = await signInAs(page, request);
    await request.post('/api/auth/logout', { headers: { 'x-api-key': API_KEY, authorization: `Bearer ${issued.access_token}` } });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('the navigation is the SPEC list and every page of it renders', async ({ page, request }) => {
    await signInAs(page, request);
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Earn & Refer', 'My Orders', 'My Service', 'My Wishlist']);
    await expect(nav.getByRole('button')).toHaveText(['Logout']);
    // The greeting needs the profile, so the page is hydrated and the links navigate client-side.
    await expect(page.getByRole('heading', { name: 'Namaste, Demo Customer' })).toBeVisible();
    await nav.getByRole('link', { name: 'My Orders' }).click();
    await expect(page).toHaveURL(/\/dashboard\/my-orders$/);
    await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible({ timeout: 15_000 });
    // Every dashboard page sits under My account in the breadcrumbs (issue #14).
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('listitem')).toHaveText(['Home', 'My account', 'My Orders']);
    await expect(trail.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/dashboard');
    await expect(page.locator('table tbody tr')).toHaveCount(6);
    await expect(page.getByText('Pending Order', { exact: true })).toHaveClass(/text-bg-warning/);
    await nav.getByRole('link', { name: 'Earn & Refer' }).click();
    await expect(page.getByTestId('wallet-amount')).toHaveText('Rs 2,000.00');
    const code = await page.getByTestId('referral-code').textContent();
    await expect(page.getByLabel('Your referral link')).toHaveValue(new RegExp(`/register\\?ref=${code}$`));
    // Referred friends are listed masked (decision 0061).
    await expect(page.getByRole('cell', { name: 'R**** T****' })).toBeVisible();
    await nav.getByRole('link', { name: 'My Service' }).click();
    await expect(page.getByText('No item found')).toBeVisible();
  });
});
