import { CATALOGUE_MESSAGES as M } from '@suraksha/contracts/admin/catalogues';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { catalogues } from '../../db/schema/content.ts';
import { createCatalogue } from '../../test/factories/catalogue-pages.ts';
import { createSignedInStaff } from '../../test/factories/staff.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

// PDF catalogues in the back office (issue #16, decision 0101).

let t: TestApp;
let editor: Record<string, string>;
let sales: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await createCatalogue(db, { title: 'Dahua Catalogue', slug: 'dahua', position: 0 });
  await createCatalogue(db, { title: 'Hikvision Catalogue', slug: 'hikvision', position: 1 });
  editor = (await createSignedInStaff(db, 'editor')).headers;
  sales = (await createSignedInStaff(db, 'sales')).headers;
});
afterAll(() => t.close());

const db = () => t.database.db;
const post = (url: string, payload: object, headers = editor) =>
  t.app.inject({ method: 'POST', url, headers: { ...apiHeaders, ...headers }, payload });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { ...apiHeaders, ...headers } });
const storefrontSlugs = async () => ((await get('/api/catalogues')).json().catalogues as { slug: string }[]).map((c) => c.slug);
const auditRows = (action: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action)));

describe('PDF catalogues in the back office', () => {
  it('lists every catalogue in shop order for catalogue.read; sales may not change them', async () => {
    const res = await get('/api/admin/catalogues', sales);
    expect(res.statusCode).toBe(200);
    expect(res.json().catalogues.map((c: { slug: string; active: boolean }) => [c.slug, c.active])).toEqual([
      ['dahua', true],
      ['hikvision', true],
    ]);
    expect((await post('/api/admin/catalogues', { title: 'Sales Catalogue' }, sales)).statusCode).toBe(403);
  });

  it('creates a catalogue with a PDF under /media or at an https address, audited, last on the storefront', async () => {
    const res = await post('/api/admin/catalogues', {
      title: 'Ezviz Catalogue 2026',
      image: '/media/catalogues/ezviz.webp',
      pdfUrl: '/media/catalogues/ezviz-2026.pdf',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.created('Ezviz Catalogue 2026'),
      catalogue: { title: 'Ezviz Catalogue 2026', slug: 'ezviz-catalogue-2026', pdfUrl: '/media/catalogues/ezviz-2026.pdf', active: true },
    });
    expect(await storefrontSlugs()).toEqual(['dahua', 'hikvision', 'ezviz-catalogue-2026']);
    const page = (await get('/api/catalogues/ezviz-catalogue-2026')).json();
    expect(page.catalogue).toMatchObject({
      pdf_url: '/media/catalogues/ezviz-2026.pdf',
      download_url: '/catalogues/ezviz-catalogue-2026/download',
    });
    const [entry] = await auditRows('catalogue.create');
    expect(entry?.after).toEqual({
      title: 'Ezviz Catalogue 2026',
      slug: 'ezviz-catalogue-2026',
      image: '/media/catalogues/ezviz.webp',
      pdfUrl: '/media/catalogues/ezviz-2026.pdf',
    });

    const web = await post('/api/admin/catalogues', {
      title: 'Uniview',
      slug: 'uniview',
      pdfUrl: 'https://www.uniview.com/catalogue.pdf',
      image: '',
    });
    expect(web.statusCode, web.body).toBe(200);
    expect(web.json().catalogue).toMatchObject({ pdfUrl: 'https://www.uniview.com/catalogue.pdf', image: null });
  });

  it('refuses bad input with a message under the field, and creates nothing', async () => {
    const [before] = await db().select({ n: count() }).from(catalogues);
    const refused = async (body: object, status: number, field: string, message: string) => {
      const res = await post('/api/admin/catalogues', body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(status);
      expect(res.json().message[field]).toBe(message);
    };
    await refused({ title: 'A', pdfUrl: 'javascript:alert(1)' }, 400, 'pdfUrl', M.pdf);
    await refused({ title: 'B', pdfUrl: 'http://example.com/a.pdf' }, 400, 'pdfUrl', M.pdf);
    await refused({ title: 'C', pdfUrl: '/media/catalogues/a.exe' }, 400, 'pdfUrl', M.pdf);
    await refused({ title: 'D', pdfUrl: '/etc/passwd.pdf' }, 400, 'pdfUrl', M.pdf);
    await refused({ title: 'E', image: 'data:image/png;base64,AAAA' }, 400, 'image', M.image);
    await refused({ title: 'F', image: '/media/catalogues/cover.pdf' }, 400, 'image', M.image);
    await refused({ title: '' }, 400, 'title', M.titleRequired);
    await refused({ title: 'G', slug: 'UPPER' }, 400, 'slug', M.slug);
    await refused({ title: 'Dahua' }, 409, 'slug', M.slugTaken('dahua'));
    expect((await db().select({ n: count() }).from(catalogues))[0]).toEqual(before);
    expect((await post('/api/admin/catalogues/999999', { title: 'Ghost' })).statusCode).toBe(404);
  });

  it('edits a catalogue (slug kept when left out) and audits before and after', async () => {
    const [row] = await db().select().from(catalogues).where(eq(catalogues.slug, 'hikvision'));
    const res = await post(`/api/admin/catalogues/${row?.id}`, { title: 'Hikvision 2026', pdfUrl: '/media/catalogues/hik-2026.pdf' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().catalogue).toMatchObject({ title: 'Hikvision 2026', slug: 'hikvision', pdfUrl: '/media/catalogues/hik-2026.pdf' });
    expect((await get('/api/catalogues/hikvision')).json().catalogue.title).toBe('Hikvision 2026');
    const [entry] = await auditRows('catalogue.update');
    expect(entry?.before).toMatchObject({ title: 'Hikvision Catalogue' });
    expect(entry?.after).toMatchObject({ title: 'Hikvision 2026' });
    const taken = await post(`/api/admin/catalogues/${row?.id}`, { title: 'Hikvision 2026', slug: 'dahua' });
    expect(taken.statusCode).toBe(409);
  });

  it('deactivates a catalogue: its page and download answer 404 and it leaves the list; activation brings it back', async () => {
    const [row] = await db().select().from(catalogues).where(eq(catalogues.slug, 'dahua'));
    const res = await post(`/api/admin/catalogues/${row?.id}/deactivate`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: M.deactivated('Dahua Catalogue'), catalogue: { active: false } });
    expect(await storefrontSlugs()).not.toContain('dahua');
    expect((await get('/api/catalogues/dahua')).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/catalogues/dahua/download' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/sitemaps/shop.xml' })).body).not.toContain('/catalogues/dahua<');
    expect((await post(`/api/admin/catalogues/${row?.id}/deactivate`, {})).statusCode).toBe(409);
    expect((await post(`/api/admin/catalogues/${row?.id}/activate`, {})).statusCode).toBe(200);
    expect(await storefrontSlugs()).toContain('dahua');
    expect((await t.app.inject({ url: '/sitemaps/shop.xml' })).body).toContain('/catalogues/dahua<');
    expect((await auditRows('catalogue.deactivate')).map((a) => a.entityId)).toEqual([String(row?.id)]);
  });

  it('reorders the catalogues: the storefront follows; a list missing one is refused', async () => {
    const ids = (await get('/api/admin/catalogues', editor)).json().catalogues.map((c: { id: number }) => c.id) as number[];
    const moved = [ids[2], ids[0], ids[1], ...ids.slice(3)] as number[];
    const res = await post('/api/admin/catalogues/order', { ids: moved });
    expect(res.statusCode, res.body).toBe(200);
    const slugs = res.json().catalogues.map((c: { slug: string }) => c.slug);
    expect(await storefrontSlugs()).toEqual(slugs);
    expect(slugs.slice(0, 3)).toEqual(['ezviz-catalogue-2026', 'dahua', 'hikvision']);
    expect((await post('/api/admin/catalogues/order', { ids: moved.slice(1) })).statusCode).toBe(400);
    expect((await auditRows('catalogue.reorder')).map((a) => a.after)).toEqual([{ ids: moved }]);
  });
});
