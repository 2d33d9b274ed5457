import { type Page, expect, test } from '@playwright/test';
import { API_KEY, DEMO_CUSTOMER, signInAs } from './support/accounts.ts';
import { PHONE, expectCardBadgesUncovered, expectNoSidewaysScroll, hydrated } from './support/phone.ts';
import { type Visit, pathOf, testEveryPage } from './support/site-pages.ts';

/**
 * Issue #14: every route of the route table (support/site-pages.ts) on a 390 px phone, as a visitor
 * and as the demo customer. Each page fits the screen (no sideways scroll), has one h1, shows
 * breadcrumbs from Home when it sits below home, and leaves every product card's resolution badge
 * uncovered; where a page sits below others, its trail links them.
 */

test.use({ viewport: PHONE });
// Dashboard pages wait for the profile, then their data: room for a busy machine.
test.describe.configure({ timeout: 60_000 });
const loaded = { timeout: 20_000 };

async function checkPage(page: Page, visit: Visit) {
  const path = await pathOf(page, visit);
  await page.goto(path);
  await hydrated(page);
  const h1 = page.locator('h1');
  await expect(visit.heading ? h1.filter({ hasText: visit.heading }) : h1.first()).toBeVisible(loaded);
  await expect(h1, `${path}: one h1`).toHaveCount(1);

  const pathname = new URL(page.url()).pathname;
  const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  if (pathname === '/' || visit.nowhere) await expect(breadcrumbs).toHaveCount(0);
  else {
    await expect(breadcrumbs, `${pathname}: breadcrumbs`).toBeVisible();
    if (visit.parents) await expect(breadcrumbs.getByRole('link')).toHaveText(['Home', ...visit.parents]);
    else await expect(breadcrumbs.getByRole('link').first()).toHaveText('Home');
    await expect(breadcrumbs.locator('[aria-current="page"]'), `${pathname}: the page's own crumb`).toHaveCount(1);
  }
  await expectNoSidewaysScroll(page);
  await expectCardBadgesUncovered(page);
}

testEveryPage('every page on a phone', checkPage, () => {
  test('compare with two products side by side', async ({ page, request }) => {
    await signInAs(page, request, DEMO_CUSTOMER);
    const res = await request.get('/api/products?search=camera', { headers: { 'x-api-key': API_KEY } });
    const slugs = ((await res.json()) as { products: { slug: string }[] }).products.slice(0, 2).map((p) => p.slug);
    await checkPage(page, { path: `/compare?products=${slugs.join(',')}` });
  });
});
