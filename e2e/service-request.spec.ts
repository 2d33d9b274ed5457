import { type Page, expect, test } from '@playwright/test';

const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

test('service request: from the services list to a request, a missing district as a toast, then a district and municipality and a reference', async ({
  page,
}) => {
  await page.goto('/services');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.getByRole('link', { name: 'CCTV Installation', exact: true }).click();
  await expect(page).toHaveURL('/services/cctv-installation');
  await expect(page.getByRole('heading', { level: 1, name: 'CCTV Installation' })).toBeVisible();
  await page.getByRole('link', { name: 'Request this service' }).click();
  await expect(page).toHaveURL('/services/cctv-installation/request');
  await expect(page.getByRole('heading', { level: 1, name: 'Request CCTV Installation' })).toBeVisible({ timeout: 15_000 });

  const form = page.getByRole('form', { name: 'Service request' });
  await expect(form).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Ramesh Shrestha');
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('9801234567');
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('ramesh@example.com');
  await form.getByLabel('Province').selectOption('Bagmati (Province 3)');
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill('Baneshwor-10, near the Shiva temple');
  await form.getByRole('textbox', { name: 'Message (optional)' }).fill('Four cameras for a two-storey house.');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(toast(page, 'Please enter your district.')).toBeVisible();
  await expect(form.getByRole('combobox', { name: /^District/ })).toBeFocused();
  await expect(page.getByTestId('form-sent')).toHaveCount(0);

  await form.getByRole('combobox', { name: /^District/ }).selectOption('Kathmandu');
  await form.getByRole('combobox', { name: /^Municipality/ }).selectOption('Kathmandu Metropolitan City');
  await page.getByRole('button', { name: 'Send request' }).click();
  const thanks = /^Thank you! Our service team will call you to confirm the visit\. Your reference is S-[2-9A-HJKMNP-Z]{6}\.$/;
  await expect(page.getByTestId('form-sent')).toHaveText(thanks);
  await expect(form.getByRole('combobox', { name: /^District/ })).toHaveValue('');
  await expect(form.getByRole('combobox', { name: /^District/ })).toBeDisabled();
});
