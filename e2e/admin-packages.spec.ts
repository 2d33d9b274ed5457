import { type Page, expect, test } from '@playwright/test';
import { PACKAGE_MESSAGES as M } from '../packages/contracts/src/admin/packages.ts';
import { E2E_BUNDLES_MANAGER } from './support/shopper.ts';
import { signInStaff } from './support/staff-sign-in.ts';

/**
 * Issue #16: a manager builds a package of two products found by search, prices it, and a visitor
 * who already had /packages in the shop's page cache sees it on the next load; deactivated, it leaves
 * the list and its page answers "not found" (decision 0101).
 */

test.describe.configure({ timeout: 120_000 });
const loaded = { timeout: 20_000 };

const signIn = (page: Page) => signInStaff(page, E2E_BUNDLES_MANAGER, { at: '/admin/packages' });

test('a manager adds a package of two products; a visitor sees it on /packages; deactivated, it is gone', async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const title = `Journey Kit ${stamp}`;
  const slug = `journey-kit-${stamp}`;

  // The visitor's /packages is now in the server's page cache.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  try {
    await visitor.goto('/packages');
    await expect(visitor.getByRole('heading', { name: 'Packages', level: 1 })).toBeVisible(loaded);
    await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);

    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Packages', level: 1 })).toBeVisible(loaded);
    await page.getByRole('button', { name: 'Add a package' }).click();
    const form = page.getByRole('form', { name: 'Add a package' });
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Summary').fill('A recorder and a camera, made in the journey.');
    await form.getByLabel('Find a product by title or SKU').fill('camera');
    const found = form.getByRole('list', { name: 'Matching products' }).getByRole('button', { name: /^Add / });
    await expect(found.first()).toBeVisible(loaded);
    await found.nth(0).click();
    await form.getByLabel('Find a product by title or SKU').fill('dvr');
    await expect(form.getByRole('list', { name: 'Matching products' }).getByRole('button', { name: /^Add / }).first()).toBeEnabled(loaded);
    await form.getByRole('list', { name: 'Matching products' }).getByRole('button', { name: /^Add / }).first().click();
    const lines = form.getByRole('table', { name: 'Products in the package' }).getByRole('row');
    await expect(lines).toHaveCount(3);
    await form.getByLabel('Bundle price (Rs)').fill('9999.50');
    await expect(form.getByText('Items bought one by one:')).toBeVisible();
    await form.getByRole('button', { name: 'Add the package' }).click();
    await expect(page.getByRole('status').filter({ hasText: M.created(title) })).toBeVisible(loaded);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Rs 9,999.50');

    await visitor.reload();
    await visitor.getByRole('link', { name: title }).click(loaded);
    await expect(visitor).toHaveURL(new RegExp(`/packages/${slug}$`), loaded);
    await expect(visitor.getByRole('heading', { name: title, level: 1 })).toBeVisible(loaded);
    await expect(visitor.locator('.package-item')).toHaveCount(2);

    await row.getByRole('button', { name: `Deactivate ${title}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(M.confirmDeactivate);
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByRole('status').filter({ hasText: M.deactivated(title) })).toBeVisible(loaded);
    await expect(row.getByRole('button', { name: `Activate ${title}` })).toBeVisible(loaded);

    await visitor.goto('/packages');
    await expect(visitor.getByRole('heading', { name: 'Packages', level: 1 })).toBeVisible(loaded);
    await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);
    const gone = await visitor.goto(`/packages/${slug}`);
    expect(gone?.status()).toBe(404);
  } finally {
    await visitorContext.close();
  }
});
