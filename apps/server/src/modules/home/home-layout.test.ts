import { DEFAULT_HOME_LAYOUT, HOME_LAYOUT_MESSAGES as M, HOME_SECTIONS } from '@suraksha/contracts/home-layout';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { shopSettings } from '../../db/schema/settings.ts';
import { createSignedInStaff } from '../../test/factories/staff.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { HOME_LAYOUT_KEY } from './home-layout-repo.ts';

// The home page's hero texts and sections (issue #17, decision 0109). The storefront's caches are on
// (60 s), so "the home page shows it at once" checks that the save cleared them.

let t: TestApp;
let editor: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { CATALOG_CACHE_SECONDS: '60' } });
  editor = (await createSignedInStaff(t.database.db, 'editor')).headers;
});
afterAll(() => t.close());

const post = (payload: unknown, headers = editor) =>
  t.app.inject({ method: 'POST', url: '/api/admin/content/home', headers: { ...apiHeaders, ...headers }, payload: payload as object });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { ...apiHeaders, ...headers } });
const homeLayout = async () => (await get('/api/home')).json().layout;

const changed = {
  hero: { ...DEFAULT_HOME_LAYOUT.hero, title: 'CCTV fitted this week', eyebrow: '' },
  sections: [
    { key: 'new_products', visible: true },
    { key: 'promises', visible: true },
    { key: 'categories', visible: true },
    { key: 'featured_products', visible: true },
    { key: 'brands', visible: false },
    { key: 'blogs', visible: true },
  ],
};

describe('the home page’s sections', () => {
  it('shows today’s texts and every section in today’s order while nothing is saved', async () => {
    expect(DEFAULT_HOME_LAYOUT.hero.title).toBe('Security for homes and businesses across Nepal');
    expect(DEFAULT_HOME_LAYOUT.sections).toEqual(HOME_SECTIONS.map((key) => ({ key, visible: true })));
    expect(await homeLayout()).toEqual(DEFAULT_HOME_LAYOUT);
    const staff = (await get('/api/admin/content/home', editor)).json();
    expect(staff).toEqual({ result: 'success', layout: DEFAULT_HOME_LAYOUT, history: [] });
  });

  it('saves the hero and the sections, audited, and GET /api/home shows them at once', async () => {
    await homeLayout(); // warm the cache
    const res = await post(changed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: M.saved, layout: changed, history: [{ action: 'home_layout.update' }] });
    expect(await homeLayout()).toEqual(changed);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'home_layout.update'));
    expect(audit?.before).toEqual(DEFAULT_HOME_LAYOUT);
    expect(audit?.after).toEqual(changed);
    expect((await get('/api/admin/content/home', editor)).json().layout).toEqual(changed);
  });

  it('refuses a layout that misses, repeats or invents a section, or leaves the title empty, and keeps the saved one', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [{ ...changed, sections: changed.sections.slice(1) }, { sections: M.sections }],
      [{ ...changed, sections: [...changed.sections.slice(1), changed.sections[1]] }, { sections: M.sections }],
      [{ ...changed, sections: [...changed.sections.slice(1), { key: 'banners', visible: true }] }, { 'sections.5.key': M.sections }],
      [{ ...changed, hero: { ...changed.hero, title: '  ' } }, { 'hero.title': M.titleRequired }],
      [{ ...changed, hero: { ...changed.hero, primary_button: 'x'.repeat(41) } }, { 'hero.primary_button': M.buttonTooLong }],
    ];
    for (const [body, fields] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ result: 'error', message: fields });
    }
    expect(await homeLayout()).toEqual(changed);
  });

  it('falls back to the defaults when the stored value no longer fits (e.g. a section added since)', async () => {
    await t.database.db
      .update(shopSettings)
      .set({ value: { hero: changed.hero, sections: changed.sections.slice(1) } })
      .where(eq(shopSettings.key, HOME_LAYOUT_KEY));
    t.app.catalogueChanges.changed();
    expect(await homeLayout()).toEqual(DEFAULT_HOME_LAYOUT);
  });

  it('is content.write’s: sales and warehouse get 403, a visitor 401', async () => {
    for (const role of ['sales', 'warehouse'] as const) {
      const headers = (await createSignedInStaff(t.database.db, role)).headers;
      expect((await get('/api/admin/content/home', headers)).statusCode).toBe(403);
      expect((await post(changed, headers)).statusCode).toBe(403);
    }
    expect((await get('/api/admin/content/home')).statusCode).toBe(401);
  });
});
