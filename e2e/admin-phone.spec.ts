import { type Page, expect, test } from '@playwright/test';
import { ADMIN_NAV } from '../apps/web/app/admin/admin-nav.ts';
import { DEMO_ORDER_NUMBERS } from '../apps/server/src/db/seed/demo-orders.ts';
import { PHONE, expectNoSidewaysScroll, hydrated } from './support/phone.ts';
import { E2E_PHONE_OWNER } from './support/shopper.ts';
import { signInStaff } from './support/staff-sign-in.ts';

/**
 * The back office on a 390 px phone: an owner (who sees every page of the menu) opens each menu
 * page, an order, the product editor and the products grid. Each shows its one h1 and fits the
 * screen: wide tables scroll inside their own box, never the page sideways.
 */

test.use({ viewport: PHONE });
test.describe.configure({ timeout: 180_000 });
const loaded = { timeout: 20_000 };

async function fits(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1, loaded);
  // Lists fill in after the first paint: measure once the page's answer is in.
  await expect(page.getByText(/^Loading/)).toHaveCount(0, loaded);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${path}: document width`).toBeLessThanOrEqual(PHONE.width);
}

test('every back-office page fits a phone: the menu pages, an order, the product editor and the grid', async ({ page }) => {
  await signInStaff(page, E2E_PHONE_OWNER, { landsOn: /\/admin$/ });
  for (const item of ADMIN_NAV) {
    await test.step(item.label, () => fits(page, item.to));
  }
  await test.step('an order', () => fits(page, `/admin/orders/${DEMO_ORDER_NUMBERS.Confirm}`));
  await test.step('the product editor', () => fits(page, '/admin/products/new'));
  await test.step('the products grid', async () => {
    await fits(page, '/admin/products');
    await page.getByRole('button', { name: 'Edit in grid' }).click();
    await expect(page.getByRole('button', { name: /^Save/ })).toBeVisible(loaded);
    await expectNoSidewaysScroll(page);
  });
});
