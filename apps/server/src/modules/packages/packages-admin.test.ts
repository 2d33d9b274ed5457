import { PACKAGE_MESSAGES as M } from '@suraksha/contracts/admin/packages';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { packageItems, packages } from '../../db/schema/catalog.ts';
import { createProduct } from '../../test/factories/catalog.ts';
import { createPackage } from '../../test/factories/catalogue-pages.ts';
import { createSignedInStaff } from '../../test/factories/staff.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

// Packages in the back office (issue #16, decision 0101). The storefront's caches are on (60 s) as in
// production, so each "the storefront shows it" check is also a check that the write cleared them.

let t: TestApp;
let manager: Record<string, string>;
let editor: Record<string, string>;
let warehouse: Record<string, string>;
let dvr: { id: number };
let camera: { id: number };
let disk: { id: number };
let quoted: { id: number };

beforeAll(async () => {
  t = await createTestApp({ env: { CATALOG_CACHE_SECONDS: '60' } });
  const { db } = t.database;
  dvr = await createProduct(db, { title: '8-Channel DVR', slug: 'dvr-8', sku: 'DVR-8', pricePaisa: 9_000_00 });
  camera = await createProduct(db, {
    title: 'Dome Camera',
    slug: 'dome-camera',
    sku: 'DOME-1',
    pricePaisa: 3_000_00,
    offerPricePaisa: 2_500_50,
  });
  disk = await createProduct(db, { title: '1 TB Disk', slug: 'disk-1tb', sku: 'HDD-1', pricePaisa: 5_000_00 });
  quoted = await createProduct(db, { title: 'Site Survey', slug: 'site-survey', sku: 'SURVEY', onRequest: true });
  manager = (await createSignedInStaff(db, 'manager')).headers;
  editor = (await createSignedInStaff(db, 'editor')).headers;
  warehouse = (await createSignedInStaff(db, 'warehouse')).headers;
});
afterAll(() => t.close());

const db = () => t.database.db;
const post = (url: string, payload: object, headers = manager) =>
  t.app.inject({ method: 'POST', url, headers: { ...apiHeaders, ...headers }, payload });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { ...apiHeaders, ...headers } });
const storefrontSlugs = async () => {
  const res = await get('/api/packages');
  expect(res.statusCode).toBe(200);
  return (res.json().packages as { slug: string }[]).map((p) => p.slug);
};
const auditRows = (action: string, entityId: string | number | null) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), entityId === null ? undefined : eq(auditLog.entityId, String(entityId))));
const packageCount = async () => (await db().select({ n: count() }).from(packages))[0]?.n;

const kit = (over: Record<string, unknown> = {}) => ({
  title: 'Home Starter Kit',
  summary: 'A DVR and two dome cameras.',
  description: '<p>Everything for a small house.</p><script>alert(1)</script>',
  image: '/media/packages/home-starter-kit.webp',
  price: 13_499.5,
  items: [
    { productId: dvr.id, quantity: 1 },
    { productId: camera.id, quantity: 2 },
  ],
  ...over,
});

describe('packages in the back office', () => {
  it('creates a package of two products: price in paisa, slug from the title, description sanitised, audited, on the storefront at once', async () => {
    expect(await storefrontSlugs()).not.toContain('home-starter-kit');
    const res = await post('/api/admin/packages', kit());
    expect(res.statusCode, res.body).toBe(200);
    const { package: created, message } = res.json();
    expect(message).toBe(M.created('Home Starter Kit'));
    expect(created).toMatchObject({
      title: 'Home Starter Kit',
      slug: 'home-starter-kit',
      image: '/media/packages/home-starter-kit.webp',
      active: true,
      price: 13_499.5,
      // 9,000 + 2 × 2,500.50 (the camera's offer price): what the items cost one by one today.
      partsTotal: 14_001,
      description: '<p>Everything for a small house.</p>',
    });
    expect(created.items).toEqual([
      { productId: dvr.id, title: '8-Channel DVR', sku: 'DVR-8', slug: 'dvr-8', active: true, price: 9_000, quantity: 1 },
      { productId: camera.id, title: 'Dome Camera', sku: 'DOME-1', slug: 'dome-camera', active: true, price: 2_500.5, quantity: 2 },
    ]);
    const [row] = await db().select().from(packages).where(eq(packages.id, created.id));
    expect(row?.pricePaisa).toBe(13_499_50);
    expect(await storefrontSlugs()).toContain('home-starter-kit');
    const page = await get('/api/packages/home-starter-kit');
    expect(page.json().package.items.map((i: { slug: string; quantity: number }) => [i.slug, i.quantity])).toEqual([
      ['dvr-8', 1],
      ['dome-camera', 2],
    ]);
    const [entry] = await auditRows('package.create', created.id);
    expect(entry?.after).toMatchObject({
      title: 'Home Starter Kit',
      pricePaisa: 13_499_50,
      items: [
        { productId: dvr.id, quantity: 1 },
        { productId: camera.id, quantity: 2 },
      ],
    });
  });

  it('lists every package with items and parts total for catalogue.read; on request makes the total unknown', async () => {
    await createPackage(db(), [{ productId: quoted.id, quantity: 1 }], { title: 'Survey Kit', slug: 'survey-kit', active: false });
    const res = await get('/api/admin/packages', warehouse);
    expect(res.statusCode).toBe(200);
    const survey = res.json().packages.find((p: { slug: string }) => p.slug === 'survey-kit');
    expect(survey).toMatchObject({ active: false, price: 10_000, partsTotal: null });
    expect(survey.items[0]).toMatchObject({ productId: quoted.id, price: null, quantity: 1 });
    expect((await post('/api/admin/packages', kit({ title: 'Warehouse Kit' }), warehouse)).statusCode).toBe(403);
  });

  it('refuses bad input with a message under the field, and creates nothing', async () => {
    const before = await packageCount();
    const refused = async (body: object, status: number, field: string, message: string) => {
      const res = await post('/api/admin/packages', body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(status);
      expect(res.json().result).toBe('error');
      expect(res.json().message[field]).toBe(message);
    };
    await refused(
      kit({ title: 'Unknown product', items: [{ productId: 999_999, quantity: 1 }] }),
      400,
      'items',
      M.unknownProducts([999_999]),
    );
    await refused(kit({ title: 'Zero', items: [{ productId: dvr.id, quantity: 0 }] }), 400, 'items.0.quantity', M.quantity);
    await refused(kit({ title: 'Half', items: [{ productId: dvr.id, quantity: 1.5 }] }), 400, 'items.0.quantity', M.quantity);
    await refused(kit({ title: 'Text id', items: [{ productId: 'dvr', quantity: 1 }] }), 400, 'items.0.productId', M.product);
    await refused(
      kit({
        title: 'Twice',
        items: [
          { productId: dvr.id, quantity: 1 },
          { productId: dvr.id, quantity: 2 },
        ],
      }),
      400,
      'items',
      M.duplicate,
    );
    await refused(kit({ title: 'Nothing', items: [] }), 400, 'items', M.items);
    await refused(kit({ title: 'Negative', price: -5 }), 400, 'price', M.price);
    await refused(kit({ title: 'Zero price', price: 0 }), 400, 'price', M.price);
    await refused(kit({ title: 'Garbage', price: 'abc' }), 400, 'price', M.price);
    await refused(kit({ title: 'Fraction', price: 10.005 }), 400, 'price', M.price);
    await refused(kit({ title: 'Huge', price: 1e12 }), 400, 'price', M.price);
    await refused({ ...kit({ title: 'No price' }), price: undefined }, 400, 'price', M.price);
    await refused(kit({ title: 'Script', image: 'javascript:alert(1)' }), 400, 'image', M.image);
    await refused(kit({ title: 'Plain http', image: 'http://example.com/a.jpg' }), 400, 'image', M.image);
    await refused(kit({ title: 'Up a folder', image: '/media/../etc/passwd.png' }), 400, 'image', M.image);
    await refused(kit({ title: '   ' }), 400, 'title', M.titleRequired);
    await refused(kit({ title: 'Bad slug', slug: 'Not A Slug' }), 400, 'slug', M.slug);
    await refused(kit({ title: 'Home Starter Kit' }), 409, 'slug', M.slugTaken('home-starter-kit'));
    expect(await packageCount()).toBe(before);
    expect((await post('/api/admin/packages/999999', kit({ title: 'Ghost' }))).statusCode).toBe(404);
    expect((await post('/api/admin/packages/abc/deactivate', {})).statusCode).toBe(404);
  });

  it('lets an editor change the text and items but not the price (403, nothing changes); a manager changes the price', async () => {
    const created = await createPackage(db(), [{ productId: dvr.id, quantity: 1 }], {
      title: 'Office Kit',
      slug: 'office-kit',
      pricePaisa: 20_000_00,
    });
    const items = [
      { productId: dvr.id, quantity: 1 },
      { productId: disk.id, quantity: 2 },
    ];
    expect((await post('/api/admin/packages', kit({ title: 'Editor Kit' }), editor)).statusCode).toBe(403);

    const priced = await post(`/api/admin/packages/${created.id}`, { title: 'Office Kit Plus', items, price: 18_000 }, editor);
    expect(priced.statusCode, priced.body).toBe(403);
    expect(priced.json().message).toEqual({ price: M.pricePermission });
    const [untouched] = await db().select().from(packages).where(eq(packages.id, created.id));
    expect(untouched).toMatchObject({ title: 'Office Kit', pricePaisa: 20_000_00 });
    expect(await db().select().from(packageItems).where(eq(packageItems.packageId, created.id))).toHaveLength(1);

    // The same price sent back, or none at all, is not a price change.
    const same = await post(`/api/admin/packages/${created.id}`, { title: 'Office Kit Plus', items, price: 20_000 }, editor);
    expect(same.statusCode, same.body).toBe(200);
    const text = await post(`/api/admin/packages/${created.id}`, { title: 'Office Kit Pro', summary: 'For offices.', items }, editor);
    expect(text.statusCode, text.body).toBe(200);
    expect(text.json().package).toMatchObject({
      title: 'Office Kit Pro',
      slug: 'office-kit',
      summary: 'For offices.',
      price: 20_000,
      partsTotal: 19_000,
    });

    const res = await post(`/api/admin/packages/${created.id}`, { title: 'Office Kit Pro', items, price: 18_500.25 }, manager);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().package.price).toBe(18_500.25);
    const updates = await auditRows('package.update', created.id);
    expect(updates.map((a) => [(a.before as { pricePaisa: number }).pricePaisa, (a.after as { pricePaisa: number }).pricePaisa])).toEqual([
      [20_000_00, 20_000_00],
      [20_000_00, 20_000_00],
      [20_000_00, 18_500_25],
    ]);
  });

  it('deactivates a package: its page answers 404 and it leaves the list; activating brings it back; audited', async () => {
    const created = await createPackage(db(), [{ productId: camera.id, quantity: 4 }], { title: 'Camera Four', slug: 'camera-four' });
    expect(await storefrontSlugs()).toContain('camera-four');
    expect((await get('/api/packages/camera-four')).statusCode).toBe(200);
    const res = await post(`/api/admin/packages/${created.id}/deactivate`, {}, editor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: M.deactivated('Camera Four'), package: { active: false } });
    expect((await get('/api/packages/camera-four')).statusCode).toBe(404);
    expect(await storefrontSlugs()).not.toContain('camera-four');
    const again = await post(`/api/admin/packages/${created.id}/deactivate`, {}, editor);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessage).toBe(M.alreadyInactive('Camera Four'));
    expect((await post(`/api/admin/packages/${created.id}/activate`, {}, editor)).statusCode).toBe(200);
    expect(await storefrontSlugs()).toContain('camera-four');
    expect((await auditRows('package.deactivate', created.id)).map((a) => a.after)).toEqual([{ active: false }]);
    expect((await auditRows('package.activate', created.id)).map((a) => a.after)).toEqual([{ active: true }]);
  });

  it('shows an inactive product inside a package to staff (the storefront hides such a package)', async () => {
    const retired = await createProduct(db(), { title: 'Retired Switch', slug: 'retired-switch', active: false });
    const created = await createPackage(
      db(),
      [
        { productId: dvr.id, quantity: 1 },
        { productId: retired.id, quantity: 1 },
      ],
      { title: 'Network Kit', slug: 'network-kit' },
    );
    const listed = (await get('/api/admin/packages', editor)).json().packages.find((p: { id: number }) => p.id === created.id);
    expect(listed.items.map((i: { title: string; active: boolean }) => [i.title, i.active])).toEqual([
      ['8-Channel DVR', true],
      ['Retired Switch', false],
    ]);
    expect(await storefrontSlugs()).not.toContain('network-kit');
  });

  it('reorders every package: the storefront lists them in the new order; a partial or repeated list is refused', async () => {
    const ids = (await get('/api/admin/packages', editor)).json().packages.map((p: { id: number }) => p.id) as number[];
    const reversed = ids.toReversed();
    const res = await post('/api/admin/packages/order', { ids: reversed }, editor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().packages.map((p: { id: number }) => p.id)).toEqual(reversed);
    // The storefront shows the active packages whose products are all on sale, in the new order.
    type Listed = { slug: string; active: boolean; items: { active: boolean }[] };
    const sellable = (res.json().packages as Listed[]).filter((p) => p.active && p.items.length > 0 && p.items.every((i) => i.active));
    expect(sellable.length).toBeGreaterThan(2);
    expect(await storefrontSlugs()).toEqual(sellable.map((p) => p.slug));
    const [entry] = await auditRows('package.reorder', null);
    expect(entry?.after).toEqual({ ids: reversed });

    for (const bad of [reversed.slice(1), [...reversed, reversed[0]], [...reversed.slice(1), 999_999], []]) {
      const refused = await post('/api/admin/packages/order', { ids: bad }, editor);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json().message).toEqual({ ids: M.order });
    }
    expect((await post('/api/admin/packages/order', { ids: ['x'] }, editor)).json().message).toEqual({ 'ids.0': M.order });
    expect((await get('/api/admin/packages', editor)).json().packages.map((p: { id: number }) => p.id)).toEqual(reversed);
  });
});
