import { CONTENT_MESSAGES as C } from '@suraksha/contracts/admin/content';
import { FAQ_MESSAGES as F, PAGE_MESSAGES as P } from '@suraksha/contracts/admin/content-faq-page-messages';
import { nepalDateTimeInput } from '@suraksha/domain/nepal-time';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_PAGE_CONTENT, SAFE_PARTS } from '../../../../../e2e/support/hostile-html.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { faqs, pages } from '../../db/schema/content.ts';
import { createFaq, createPage } from '../../test/factories/content.ts';
import { createSignedInStaff } from '../../test/factories/staff.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

// FAQs and content pages in the back office (issue #17, decision 0108). The storefront's caches are on
// (60 s) as in production, so "the storefront shows it at once" checks that each write cleared them.

let t: TestApp;
let editor: Record<string, string>;
let warehouse: Record<string, string>;
let sales: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { CATALOG_CACHE_SECONDS: '60' } });
  editor = (await createSignedInStaff(t.database.db, 'editor')).headers;
  warehouse = (await createSignedInStaff(t.database.db, 'warehouse')).headers;
  sales = (await createSignedInStaff(t.database.db, 'sales')).headers;
});
afterAll(() => t.close());

const db = () => t.database.db;
const post = (url: string, payload: unknown, headers = editor) =>
  t.app.inject({ method: 'POST', url, headers: { ...apiHeaders, ...headers }, payload: payload as object });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { ...apiHeaders, ...headers } });
const storefrontQuestions = async () => ((await get('/api/faqs')).json().faqs as { question: string }[]).map((f) => f.question);
const inAnHour = () => nepalDateTimeInput(new Date(Date.now() + 60 * 60 * 1000));

/** What the hostile fixture must never carry out of the sanitizer: anything that runs or hides the page. */
const RUNNABLE = /<script|<style|<iframe|<object|<embed|<svg|<form|<input|<meta|<base|\bon\w+=|javascript:|data:text|srcdoc/i;

function expectInert(html: string) {
  expect(html).not.toMatch(RUNNABLE);
  expect(html).toContain(SAFE_PARTS.paragraph);
  expect(html).toContain(SAFE_PARTS.closing);
  expect(html).toContain(`<a href="${SAFE_PARTS.linkHref}"`);
  expect(html).toContain(SAFE_PARTS.formerScriptLink);
}

const faq1 = (over: object = {}) => ({
  question: 'Do you install on Saturdays?',
  answer: '<p>Yes, <strong>by appointment</strong>.</p>',
  status: 'published',
  ...over,
});

describe('FAQs in the back office', () => {
  it('creates a published FAQ last in order, audited, and /faqs shows it at once (its cache cleared)', async () => {
    await createFaq(db(), { question: 'Seeded first?', answer: '<p>A</p>', position: 0 });
    await createFaq(db(), { question: 'Seeded second?', answer: '<p>B</p>', position: 1 });
    expect(await storefrontQuestions()).toEqual(['Seeded first?', 'Seeded second?']);
    const res = await post('/api/admin/content/faqs', faq1());
    expect(res.statusCode, res.body).toBe(200);
    const { faq, message } = res.json();
    expect(message).toBe(C.savedAs('The FAQ', 'published'));
    expect(faq).toMatchObject({
      question: 'Do you install on Saturdays?',
      answer: '<p>Yes, <strong>by appointment</strong>.</p>',
      status: 'published',
    });
    expect(faq.history).toMatchObject([{ action: 'faq.create', status: 'published' }]);
    expect(await storefrontQuestions()).toEqual(['Seeded first?', 'Seeded second?', 'Do you install on Saturdays?']);
    expect((await get('/api/faqs')).json().faqs[2].answer).toBe('<p>Yes, <strong>by appointment</strong>.</p>');
  });

  it('passes the hostile-HTML fixture through the answer inert: stored, in the editor and on /faqs', async () => {
    const res = await post('/api/admin/content/faqs', faq1({ question: 'Hostile answer?', answer: HOSTILE_PAGE_CONTENT }));
    expect(res.statusCode, res.body).toBe(200);
    const { faq } = res.json();
    expectInert(faq.answer);
    const [stored] = await db().select({ answer: faqs.answer }).from(faqs).where(eq(faqs.id, faq.id));
    expect(stored?.answer).toBe(faq.answer);
    const served = (await get('/api/faqs')).json().faqs.find((f: { question: string }) => f.question === 'Hostile answer?');
    expect(served.answer).toBe(faq.answer);
  });

  it('keeps a draft off /faqs, and a scheduled one until its time has come', async () => {
    const draft = (await post('/api/admin/content/faqs', faq1({ question: 'Draft question?', status: 'draft' }))).json().faq;
    expect(draft).toMatchObject({ status: 'draft', published_at: null });
    const scheduled = await post(
      '/api/admin/content/faqs',
      faq1({ question: 'Scheduled question?', status: 'scheduled', publish_at: inAnHour() }),
    );
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const { faq } = scheduled.json();
    expect(faq.status).toBe('scheduled');
    expect(await storefrontQuestions()).not.toContain('Draft question?');
    expect(await storefrontQuestions()).not.toContain('Scheduled question?');
    // Its time comes: no job runs, the storefront's query reads published_at <= now().
    await db()
      .update(faqs)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(faqs.id, faq.id));
    t.app.catalogueChanges.changed();
    expect(await storefrontQuestions()).toContain('Scheduled question?');
    expect(await storefrontQuestions()).not.toContain('Draft question?');
    expect((await get(`/api/admin/content/faqs/${faq.id}`, editor)).json().faq.status).toBe('published');
  });

  it('lists every FAQ for staff in the storefront order, drafts in their place', async () => {
    const res = await get('/api/admin/content/faqs', editor);
    expect(res.statusCode).toBe(200);
    const rows = res.json().faqs as { question: string; status: string }[];
    expect(rows.map((f) => f.question)).toEqual([
      'Seeded first?',
      'Seeded second?',
      'Do you install on Saturdays?',
      'Hostile answer?',
      'Draft question?',
      'Scheduled question?',
    ]);
    expect(rows.find((f) => f.question === 'Draft question?')?.status).toBe('draft');
  });

  it('saves a new order with one call, audited, and /faqs follows it at once', async () => {
    const ids = ((await get('/api/admin/content/faqs', editor)).json().faqs as { id: number }[]).map((f) => f.id);
    const reordered = ids.toReversed();
    const res = await post('/api/admin/content/faqs/order', { ids: reordered });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(F.orderSaved);
    expect(res.json().faqs.map((f: { id: number }) => f.id)).toEqual(reordered);
    expect(await storefrontQuestions()).toEqual([
      'Scheduled question?',
      'Hostile answer?',
      'Do you install on Saturdays?',
      'Seeded second?',
      'Seeded first?',
    ]);
    const [row] = await db().select().from(auditLog).where(eq(auditLog.action, 'faq.reorder'));
    expect(row).toMatchObject({ entity: 'faq', before: { ids }, after: { ids: reordered } });
  });

  it('refuses an order that is not exactly today’s FAQs with 409, and changes nothing', async () => {
    const ids = ((await get('/api/admin/content/faqs', editor)).json().faqs as { id: number }[]).map((f) => f.id);
    const before = await storefrontQuestions();
    const [first, ...rest] = ids as [number, ...number[]];
    for (const wrong of [rest, [...ids, 999_999], [first, first, ...rest.slice(1)], [...rest, 999_999]]) {
      const res = await post('/api/admin/content/faqs/order', { ids: wrong });
      expect(res.statusCode, JSON.stringify(wrong)).toBe(409);
      expect(res.json()).toEqual({ result: 'error', errorMessage: F.orderStale, message: { ids: F.orderStale } });
    }
    for (const bad of [{}, { ids: [] }, { ids: 'all' }, { ids: [1.5] }, { ids: ['1'] }, { ids: [-1] }]) {
      const res = await post('/api/admin/content/faqs/order', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().result).toBe('error');
      // The list itself, or the element that is not an id (ids.0), is named.
      expect(Object.values(res.json().message)).toEqual([F.order]);
    }
    expect(await storefrontQuestions()).toEqual(before);
  });

  it('edits an FAQ: a published change shows at once, the history records it, back to draft hides it', async () => {
    const created = (await post('/api/admin/content/faqs', faq1({ question: 'Edit me?' }))).json().faq;
    const res = await post(`/api/admin/content/faqs/${created.id}`, faq1({ question: 'Edited?', answer: '<p>New answer</p>' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().faq.published_at).toBe(created.published_at);
    const served = (await get('/api/faqs')).json().faqs as { question: string; answer: string }[];
    expect(served).toContainEqual({ question: 'Edited?', answer: '<p>New answer</p>' });
    const history = (await get(`/api/admin/content/faqs/${created.id}`, editor)).json().faq.history;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['faq.update', 'faq.create']);
    const [row] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'faq.update'), eq(auditLog.entityId, String(created.id))));
    expect(row?.before).toMatchObject({ question: 'Edit me?', status: 'published' });
    await post(`/api/admin/content/faqs/${created.id}`, faq1({ question: 'Edited?', status: 'draft' }));
    expect(await storefrontQuestions()).not.toContain('Edited?');
  });

  it('refuses bad input with 400, an unknown FAQ with 404, other roles with 403, and changes nothing', async () => {
    const before = (await get('/api/admin/content/faqs', editor)).json().faqs.length;
    const cases: [unknown, Record<string, string>][] = [
      [faq1({ question: '  ' }), { question: F.questionRequired }],
      [faq1({ question: 'x'.repeat(301) }), { question: F.questionTooLong }],
      [faq1({ answer: '<p> </p>' }), { answer: F.answerRequired }],
      [faq1({ answer: '<script>alert(1)</script>' }), { answer: F.answerRequired }],
      [faq1({ answer: 42 }), { answer: F.answerRequired }],
      [faq1({ status: 'live' }), { status: C.status }],
      [faq1({ status: 'scheduled' }), { publish_at: C.publishAt }],
      [faq1({ status: 'scheduled', publish_at: '2020-01-01T10:00' }), { publish_at: C.publishAtPast }],
    ];
    for (const [body, fields] of cases) {
      const res = await post('/api/admin/content/faqs', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ result: 'error', message: fields });
    }
    for (const id of ['999999', 'abc', '1e3']) {
      const read = await get(`/api/admin/content/faqs/${id}`, editor);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual({ result: 'error', errorMessage: F.notFaq });
      expect((await post(`/api/admin/content/faqs/${id}`, faq1())).statusCode).toBe(404);
    }
    for (const staff of [warehouse, sales]) {
      expect((await get('/api/admin/content/faqs', staff)).statusCode).toBe(403);
      expect((await post('/api/admin/content/faqs', faq1(), staff)).statusCode).toBe(403);
      expect((await post('/api/admin/content/faqs/order', { ids: [1] }, staff)).statusCode).toBe(403);
    }
    expect((await get('/api/admin/content/faqs')).statusCode).toBe(401);
    expect((await get('/api/admin/content/faqs', editor)).json().faqs.length).toBe(before);
  });
});

const page1 = (over: object = {}) => ({
  title: 'Installation Warranty',
  content: '<h2>What is covered</h2><p>Labour for <em>one year</em>.</p>',
  seo_title: 'Installation warranty | Suraksha',
  seo_description: 'What our installation warranty covers',
  seo_keyword: 'warranty, installation',
  status: 'published',
  ...over,
});

describe('content pages in the back office', () => {
  it('creates a published page with its slug made from the title, served at /api/pages/{slug} at once', async () => {
    expect((await get('/api/pages/installation-warranty')).statusCode).toBe(404);
    const res = await post('/api/admin/content/pages', page1());
    expect(res.statusCode, res.body).toBe(200);
    const { page, message } = res.json();
    expect(message).toBe(C.savedAs('Installation Warranty', 'published'));
    expect(page).toMatchObject({
      slug: 'installation-warranty',
      status: 'published',
      in_footer: false,
      seo_keyword: 'warranty, installation',
    });
    expect(page.history).toMatchObject([{ action: 'page.create', status: 'published' }]);
    expect((await get('/api/pages/installation-warranty')).json().page).toEqual({
      slug: 'installation-warranty',
      title: 'Installation Warranty',
      content: '<h2>What is covered</h2><p>Labour for <em>one year</em>.</p>',
      seo_title: 'Installation warranty | Suraksha',
      seo_description: 'What our installation warranty covers',
      seo_keyword: 'warranty, installation',
      ne: {},
    });
  });

  it('passes the hostile-HTML fixture through the page text inert: stored, in the editor, preview and storefront', async () => {
    const res = await post('/api/admin/content/pages', page1({ title: 'Hostile page', content: HOSTILE_PAGE_CONTENT }));
    expect(res.statusCode, res.body).toBe(200);
    const { page } = res.json();
    expectInert(page.content);
    const [stored] = await db().select({ content: pages.content }).from(pages).where(eq(pages.id, page.id));
    expect(stored?.content).toBe(page.content);
    expect((await get('/api/pages/hostile-page')).json().page.content).toBe(page.content);
    expect((await get(`/api/admin/content/pages/${page.id}/preview`, editor)).json().page.content).toBe(page.content);
  });

  it('answers 404 for a draft at /pages/{slug} while staff read and preview it; a scheduled page shows at its time', async () => {
    const draft = (await post('/api/admin/content/pages', page1({ title: 'Secret page', status: 'draft' }))).json().page;
    expect(draft).toMatchObject({ slug: 'secret-page', status: 'draft', published_at: null });
    expect((await get('/api/pages/secret-page')).statusCode).toBe(404);
    const preview = await get(`/api/admin/content/pages/${draft.id}/preview`, editor);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().page).toMatchObject({ slug: 'secret-page', title: 'Secret page' });
    expect((await get(`/api/admin/content/pages/${draft.id}/preview`)).statusCode).toBe(401);
    expect((await get(`/api/admin/content/pages/${draft.id}/preview`, warehouse)).statusCode).toBe(403);

    const later = (
      await post('/api/admin/content/pages', page1({ title: 'Later page', status: 'scheduled', publish_at: inAnHour() }))
    ).json().page;
    expect(later.status).toBe('scheduled');
    expect((await get('/api/pages/later-page')).statusCode).toBe(404);
    await db()
      .update(pages)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(pages.id, later.id));
    t.app.catalogueChanges.changed();
    expect((await get('/api/pages/later-page')).statusCode).toBe(200);
  });

  it('shows a published edit at once, keeps the slug when left out, and records the change', async () => {
    const created = (await post('/api/admin/content/pages', page1({ title: 'Edit page' }))).json().page;
    const { slug: _slug, ...withoutSlug } = page1({ title: 'Edited page', content: '<p>New text</p>' }) as Record<string, unknown>;
    const res = await post(`/api/admin/content/pages/${created.id}`, withoutSlug);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().page.slug).toBe('edit-page');
    expect((await get('/api/pages/edit-page')).json().page).toMatchObject({ title: 'Edited page', content: '<p>New text</p>' });
    const renamed = await post(`/api/admin/content/pages/${created.id}`, page1({ title: 'Edited page', slug: 'edited-page' }));
    expect(renamed.json().page.slug).toBe('edited-page');
    expect((await get('/api/pages/edit-page')).statusCode).toBe(404);
    expect((await get('/api/pages/edited-page')).statusCode).toBe(200);
    const history = (await get(`/api/admin/content/pages/${created.id}`, editor)).json().page.history;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['page.update', 'page.update', 'page.create']);
  });

  it('keeps the slug of a page the footer links to and keeps it published (409), while its text can change', async () => {
    const policy = await createPage(db(), { slug: 'return-policy', title: 'Return Policy', content: '<p>Seven days.</p>' });
    const listed = (await get('/api/admin/content/pages', editor)).json().pages.find((p: { id: number }) => p.id === policy.id);
    expect(listed).toMatchObject({ in_footer: true, status: 'published' });
    const moved = await post(`/api/admin/content/pages/${policy.id}`, page1({ title: 'Returns', slug: 'returns' }));
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toEqual({
      result: 'error',
      errorMessage: P.footerSlug('return-policy'),
      message: { slug: P.footerSlug('return-policy') },
    });
    const hidden = await post(
      `/api/admin/content/pages/${policy.id}`,
      page1({ title: 'Return Policy', slug: 'return-policy', status: 'draft' }),
    );
    expect(hidden.statusCode).toBe(409);
    expect(hidden.json().message).toEqual({ status: P.footerHidden('Return Policy') });
    expect((await get('/api/pages/return-policy')).json().page.content).toBe('<p>Seven days.</p>');
    const edited = await post(
      `/api/admin/content/pages/${policy.id}`,
      page1({ title: 'Return Policy', slug: 'return-policy', content: '<p>Ten days.</p>' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await get('/api/pages/return-policy')).json().page.content).toBe('<p>Ten days.</p>');
  });

  it('refuses bad input with 400, a taken slug with 409, an unknown page with 404, other roles with 403', async () => {
    const before = (await get('/api/admin/content/pages', editor)).json().pages.length;
    const cases: [unknown, Record<string, string>][] = [
      [page1({ title: '' }), { title: C.titleRequired }],
      [page1({ slug: 'Not A Slug' }), { slug: C.slug }],
      [page1({ content: '<p></p>' }), { content: P.contentRequired }],
      [page1({ content: null }), { content: P.contentRequired }],
      [page1({ seo_keyword: 'k'.repeat(321) }), { seo_keyword: P.seoKeywords }],
      [page1({ status: 'scheduled', publish_at: '2026-02-30T10:00' }), { publish_at: C.publishAt }],
      [['a list, not a page'], {}],
    ];
    for (const [body, fields] of cases) {
      const res = await post('/api/admin/content/pages', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ result: 'error', message: fields });
    }
    const taken = await post('/api/admin/content/pages', page1());
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toEqual({ slug: P.slugTaken('installation-warranty') });
    for (const id of ['999999', 'abc']) {
      const read = await get(`/api/admin/content/pages/${id}`, editor);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual({ result: 'error', errorMessage: P.notPage });
      expect((await get(`/api/admin/content/pages/${id}/preview`, editor)).statusCode).toBe(404);
      expect((await post(`/api/admin/content/pages/${id}`, page1({ slug: 'nope' }))).statusCode).toBe(404);
    }
    for (const staff of [warehouse, sales]) {
      expect((await get('/api/admin/content/pages', staff)).statusCode).toBe(403);
      expect((await post('/api/admin/content/pages', page1({ slug: 'x' }), staff)).statusCode).toBe(403);
    }
    expect((await get('/api/admin/content/pages', editor)).json().pages.length).toBe(before);
  });
});
