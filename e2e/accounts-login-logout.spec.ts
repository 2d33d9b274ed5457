import { expect, test } from '@playwright/test';
import { API_KEY, DEMO_CUSTOMER } from './support/accounts.ts';

// Journeys with the SPEC's 3-second waits in them: room for a busy CI machine.
test.describe.configure({ timeout: 60_000 });

test('log in with the form, then log out: 18 px spinner, 3 s, storage cleared, toast, reload, token revoked', async ({ page, request }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(DEMO_CUSTOMER.email);
  await page.getByLabel('Password').fill(DEMO_CUSTOMER.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Namaste, ${DEMO_CUSTOMER.name}` })).toBeVisible();
  await expect(page.getByTestId('wallet-amount')).toHaveText('Rs 2,000.00');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const expiry = Number(await page.evaluate(() => localStorage.getItem('expiry')));
  expect(expiry).toBeGreaterThan(Date.now() + 24 * 3600 * 1000);

  // Something else the site keeps locally: logout clears all of it (SPEC §4).
  await page.evaluate(() => localStorage.setItem('recently-viewed', '["x"]'));
  // A marker that only survives if the page is NOT reloaded.
  await page.evaluate(() => Object.assign(window, { suraksha_beforeLogout: true }));

  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  const clickedAt = Date.now();
  await page.getByRole('button', { name: 'Logout' }).click();
  const spinner = page.getByRole('status', { name: 'Logging out' });
  await expect(spinner).toBeVisible();
  // Its CSS size (the bounding box of a spinning square is larger).
  const size = await spinner.evaluate((el) => [getComputedStyle(el).width, getComputedStyle(el).height]);
  expect(size).toEqual(['18px', '18px']);
  // Still signed in during the 3 seconds.
  expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBe('true');

  await expect(page.getByText('You are successfully logout')).toBeVisible({ timeout: 8000 });
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(2900);
  // The page reloads after the toast appears; on a busy machine a moment after.
  await expect.poll(() => navigations.length, { timeout: 8000 }).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
  expect(await page.evaluate(() => (window as unknown as { suraksha_beforeLogout?: boolean }).suraksha_beforeLogout)).toBeUndefined();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  // After the reload the dashboard guard sends the visitor to log in, and back to the dashboard after.
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);

  const profile = await request.get('/api/customer/profile', { headers: { 'x-api-key': API_KEY, authorization: `Bearer ${token}` } });
  expect(profile.status()).toBe(401);
});

test('a wrong password shows the error and keeps the visitor on the form', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(DEMO_CUSTOMER.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('The e-mail address or password is incorrect.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
