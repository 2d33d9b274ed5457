import { type Page, expect, test } from '@playwright/test';
import sharp from 'sharp';

const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
// Two round trips, each answered after SPEC §9's 3-second delay, on a busy CI machine.
test.setTimeout(60_000);

const form = (page: Page) => page.getByRole('form', { name: 'E-waste form' });

test('e-waste: missing fields as one toast each, then a submission with a real photo of the bill gets a reference', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('footer').getByRole('link', { name: 'E-waste' })).toHaveAttribute('href', '/e-waste');
  await page.goto('/e-waste');
  await expect(form(page)).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });

  await form(page).getByRole('textbox', { name: 'Name', exact: true }).fill('Hari Thapa');
  await page.getByRole('button', { name: 'Submit' }).click();
  // Each toast lives 4 s (SPEC §9): look for all of them at once.
  const messages = [
    'Please enter your e-mail address.',
    'Please choose your province.',
    'Please enter your mobile number.',
    'Please enter your city.',
    'Please enter your address.',
    'Please enter the product name.',
    'Please enter the purchase date.',
  ];
  await Promise.all(messages.map((message) => expect(toast(page, message)).toBeVisible({ timeout: 10_000 })));
  await expect(form(page).getByLabel('Email')).toBeFocused();

  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
  await form(page).getByLabel('Email').fill('hari@example.com');
  await form(page).getByLabel('Mobile Number').fill('9841234567');
  await form(page).getByLabel('State').selectOption('Gandaki (Province 4)');
  await form(page).getByLabel('City').fill('Pokhara');
  await form(page).getByRole('textbox', { name: 'Address', exact: true }).fill('Lakeside-6');
  await form(page).getByLabel('Product Name').fill('Old DVR');
  await form(page).getByLabel('Purchase Date').fill('2020-05-01');
  await form(page).getByLabel('Billing Card').setInputFiles({ name: 'bill.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Submit' }).click();
  // SPEC §9: the result shows after the 3-second delay, with the reference.
  const thanks = /Your reference is W-[2-9A-HJKMNP-Z]{6}\.$/;
  await expect(page.getByTestId('form-sent')).toHaveText(thanks, { timeout: 10_000 });
  await expect(form(page).getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
});
