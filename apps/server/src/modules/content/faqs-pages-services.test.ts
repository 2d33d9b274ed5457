import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFaq, createPage, createService } from '../../test/factories/content.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const get = (url: string) => t.app.inject({ url, headers: apiHeaders });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/faqs', () => {
  it('answers an empty list before any FAQ exists', async () => {
    expect((await get('/api/faqs')).json()).toEqual({ result: 'success', faqs: [] });
  });

  it('lists questions and answers by position, whatever the order they were written in', async () => {
    const db = t.database.db;
    await createFaq(db, { question: 'Third?', answer: 'C', position: 30 });
    await createFaq(db, { question: 'First?', answer: 'A', position: 10 });
    await createFaq(db, { question: 'Second?', answer: 'B', position: 20 });
    const res = await get('/api/faqs');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: 'success',
      faqs: [
        { question: 'First?', answer: 'A' },
        { question: 'Second?', answer: 'B' },
        { question: 'Third?', answer: 'C' },
      ],
    });
  });
});

describe('GET /api/pages/{slug}', () => {
  beforeAll(async () => {
    const db = t.database.db;
    await createPage(db, {
      slug: 'about-us',
      title: 'About Us',
      content:
        '<h2>Who we are</h2><p onmouseover="x()">Since 2015.</p><iframe src="https://evil.example"></iframe><script>alert(1)</script>',
      seoTitle: 'About Suraksha',
      seoDescription: 'Security shop in Kalanki',
      seoKeyword: 'cctv, nepal',
    });
    await createPage(db, { slug: 'bare', title: 'Bare', content: '<p>x</p>' });
    await createPage(db, {
      slug: 'hostile',
      title: 'Hostile',
      content:
        '<p>Read <a href="javascript:alert(1)">this</a> and <a href="JaVaScRiPt&colon;alert(2)">that</a>.</p><svg onload="alert(3)"><circle r="1"/></svg><img src="x" onerror="alert(4)"><object data="x.swf"></object><style>body{display:none}</style><p><a href="/pages/about-us">About</a></p>',
    });
  });

  it('makes hostile page HTML inert: no script, handler, javascript: URL or svg', async () => {
    const { content } = (await get('/api/pages/hostile')).json().page;
    expect(content).not.toMatch(/javascript|alert|onload|onerror|<svg|<object|<style|<script/i);
    expect(content).toBe(
      '<p>Read <a rel="noopener noreferrer nofollow">this</a> and <a rel="noopener noreferrer nofollow">that</a>.</p><p><a href="/pages/about-us" rel="noopener noreferrer nofollow">About</a></p>',
    );
  });

  it('returns the page with sanitized content and its SEO fields', async () => {
    const res = await get('/api/pages/about-us');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: 'success',
      page: {
        slug: 'about-us',
        title: 'About Us',
        content: '<h2>Who we are</h2><p>Since 2015.</p>',
        seo_title: 'About Suraksha',
        seo_description: 'Security shop in Kalanki',
        seo_keyword: 'cctv, nepal',
        ne: {},
      },
    });
  });

  it('sends null SEO fields when the page has none', async () => {
    const { page } = (await get('/api/pages/bare')).json();
    expect(page).toMatchObject({ seo_title: null, seo_description: null, seo_keyword: null });
  });

  it('answers an unknown page with the 404 envelope', async () => {
    const res = await get('/api/pages/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ result: 'error', errorMessage: 'Page not found.' });
  });
});

describe('services', () => {
  beforeAll(async () => {
    const db = t.database.db;
    await createService(db, { title: 'Site Survey', slug: 'site-survey', position: 2, startingPricePaisa: null, summary: 'We visit' });
    await createService(db, {
      title: 'CCTV Installation',
      slug: 'cctv-installation',
      position: 1,
      startingPricePaisa: 150_050,
      summary: 'Per camera',
      description: '<p>Mounting</p><a href="javascript:alert(1)" onclick="x()">book</a><img src="/media/x.svg" onerror="x()">',
      seoTitle: 'Installation | Suraksha',
      seoDescription: 'Installed by us',
      seoKeyword: 'cctv installation',
    });
    await createService(db, { title: 'Retired', slug: 'retired', position: 0, publishedAt: null });
  });

  it('lists published services in the shop’s order with the starting price in rupees', async () => {
    const res = await get('/api/services');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: 'success',
      services: [
        { title: 'CCTV Installation', slug: 'cctv-installation', image: expect.any(String), summary: 'Per camera', starting_price: 1500.5 },
        { title: 'Site Survey', slug: 'site-survey', image: expect.any(String), summary: 'We visit', starting_price: null },
      ],
    });
  });

  it('returns one service with sanitized description, SEO fields and the other services', async () => {
    const res = await get('/api/services/cctv-installation');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: 'success',
      service: {
        title: 'CCTV Installation',
        slug: 'cctv-installation',
        image: expect.any(String),
        summary: 'Per camera',
        starting_price: 1500.5,
        description: '<p>Mounting</p><a rel="noopener noreferrer nofollow">book</a><img src="/media/x.svg" />',
        seo_title: 'Installation | Suraksha',
        seo_description: 'Installed by us',
        seo_keyword: 'cctv installation',
      },
      services: [{ title: 'Site Survey', slug: 'site-survey', image: expect.any(String), summary: 'We visit', starting_price: null }],
    });
  });

  it('answers an unknown or inactive service with the 404 envelope', async () => {
    for (const slug of ['no-such-service', 'retired']) {
      const res = await get(`/api/services/${slug}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ result: 'error', errorMessage: 'Service not found.' });
    }
  });
});
