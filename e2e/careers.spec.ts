import { type Page, expect, test } from '@playwright/test';
import { cataloguePdf } from '../apps/server/src/db/seed/catalogue-pdf.ts';

const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

test('careers: an opening, an application missing its fields and CV, then one with a PDF CV gets a reference', async ({ page }) => {
  await page.goto('/career');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
  await page.getByRole('link', { name: 'CCTV Installation Technician' }).click();
  await expect(page).toHaveURL('/career/cctv-installation-technician');
  await expect(page.getByRole('heading', { level: 1, name: 'CCTV Installation Technician' })).toBeVisible({ timeout: 15_000 });

  const form = page.getByRole('form', { name: 'Apply' });
  await expect(form).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Suman Tamang');
  await page.getByRole('button', { name: 'Send application' }).click();
  // One toast per missing field, the CV included; the first field in error takes the focus.
  const messages = ['Please enter your e-mail address.', 'Please enter your phone number.', 'Please attach your CV.'];
  await Promise.all(messages.map((message) => expect(toast(page, message)).toBeVisible()));
  await expect(form.getByRole('textbox', { name: 'E-mail', exact: true })).toBeFocused();
  await expect(page.getByTestId('form-sent')).toHaveCount(0);

  const cv = cataloguePdf('Suman Tamang - CV', ['CCTV technician, 4 years', 'Hikvision and Dahua installations', 'Kathmandu']);
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('suman.tamang@example.com');
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('9841234567');
  await form
    .getByRole('textbox', { name: 'Cover letter (optional)' })
    .fill('I have installed CCTV systems in banks and schools across the valley.');
  await form.getByLabel('CV').setInputFiles({ name: 'suman-tamang-cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(cv) });
  await page.getByRole('button', { name: 'Send application' }).click();

  const thanks =
    /^Thank you for applying for CCTV Installation Technician\. We will contact you if you are shortlisted\. Your reference is J-[2-9A-HJKMNP-Z]{6}\.$/;
  await expect(page.getByTestId('form-sent')).toHaveText(thanks);
  // Kept on the page and said once as a toast.
  await expect(page.getByRole('status').filter({ hasText: thanks })).toHaveCount(2);
  // The form is emptied for the next applicant.
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
  await expect(form.getByLabel('CV')).toHaveValue('');
});
