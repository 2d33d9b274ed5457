import { type Page, expect, test } from '@playwright/test';
import { PRODUCT_IMPORT_MESSAGES as M } from '../packages/contracts/src/admin/product-import.ts';
import { E2E_IMPORT_MANAGER } from './support/shopper.ts';
import { signInStaff } from './support/staff-sign-in.ts';

/**
 * Issue #16: a manager uploads a supplier's CSV, reads the preview (one row refused, with why),
 * confirms, and watches the progress bar finish; the new product is on the storefront at once.
 * Signs in a manager of its own (E2E_IMPORT_MANAGER): a TOTP code serves once per 30 s.
 */

test.describe.configure({ timeout: 120_000 });
const loaded = { timeout: 20_000 };

const signIn = (page: Page) => signInStaff(page, E2E_IMPORT_MANAGER, { at: '/admin/products/import' });

test('a manager imports a CSV: reads the preview, confirms, the progress bar finishes, the product is on sale', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36).toUpperCase();
  // Named as the shop names its products (brand first): the storefront journeys check brand-filtered cards by it.
  const title = `Hikvision Journey Dome Camera ${stamp}`;
  const slug = `hikvision-journey-dome-camera-${stamp.toLowerCase()}`;
  const csv = [
    'SKU,Title,Brand,Category,Price (Rs),Stock,Active,Shelf',
    `JRN-${stamp},${title},Hikvision,IP Cameras,"4,750.00",8,yes,B3`,
    `JRN-${stamp}-X,Nowhere Camera,Nobody Brand,IP Cameras,1000,1,yes,B4`,
  ].join('\r\n');

  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Import products', level: 1 })).toBeVisible(loaded);
  await page
    .getByLabel(/Drop a CSV file here/)
    .setInputFiles({ name: 'supplier.csv', mimeType: 'text/csv', buffer: Buffer.from(`\ufeff${csv}\r\n`) });
  await page.getByRole('button', { name: 'Upload and preview' }).click();

  // The preview: the unknown column, one new product, one refused row with its reason.
  await expect(page.getByRole('heading', { name: 'Preview of supplier.csv: 2 rows' })).toBeVisible(loaded);
  await expect(page.getByRole('note')).toContainText('Shelf');
  await expect(page.getByRole('button', { name: 'New 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Refused 1' }).click();
  const refused = page.getByRole('row').filter({ hasText: `JRN-${stamp}-X` });
  await expect(refused).toContainText(M.unknownBrand('Nobody Brand'), loaded);
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);

  await page.getByRole('button', { name: 'Confirm the import' }).click();
  const bar = page.getByRole('progressbar', { name: 'Rows imported' });
  await expect(bar).toBeVisible(loaded);
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible(loaded);
  await expect(bar).toHaveAttribute('aria-valuenow', '2');
  await expect(page.getByText('2 of 2 rows: 1 new, 0 changed, 0 unchanged, 1 refused.')).toBeVisible();

  // A visitor finds the new product on its page at once.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  try {
    await visitor.goto(`/products/${slug}`);
    await expect(visitor.getByRole('heading', { name: title, level: 1 })).toBeVisible(loaded);
  } finally {
    await visitorContext.close();
  }
});
