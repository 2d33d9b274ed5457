import { expect, test } from '@playwright/test';
import { consoleProblems, hydrated } from './support/page-health.ts';

// Decision 0124: the storefront in Nepali under /ne, server-rendered, with the switch and the cookie.

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('/ne arrives in Nepali from the server, with lang="ne" and hreflang alternates', async ({ page, baseURL }) => {
    const response = await page.goto('/ne/products');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
    await expect(page.locator('header.site-header')).toContainText('नेपालभर क्यास अन डेलिभरी');
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${baseURL}/products`);
    await expect(page.locator('link[rel="alternate"][hreflang="ne"]')).toHaveAttribute('href', `${baseURL}/ne/products`);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${baseURL}/products`);
    // Links of the Nepali site's header stay in it.
    await expect(page.locator('header.site-header nav a', { hasText: 'ब्रान्डहरू' }).first()).toHaveAttribute('href', '/ne/brands');
    await expect(page.locator('header.site-header form[role="search"]')).toHaveAttribute('action', '/ne/products');
    await expect(page.locator('.mega-menu__toggle')).toContainText('सबै श्रेणीहरू');
    await expect(page.locator('footer.site-footer')).toContainText('सर्वाधिकार सुरक्षित');
    await expect(page.locator('footer.site-footer a', { hasText: 'रोजगारी' })).toHaveAttribute('href', '/ne/career');
  });

  test('the switch works without JavaScript, keeps the page and is remembered for the home page', async ({ page }) => {
    await page.goto('/brands');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL(/\/ne\/brands$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');

    await page.goto('/');
    await expect(page).toHaveURL(/\/ne$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');

    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/');
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('header.site-header')).toContainText('Cash on Delivery all over Nepal');
  });
});

test('Nepali and English pages hydrate without a warning', async ({ page }) => {
  const problems = consoleProblems(page);
  for (const url of ['/ne', '/ne/products', '/ne/brands', '/']) {
    await page.goto(url);
    await hydrated(page);
  }
  expect(problems).toEqual([]);
});

test('the language switch refuses to lead off the site', async ({ request }) => {
  const res = await request.get('/language/ne?back=//evil.example/x', { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers().location).toBe('/ne');
  expect((await request.get('/language/fr', { maxRedirects: 0 })).status()).toBe(404);
});

test('the Devanagari font is fetched by Nepali pages only', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/brands');
  await hydrated(page);
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.filter((f) => f.includes('devanagari'))).toEqual([]);

  await page.goto('/ne/brands');
  await hydrated(page);
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.some((f) => /noto-sans-devanagari-devanagari-400-normal-[\w-]+\.woff2$/.test(f))).toBe(true);
});
