import { expect, type Page, test } from '@playwright/test';
import { consoleProblems, hydrated, linksOutOfNepali } from './support/page-health.ts';

// Issue #19: the catalogue under /ne — home, brands, a brand, a category, search, a product, compare, the
// Request Form and the 404 page — reads in Nepali, keeps its links in /ne and hydrates without a warning.

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function expectNoEnglish(page: Page, labels: readonly string[]) {
  const text = await page.locator('main').innerText();
  for (const label of labels) expect(text, `"${label}" on ${page.url()}`).not.toContain(label);
}

test('the catalogue pages read in Nepali under /ne, links stay there, and nothing warns on hydration', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = consoleProblems(page);

  // Home
  await page.goto('/ne');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(page).toHaveTitle('Suraksha — नेपालमा CCTV, NVR, अलार्म र पहुँच नियन्त्रण');
  await expect(page.getByRole('heading', { name: 'श्रेणीअनुसार किनमेल गर्नुहोस्' })).toBeVisible();
  await expect(page.locator('.promises')).toContainText('क्यास अन डेलिभरी');
  expect(await linksOutOfNepali(page)).toEqual([]);
  await expectNoEnglish(page, ['Shop by category', 'New arrivals', 'View all', 'Read more', 'Brands we carry', 'Genuine products']);

  // Brands, then the first brand
  await page.goto('/ne/brands');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'ब्रान्डहरू' })).toBeVisible();
  await expect(page).toHaveTitle('ब्रान्डहरू | Suraksha');
  expect(await linksOutOfNepali(page)).toEqual([]);
  const brandHref = await page.locator('.brand-grid a').first().getAttribute('href');
  expect(brandHref).toMatch(/^\/ne\/brands\/[^/]+$/);
  await page.goto(brandHref as string);
  await hydrated(page);
  await expect(page.locator('.catalog-count')).toContainText('वटा सामान');
  await expect(page.getByRole('navigation', { name: 'तपाईं कहाँ हुनुहुन्छ' }).getByRole('link', { name: 'ब्रान्डहरू' })).toHaveAttribute(
    'href',
    '/ne/brands',
  );
  await expect(page.getByLabel('क्रम मिलाउनुहोस्')).toBeVisible();
  expect(await linksOutOfNepali(page)).toEqual([]);
  await expectNoEnglish(page, ['items found', 'Sort by', 'Low to High', 'Home']);

  // A category, its chips and cards
  await page.goto('/ne/category/cctv-cameras');
  await hydrated(page);
  await expect(page.locator('.catalog-count')).toContainText('वटा सामान');
  await expect(page.locator('.product-card').first()).toContainText('SKU');
  expect(await linksOutOfNepali(page)).toEqual([]);
  await expectNoEnglish(page, ['items found', 'Sort by', 'Kinds of', 'No item found']);
  const productHref = await page.locator('.product-card__title a').first().getAttribute('href');
  expect(productHref).toMatch(/^\/ne\/products\/[^/]+$/);

  // Search with its filters
  await page.goto('/ne/products?search=camera');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: '“camera” को खोज नतिजा' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'फिल्टर लागू गर्नुहोस्' }).first()).toBeVisible();
  await expect(page.locator('form.search-filters').first()).toHaveAttribute('action', '/ne/products');
  expect(await linksOutOfNepali(page)).toEqual([]);
  await expectNoEnglish(page, ['Search results for', 'Apply filters', 'Related Category', 'Login to filter by price', 'Best match']);

  // A product
  await page.goto(productHref as string);
  await hydrated(page);
  await expect(page.locator('.product-stock')).toHaveText(/स्टकमा/);
  await expect(page.locator('.product-price')).toContainText(/मूल्य हेर्न लगइन गर्नुहोस्|मूल्य सोध्नुहोस्/);
  await expect(page.locator('.product-facts')).toContainText('एकाइ');
  const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(structured.some((json) => (JSON.parse(json) as { inLanguage?: string }).inLanguage === 'ne')).toBe(true);
  expect(await linksOutOfNepali(page)).toEqual([]);
  await expectNoEnglish(page, ['In stock', 'Out of stock', 'Login to see price', 'Specifications', 'Related products', 'Unit']);

  // The Request Form page and the 404 page
  await page.goto('/ne/quote-request');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'मूल्य सोध्नुहोस्' })).toBeVisible();
  await expect(page.getByLabel(/^पूरा नाम/)).toBeVisible();
  await expectNoEnglish(page, ['Request Form', 'Full Name', 'What happens next', 'Submit']);

  // Every page so far was found: nothing at all was logged. The 404 page's own status is logged by the browser.
  expect(problems).toEqual([]);
  const missing = await page.goto('/ne/no-such-page');
  expect(missing?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'पृष्ठ भेटिएन' })).toBeVisible();
  await expect(page).toHaveTitle('पृष्ठ भेटिएन — Suraksha');
  await expect(page.getByRole('link', { name: 'गृहपृष्ठमा जानुहोस्' })).toHaveAttribute('href', '/ne');

  expect(problems.filter((p) => !p.includes('status of 404'))).toEqual([]);
});

test('comparing in Nepali: the toast, the way to the comparison and the table stay in Nepali and in /ne', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = consoleProblems(page);
  await page.goto('/ne/category/ip-cameras');
  await hydrated(page);
  await page.locator('.product-card').first().getByRole('button', { name: '+ तुलना' }).click();
  await expect(toast(page, 'तुलनामा थपियो (4 मध्ये 1)।')).toBeVisible();
  await toast(page, 'तुलनामा थपियो').getByRole('link', { name: 'अहिले तुलना गर्नुहोस्' }).click();
  await expect(page).toHaveURL(/\/ne\/compare\?products=[^,]+$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'सामानहरूको तुलना' })).toBeVisible();
  const rows = page.locator('.compare-table tbody th');
  await expect(rows.filter({ hasText: 'ब्रान्ड' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'श्रेणी' })).toHaveCount(1);
  await expect(page.locator('.compare-table')).toContainText('मूल्य हेर्न लगइन गर्नुहोस्');
  expect(await linksOutOfNepali(page)).toEqual([]);
  await page.locator('.compare-table').getByRole('link', { name: 'हटाउनुहोस्' }).click();
  await expect(page.getByText('तुलना गर्न अहिलेसम्म कुनै सामान छैन।')).toBeVisible();
  await expect(page.getByRole('link', { name: 'सामानहरू हेर्नुहोस्' })).toHaveAttribute('href', '/ne/products?search=');
  expect(problems).toEqual([]);
});

test('the Request Form answers a refusal in Nepali', async ({ page }) => {
  await page.goto('/ne/quote-request');
  await hydrated(page);
  await page.getByRole('button', { name: 'पठाउनुहोस्' }).click();
  await expect(toast(page, 'कृपया आफ्नो पूरा नाम लेख्नुहोस्।')).toBeVisible({ timeout: 10_000 });
  await expect(page.locator('.request-form')).toContainText('कृपया आफ्नो फोन नम्बर लेख्नुहोस्।');
  await expect(page.locator('.request-form')).not.toContainText('Please enter');
});
