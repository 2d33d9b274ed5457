import { expect, test } from '@playwright/test';
import { readMail, readMailedCode, uniqueEmail } from './support/accounts.ts';

// Journeys with the SPEC's 3-second waits in them: room for a busy CI machine.
test.describe.configure({ timeout: 60_000 });

test.describe('register, read the code from the outbox, verify', () => {
  test('a new customer reaches the dashboard, and the success toast shows 3 s later', async ({ page }) => {
    const email = uniqueEmail('sita');
    await page.goto('/register?ref=');
    await page.getByLabel('Full name').fill('Sita Sharma');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Phone number').fill('9841234567');
    await page.getByLabel('Password', { exact: true }).fill('mustard-lantern-42');
    await page.getByLabel('Confirm password').fill('mustard-lantern-42');
    const registeredAt = Date.now() - 1000;
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/email\/verify$/);
    await expect(page.getByRole('heading', { name: 'Verify your e-mail address' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('isLoggedIn'), localStorage.getItem('token')?.length])).toEqual(['true', 43]);

    // An unverified customer cannot open the dashboard yet.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/email\/verify$/);

    // Empty code: the SPEC §5 message.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please enter your verification code.')).toBeVisible();

    const code = await readMailedCode(email, 'email-verification', { newerThan: registeredAt });
    await page.getByLabel('Verification code').fill(code);
    const continuedAt = Date.now();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Namaste, Sita Sharma' })).toBeVisible();
    // SPEC §4: the toast comes 3 s after the verification succeeded, on the dashboard.
    await expect(page.getByText('Your e-mail address has been verified.')).toBeVisible({ timeout: 10_000 });
    expect(Date.now() - continuedAt).toBeGreaterThanOrEqual(2900);

    // Verified: /email/verify now sends the customer on to the dashboard.
    await page.goto('/email/verify');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a referral link fills in the referral code', async ({ page }) => {
    await page.goto('/register?ref=ABCD2345');
    await expect(page.getByLabel('Referral code (optional)')).toHaveValue('ABCD2345');
  });

  test('an address that already has an account gets the same answer, no sign-in, and its owner a mail (decision 0083)', async ({
    page,
  }) => {
    const triedAt = Date.now() - 1000;
    await page.goto('/register');
    await page.locator('html[data-hydrated]').waitFor();
    await page.getByLabel('Full name').fill('Someone');
    await page.getByLabel('E-mail address').fill('customer@example.com');
    await page.getByLabel('Phone number').fill('9841234567');
    await page.getByLabel('Password', { exact: true }).fill('mustard-lantern-42');
    await page.getByLabel('Confirm password').fill('mustard-lantern-42');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please check your e-mail to continue: we have sent a message to this address.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const notice = await readMail('customer@example.com', 'registration-attempt', { newerThan: triedAt });
    expect(notice).toContain('/forget-password');
  });
});
