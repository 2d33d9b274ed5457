import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleCatalogue } from '../../test/factories/catalog.ts';
import { createSignedInStaff } from '../../test/factories/staff.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

// Decision 0132: a buyer who types in Nepali finds the products whose Nepali title, category name or
// description staff wrote (decision 0127), at once after the save, the listing cache on as shipped.

let t: TestApp;
let shop: Awaited<ReturnType<typeof createSampleCatalogue>>;
let staff: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ env: { CATALOG_CACHE_SECONDS: '60' } });
  shop = await createSampleCatalogue(t.database.db);
  staff = (await createSignedInStaff(t.database.db, 'manager')).headers;
});
afterAll(() => t.close());

const found = async (search: string): Promise<string[]> => {
  const res = await t.app.inject({ url: `/api/products?${new URLSearchParams({ search })}`, headers: apiHeaders });
  expect(res.statusCode).toBe(200);
  return (res.json() as { products: { slug: string }[] }).products.map((p) => p.slug).toSorted();
};
const saveNepali = async (path: string, payload: object) => {
  const res = await t.app.inject({ method: 'POST', url: `/api/admin/nepali/${path}`, headers: { ...apiHeaders, ...staff }, payload });
  expect(res.statusCode).toBe(200);
};

describe('search in Nepali', () => {
  it('finds a product by its Nepali title and description once staff save them, and no longer once they clear them', async () => {
    const dome = shop.items.hikDome;
    expect(await found('गुम्बज')).toEqual([]);
    await saveNepali(`products/${dome.id}`, { title: 'हिकभिजन गुम्बज क्यामेरा', description: '<p>रातमा पनि स्पष्ट देखिने</p>' });
    expect(await found('गुम्बज')).toEqual([dome.slug]);
    expect(await found('स्पष्ट')).toEqual([dome.slug]);
    // Typed with the English model number beside it, as buyers do.
    expect(await found('गुम्बज 4MP')).toEqual([dome.slug]);

    await saveNepali(`products/${dome.id}`, {});
    expect(await found('गुम्बज')).toEqual([]);
  });

  it('finds every product of a category by the category’s Nepali name', async () => {
    const { ipCameras } = shop.categories;
    await saveNepali(`categories/${ipCameras.id}`, { title: 'आईपी सीसीटीभी' });
    const inCategory = Object.values(shop.items)
      .filter((p) => p.categoryId === ipCameras.id && p.active)
      .map((p) => p.slug)
      .toSorted();
    expect(inCategory.length).toBeGreaterThan(1);
    expect(await found('सीसीटीभी')).toEqual(inCategory);
  });
});
