import { expect, test } from '@playwright/test';
import { totpCode } from '../apps/server/src/modules/staff/totp.ts';
import { E2E_STAFF_OWNER } from './support/accounts.ts';
import { E2E_QUOTE_PRODUCT } from './support/shopper.ts';
import { signInStaff } from './support/staff-sign-in.ts';

/**
 * Issue #19 (decision 0123): the owner edits the seller information in the back office; the footer of
 * every page and /pages/seller-information show it at once, and the change is in the record of changes.
 */

test.describe.configure({ timeout: 120_000 });
const loaded = { timeout: 20_000 };

test('the owner edits the seller information; the footer and the seller page show it at once', async ({ page }) => {
  await signInStaff(page, E2E_STAFF_OWNER, { code: await totpCode(E2E_STAFF_OWNER.totpSecret) });
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible(loaded);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Settings', exact: true }).click();
  const form = page.getByRole('form', { name: 'Seller information' });
  const name = form.getByLabel('Business name (as registered)');
  await expect(name).not.toHaveValue('', loaded);
  const original = await name.inputValue();
  const registration = form.getByLabel('Registration no. with the Department of Commerce, Supplies and Consumer Protection');
  const originalRegistration = await registration.inputValue();
  const renamed = `Suraksha Traders ${Date.now().toString(36)} Pvt. Ltd.`;

  try {
    await name.fill(renamed);
    await registration.fill('DoCSCP e-commerce registration 2082/0999');
    await form.getByLabel("Grievance officer's phone").fill('9841 234 567');
    await form.getByRole('button', { name: 'Save the seller information' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Seller information saved.' })).toBeVisible(loaded);
    const changes = page.getByRole('table', { name: 'Record of changes' });
    await expect(changes.getByRole('row').nth(1)).toContainText(renamed, loaded);

    // The storefront, on a page and on the seller page.
    await page.goto('/brands');
    const footer = page.getByRole('region', { name: `Seller: ${renamed}` });
    await expect(footer).toContainText('DoCSCP e-commerce registration 2082/0999');
    await expect(footer.getByRole('link', { name: '984-1234567' })).toHaveAttribute('href', 'tel:+9779841234567');
    await footer.getByRole('link', { name: 'Seller information' }).click();
    await expect(page).toHaveURL(/\/pages\/seller-information$/);
    await expect(page.getByRole('heading', { name: 'Seller information', level: 1 })).toBeVisible();
    const main = page.locator('#main');
    await expect(main).toContainText(renamed);
    await expect(main).toContainText('DoCSCP e-commerce registration 2082/0999');
    await expect(main.getByRole('link', { name: 'Warranty terms' })).toHaveAttribute('href', '/pages/warranty-policy');

    // The product page links the policies the settings name.
    await page.goto(`/products/${E2E_QUOTE_PRODUCT.slug}`);
    const policies = page.getByRole('navigation', { name: 'Shop policies' });
    await expect(policies.getByRole('link', { name: 'Return and refund policy' })).toHaveAttribute('href', '/pages/return-policy');
    await expect(policies.getByRole('link', { name: 'Warranty terms' })).toHaveAttribute('href', '/pages/warranty-policy');
    await expect(policies.getByRole('link', { name: 'Delivery times' })).toHaveAttribute('href', '/pages/shipping-policy');

    // The old static page lands on the live one.
    await page.goto('/pages/seller-disclosure');
    await expect(page).toHaveURL(/\/pages\/seller-information$/);
  } finally {
    // Leave the shop as the other journeys expect it.
    await page.goto('/admin/settings');
    await expect(name).toHaveValue(renamed, loaded);
    await name.fill(original);
    await registration.fill(originalRegistration);
    await form.getByRole('button', { name: 'Save the seller information' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Seller information saved.' }).first()).toBeVisible(loaded);
  }
});
