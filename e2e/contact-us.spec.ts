import { type Page, expect, test } from '@playwright/test';

const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
/** A field of the contact form by its label (the form itself is named 'Send us a message'). */
const field = (page: Page, label: string) => page.locator('form.contact-form').getByRole('textbox', { name: label });

test('contact page: the shop’s address, phones, e-mail, hours and map link', async ({ page }) => {
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { name: 'Contact us', level: 1 })).toBeVisible();
  const details = page.locator('.contact-details');
  await expect(details).toContainText('Kalanki, Kathmandu');
  await expect(details.getByRole('link', { name: '+977-1-5123456' })).toHaveAttribute('href', 'tel:+97715123456');
  await expect(details.getByRole('link', { name: 'info@suraksha.com.np' })).toHaveAttribute('href', 'mailto:info@suraksha.com.np');
  await expect(details.getByRole('link', { name: /View on the map/ })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/?mlat=27.6933&mlon=85.2817#map=17/27.6933/85.2817',
  );
  await expect(details).toContainText('Saturday');
  await expect(details).toContainText('Closed');
});

test('contact form: each field’s error as its own toast, then the thanks with a reference and an empty form', async ({ page }) => {
  await page.goto('/contact-us');
  await expect(page.locator('form.contact-form')).toHaveAttribute('data-hydrated', 'true');
  const send = page.getByRole('button', { name: 'Send message' });

  await send.click();
  for (const message of ['Please enter your name.', 'Please enter your e-mail address.', 'Please enter your message.']) {
    await expect(toast(page, message)).toBeVisible();
  }
  await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Name')).toBeFocused();

  await field(page, 'Name').fill('Sita Sharma');
  await field(page, 'E-mail').fill('sita@example.com');
  await field(page, 'Phone').fill('12345');
  await field(page, 'Message').fill('Too short');
  await send.click();
  await expect(toast(page, 'Please enter a valid Nepali phone number, e.g. 9801234567 or 01-4123456.')).toBeVisible();
  await expect(toast(page, 'The message must be at least 10 characters.')).toBeVisible();
  await expect(field(page, 'Name')).not.toHaveAttribute('aria-invalid', 'true');

  await field(page, 'Phone').fill('980-123-4567');
  await field(page, 'Subject').fill('<b>Quote</b> for 8 cameras');
  await field(page, 'Message').fill('Please call me about an 8-camera setup for our shop in Kalanki.');
  await send.click();
  await expect(toast(page, /^Thank you! We will get back to you soon\. Your reference is C-[2-9A-HJKMNP-Z]{6}\.$/)).toBeVisible();
  for (const label of ['Name', 'E-mail', 'Phone', 'Subject', 'Message']) await expect(field(page, label)).toHaveValue('');
  await expect(page.locator('.is-invalid')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form answers as a page: errors kept beside the values, then the thanks', async ({ page }) => {
    await page.goto('/contact-us');
    await field(page, 'Name').fill('Ram Thapa');
    await field(page, 'Message').fill('Do you install cameras in Pokhara?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter your e-mail address.');
    await expect(field(page, 'Name')).toHaveValue('Ram Thapa');

    await field(page, 'E-mail').fill('ram@example.com');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.locator('.alert-success')).toHaveText(
      /^Thank you! We will get back to you soon\. Your reference is C-[2-9A-HJKMNP-Z]{6}\.$/,
    );
    await expect(field(page, 'Name')).toHaveValue('');
  });
});
