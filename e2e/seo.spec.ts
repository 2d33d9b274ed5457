import { type APIRequestContext, expect, test } from '@playwright/test';
import { BASE_URL } from '../playwright.config.ts';

/** What search engines see: robots.txt, the sitemaps, canonical links, structured data and real 404s (issue #3). */

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => (m[1] as string).replaceAll('&amp;', '&'));
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');

async function text(request: APIRequestContext, url: string) {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  return res.text();
}

test('robots.txt names the sitemap, and every page of the shop sitemap answers with itself as canonical', async ({ request }) => {
  test.setTimeout(120_000);
  const robots = await text(request, '/robots.txt');
  expect(robots).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`);
  expect(robots).toContain('Disallow: /dashboard');

  const children = locs(await text(request, '/sitemap.xml'));
  expect(children).toEqual([`${BASE_URL}/sitemaps/shop.xml`, `${BASE_URL}/sitemaps/products-1.xml`]);
  const shop = locs(await text(request, '/sitemaps/shop.xml'));
  const products = locs(await text(request, '/sitemaps/products-1.xml'));
  expect(products.length).toBeGreaterThan(100);

  const kinds = ['/category/', '/brands/', '/pages/', '/blogs/', '/trainings/', '/services/'];
  const pages = [`${BASE_URL}/`, ...shop.filter((url) => kinds.some((k) => url.startsWith(`${BASE_URL}${k}`))), ...products.slice(0, 10)];
  for (const kind of kinds)
    expect(
      pages.some((url) => url.startsWith(`${BASE_URL}${kind}`)),
      kind,
    ).toBe(true);
  const wrong: string[] = [];
  for (const url of pages) {
    const res = await request.get(url);
    const canonical = res.ok() ? canonicalOf(await res.text()) : undefined;
    if (res.status() !== 200 || canonical !== url) wrong.push(`${url} → ${res.status()} canonical ${canonical}`);
  }
  expect(wrong).toEqual([]);
});

test('an unknown product, category or brand is the 404 page with status 404', async ({ page }) => {
  for (const path of ['/products/no-such-camera', '/category/no-such-category', '/brands/no-such-brand']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: /page not found/i })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  }
  // The 404 page is a live page of the shop: once hydrated, its own search box leads on.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const search = page.getByRole('region', { name: 'Page not found' }).getByRole('searchbox', { name: 'Search products' });
  await search.fill('dome');
  await search.press('Enter');
  await page.waitForURL((u) => u.pathname === '/products' && u.searchParams.get('search') === 'dome');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “dome”');
});

test('a page past the end of a category is its empty listing with status 404, and Previous leads back', async ({ page }) => {
  const response = await page.goto('/category/ip-cameras?page=999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('IP Cameras');
  await expect(page.getByText('No item found')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Previous' }).click();
  await page.waitForURL((u) => u.searchParams.get('page') !== '999');
  await expect(page.getByRole('list', { name: 'Products' }).locator('article').first()).toBeVisible();
});

test.describe('the product page', () => {
  test.use({ javaScriptEnabled: false });

  test('carries Product and BreadcrumbList JSON-LD, Open Graph tags and a canonical link', async ({ page, request }) => {
    const productUrl = locs(await text(request, '/sitemaps/products-1.xml'))[0] as string;
    await page.goto(productUrl);
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) as string;

    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((json) => JSON.parse(json));
    const product = blocks.find((b) => b['@type'] === 'Product');
    expect(product).toMatchObject({ '@context': 'https://schema.org', name: title, url: productUrl, brand: { '@type': 'Brand' } });
    expect(product.sku).toBeTruthy();
    expect(product.image[0]).toMatch(new RegExp(`^${BASE_URL}/media/`));
    const trail = blocks.find((b) => b['@type'] === 'BreadcrumbList');
    const steps = trail.itemListElement as { position: number; name: string; item: string }[];
    expect(steps[0]).toMatchObject({ position: 1, name: 'Home', item: `${BASE_URL}/` });
    expect(steps.at(-1)).toMatchObject({ position: steps.length, name: title, item: productUrl });
    expect(steps.length).toBeGreaterThanOrEqual(3);
    // The breadcrumb trail in JSON-LD is the one on screen.
    for (const step of steps.slice(1, -1))
      await expect(page.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link', { name: step.name })).toBeVisible();

    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', productUrl);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', productUrl);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`^${BASE_URL}/media/`));
  });

  test('shows its main photo at once in WebP variants, and the rest lazily', async ({ page, request }) => {
    const productUrl = locs(await text(request, '/sitemaps/products-1.xml'))[0] as string;
    await page.goto(productUrl);
    const main = page.locator('.product-gallery__main');
    await expect(main).toHaveAttribute('loading', 'eager');
    await expect(main).toHaveAttribute('fetchpriority', 'high');
    await expect(main).toHaveAttribute('width', '600');
    await expect(main).toHaveAttribute('height', '600');
    const srcset = (await main.getAttribute('srcset')) as string;
    const variant = /(\/media\/w\/320\/\S+\.webp) 320w/.exec(srcset)?.[1] as string;
    const res = await request.get(variant);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/webp');
    const related = page.locator('.product-card img');
    if ((await related.count()) > 0) await expect(related.first()).toHaveAttribute('loading', 'lazy');
  });
});
