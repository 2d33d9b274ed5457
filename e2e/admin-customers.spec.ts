import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { API_KEY, DEMO_PASSWORD } from './support/accounts.ts';
import { signInStaff } from './support/staff-sign-in.ts';

/**
 * Issue #15, the customers of the back office in Chromium: a sales member finds a newly registered
 * customer from the Customers menu by a search in the URL, opens their page, credits their wallet
 * with a reason (the ledger shows it with her name), disables the account with a reason (sign-in is
 * then refused with a clear message) and enables it again (sign-in works). The customer is the
 * journey's own, registered through the API, so no other journey's account moves.
 */

test.describe.configure({ timeout: 90_000 });
const loaded = { timeout: 20_000 };

test('sales finds a customer, credits the wallet, disables and enables the account', async ({ page, request }) => {
  const word = randomBytes(3).toString('hex');
  const customer = { name: `Prakash Adhikari`, email: `prakash.${word}@example.com`, password: 'a long e2e passphrase 7' };
  const registered = await request.post('/api/auth/register', {
    headers: { 'x-api-key': API_KEY },
    data: { ...customer, phone: '9845012345', password_confirmation: customer.password },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const login = () =>
    request.post('/api/auth/login', { headers: { 'x-api-key': API_KEY }, data: { email: customer.email, password: customer.password } });

  await signInStaff(page, { email: 'sales@example.com', password: DEMO_PASSWORD });
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Customers', exact: true }).click(loaded);
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible(loaded);

  await page.getByLabel('Search').fill(customer.email);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/customers\\?q=prakash\\.${word}%40example\\.com$`));
  const table = page.getByRole('table', { name: 'Customers' });
  await expect(table.getByRole('row')).toHaveCount(2, loaded);
  await expect(table.getByRole('row').nth(1)).toContainText('Not yet');
  await table.getByRole('link', { name: customer.name }).click();

  await expect(page.getByRole('heading', { name: customer.name, level: 1 })).toBeVisible(loaded);
  const wallet = page.getByRole('form', { name: 'Adjust the wallet' });
  await wallet.getByLabel('Amount (Rs)').fill('150');
  await wallet.getByLabel(/Reason/).fill('Welcome gift from the shop');
  await wallet.getByRole('button', { name: 'Adjust wallet' }).click();
  await expect(page.getByTestId('wallet-balance')).toHaveText(/Rs\s150\.00/, loaded);
  const ledger = page.getByRole('table', { name: 'Wallet ledger' });
  await expect(ledger).toContainText('“Welcome gift from the shop”');
  await expect(ledger).toContainText('Sagar Sales · sales');

  await page.getByRole('button', { name: 'Disable account' }).click();
  const confirm = page.getByRole('form', { name: 'Disable account' });
  await confirm.getByLabel(/Reason for disabling/).fill('Asked by the customer on the phone');
  await confirm.getByRole('button', { name: 'Disable account' }).click();
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByRole('status')).toHaveText(
    'The account is disabled: every sign-in of it has ended, and it cannot sign in until it is enabled.',
    loaded,
  );
  const refused = await login();
  expect(refused.status()).toBe(403);
  expect((await refused.json()).errorMessage).toBe('This account has been disabled. Please contact the shop.');

  await page.getByRole('button', { name: 'Enable account' }).click();
  await page.getByRole('form', { name: 'Enable account' }).getByRole('button', { name: 'Enable account' }).click();
  await expect(profile.getByRole('status')).toHaveText('The account is enabled: the customer can sign in again.', loaded);
  expect((await login()).status()).toBe(200);
});
