import { CONTENT_MESSAGES as M } from '@suraksha/contracts/admin/content';
import { nepalDateTimeInput } from '@suraksha/domain/nepal-time';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { blogs } from '../../db/schema/content.ts';
import { createBlog } from '../../test/factories/content.ts';
import { createSignedInStaff } from '../../test/factories/staff.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

// Blog posts and trainings in the back office (issue #17). The storefront's caches are on (60 s) as
// in production, so "the storefront shows it at once" checks that the write cleared them.

let t: TestApp;
let editor: Record<string, string>;
let warehouse: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { CATALOG_CACHE_SECONDS: '60' } });
  editor = (await createSignedInStaff(t.database.db, 'editor')).headers;
  warehouse = (await createSignedInStaff(t.database.db, 'warehouse')).headers;
});
afterAll(() => t.close());

const db = () => t.database.db;
const post = (url: string, payload: object, headers = editor) =>
  t.app.inject({ method: 'POST', url, headers: { ...apiHeaders, ...headers }, payload });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { ...apiHeaders, ...headers } });
const storefrontSlugs = async (kind: 'blogs' | 'trainings' = 'blogs') =>
  ((await get(`/api/${kind}`)).json()[kind] as { slug: string }[]).map((b) => b.slug);

const HOSTILE =
  '<p>Safe text</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">click</a>' +
  '<svg onload=alert(1)></svg><p style="background:url(x)" onclick="steal()">styled</p>';
const HOSTILE_SANITISED = '<p>Safe text</p><a rel="noopener noreferrer nofollow">click</a><p>styled</p>';

const post1 = (over: object = {}) => ({
  title: 'Choosing a DVR',
  summary: 'What to look for.',
  body: '<h2>Channels</h2><p>Count your <strong>cameras</strong>.</p>',
  seo_title: 'DVR guide',
  seo_description: 'How to choose a DVR in Nepal',
  status: 'published',
  ...over,
});

describe('blog posts in the back office', () => {
  it('creates a published post, audited, and the storefront lists it at once (its cache cleared)', async () => {
    expect(await storefrontSlugs()).not.toContain('choosing-a-dvr');
    const res = await post('/api/admin/content/blogs', post1({ image: '/media/blogs/dvr.webp' }));
    expect(res.statusCode, res.body).toBe(200);
    const { article, message } = res.json();
    expect(message).toBe(M.savedAs('Choosing a DVR', 'published'));
    expect(article).toMatchObject({ slug: 'choosing-a-dvr', status: 'published', image: '/media/blogs/dvr.webp', seo_title: 'DVR guide' });
    expect(article.history).toMatchObject([{ action: 'blog.create', status: 'published' }]);
    expect(await storefrontSlugs()).toContain('choosing-a-dvr');
    const page = (await get('/api/blogs/choosing-a-dvr')).json().blog;
    expect(page.description).toBe('<h2>Channels</h2><p>Count your <strong>cameras</strong>.</p>');
  });

  it('stores hostile HTML sanitised and sends it out inert, in the editor and on the storefront', async () => {
    const res = await post('/api/admin/content/blogs', post1({ title: 'Hostile', body: HOSTILE }));
    expect(res.statusCode, res.body).toBe(200);
    const { article } = res.json();
    expect(article.body).toBe(HOSTILE_SANITISED);
    const [stored] = await db().select({ d: blogs.description }).from(blogs).where(eq(blogs.id, article.id));
    expect(stored?.d).toBe(HOSTILE_SANITISED);
    expect((await get('/api/blogs/hostile')).json().blog.description).toBe(HOSTILE_SANITISED);
  });

  it('keeps a draft off the storefront (list and page) while staff can read and preview it', async () => {
    const res = await post('/api/admin/content/blogs', post1({ title: 'Secret draft', status: 'draft' }));
    const { article } = res.json();
    expect(article).toMatchObject({ status: 'draft', published_at: null });
    expect(await storefrontSlugs()).not.toContain('secret-draft');
    expect((await get('/api/blogs/secret-draft')).statusCode).toBe(404);
    const preview = await get(`/api/admin/content/blogs/${article.id}/preview`, editor);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().article).toMatchObject({ slug: 'secret-draft', title: 'Secret draft' });
    expect((await get(`/api/admin/content/blogs/${article.id}/preview`)).statusCode).toBe(401);
    expect((await get(`/api/admin/content/blogs/${article.id}/preview`, warehouse)).statusCode).toBe(403);
  });

  it('shows a scheduled post only once its time has come (the clock moved through the row)', async () => {
    const soon = nepalDateTimeInput(new Date(Date.now() + 60 * 60 * 1000));
    const res = await post('/api/admin/content/blogs', post1({ title: 'Scheduled post', status: 'scheduled', publish_at: soon }));
    expect(res.statusCode, res.body).toBe(200);
    const { article } = res.json();
    expect(article.status).toBe('scheduled');
    expect(await storefrontSlugs()).not.toContain('scheduled-post');
    expect((await get('/api/blogs/scheduled-post')).statusCode).toBe(404);
    // Its time comes: no job runs, the storefront's query reads published_at <= now().
    await db()
      .update(blogs)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(blogs.id, article.id));
    t.app.catalogueChanges.changed();
    expect(await storefrontSlugs()).toContain('scheduled-post');
    expect((await get('/api/blogs/scheduled-post')).statusCode).toBe(200);
    expect((await get(`/api/admin/content/blogs/${article.id}`, editor)).json().article.status).toBe('published');
  });

  it('shows a published edit at once and records it in the post history', async () => {
    const created = (await post('/api/admin/content/blogs', post1({ title: 'Edit me' }))).json().article;
    expect((await get('/api/blogs/edit-me')).json().blog.title).toBe('Edit me');
    const res = await post(`/api/admin/content/blogs/${created.id}`, post1({ title: 'Edited title', body: '<p>New body</p>' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().article.slug).toBe('edit-me');
    expect(res.json().article.published_at).toBe(created.published_at);
    const page = (await get('/api/blogs/edit-me')).json().blog;
    expect(page).toMatchObject({ title: 'Edited title', description: '<p>New body</p>' });
    const history = (await get(`/api/admin/content/blogs/${created.id}`, editor)).json().article.history;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['blog.update', 'blog.create']);
    const rows = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'blog.update'), eq(auditLog.entityId, String(created.id))));
    expect(rows[0]?.before).toMatchObject({ title: 'Edit me', status: 'published' });
    // Back to a draft: gone from the storefront at once.
    await post(`/api/admin/content/blogs/${created.id}`, post1({ title: 'Edited title', status: 'draft' }));
    expect((await get('/api/blogs/edit-me')).statusCode).toBe(404);
  });

  it('lists every post for staff with its status, seeded ones published', async () => {
    await createBlog(db(), { slug: 'seeded-one' });
    const res = await get('/api/admin/content/blogs', editor);
    expect(res.statusCode).toBe(200);
    const byslug = Object.fromEntries(res.json().articles.map((a: { slug: string; status: string }) => [a.slug, a.status]));
    expect(byslug).toMatchObject({ 'seeded-one': 'published', 'secret-draft': 'draft', 'choosing-a-dvr': 'published' });
  });

  it('refuses bad input with 400, a taken slug with 409, an unknown post with 404, and changes nothing', async () => {
    const before = (await get('/api/admin/content/blogs', editor)).json().articles.length;
    const cases: [object, Record<string, string>][] = [
      [post1({ title: '  ' }), { title: M.titleRequired }],
      [post1({ slug: 'Not A Slug' }), { slug: M.slug }],
      [post1({ summary: '' }), { summary: M.summaryRequired }],
      [post1({ body: '<p>  </p>' }), { body: M.bodyRequired }],
      [post1({ body: '<script>alert(1)</script>' }), { body: M.bodyRequired }],
      [post1({ status: 'live' }), { status: M.status }],
      [post1({ status: 'scheduled' }), { publish_at: M.publishAt }],
      [post1({ status: 'scheduled', publish_at: '2026-02-30T10:00' }), { publish_at: M.publishAt }],
      [post1({ status: 'scheduled', publish_at: '2020-01-01T10:00' }), { publish_at: M.publishAtPast }],
      [post1({ image: 'javascript:alert(1)' }), { image: M.image }],
      [post1({ seo_title: 'x'.repeat(161) }), { seo_title: M.seoTitle }],
    ];
    for (const [body, fields] of cases) {
      const res = await post('/api/admin/content/blogs', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ result: 'error', message: fields });
    }
    const taken = await post('/api/admin/content/blogs', post1());
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ result: 'error', message: { slug: M.slugTaken('choosing-a-dvr') } });
    for (const id of ['999999', 'abc', '1e3']) {
      expect((await get(`/api/admin/content/blogs/${id}`, editor)).statusCode).toBe(404);
      const res = await post(`/api/admin/content/blogs/${id}`, post1({ title: 'Nope', slug: 'nope' }));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ result: 'error', errorMessage: M.notArticle });
    }
    expect((await post('/api/admin/content/blogs', post1({ slug: 'x' }), warehouse)).statusCode).toBe(403);
    expect((await get('/api/admin/content/blogs', editor)).json().articles.length).toBe(before);
  });
});

describe('trainings in the back office', () => {
  it('share the same editor: a published training shows on /trainings, a draft does not', async () => {
    const live = await post('/api/admin/content/trainings', post1({ title: 'NVR basics' }));
    expect(live.statusCode, live.body).toBe(200);
    const draft = await post('/api/admin/content/trainings', post1({ title: 'NVR advanced', status: 'draft' }));
    expect(draft.json().article.history).toMatchObject([{ action: 'training.create', status: 'draft' }]);
    const slugs = await storefrontSlugs('trainings');
    expect(slugs).toContain('nvr-basics');
    expect(slugs).not.toContain('nvr-advanced');
    // A blog's id is not a training's: each kind is its own table.
    expect((await get(`/api/admin/content/trainings/${live.json().article.id}`, editor)).json().article.title).toBe('NVR basics');
  });
});
