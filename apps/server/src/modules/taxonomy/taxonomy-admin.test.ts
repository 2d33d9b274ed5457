import { TAXONOMY_MESSAGES as M } from '@suraksha/contracts/admin/taxonomy';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { brands, categories } from '../../db/schema/catalog.ts';
import { createBrand, createCategory, createProduct, createSampleCatalogue } from '../../test/factories/catalog.ts';
import { createSignedInStaff } from '../../test/factories/staff.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

// Brands and categories in the back office (issue #16). The storefront's caches are on (60 s) as in
// production, so every check that the storefront "follows at once" is a check that the write cleared them.

let t: TestApp;
let editor: Record<string, string>;
let warehouse: Record<string, string>;
let sample: Awaited<ReturnType<typeof createSampleCatalogue>>;

beforeAll(async () => {
  t = await createTestApp({ env: { CATALOG_CACHE_SECONDS: '60' } });
  const { db } = t.database;
  sample = await createSampleCatalogue(db);
  editor = (await createSignedInStaff(db, 'editor')).headers;
  warehouse = (await createSignedInStaff(db, 'warehouse')).headers;
});
afterAll(() => t.close());

const db = () => t.database.db;
const post = (url: string, payload: object, headers = editor) =>
  t.app.inject({ method: 'POST', url, headers: { ...apiHeaders, ...headers }, payload });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { ...apiHeaders, ...headers } });
const storefront = async <T = Record<string, unknown>>(url: string): Promise<T> => {
  const res = await get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as T;
};
const auditRows = (action: string, entityId: string | number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));

type Menu = { categories: { title: string; slug: string; children: { title: string; slug: string }[] }[] };

describe('brands', () => {
  // The sample has four Hikvision products, one of them inactive.
  it('lists every brand with its product counts, for catalogue.read', async () => {
    const res = await get('/api/admin/brands', warehouse);
    expect(res.statusCode).toBe(200);
    const hikvision = res.json().brands.find((b: { slug: string }) => b.slug === 'hikvision');
    expect(hikvision).toMatchObject({ title: 'Hikvision', active: true, products: 4, activeProducts: 3 });
  });

  it('creates a brand with a slug made from its name, audited, and the storefront lists it at once', async () => {
    expect((await storefront<{ brands: { slug: string }[] }>('/api/brands')).brands.map((b) => b.slug)).not.toContain('uniview-and-co');
    const res = await post('/api/admin/brands', { title: '  Uniview & Co ' });
    expect(res.statusCode, res.body).toBe(200);
    const { brand, message } = res.json();
    expect(message).toBe(M.brandCreated('Uniview & Co'));
    expect(brand).toMatchObject({ title: 'Uniview & Co', slug: 'uniview-and-co', active: true, products: 0 });
    expect((await storefront<{ brands: { slug: string }[] }>('/api/brands')).brands.map((b) => b.slug)).toContain('uniview-and-co');
    expect((await auditRows('brand.create', brand.id)).map((a) => a.after)).toEqual([{ title: 'Uniview & Co', slug: 'uniview-and-co' }]);
  });

  it('refuses a slug in use with 409, bad input with 400, and changes nothing', async () => {
    const taken = await post('/api/admin/brands', { title: 'Another', slug: 'dahua' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      result: 'error',
      errorMessage: M.brandSlugTaken('dahua'),
      message: { slug: M.brandSlugTaken('dahua') },
    });
    const sameName = await post('/api/admin/brands', { title: 'Dahua' });
    expect(sameName.statusCode).toBe(409);
    const badSlug = await post('/api/admin/brands', { title: 'Bad', slug: 'Not A Slug' });
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json().message).toEqual({ slug: M.slug });
    const noTitle = await post('/api/admin/brands', { title: '   ' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().message).toEqual({ title: M.titleRequired });
    const noSlugPossible = await post('/api/admin/brands', { title: 'नेपाली' });
    expect(noSlugPossible.statusCode).toBe(400);
    expect(noSlugPossible.json().message).toEqual({ slug: M.slugFromTitle });
    const rename = await post(`/api/admin/brands/${sample.brands.cpPlus.id}`, { title: 'CP Plus', slug: 'hikvision' });
    expect(rename.statusCode).toBe(409);
    expect((await db().select().from(brands).where(eq(brands.id, sample.brands.cpPlus.id)))[0]?.slug).toBe('cp-plus');
    expect((await post('/api/admin/brands/999999', { title: 'Nobody' })).statusCode).toBe(404);
    expect((await post('/api/admin/brands/abc/deactivate', {})).statusCode).toBe(404);
  });

  it('renames a brand (slug kept when left out), audited, shown by the storefront on the next call', async () => {
    const { dahua } = sample.brands;
    expect((await storefront<{ brand: { title: string } }>('/api/brands/dahua/products')).brand.title).toBe('Dahua');
    const res = await post(`/api/admin/brands/${dahua.id}`, { title: 'Dahua Technology' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().brand).toMatchObject({ title: 'Dahua Technology', slug: 'dahua' });
    expect((await storefront<{ brand: { title: string } }>('/api/brands/dahua/products')).brand.title).toBe('Dahua Technology');
    expect((await auditRows('brand.update', dahua.id)).map((a) => [a.before, a.after])).toEqual([
      [
        { title: 'Dahua', slug: 'dahua' },
        { title: 'Dahua Technology', slug: 'dahua' },
      ],
    ]);
  });

  it('deactivates a brand: its page answers 404 and it leaves the lists, its products stay on sale; activation undoes it', async () => {
    const brand = await createBrand(db(), { title: 'Ezviz', slug: 'ezviz' });
    const product = await createProduct(db(), { title: 'Ezviz C6N indoor camera', slug: 'ezviz-c6n', brandId: brand.id });
    await createProduct(db(), { title: 'Ezviz old model', slug: 'ezviz-old', brandId: brand.id, active: false });
    await storefront('/api/brands/ezviz/products');
    const facetsBefore = await storefront<{ brands: { id: string }[] }>('/api/products?search=ezviz');
    expect(facetsBefore.brands.map((b) => b.id)).toContain('ezviz');
    const res = await post(`/api/admin/brands/${brand.id}/deactivate`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.brandDeactivated('Ezviz', 1));
    expect(res.json().brand).toMatchObject({ active: false, products: 2, activeProducts: 1 });
    expect((await get('/api/brands/ezviz/products')).statusCode).toBe(404);
    expect((await storefront<{ brands: { slug: string }[] }>('/api/brands')).brands.map((b) => b.slug)).not.toContain('ezviz');
    expect((await storefront<{ brands: { slug: string }[] }>('/api/footer')).brands.map((b) => b.slug)).not.toContain('ezviz');
    expect((await get(`/api/products/${product.slug}`)).statusCode).toBe(200);
    // Still found by search, but no longer offered as a brand to filter by.
    const search = await storefront<{ brands: { id: string }[]; products: { slug: string }[] }>('/api/products?search=ezviz');
    expect(search.products.map((p) => p.slug)).toContain('ezviz-c6n');
    expect(search.brands.map((b) => b.id)).not.toContain('ezviz');
    expect((await post(`/api/admin/brands/${brand.id}/deactivate`, {})).statusCode).toBe(409);
    expect((await auditRows('brand.deactivate', brand.id)).map((a) => a.after)).toEqual([{ active: false, activeProducts: 1 }]);

    const back = await post(`/api/admin/brands/${brand.id}/activate`, {});
    expect(back.json().message).toBe(M.activated('Ezviz'));
    expect((await get('/api/brands/ezviz/products')).statusCode).toBe(200);
    expect(await auditRows('brand.activate', brand.id)).toHaveLength(1);
  });

  it('changes nothing for a role without catalogue.write', async () => {
    const res = await post('/api/admin/brands', { title: 'Warehouse brand' }, warehouse);
    expect(res.statusCode).toBe(403);
    expect(await db().select().from(brands).where(eq(brands.title, 'Warehouse brand'))).toEqual([]);
  });
});

describe('categories', () => {
  it('lists the tree depth first with product counts', async () => {
    const res = await get('/api/admin/categories', warehouse);
    expect(res.statusCode).toBe(200);
    const rows = (res.json().categories as { slug: string; depth: number; products: number }[]).filter((c) =>
      ['cctv-cameras', 'ip-cameras', 'hd-analog-cameras', 'recorders', 'nvr'].includes(c.slug),
    );
    expect(rows.map((c) => [c.slug, c.depth])).toEqual([
      ['cctv-cameras', 0],
      ['ip-cameras', 1],
      ['hd-analog-cameras', 1],
      ['recorders', 0],
      ['nvr', 1],
    ]);
    expect(rows.find((c) => c.slug === 'ip-cameras')?.products).toBeGreaterThan(0);
  });

  it('shows a renamed category by its new name on the next storefront call (menu and category page)', async () => {
    const { ipCameras } = sample.categories;
    await storefront('/api/menu');
    await storefront('/api/categories/ip-cameras');
    const res = await post(`/api/admin/categories/${ipCameras.id}`, { title: 'Network Cameras', parentId: ipCameras.parentId });
    expect(res.statusCode, res.body).toBe(200);
    const menu = await storefront<Menu>('/api/menu');
    expect(menu.categories.find((c) => c.slug === 'cctv-cameras')?.children.map((c) => c.title)).toContain('Network Cameras');
    expect((await storefront<{ category: { title: string } }>('/api/categories/ip-cameras')).category.title).toBe('Network Cameras');
    expect((await auditRows('category.update', ipCameras.id)).map((a) => a.after)).toEqual([
      { title: 'Network Cameras', slug: 'ip-cameras', parentId: ipCameras.parentId },
    ]);
  });

  it('creates a category under a parent, last among its siblings; refuses a taken slug and an unknown parent', async () => {
    const { cameras } = sample.categories;
    const res = await post('/api/admin/categories', { title: 'PTZ Cameras', parentId: cameras.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().category).toMatchObject({ slug: 'ptz-cameras', parentId: cameras.id, depth: 1, active: true });
    const menu = await storefront<Menu>('/api/menu');
    expect(menu.categories.find((c) => c.slug === 'cctv-cameras')?.children.at(-1)?.slug).toBe('ptz-cameras');
    expect((await post('/api/admin/categories', { title: 'NVR', parentId: null })).statusCode).toBe(409);
    const unknown = await post('/api/admin/categories', { title: 'Orphan', parentId: 999999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toEqual({ parentId: M.noParent });
    expect((await post('/api/admin/categories', { title: 'No parent given' })).statusCode).toBe(400);
    expect(await auditRows('category.create', res.json().category.id)).toHaveLength(1);
  });

  it('moves a category under another parent, and refuses a move under itself or its own subcategory', async () => {
    const top = await createCategory(db(), { title: 'Alarms', slug: 'alarms' });
    const child = await createCategory(db(), { title: 'Wired Alarms', slug: 'wired-alarms', parentId: top.id });
    const grandchild = await createCategory(db(), { title: 'Sirens', slug: 'sirens', parentId: child.id });
    for (const parentId of [top.id, child.id, grandchild.id]) {
      const res = await post(`/api/admin/categories/${top.id}`, { title: 'Alarms', parentId });
      expect(res.statusCode, `under ${parentId}`).toBe(400);
      expect(res.json().message).toEqual({ parentId: M.cycle });
    }
    expect((await db().select().from(categories).where(eq(categories.id, top.id)))[0]?.parentId).toBeNull();
    const moved = await post(`/api/admin/categories/${grandchild.id}`, { title: 'Sirens', parentId: top.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().category).toMatchObject({ parentId: top.id, depth: 1 });
    const page = await storefront<{ category: { children: { slug: string }[] } }>('/api/categories/alarms');
    expect(page.category.children.map((c) => c.slug)).toEqual(['wired-alarms', 'sirens']);
  });

  it('reorders siblings: the order persists and the storefront menu shows it on the next call', async () => {
    const top = await createCategory(db(), { title: 'Access Control', slug: 'access-control' });
    const kids = [];
    for (const name of ['Card Readers', 'Door Locks', 'Turnstiles']) {
      kids.push((await post('/api/admin/categories', { title: name, parentId: top.id })).json().category.id as number);
    }
    const menuBefore = await storefront<Menu>('/api/menu');
    expect(menuBefore.categories.find((c) => c.slug === 'access-control')?.children.map((c) => c.slug)).toEqual([
      'card-readers',
      'door-locks',
      'turnstiles',
    ]);
    const order = [kids[2], kids[0], kids[1]] as number[];
    const res = await post('/api/admin/categories/order', { parentId: top.id, ids: order });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.orderSaved);
    const menu = await storefront<Menu>('/api/menu');
    expect(menu.categories.find((c) => c.slug === 'access-control')?.children.map((c) => c.slug)).toEqual([
      'turnstiles',
      'card-readers',
      'door-locks',
    ]);
    const page = await storefront<{ category: { children: { slug: string }[] } }>('/api/categories/access-control');
    expect(page.category.children.map((c) => c.slug)).toEqual(['turnstiles', 'card-readers', 'door-locks']);
    const listed = (await get('/api/admin/categories', editor)).json().categories as { id: number; parentId: number | null }[];
    expect(listed.filter((c) => c.parentId === top.id).map((c) => c.id)).toEqual(order);
    expect((await auditRows('category.reorder', top.id)).map((a) => a.after)).toEqual([{ ids: order }]);

    // Top level too: moving the new top category first puts it first in the menu.
    const tops = listed.filter((c) => c.parentId === null).map((c) => c.id);
    const topsFirst = [top.id, ...tops.filter((id) => id !== top.id)];
    expect((await post('/api/admin/categories/order', { parentId: null, ids: topsFirst })).statusCode).toBe(200);
    expect((await storefront<Menu>('/api/menu')).categories[0]?.slug).toBe('access-control');
  });

  it('refuses an order that leaves out, repeats or adds a category, and keeps the old order', async () => {
    const top = await createCategory(db(), { title: 'Cables', slug: 'cables' });
    const a = await createCategory(db(), { title: 'Coaxial', slug: 'coaxial', parentId: top.id, position: 0 });
    const b = await createCategory(db(), { title: 'Ethernet', slug: 'ethernet', parentId: top.id, position: 1 });
    for (const ids of [[b.id], [b.id, b.id], [b.id, a.id, sample.categories.nvr.id]]) {
      const res = await post('/api/admin/categories/order', { parentId: top.id, ids });
      expect(res.statusCode, JSON.stringify(ids)).toBe(400);
      expect(res.json().message).toEqual({ ids: M.order });
    }
    const rows = await db()
      .select()
      .from(categories)
      .where(inArray(categories.id, [a.id, b.id]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.position]))).toEqual({ [a.id]: 0, [b.id]: 1 });
    expect((await post('/api/admin/categories/order', { parentId: top.id, ids: 'x' })).statusCode).toBe(400);
  });

  it('deactivates a category: refused while it has active subcategories; its page 404s, it leaves the menu, its products stay on sale', async () => {
    const top = await createCategory(db(), { title: 'Intercoms', slug: 'intercoms' });
    const child = await createCategory(db(), { title: 'Video Door Phones', slug: 'video-door-phones', parentId: top.id });
    const product = await createProduct(db(), { title: 'Door phone kit', slug: 'door-phone-kit', categoryId: child.id });
    const refused = await post(`/api/admin/categories/${top.id}/deactivate`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessage).toBe(M.activeChildren('Intercoms', 1));

    await storefront('/api/categories/video-door-phones');
    const res = await post(`/api/admin/categories/${child.id}/deactivate`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.categoryDeactivated('Video Door Phones', 1));
    expect((await get('/api/categories/video-door-phones')).statusCode).toBe(404);
    const menu = await storefront<Menu>('/api/menu');
    expect(menu.categories.find((c) => c.slug === 'intercoms')?.children).toEqual([]);
    // Still on sale: its own page, and listed under the active parent.
    expect((await get(`/api/products/${product.slug}`)).statusCode).toBe(200);
    const parent = await storefront<{ products: { slug: string }[] }>('/api/categories/intercoms');
    expect(parent.products.map((p) => p.slug)).toContain('door-phone-kit');
    expect((await auditRows('category.deactivate', child.id)).map((a) => a.after)).toEqual([{ active: false, activeProducts: 1 }]);

    // The parent may go now; the child cannot come back under an inactive parent, nor can one be created there.
    expect((await post(`/api/admin/categories/${top.id}/deactivate`, {})).statusCode).toBe(200);
    expect((await get('/api/categories/intercoms')).statusCode).toBe(404);
    const back = await post(`/api/admin/categories/${child.id}/activate`, {});
    expect(back.statusCode).toBe(409);
    expect(back.json().errorMessage).toBe(M.parentInactive);
    expect((await post('/api/admin/categories', { title: 'Audio Door Phones', parentId: top.id })).statusCode).toBe(400);
    expect((await post(`/api/admin/categories/${top.id}/activate`, {})).statusCode).toBe(200);
    expect((await post(`/api/admin/categories/${child.id}/activate`, {})).statusCode).toBe(200);
    expect((await storefront<Menu>('/api/menu')).categories.find((c) => c.slug === 'intercoms')?.children.map((c) => c.slug)).toEqual([
      'video-door-phones',
    ]);
  });
});
