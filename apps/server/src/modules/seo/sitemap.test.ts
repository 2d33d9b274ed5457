import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrand, createCategory, createProduct } from '../../test/factories/catalog.ts';
import { createPackage } from '../../test/factories/catalogue-pages.ts';
import { createBlog, createPage, createService, createTraining } from '../../test/factories/content.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildSitemapIndex, productSitemap } from './sitemap-service.ts';

const PUBLIC_URL = 'https://shop.example.com.np';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
  const db = t.database.db;
  const brand = await createBrand(db, { slug: 'hikvision', updatedAt: new Date('2026-02-03T10:00:00Z') });
  const category = await createCategory(db, { slug: 'ip-cameras' });
  for (let i = 1; i <= 5; i++)
    await createProduct(db, {
      slug: `camera-${i}`,
      brandId: brand.id,
      categoryId: category.id,
      updatedAt: new Date(`2026-03-0${i}T08:00:00Z`),
    });
  await createProduct(db, { slug: 'retired-camera', active: false });
  await createProduct(db, { slug: 'a&b <dome>' });
  await createPage(db, { slug: 'about-us' });
  await createPage(db, { slug: 'seller-disclosure' });
  await createBlog(db, { slug: 'choosing-a-dvr' });
  await createBlog(db, { slug: 'draft-post', publishedAt: null });
  await createTraining(db, { slug: 'nvr-basics' });
  await createService(db, { slug: 'cctv-installation' });
  await createPackage(db, [], { slug: '4-camera-kit' });
  await createPackage(db, [], { slug: 'withdrawn-kit', active: false });
});
afterAll(() => t.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] as string);
const get = (url: string) => t.app.inject({ url });

async function collect(stream: AsyncIterable<string>): Promise<string> {
  let xml = '';
  for await (const piece of stream) xml += piece;
  return xml;
}

describe('GET /robots.txt', () => {
  it('opens the shop to crawlers, closes the customer pages and the API, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/dashboard', '/carts', '/checkouts', '/wishlists', '/api/']) expect(lines).toContain(`Disallow: ${path}`);
    for (const path of ['/ne/dashboard', '/ne/carts', '/ne/checkouts', '/ne/wishlists']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('GET /sitemap.xml', () => {
  it('is an index of the shop sitemap and one product sitemap, with absolute URLs and lastmod', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(locs(res.body)).toEqual([`${PUBLIC_URL}/sitemaps/shop.xml`, `${PUBLIC_URL}/sitemaps/products-1.xml`]);
    expect(res.body.match(/<lastmod>\d{4}-\d\d-\d\d<\/lastmod>/g)).toHaveLength(2);
  });

  it('lists home, the listing pages, categories, brands, packages and published content in the shop sitemap', async () => {
    const res = await get('/sitemaps/shop.xml');
    expect(res.statusCode).toBe(200);
    const urls = locs(res.body);
    for (const path of [
      '/',
      '/brands',
      '/blogs',
      '/trainings',
      '/faqs',
      '/catalogues',
      '/certificates',
      '/coupons',
      '/packages',
      '/services',
      '/contact-us',
      '/order-tracking',
    ]) {
      expect(urls).toContain(`${PUBLIC_URL}${path}`);
    }
    for (const path of [
      '/category/ip-cameras',
      '/brands/hikvision',
      '/pages/about-us',
      '/blogs/choosing-a-dvr',
      '/trainings/nvr-basics',
      '/services/cctv-installation',
      '/packages/4-camera-kit',
    ]) {
      expect(urls).toContain(`${PUBLIC_URL}${path}`);
    }
    // The seller page is the settings' (decision 0123); the old static page only redirects there.
    expect(urls).toContain(`${PUBLIC_URL}/pages/seller-information`);
    expect(urls).not.toContain(`${PUBLIC_URL}/pages/seller-disclosure`);
    expect(urls).not.toContain(`${PUBLIC_URL}/blogs/draft-post`);
    expect(urls).not.toContain(`${PUBLIC_URL}/packages/withdrawn-kit`);
    expect(res.body).toContain(`<loc>${PUBLIC_URL}/brands/hikvision</loc><lastmod>2026-02-03</lastmod>`);
  });

  it('lists every page in Nepali too, each URL naming both languages and x-default as alternates (decision 0124)', async () => {
    const res = await get('/sitemaps/shop.xml');
    const urls = locs(res.body);
    expect(urls).toContain(`${PUBLIC_URL}/ne`);
    expect(urls).toContain(`${PUBLIC_URL}/ne/brands/hikvision`);
    expect(urls.filter((u) => u.startsWith(`${PUBLIC_URL}/ne`))).toHaveLength(urls.length / 2);
    expect(res.body).toMatch(/<urlset [^>]*xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml"/);
    const alternates =
      `<xhtml:link rel="alternate" hreflang="en" href="${PUBLIC_URL}/brands/hikvision"/>` +
      `<xhtml:link rel="alternate" hreflang="ne" href="${PUBLIC_URL}/ne/brands/hikvision"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/brands/hikvision"/>`;
    expect(res.body).toContain(`<url><loc>${PUBLIC_URL}/brands/hikvision</loc><lastmod>2026-02-03</lastmod>${alternates}</url>`);
    expect(res.body).toContain(`<url><loc>${PUBLIC_URL}/ne/brands/hikvision</loc><lastmod>2026-02-03</lastmod>${alternates}</url>`);
  });

  it('lists every active product, escaped, with its last change, and never an inactive one', async () => {
    const res = await get('/sitemaps/products-1.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const urls = locs(res.body);
    // Six products, each in English and in Nepali.
    expect(urls).toHaveLength(12);
    expect(urls).toContain(`${PUBLIC_URL}/products/camera-3`);
    expect(urls).toContain(`${PUBLIC_URL}/ne/products/camera-3`);
    expect(urls).not.toContain(`${PUBLIC_URL}/products/retired-camera`);
    // The slug is one encoded path segment, and XML-escaped on top.
    expect(urls).toContain(`${PUBLIC_URL}/products/a%26b%20%3Cdome%3E`);
    expect(res.body).toContain(`<loc>${PUBLIC_URL}/products/camera-3</loc><lastmod>2026-03-03</lastmod>`);
    expect(res.body.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('answers 404 for a product sitemap past the end or a name it never made', async () => {
    for (const file of ['products-2.xml', 'products-0.xml', 'products-01.xml', 'products-1.xml.gz', 'other.xml', '..%2Frobots.txt']) {
      expect((await get(`/sitemaps/${file}`)).statusCode, file).toBe(404);
    }
  });
});

describe('splitting products into sitemaps of at most N URLs', () => {
  it('cuts the products into chunks that together list each active product exactly once', async () => {
    const db = t.database.db;
    // Four URLs a file: two products, each in both languages.
    const index = await buildSitemapIndex(db, PUBLIC_URL, 4);
    expect(locs(index)).toEqual([
      `${PUBLIC_URL}/sitemaps/shop.xml`,
      `${PUBLIC_URL}/sitemaps/products-1.xml`,
      `${PUBLIC_URL}/sitemaps/products-2.xml`,
      `${PUBLIC_URL}/sitemaps/products-3.xml`,
    ]);
    const seen: string[] = [];
    for (const chunk of [1, 2, 3]) {
      const stream = await productSitemap(db, PUBLIC_URL, chunk, 4);
      const urls = locs(await collect(stream as AsyncIterable<string>));
      expect(urls.length).toBeLessThanOrEqual(4);
      seen.push(...urls);
    }
    expect(seen).toHaveLength(12);
    expect(new Set(seen).size).toBe(12);
    expect(await productSitemap(db, PUBLIC_URL, 4, 4)).toBeNull();
  });
});
