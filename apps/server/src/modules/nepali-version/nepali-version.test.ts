import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { products } from '../../db/schema/catalog.ts';
import { createSampleCatalogue } from '../../test/factories/catalog.ts';
import { createPage } from '../../test/factories/content.ts';
import { createSignedInStaff } from '../../test/factories/staff.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof createSampleCatalogue>>;
let staff: Record<string, string>;
beforeAll(async () => {
  // The listing and page caches on, as shipped: a save must reach visitors at once all the same.
  t = await createTestApp({ env: { CATALOG_CACHE_SECONDS: '60' } });
  shop = await createSampleCatalogue(t.database.db);
  staff = (await createSignedInStaff(t.database.db, 'manager')).headers;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: apiHeaders });
const save = (path: string, payload: object, headers = staff) =>
  t.app.inject({ method: 'POST', url: `/api/admin/nepali/${path}`, headers: { ...apiHeaders, ...headers }, payload });

describe('the Nepali version of a product, a category and a page (decision 0127)', () => {
  it('is empty until staff save one, and the storefront answers carry it at once, caches on', async () => {
    const dome = shop.items.hikDome;
    const before = (await get(`/api/products/${dome.slug}`)).json();
    expect(before.product.ne).toEqual({});
    const listingBefore = (await get('/api/categories/ip-cameras')).json();
    expect(listingBefore.products.find((p: { id: number }) => p.id === dome.id).ne).toEqual({});

    const res = await save(`products/${dome.id}`, {
      title: 'हिकभिजन ४ मेगापिक्सेल डोम क्यामेरा',
      summary: 'घर र पसलका लागि',
      description: '<p>रातमा पनि <strong>स्पष्ट</strong></p><script>alert(1)</script>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: 'success',
      message: 'The Nepali version is saved.',
      ne: {
        title: 'हिकभिजन ४ मेगापिक्सेल डोम क्यामेरा',
        summary: 'घर र पसलका लागि',
        description: '<p>रातमा पनि <strong>स्पष्ट</strong></p>',
      },
    });
    const page = (await get(`/api/products/${dome.slug}`)).json();
    expect(page.product.ne).toEqual(res.json().ne);
    expect(page.product.title).toBe('Hikvision DS-2CD1143G2-I 4MP Dome Camera');
    // A card carries the Nepali title only.
    const listing = (await get('/api/categories/ip-cameras')).json();
    expect(listing.products.find((p: { id: number }) => p.id === dome.id).ne).toEqual({ title: 'हिकभिजन ४ मेगापिक्सेल डोम क्यामेरा' });

    // The English editor's version is untouched: a form open meanwhile still saves.
    const [row] = await t.database.db.select({ updatedAt: products.updatedAt }).from(products).where(eq(products.id, dome.id));
    expect(row?.updatedAt).toEqual(dome.updatedAt);
    const [audited] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'nepali.change'));
    expect(audited).toMatchObject({ entity: 'product', entityId: String(dome.id), before: {}, after: res.json().ne });
  });

  it('shows the English again for a text saved empty', async () => {
    const dome = shop.items.hikDome;
    const res = await save(`products/${dome.id}`, { title: 'हिकभिजन डोम', summary: '  ', description: '<p></p>' });
    expect(res.json().ne).toEqual({ title: 'हिकभिजन डोम' });
    expect((await get(`/api/products/${dome.slug}`)).json().product.ne).toEqual({ title: 'हिकभिजन डोम' });
  });

  it('gives a category its Nepali name in the menu, the footer, the breadcrumbs and its own listing', async () => {
    const { ipCameras, cameras } = shop.categories;
    expect((await save(`categories/${cameras.id}`, { title: 'सीसीटीभी क्यामेरा' })).statusCode).toBe(200);
    expect((await save(`categories/${ipCameras.id}`, { title: 'आईपी क्यामेरा' })).statusCode).toBe(200);
    const menu = (await get('/api/menu')).json();
    const top = menu.categories.find((c: { id: number }) => c.id === cameras.id);
    expect(top.ne).toEqual({ title: 'सीसीटीभी क्यामेरा' });
    expect(top.children.find((c: { id: number }) => c.id === ipCameras.id).ne).toEqual({ title: 'आईपी क्यामेरा' });
    const product = (await get(`/api/products/${shop.items.hikDome.slug}`)).json().product;
    expect(product.breadcrumbs.map((c: { ne: object }) => c.ne)).toEqual([{ title: 'सीसीटीभी क्यामेरा' }, { title: 'आईपी क्यामेरा' }]);
    const listing = (await get(`/api/categories/${cameras.slug}`)).json().category;
    expect(listing).toMatchObject({ title: 'CCTV Cameras', ne: { title: 'सीसीटीभी क्यामेरा' } });
    expect(listing.children.find((c: { slug: string }) => c.slug === ipCameras.slug).ne).toEqual({ title: 'आईपी क्यामेरा' });
    expect((await get(`/api/categories/${ipCameras.slug}`)).json().category.parent.ne).toEqual({ title: 'सीसीटीभी क्यामेरा' });
  });

  it('gives a content page its Nepali title and text, sanitised', async () => {
    const page = await createPage(t.database.db, { slug: 'about-us', title: 'About Us', content: '<p>Since 2015.</p>' });
    const res = await save(`pages/${page.id}`, { title: 'हाम्रो बारेमा', content: '<p onclick="x()">२०१५ देखि</p>' });
    expect(res.json().ne).toEqual({ title: 'हाम्रो बारेमा', content: '<p>२०१५ देखि</p>' });
    expect((await get('/api/pages/about-us')).json().page.ne).toEqual({ title: 'हाम्रो बारेमा', content: '<p>२०१५ देखि</p>' });
  });

  it('refuses a field the kind has not, a text too long, an unknown row (404) and a role without the right (403), changing nothing', async () => {
    const { ipCameras } = shop.categories;
    const bad = await save(`categories/${ipCameras.id}`, { summary: 'not for categories' });
    expect(bad.statusCode).toBe(400);
    const long = await save(`categories/${ipCameras.id}`, { title: 'क'.repeat(121) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toHaveProperty('title', 'At most 120 characters.');
    expect((await save('products/999999', { title: 'x' })).statusCode).toBe(404);
    expect((await save('products/abc', { title: 'x' })).statusCode).toBe(404);
    const warehouse = (await createSignedInStaff(t.database.db, 'warehouse')).headers;
    expect((await save(`categories/${ipCameras.id}`, { title: 'अरू' }, warehouse)).statusCode).toBe(403);
    expect(
      (await get('/api/menu'))
        .json()
        .categories.flatMap((c: { children: { id: number; ne: object }[] }) => c.children)
        .find((c: { id: number }) => c.id === ipCameras.id).ne,
    ).toEqual({ title: 'आईपी क्यामेरा' });
  });
});
