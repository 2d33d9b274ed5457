import { expect, type Locator, type Page, test } from '@playwright/test';

/** Search → brand and category filters → sort → next page, all in the URL, and the back button (issue #3). */

const sidebar = (page: Page) => page.locator('aside[aria-label="Filters"]');
const cards = (page: Page) => page.getByRole('list', { name: 'Products' }).locator('article');
const cardTitles = (page: Page) => cards(page).locator('h3').allTextContents();
const cardBrands = (page: Page) => cards(page).locator('.product-card__brand').allTextContents();
const count = (page: Page) => page.locator('.catalog-count');
const checkbox = (scope: Locator, legend: string, option: string) =>
  scope.locator('fieldset', { has: scope.page().locator('legend', { hasText: legend }) }).getByRole('checkbox', { name: new RegExp(`^${option}\\b`) });

async function waitForUrl(page: Page, check: (url: URL) => boolean) {
  await page.waitForURL((url) => check(url));
  // The results of that URL are on screen once no navigation is pending.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe('search with filters, sort and pages', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('every choice lands in the URL, and Back walks the same states in reverse', async ({ page }) => {
    // Eleven navigations on a shared two-core machine: more than the default 30 s.
    test.setTimeout(120_000);
    await page.goto('/products?search=camera');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “camera”');
    const allCount = await count(page).innerText();

    await checkbox(sidebar(page), 'Brand', 'Hikvision').check();
    await waitForUrl(page, (u) => u.searchParams.getAll('brands').join() === 'hikvision');
    await checkbox(sidebar(page), 'Brand', 'Dahua').check();
    await waitForUrl(page, (u) => u.searchParams.getAll('brands').toSorted().join() === 'dahua,hikvision');
    await checkbox(sidebar(page), 'Related Category', 'IP Cameras').check();
    await waitForUrl(page, (u) => u.searchParams.getAll('categories').join() === 'ip-cameras');
    const filteredCount = await count(page).innerText();
    expect(filteredCount).not.toBe(allCount);
    for (const brand of await cardBrands(page)) expect(['Hikvision', 'Dahua']).toContain(brand);

    await page.getByLabel('Sort by').selectOption({ label: 'Name (A to Z)' });
    await waitForUrl(page, (u) => u.searchParams.get('sort') === 'name');
    const firstPage = await cardTitles(page);
    expect(firstPage).toHaveLength(24);
    expect(firstPage).toEqual(firstPage.toSorted((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));

    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
    await waitForUrl(page, (u) => u.searchParams.get('page') === '2');
    const url = new URL(page.url());
    expect(url.searchParams.get('search')).toBe('camera');
    expect(url.searchParams.getAll('brands').toSorted()).toEqual(['dahua', 'hikvision']);
    expect(url.searchParams.getAll('categories')).toEqual(['ip-cameras']);
    expect(url.searchParams.get('sort')).toBe('name');
    const secondPage = await cardTitles(page);
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((t) => firstPage.includes(t))).toEqual([]);
    for (const brand of await cardBrands(page)) expect(['Hikvision', 'Dahua']).toContain(brand);

    // A reload of a filtered, sorted page shows the same thing: the URL is the whole state.
    await page.reload();
    expect(await cardTitles(page)).toEqual(secondPage);

    await page.goBack();
    await waitForUrl(page, (u) => !u.searchParams.has('page') && u.searchParams.get('sort') === 'name');
    expect(await cardTitles(page)).toEqual(firstPage);
    await expect(page.getByLabel('Sort by')).toHaveValue('name');
    await expect(checkbox(sidebar(page), 'Brand', 'Hikvision')).toBeChecked();
    await expect(checkbox(sidebar(page), 'Related Category', 'IP Cameras')).toBeChecked();

    await page.goBack();
    await waitForUrl(page, (u) => !u.searchParams.has('sort') && u.searchParams.has('categories'));
    await expect(page.getByLabel('Sort by')).not.toHaveValue('name');
    await expect(count(page)).toHaveText(filteredCount);

    await page.goBack();
    await waitForUrl(page, (u) => !u.searchParams.has('categories') && u.searchParams.getAll('brands').length === 2);
    await expect(checkbox(sidebar(page), 'Related Category', 'IP Cameras')).not.toBeChecked();
    await expect(checkbox(sidebar(page), 'Brand', 'Dahua')).toBeChecked();

    await page.goBack();
    await page.goBack();
    await waitForUrl(page, (u) => !u.searchParams.has('brands'));
    await expect(count(page)).toHaveText(allCount);
    await expect(checkbox(sidebar(page), 'Brand', 'Hikvision')).not.toBeChecked();
  });
});

test.describe('the filter panel on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens from the side with Related Category, Brand and Price, filters, and closes', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/products?search=camera');
    await expect(sidebar(page)).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();

    const panel = page.getByRole('dialog', { name: 'Filters' });
    await expect(panel).toBeVisible();
    // Bootstrap's offcanvas slides in from the left edge and leaves part of the page visible.
    await expect(panel).toHaveClass(/offcanvas-start/);
    await expect(panel).toHaveClass(/\bshow\b/);
    await expect
      .poll(async () => (await panel.boundingBox())?.x)
      .toBe(0);
    expect(await panel.locator('legend').allTextContents()).toEqual(['Related Category', 'Brand', 'Price']);
    await expect(panel.getByRole('link', { name: 'Suraksha — home' })).toHaveAttribute('href', '/');

    await checkbox(panel, 'Brand', 'Dahua').check();
    await waitForUrl(page, (u) => u.searchParams.getAll('brands').join() === 'dahua');
    for (const brand of await cardBrands(page)) expect(brand).toBe('Dahua');

    await panel.getByRole('button', { name: 'Close filters' }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters' })).toBeVisible();
  });

  test('its logo leads home', async ({ page }) => {
    await page.goto('/products?search=camera');
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('dialog', { name: 'Filters' }).getByRole('link', { name: 'Suraksha — home' }).click();
    await page.waitForURL((u) => u.pathname === '/');
  });
});
