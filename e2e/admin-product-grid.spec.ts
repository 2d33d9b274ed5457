import { type Page, expect, test } from '@playwright/test';
import { formatRupees } from '../packages/domain/src/money.ts';
import { signInAs } from './support/accounts.ts';
import { signInStaff } from './support/staff-sign-in.ts';
import { E2E_GRID_MANAGER, E2E_GRID_PRODUCTS } from './support/shopper.ts';

/**
 * Issue #16 (products): a manager filters the product list, changes 50 prices in the grid, saves
 * them in one go and sees 50 saved; the shop's product page shows a new price at once. Signs in a
 * manager of its own (E2E_GRID_MANAGER: a TOTP code serves once per 30 s) and changes only the
 * journey's own 50 products (prepare-data.ts).
 */

test.describe.configure({ timeout: 120_000 });
const loaded = { timeout: 20_000 };

const signIn = (page: Page) => signInStaff(page, E2E_GRID_MANAGER, { landsOn: /\/admin$/ });

/** The journey's new price of its product `i`: Rs 1,500.25 and up, each different. */
const newPrice = (i: number) => 1500 + i + 0.25;

test('a manager changes 50 prices in the grid, sees 50 saved, and the shop shows a new price at once', async ({ page, request }) => {
  await signIn(page);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Products', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible(loaded);

  const filters = page.getByRole('form', { name: 'Filter products' });
  await filters.getByLabel('Search').fill('E2E-GRID');
  await filters.getByLabel('Sort').selectOption('title_asc');
  await filters.getByLabel('Active').selectOption('yes');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/admin\/products\?q=E2E-GRID&active=yes&sort=title_asc$/, loaded);
  await expect(page.getByRole('status').filter({ hasText: 'products' })).toHaveText('50 products', loaded);

  await page.getByRole('button', { name: 'Edit in grid' }).click();
  for (const [i, product] of E2E_GRID_PRODUCTS.entries()) {
    await page.getByLabel(`Price of ${product.title}`, { exact: true }).fill(String(newPrice(i)));
  }
  await expect(page.locator('td.admin-cell-changed')).toHaveCount(50);
  await page.getByRole('button', { name: 'Save 50 changes' }).click();

  await expect(page.getByText('50 products saved.')).toBeVisible(loaded);
  await expect(page.locator('tr[data-result="saved"]')).toHaveCount(50);
  await expect(page.locator('tr[data-result="refused"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save 0 changes' })).toBeDisabled();

  // A customer (prices are theirs to see) opens one of the products in the shop: the new price, at once.
  const shown = E2E_GRID_PRODUCTS[6] as (typeof E2E_GRID_PRODUCTS)[number];
  const shop = await page.context().newPage();
  await signInAs(shop, request);
  await shop.goto(`/products/${shown.slug}`);
  await expect(shop.locator('.product-price .shown-price__now')).toHaveText(formatRupees(newPrice(6)), loaded);
});
