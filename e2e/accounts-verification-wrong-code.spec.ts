import { expect, test } from '@playwright/test';
import { API_KEY, loginThroughApi, readMailedCode, storeSession, uniqueEmail } from './support/accounts.ts';

// Journeys with the SPEC's 3-second waits in them: room for a busy CI machine.
test.describe.configure({ timeout: 60_000 });

test('a wrong verification code shows an error toast after 3 s, and Send Again answers', async ({ page, request }) => {
  const email = uniqueEmail('wrong-code');
  const registeredAt = Date.now() - 1000;
  const res = await request.post('/api/auth/register', {
    headers: { 'x-api-key': API_KEY },
    data: { name: 'Ram Thapa', email, phone: '9851098765', password: 'rhododendron-77', password_confirmation: 'rhododendron-77' },
  });
  expect(res.status()).toBe(200);
  // Register signs nobody in (decision 0083): the password does, as on the register page.
  await storeSession(page, await loginThroughApi(request, { email, password: 'rhododendron-77' }));
  const code = await readMailedCode(email, 'email-verification', { newerThan: registeredAt });
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  await page.goto('/email/verify');
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('Verification code').fill(wrong);
  const submittedAt = Date.now();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('The verification code is wrong. You have 4 more tries.')).toBeVisible({ timeout: 6000 });
  expect(Date.now() - submittedAt).toBeGreaterThanOrEqual(2500);
  await expect(page).toHaveURL(/\/email\/verify$/);

  // The code was mailed moments ago: a resend has to wait a minute.
  await page.getByRole('button', { name: 'Send Again' }).click();
  await expect(page.getByText('Please wait a minute before asking for another code.')).toBeVisible();
});
