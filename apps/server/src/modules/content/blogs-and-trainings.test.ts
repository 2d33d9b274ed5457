import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlog, createTraining } from '../../test/factories/content.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const get = (url: string) => t.app.inject({ url, headers: apiHeaders });
const day = (n: number) => `2026-03-${String(n).padStart(2, '0')}`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // Eight published posts, one per day (post-8 newest), plus one draft that must never show.
  for (let n = 1; n <= 8; n++) {
    await createBlog(db, { title: `Post ${n}`, slug: `post-${n}`, publishedOn: day(n), summary: `Summary ${n}` });
  }
  await createBlog(db, { title: 'Draft CCTV post', slug: 'draft', publishedOn: day(20), publishedAt: null });
  await createBlog(db, {
    title: '100% Genuine CCTV',
    slug: 'genuine',
    publishedOn: day(9),
    summary: 'Official warranty',
    seoTitle: 'Genuine | Suraksha',
    seoDescription: 'Why genuine matters',
    description:
      '<p>Safe text</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">click</a>' +
      '<svg onload=alert(1)></svg><p style="background:url(x)" onclick="steal()">styled</p>',
  });
  await createBlog(db, { title: 'Cable snake_case', slug: 'snake', publishedOn: day(10), summary: 'A HIKVISION guide' });
});
afterAll(() => t.close());

describe('GET /api/blogs', () => {
  it('lists published posts newest first, a page at a time, with the five latest for the sidebar', async () => {
    const res = await get('/api/blogs');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.result).toBe('success');
    expect(body.blogs.map((b: { slug: string }) => b.slug)).toEqual(['snake', 'genuine', 'post-8', 'post-7', 'post-6', 'post-5']);
    expect(body.blogs[2]).toEqual({ title: 'Post 8', slug: 'post-8', image: expect.any(String), date: '2026-03-08', summary: 'Summary 8' });
    expect(body.recentBlogs).toHaveLength(5);
    expect(body.recentBlogs[0]).toEqual({ title: 'Cable snake_case', slug: 'snake', image: expect.any(String), date: '2026-03-10' });
    expect(body.pagination).toEqual({ page: 1, perPage: 6, total: 10, totalPages: 2 });
  });

  it('serves the following page and an empty page past the end', async () => {
    const second = (await get('/api/blogs?page=2')).json();
    expect(second.blogs.map((b: { slug: string }) => b.slug)).toEqual(['post-4', 'post-3', 'post-2', 'post-1']);
    expect(second.pagination).toEqual({ page: 2, perPage: 6, total: 10, totalPages: 2 });
    const beyond = (await get('/api/blogs?page=10000')).json();
    expect(beyond.blogs).toEqual([]);
    expect(beyond.recentBlogs).toHaveLength(5);
  });

  it('never lists a draft', async () => {
    const all = [...(await get('/api/blogs')).json().blogs, ...(await get('/api/blogs?page=2')).json().blogs];
    expect(all.map((b: { slug: string }) => b.slug)).not.toContain('draft');
    expect((await get('/api/blogs?search=draft')).json().blogs).toEqual([]);
  });

  it('searches title and summary case-insensitively, trimming the term', async () => {
    const byTitle = (await get('/api/blogs?search=%20%20genuine%20')).json();
    expect(byTitle.blogs.map((b: { slug: string }) => b.slug)).toEqual(['genuine']);
    expect(byTitle.pagination).toEqual({ page: 1, perPage: 6, total: 1, totalPages: 1 });
    const bySummary = (await get('/api/blogs?search=hikvision')).json();
    expect(bySummary.blogs.map((b: { slug: string }) => b.slug)).toEqual(['snake']);
  });

  it('treats % and _ in the search as plain characters', async () => {
    expect((await get('/api/blogs?search=%25')).json().blogs.map((b: { slug: string }) => b.slug)).toEqual(['genuine']);
    expect((await get('/api/blogs?search=_')).json().blogs.map((b: { slug: string }) => b.slug)).toEqual(['snake']);
    expect((await get(`/api/blogs?search=${encodeURIComponent('\\')}`)).json().blogs).toEqual([]);
  });

  it('finds nothing with an empty list and pagination of zero pages', async () => {
    const body = (await get('/api/blogs?search=nothing-like-this')).json();
    expect(body.blogs).toEqual([]);
    expect(body.pagination).toEqual({ page: 1, perPage: 6, total: 0, totalPages: 0 });
  });

  it('treats an empty search box as no search', async () => {
    expect((await get('/api/blogs?search=&page=')).json().pagination.total).toBe(10);
  });

  it('refuses a search longer than 200 characters with the 400 envelope', async () => {
    expect((await get(`/api/blogs?search=${'a'.repeat(200)}`)).statusCode).toBe(200);
    const res = await get(`/api/blogs?search=${'a'.repeat(201)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      result: 'error',
      errorMessage: expect.any(String),
      message: { search: 'Search must be 200 characters or fewer.' },
    });
  });

  it('answers a 10,000-character search with the 400 envelope, never a 500', async () => {
    for (const path of ['/api/blogs', '/api/trainings']) {
      const res = await get(`${path}?search=${encodeURIComponent('%_\\'.repeat(2500))}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual({ search: 'Search must be 200 characters or fewer.' });
    }
  });

  it.each(['0', '-1', '1.5', 'abc', '10001'])('refuses page=%s with the 400 envelope', async (page) => {
    const res = await get(`/api/blogs?page=${page}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ result: 'error', message: { page: 'Page must be a whole number from 1 to 10000.' } });
  });
});

describe('GET /api/blogs/{blogId}', () => {
  it('returns the post with its SEO fields and three other recent posts', async () => {
    const res = await get('/api/blogs/post-8');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.result).toBe('success');
    expect(body.blog).toEqual({
      title: 'Post 8',
      slug: 'post-8',
      image: expect.any(String),
      date: '2026-03-08',
      summary: 'Summary 8',
      description: expect.stringMatching(/^<p>Body of blog post \d+\.<\/p>$/),
      seo_title: null,
      seo_description: null,
    });
    expect(body.blogs.map((b: { slug: string }) => b.slug)).toEqual(['snake', 'genuine', 'post-7']);
  });

  it('sends stored hostile HTML out inert', async () => {
    const { blog } = (await get('/api/blogs/genuine')).json();
    expect(blog.seo_title).toBe('Genuine | Suraksha');
    expect(blog.seo_description).toBe('Why genuine matters');
    expect(blog.description).toBe('<p>Safe text</p><a rel="noopener noreferrer nofollow">click</a><p>styled</p>');
  });

  it('answers an unknown or draft slug with the 404 envelope', async () => {
    for (const slug of ['no-such-post', 'draft']) {
      const res = await get(`/api/blogs/${slug}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ result: 'error', errorMessage: 'Blog not found.' });
    }
  });

  it('answers an absurdly long slug with the 404 envelope, not a validation error', async () => {
    const res = await get(`/api/blogs/${'a'.repeat(300)}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().result).toBe('error');
  });

  it('keeps feeding the home page the three latest published posts', async () => {
    const home = (await get('/api/home')).json();
    expect(home.blogs.map((b: { slug: string }) => b.slug)).toEqual(['snake', 'genuine', 'post-8']);
  });
});

describe('trainings', () => {
  beforeAll(async () => {
    const db = t.database.db;
    await createTraining(db, { title: 'NVR basics', slug: 'nvr-basics', publishedOn: '2026-02-01', summary: 'Set up a recorder' });
    await createTraining(db, {
      title: 'PoE wiring',
      slug: 'poe-wiring',
      publishedOn: '2026-02-03',
      summary: 'One cable',
      seoTitle: 'PoE | Training',
    });
    await createTraining(db, { title: 'Hidden', slug: 'hidden', publishedOn: '2026-02-05', publishedAt: null });
  });

  it('lists published trainings with relatedTrainings and pagination', async () => {
    const res = await get('/api/trainings');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.result).toBe('success');
    expect(body.trainings).toEqual([
      { title: 'PoE wiring', slug: 'poe-wiring', image: expect.any(String), date: '2026-02-03', summary: 'One cable' },
      { title: 'NVR basics', slug: 'nvr-basics', image: expect.any(String), date: '2026-02-01', summary: 'Set up a recorder' },
    ]);
    expect(body.relatedTrainings).toEqual([
      { title: 'PoE wiring', slug: 'poe-wiring', image: expect.any(String), date: '2026-02-03' },
      { title: 'NVR basics', slug: 'nvr-basics', image: expect.any(String), date: '2026-02-01' },
    ]);
    expect(body.pagination).toEqual({ page: 1, perPage: 6, total: 2, totalPages: 1 });
  });

  it('searches and validates like the blog list', async () => {
    expect((await get('/api/trainings?search=RECORDER')).json().trainings.map((x: { slug: string }) => x.slug)).toEqual(['nvr-basics']);
    expect((await get(`/api/trainings?search=${'x'.repeat(201)}`)).statusCode).toBe(400);
    expect((await get('/api/trainings?page=0')).statusCode).toBe(400);
  });

  it('returns one training with the others', async () => {
    const body = (await get('/api/trainings/nvr-basics')).json();
    expect(body.result).toBe('success');
    expect(body.training).toMatchObject({ title: 'NVR basics', slug: 'nvr-basics', date: '2026-02-01', seo_title: null });
    expect(body.training.description).toContain('<p>');
    expect(body.trainings.map((x: { slug: string }) => x.slug)).toEqual(['poe-wiring']);
  });

  it('answers an unknown or unpublished training with the 404 envelope', async () => {
    for (const slug of ['nope', 'hidden']) {
      const res = await get(`/api/trainings/${slug}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ result: 'error', errorMessage: 'Training not found.' });
    }
  });
});

describe('API key', () => {
  it('is required for content calls', async () => {
    expect((await t.app.inject({ url: '/api/blogs' })).statusCode).toBe(401);
  });
});
