import { expect, test } from '@playwright/test';
import { API_KEY, readMailedCode, uniqueEmail } from './support/accounts.ts';

// Journeys with the SPEC's 3-second waits in them: room for a busy CI machine.
test.describe.configure({ timeout: 60_000 });

test('forgot password: a mailed code sets a new password, then the customer logs in with it', async ({ page, request }) => {
  const email = uniqueEmail('forgot');
  const created = await request.post('/api/auth/register', {
    headers: { 'x-api-key': API_KEY },
    data: { name: 'Bikash Rai', email, phone: '9812345678', password: 'first-pass-phrase-1', password_confirmation: 'first-pass-phrase-1' },
  });
  expect(created.status()).toBe(200);

  await page.goto('/login');
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forget-password$/);
  await page.locator('html[data-hydrated]').waitFor();
  // Reached from the login form, and one tap back to it (issue #14).
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('listitem')).toHaveText(['Home', 'Login', 'Forgot password']);
  await expect(trail.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await page.getByLabel('E-mail address').fill(email);
  const askedAt = Date.now() - 1000;
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('If an account exists for that e-mail address, we have sent it a code to reset the password.')).toBeVisible({
    timeout: 15_000,
  });

  const code = await readMailedCode(email, 'password-reset', { newerThan: askedAt });
  await page.getByLabel('Reset code').fill(code);
  await page.getByLabel('New password', { exact: true }).fill('second-pass-phrase-2');
  await page.getByLabel('Confirm new password').fill('second-pass-phrase-2');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been reset. Please log in with the new password.')).toBeVisible();

  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill('second-pass-phrase-2');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // The reset code proved the mailbox, so the account is verified and the dashboard opens.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Namaste, Bikash Rai' })).toBeVisible();
});
