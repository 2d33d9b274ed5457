import { type Page, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { PHONE } from './support/phone.ts';

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
  // The purchase date chosen in Bikram Sambat: the AD field the API takes follows (19 Baisakh 2077 is 1 May 2020).
  const bs = form(page).getByRole('group', { name: 'Purchase Date in Bikram Sambat (BS)' });
  await bs.getByLabel('Year (BS)').selectOption('2077');
  await bs.getByLabel('Month (BS)').selectOption('Baisakh');
  await bs.getByLabel('Day (BS)').selectOption('19');
  await expect(form(page).getByLabel('Purchase Date')).toHaveValue('2020-05-01');
  await form(page).getByLabel('Billing Card').setInputFiles({ name: 'bill.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Submit' }).click();
  // SPEC §9: the result shows after the 3-second delay, with the reference.
  const thanks = /Your reference is W-[2-9A-HJKMNP-Z]{6}\.$/;
  await expect(page.getByTestId('form-sent')).toHaveText(thanks, { timeout: 10_000 });
  await expect(form(page).getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
  await expect(form(page).getByLabel('Purchase Date')).toHaveValue('');
  await expect(bs.getByLabel('Year (BS)')).toHaveValue('');
});

/** The control whose label reads exactly `label` (a required field's label ends in its star). */
const labelled = (page: Page, label: string) => form(page).getByLabel(new RegExp(`^${label}( \\*)?$`));

test.describe('e-waste errors on a phone', () => {
  test.use({ viewport: PHONE });

  test('an empty form: a toast per message from the bottom edge, each field marked under it, the first focused at the top', async ({
    page,
  }) => {
    await page.goto('/e-waste');
    await expect(form(page)).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
    await page.getByRole('button', { name: 'Submit' }).click();

    const messages: Record<string, string> = {
      Name: 'Please enter your name.',
      Email: 'Please enter your e-mail address.',
      'Mobile Number': 'Please enter your mobile number.',
      State: 'Please choose your province.',
      City: 'Please enter your city.',
      Address: 'Please enter your address.',
      'Product Name': 'Please enter the product name.',
      'Purchase Date': 'Please enter the purchase date.',
    };
    // SPEC §5: each message still a toast of its own.
    await Promise.all(Object.values(messages).map((message) => expect(toast(page, message)).toBeVisible({ timeout: 10_000 })));
    // …and each field says it under itself, marked invalid, its message read out with it.
    for (const [label, message] of Object.entries(messages)) {
      const control = labelled(page, label);
      await expect(control, label).toHaveAttribute('aria-invalid', 'true');
      await expect(control, label).toHaveAccessibleDescription(message);
      await expect(control, label).toHaveCSS('border-color', 'rgb(220, 53, 69)');
    }

    const first = labelled(page, 'Name');
    await expect(first).toBeFocused();
    const field = await first.boundingBox();
    const header = await page.locator('header').first().boundingBox();
    expect(field, 'the focused field').not.toBeNull();
    expect(field?.y ?? -1, 'the focused field is on screen').toBeGreaterThanOrEqual(0);
    // No toast hides the field the buyer is sent to fix, nor the header: they rise from the bottom.
    for (const message of Object.values(messages)) {
      const box = await toast(page, message).boundingBox();
      expect(box, message).not.toBeNull();
      expect(box?.y ?? 0, `${message}: below the focused field`).toBeGreaterThan((field?.y ?? 0) + (field?.height ?? 0));
      expect((box?.y ?? 0) + (box?.height ?? 0), `${message}: on screen`).toBeLessThanOrEqual(PHONE.height);
      if (header) expect(box?.y ?? 0, `${message}: below the header`).toBeGreaterThan(header.y + header.height);
    }
  });
});
