import { CONTENT_MESSAGES as C } from '@suraksha/contracts/admin/content';
import { SERVICE_MESSAGES as M } from '@suraksha/contracts/admin/content-services';
import { SHOWCASE_MESSAGES } from '@suraksha/contracts/admin/showcase-fields';
import { nepalDateTimeInput } from '@suraksha/domain/nepal-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../db/schema/content.ts';
import { createService } from '../../test/factories/content.ts';
import { createSignedInStaff } from '../../test/factories/staff.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

// Services in the back office (issue #17, decision 0109). The storefront's caches are on (60 s) as in
// production, so "the storefront shows it at once" checks that each write cleared them.

let t: TestApp;
let editor: Record<string, string>;
let sales: Record<string, string>;
let warehouse: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { CATALOG_CACHE_SECONDS: '60' } });
  editor = (await createSignedInStaff(t.database.db, 'editor')).headers;
  sales = (await createSignedInStaff(t.database.db, 'sales')).headers;
  warehouse = (await createSignedInStaff(t.database.db, 'warehouse')).headers;
  await createService(t.database.db, { title: 'Seeded survey', slug: 'seeded-survey', position: 0 });
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers = editor) =>
  t.app.inject({ method: 'POST', url, headers: { ...apiHeaders, ...headers }, payload });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { ...apiHeaders, ...headers } });
const storefrontSlugs = async () => ((await get('/api/services')).json().services as { slug: string }[]).map((s) => s.slug);

const HOSTILE =
  '<p>Safe text</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">click</a>' +
  '<svg onload=alert(1)></svg><p style="background:url(x)" onclick="steal()">styled</p>';
const HOSTILE_SANITISED = '<p>Safe text</p><a rel="noopener noreferrer nofollow">click</a><p>styled</p>';

const service = (over: object = {}) => ({
  title: 'Camera installation',
  summary: 'We mount and wire your cameras.',
  body: '<h2>What we do</h2><p>Mount, wire and <strong>configure</strong>.</p>',
  image: '/media/services/install.webp',
  starting_price: '2500.50',
  seo_title: 'CCTV installation',
  seo_description: 'Installed by our team',
  seo_keyword: 'cctv installation kathmandu',
  status: 'published',
  ...over,
});

describe('services in the back office', () => {
  it('creates a published service last in the order, priced in paisa, audited, and the storefront shows it at once', async () => {
    expect(await storefrontSlugs()).toEqual(['seeded-survey']);
    const res = await post('/api/admin/content/services', service());
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().service;
    expect(res.json().message).toBe(C.savedAs('Camera installation', 'published'));
    expect(created).toMatchObject({
      slug: 'camera-installation',
      status: 'published',
      starting_price: 2500.5,
      seo_keyword: 'cctv installation kathmandu',
    });
    expect(created.history).toMatchObject([{ action: 'service.create', status: 'published' }]);
    const [row] = await t.database.db.select().from(services).where(eq(services.id, created.id));
    expect(row?.startingPricePaisa).toBe(250_050);
    expect(await storefrontSlugs()).toEqual(['seeded-survey', 'camera-installation']);
    const page = (await get('/api/services/camera-installation')).json().service;
    expect(page).toMatchObject({
      starting_price: 2500.5,
      description: '<h2>What we do</h2><p>Mount, wire and <strong>configure</strong>.</p>',
    });
  });

  it('keeps an empty starting price as "quoted per site" and refuses "12.345" rather than rounding it', async () => {
    const quoted = await post('/api/admin/content/services', service({ title: 'Site survey', starting_price: '' }));
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json().service.starting_price).toBeNull();
    expect((await get('/api/services/site-survey')).json().service.starting_price).toBeNull();
    const bad = await post('/api/admin/content/services', service({ title: 'Odd price', starting_price: '12.345' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ result: 'error', message: { starting_price: M.startingPrice } });
  });

  it('stores hostile HTML sanitised and sends it out inert, in the editor, the preview and on the storefront', async () => {
    const res = await post('/api/admin/content/services', service({ title: 'Hostile service', body: HOSTILE }));
    expect(res.statusCode, res.body).toBe(200);
    const { id, body } = res.json().service;
    expect(body).toBe(HOSTILE_SANITISED);
    const [row] = await t.database.db.select({ d: services.description }).from(services).where(eq(services.id, id));
    expect(row?.d).toBe(HOSTILE_SANITISED);
    expect((await get('/api/services/hostile-service')).json().service.description).toBe(HOSTILE_SANITISED);
    expect((await get(`/api/admin/content/services/${id}/preview`, editor)).json().service.description).toBe(HOSTILE_SANITISED);
  });

  it('keeps a draft off the storefront and refuses its request form, while staff read and preview it', async () => {
    const res = await post('/api/admin/content/services', service({ title: 'Secret service', status: 'draft' }));
    const draft = res.json().service;
    expect(draft).toMatchObject({ status: 'draft', published_at: null });
    expect(await storefrontSlugs()).not.toContain('secret-service');
    expect((await get('/api/services/secret-service')).statusCode).toBe(404);
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/services/secret-service/requests',
      headers: apiHeaders,
      remoteAddress: '10.81.0.1',
      payload: {
        name: 'Gita Rai',
        phone: '01-4123456',
        email: 'gita@example.com',
        province: 'Koshi (Province 1)',
        district: 'Morang',
        address: 'Biratnagar-5, Main Road',
        preferred_date: '2999-12-01',
        message: 'Four cameras for a shop front.',
      },
    });
    expect(request.statusCode).toBe(404);
    expect(request.json()).toEqual({ result: 'error', errorMessage: M.notRequestable });
    const preview = await get(`/api/admin/content/services/${draft.id}/preview`, editor);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().service).toMatchObject({ slug: 'secret-service', title: 'Secret service' });
    expect((await get(`/api/admin/content/services/${draft.id}/preview`)).statusCode).toBe(401);
    expect((await get(`/api/admin/content/services/${draft.id}/preview`, sales)).statusCode).toBe(403);
  });

  it('shows a scheduled service only once its time has come, with no job to run', async () => {
    const soon = nepalDateTimeInput(new Date(Date.now() + 60 * 60 * 1000));
    const res = await post('/api/admin/content/services', service({ title: 'Alarm servicing', status: 'scheduled', publish_at: soon }));
    expect(res.statusCode, res.body).toBe(200);
    const { id, status } = res.json().service;
    expect(status).toBe('scheduled');
    expect(await storefrontSlugs()).not.toContain('alarm-servicing');
    expect((await get('/api/services/alarm-servicing')).statusCode).toBe(404);
    await t.database.db
      .update(services)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(services.id, id));
    t.app.catalogueChanges.changed();
    expect(await storefrontSlugs()).toContain('alarm-servicing');
    expect((await get(`/api/admin/content/services/${id}`, editor)).json().service.status).toBe('published');
  });

  it('shows a published edit at once, keeps its publish time and records it in the history', async () => {
    const before = (await get('/api/admin/content/services', editor))
      .json()
      .services.find((s: { slug: string }) => s.slug === 'camera-installation');
    const res = await post(
      `/api/admin/content/services/${before.id}`,
      service({ title: 'Camera installation and setup', starting_price: 3000 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().service).toMatchObject({ slug: 'camera-installation', starting_price: 3000, published_at: before.published_at });
    expect((await get('/api/services/camera-installation')).json().service.title).toBe('Camera installation and setup');
    expect(res.json().service.history.map((h: { action: string }) => h.action)).toEqual(['service.update', 'service.create']);
    await post(`/api/admin/content/services/${before.id}`, service({ title: 'Camera installation and setup', status: 'draft' }));
    expect((await get('/api/services/camera-installation')).statusCode).toBe(404);
    await post(`/api/admin/content/services/${before.id}`, service({ title: 'Camera installation and setup' }));
  });

  it('reorders the whole list, and the storefront follows at once', async () => {
    const ids = ((await get('/api/admin/content/services', editor)).json().services as { id: number }[]).map((s) => s.id);
    const reversed = ids.toReversed();
    const res = await post('/api/admin/content/services/order', { ids: reversed });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(SHOWCASE_MESSAGES.orderSaved);
    expect(res.json().services.map((s: { id: number }) => s.id)).toEqual(reversed);
    const live = await storefrontSlugs();
    expect(live.indexOf('seeded-survey')).toBe(live.length - 1);
    expect((await post('/api/admin/content/services/order', { ids: ['x'] })).statusCode).toBe(400);
    for (const bad of [{ ids: reversed.slice(1) }, { ids: [...reversed, reversed[0]] }, {}]) {
      const refused = await post('/api/admin/content/services/order', bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json(), JSON.stringify(bad)).toMatchObject({ result: 'error', message: { ids: SHOWCASE_MESSAGES.order } });
    }
    expect((await post('/api/admin/content/services/order', { ids: ids }, warehouse)).statusCode).toBe(403);
  });

  it('refuses bad input with 400, a taken slug with 409, an unknown service with 404, and changes nothing', async () => {
    const count = (await get('/api/admin/content/services', editor)).json().services.length;
    const cases: [object, Record<string, string>][] = [
      [service({ title: ' ' }), { title: C.titleRequired }],
      [service({ slug: 'Not A Slug' }), { slug: C.slug }],
      [service({ summary: '' }), { summary: C.summaryRequired }],
      [service({ body: '<p> </p><script>x()</script>' }), { body: C.bodyRequired }],
      [service({ starting_price: '-5' }), { starting_price: M.startingPrice }],
      [service({ starting_price: 'abc' }), { starting_price: M.startingPrice }],
      [service({ image: 'javascript:alert(1)' }), { image: C.image }],
      [service({ status: 'live' }), { status: C.status }],
      [service({ status: 'scheduled' }), { publish_at: C.publishAt }],
      [service({ status: 'scheduled', publish_at: '2020-01-01T10:00' }), { publish_at: C.publishAtPast }],
      [service({ seo_keyword: 'k'.repeat(201) }), { seo_keyword: M.seoKeyword }],
    ];
    for (const [body, fields] of cases) {
      const res = await post('/api/admin/content/services', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ result: 'error', message: fields });
    }
    const taken = await post('/api/admin/content/services', service());
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ result: 'error', message: { slug: M.slugTaken('camera-installation') } });
    for (const id of ['999999', 'abc']) {
      expect((await get(`/api/admin/content/services/${id}`, editor)).statusCode).toBe(404);
      const res = await post(`/api/admin/content/services/${id}`, service({ slug: 'nope' }));
      expect(res.json()).toEqual({ result: 'error', errorMessage: M.notService });
    }
    expect((await post('/api/admin/content/services', service({ slug: 'x' }), sales)).statusCode).toBe(403);
    expect((await get('/api/admin/content/services', warehouse)).statusCode).toBe(403);
    expect((await get('/api/admin/content/services', editor)).json().services.length).toBe(count);
  });
});
