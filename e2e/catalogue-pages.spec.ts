import { type Page, expect, test } from '@playwright/test';
import { signInAs } from './support/accounts.ts';
import { hydrated } from './support/phone.ts';

/** Buttons work only once React has hydrated the server-rendered page. */
const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

test('catalogues: the grid leads to a catalogue whose PDF shows inline and downloads as a file', async ({ page, request }) => {
  const response = await page.goto('/catalogues');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Product Catalogues', level: 1 })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/catalogues$/);
  // The viewer's <object> must load under the page's policy (decision 0007: object-src 'self' on this page only).
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|display)/i.test(message.text())) violations.push(message.text());
  });
  await page.getByRole('link', { name: 'Hikvision Product Catalogue 2026' }).click();

  await expect(page).toHaveURL(/\/catalogues\/hikvision-product-catalogue-2026$/);
  await expect(page.getByRole('heading', { name: 'Hikvision Product Catalogue 2026', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Hikvision Product Catalogue 2026 | Suraksha');
  const viewer = page.locator('object[type="application/pdf"]');
  const pdfUrl = await viewer.getAttribute('data');
  expect(pdfUrl).toMatch(/^\/media\/catalogues\/.+\.pdf$/);
  const inline = await request.get(pdfUrl ?? '');
  expect(inline.headers()['content-type']).toBe('application/pdf');
  expect(inline.headers()['x-frame-options']).toBe('SAMEORIGIN');
  const direct = await page.request.get('/catalogues/hikvision-product-catalogue-2026');
  expect(direct.headers()['content-security-policy']).toContain("object-src 'self'");
  expect(direct.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(violations).toEqual([]);

  const downloadLink = page.getByRole('link', { name: 'Download PDF' });
  const href = (await downloadLink.getAttribute('href')) ?? '';
  const file = await request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(file.headers()['content-disposition']).toBe('attachment; filename="hikvision-product-catalogue-2026.pdf"');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

  const [download] = await Promise.all([page.waitForEvent('download'), downloadLink.click()]);
  expect(download.suggestedFilename()).toBe('hikvision-product-catalogue-2026.pdf');
});

test('an unknown catalogue or package is the 404 page with status 404', async ({ page }) => {
  for (const url of ['/catalogues/no-such-catalogue', '/packages/no-such-package']) {
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: /page not found/i })).toBeVisible();
  }
});

test('certificates: a grid of image and title', async ({ page }) => {
  await page.goto('/certificates');
  await expect(page.getByRole('heading', { name: 'Certificates', level: 1 })).toBeVisible();
  const tiles = page.locator('.tile');
  await expect(tiles).toHaveCount(5);
  await expect(tiles.filter({ hasText: 'ISO 9001:2015 Quality Management' })).toBeVisible();
  const image = tiles.first().locator('img');
  await expect(image).toHaveAttribute('width', '800');
  await expect(image).toHaveAttribute('height', '450');
  await expect(tiles.last().locator('img')).toHaveAttribute('loading', 'lazy');
});

test('coupons: only coupons a buyer can use today, each with its code and last day', async ({ page }) => {
  await page.goto('/coupons');
  await expect(page.getByRole('heading', { name: 'Coupons', level: 1 })).toBeVisible();
  const codes = await page.locator('.coupon-code code').allTextContents();
  expect(codes.map((code) => code.split('-')[0]).toSorted()).toEqual(['CCTVKIT', 'NEWYEAR', 'TIHAR', 'WELCOME']);
  const welcome = page.locator('.tile').filter({ hasText: 'Rs 500 off your first order' });
  await expect(welcome).toContainText('On orders of Rs 5,000.00 or more.');
  await expect(welcome).toContainText('Valid until 31 Dec 2027 · 16 Poush 2084 BS.');
  await expect(welcome.locator('img')).toHaveAttribute('alt', /code WELCOME-/);
});

test('packages: the list leads to a kit with its items; the price only for a signed-in customer', async ({ page, request }) => {
  await page.goto('/packages');
  await expect(page.getByRole('heading', { name: 'Packages', level: 1 })).toBeVisible();
  await expect(page.locator('.tile')).toHaveCount(4);
  await page.getByRole('link', { name: '4-Camera HD Kit' }).click();

  await expect(page).toHaveURL(/\/packages\/4-camera-hd-kit$/);
  await expect(page.getByRole('heading', { name: '4-Camera HD Kit', level: 1 })).toBeVisible();
  const items = page.locator('.package-item');
  await expect(items).toHaveCount(5);
  await expect(items.filter({ hasText: '4 ×' })).toHaveCount(1);
  await expect(page.getByText('In the box (8 pieces)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login to see price' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText('Rs ');

  // Items link to their product pages.
  const firstItem = items.first().getByRole('link');
  const productHref = await firstItem.getAttribute('href');
  expect(productHref).toMatch(/^\/products\//);

  await signInAs(page, request);
  await page.goto('/packages/4-camera-hd-kit');
  await expect(page.locator('.bundle-price__now')).toHaveText(/^Rs\s[\d,]+\.\d{2}$/);
  await expect(page.locator('.bundle-price__parts')).toContainText('Bought separately: Rs ');
});

test('compare: three products from cards and a product page side by side, one removed, the URL keeps the choice', async ({ page }) => {
  // A long journey of many pages: more time than one page needs, on a busy machine.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/category/ip-cameras');
  await hydrated(page);
  const cards = page.locator('article.product-card');
  const titles = (await cards.locator('h3').allTextContents()).slice(0, 5);
  expect(titles).toHaveLength(5);
  const card = (title: string) => cards.filter({ has: page.getByRole('heading', { name: title, exact: true }) });

  await card(titles[0] as string)
    .getByRole('button', { name: /Compare/ })
    .click();
  await expect(toast(page, 'Added to compare (1 of 4).')).toBeVisible();
  await card(titles[1] as string)
    .getByRole('button', { name: /Compare/ })
    .click();
  await expect(card(titles[1] as string).getByRole('button', { name: /Comparing/ })).toHaveAttribute('aria-pressed', 'true');

  // The third from its product page.
  await card(titles[2] as string)
    .getByRole('link', { name: titles[2] as string })
    .click();
  await expect(page).toHaveURL(/\/products\/[^/]+$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: titles[2] as string, level: 1 })).toBeVisible({ timeout: 15_000 });
  await hydrated(page);
  await page
    .locator('.product-page__actions')
    .getByRole('button', { name: /Compare/ })
    .click();
  await expect(toast(page, 'Added to compare (3 of 4).')).toBeVisible();

  // The header's Compare link brings the remembered choice into the URL.
  await page.locator('header').getByRole('link', { name: 'Compare', exact: true }).first().click();
  await expect(page).toHaveURL(/\/compare\?products=[^,]+,[^,]+,[^,]+$/, { timeout: 15_000 });
  const columns = page.locator('.compare-table thead th');
  await expect(columns).toHaveCount(3);
  for (const title of titles.slice(0, 3)) await expect(columns.filter({ hasText: title as string })).toHaveCount(1);
  const rows = page.locator('.compare-table tbody th');
  await expect(rows.filter({ hasText: 'Brand' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Category' })).toHaveCount(1);
  expect(await rows.count()).toBeGreaterThan(3);
  await expect(page.locator('.compare-table')).toContainText('Login to see price');

  await page.getByRole('link', { name: `Remove ${titles[1]} from the comparison` }).click();
  await expect(columns).toHaveCount(2);
  const url = page.url();
  expect(url).toMatch(/\/compare\?products=[^,]+,[^,]+$/);
  await page.reload();
  await expect(columns).toHaveCount(2);
  await expect(columns.filter({ hasText: titles[1] as string })).toHaveCount(0);
  expect(page.url()).toBe(url);

  // Back on the listing, the cards know the choice; a fifth product is refused.
  await page.goto('/category/ip-cameras');
  await hydrated(page);
  await expect(card(titles[0] as string).getByRole('button', { name: /Comparing/ })).toBeVisible();
  await expect(card(titles[1] as string).getByRole('button', { name: /Compare/ })).toHaveAttribute('aria-pressed', 'false');
  await card(titles[1] as string)
    .getByRole('button', { name: /Compare/ })
    .click();
  await card(titles[3] as string)
    .getByRole('button', { name: /Compare/ })
    .click();
  await card(titles[4] as string)
    .getByRole('button', { name: /Compare/ })
    .click();
  await expect(toast(page, 'You can compare up to 4 products. Remove one to add another.')).toBeVisible();
  await expect(card(titles[4] as string).getByRole('button', { name: /Compare/ })).toHaveAttribute('aria-pressed', 'false');
});

test('compare: more than four products in a link show the first four', async ({ page, request }) => {
  const search = await request.get('/api/products?search=camera', { headers: { 'x-api-key': 'suraksha-demo-key' } });
  const slugs = ((await search.json()) as { products: { slug: string }[] }).products.slice(0, 5).map((p) => p.slug);
  await page.goto(`/compare?products=${slugs.join(',')}`);
  await expect(page).toHaveURL(`/compare?products=${slugs.slice(0, 4).join(',')}`);
  await expect(page.locator('.compare-table thead th')).toHaveCount(4);
});
