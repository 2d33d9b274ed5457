import { expect, test } from '@playwright/test';

test.describe('server-rendered storefront shell', () => {
  test.describe('with JavaScript disabled', () => {
    test.use({ javaScriptEnabled: false });

    test('the home page arrives with its products already rendered', async ({ page }) => {
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      const productLinks = page.locator('main a[href^="/products/"]');
      expect(await productLinks.count()).toBeGreaterThanOrEqual(8);
      await expect(page).toHaveTitle(/Suraksha/);
    });
  });

  test('header and footer links lead to real pages', async ({ page, request }) => {
    await page.goto('/');
    const hrefs = await page
      .locator('header a[href], footer a[href]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const internal = [...new Set(hrefs.filter((h) => h.startsWith('/') && !h.startsWith('//')))];
    expect(internal.length).toBeGreaterThan(10);
    const broken: string[] = [];
    for (const href of internal) {
      const res = await request.get(href, { maxRedirects: 5 });
      if (res.status() !== 200) broken.push(`${href} → ${res.status()}`);
    }
    expect(broken).toEqual([]);
  });

  test('an unknown URL shows the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page-anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: /page not found/i })).toBeVisible();
    await expect(page.locator('header')).toBeVisible();
  });

  test('a page slug with a NUL byte or another control character is the 404 page, never a 500 (decision 0080)', async ({ request }) => {
    for (const url of ['/blogs/%00', '/services/%00', '/pages/%00', '/trainings/a%00b', '/careers/%1B', '/products/%00']) {
      const res = await request.get(url);
      expect([url, res.status()]).toEqual([url, 404]);
    }
  });

  test('TRACE and other methods the site does not serve answer 405 with Allow (decision 0081)', async ({ request }) => {
    for (const method of ['TRACE', 'PROPFIND', 'DELETE']) {
      const res = await request.fetch('/', { method });
      expect([method, res.status(), res.headers().allow]).toEqual([method, 405, 'GET, HEAD, POST']);
    }
  });

  for (const width of [375, 1280]) {
    test(`home page at ${width} px has no horizontal scroll (screenshot kept)`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const file = testInfo.outputPath(`home-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(`home-${width}`, { path: file, contentType: 'image/png' });
    });
  }
});
