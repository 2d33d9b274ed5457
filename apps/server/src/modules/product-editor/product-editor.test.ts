import { PRODUCT_EDITOR_MESSAGES as M, type ProductCreateBody, type ProductEditorDetail } from '@suraksha/contracts/admin/product-editor';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { products } from '../../db/schema/catalog.ts';
import { stockMovements } from '../../db/schema/stock.ts';
import { createSignedInUser } from '../../test/factories/accounts.ts';
import { createSampleCatalogue } from '../../test/factories/catalog.ts';
import { createSignedInStaff } from '../../test/factories/staff.ts';
import { checkoutPayload, commerceClient } from '../../test/commerce.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

// The product editor (issue #16). The storefront's caches are on (60 s) as in production, so every
// check that the storefront "follows at once" is a check that the write cleared them.

let t: TestApp;
let manager: Record<string, string>;
let editor: Record<string, string>;
let managerId: number;
let sample: Awaited<ReturnType<typeof createSampleCatalogue>>;

beforeAll(async () => {
  t = await createTestApp({ env: { CATALOG_CACHE_SECONDS: '60' } });
  const { db } = t.database;
  sample = await createSampleCatalogue(db);
  const signedIn = await createSignedInStaff(db, 'manager');
  manager = signedIn.headers;
  managerId = signedIn.user.id;
  editor = (await createSignedInStaff(db, 'editor')).headers;
});
afterAll(() => t.close());

const db = () => t.database.db;
const post = (url: string, payload: object, headers = manager) =>
  t.app.inject({ method: 'POST', url, headers: { ...apiHeaders, ...headers }, payload });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { ...apiHeaders, ...headers } });
const productRow = async (id: number) => (await db().select().from(products).where(eq(products.id, id)))[0];

const refused = (res: Awaited<ReturnType<typeof post>>, status: number, field: string, message: string) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ result: 'error', message: { [field]: message } });
};

let serial = 0;
/** A complete, valid new product; each call its own title, slug and SKU. */
function aProduct(overrides: Partial<ProductCreateBody> = {}): ProductCreateBody {
  serial += 1;
  return {
    title: `Ezviz C6N Wi-Fi Camera ${serial}`,
    sku: `SR-EDT-${serial}`,
    brand_id: sample.brands.hikvision.id,
    category_id: sample.categories.ipCameras.id,
    price: null,
    offer_price: null,
    on_request: false,
    unit: 'pcs',
    low_stock_at: 3,
    color: 'White',
    size: '2MP',
    summary: 'A pan-and-tilt Wi-Fi camera for the home.',
    description: '<p>Sees the <strong>whole</strong> room.</p>',
    specs: [
      { name: 'Resolution', value: '1080p' },
      { name: 'Lens', value: '4 mm' },
    ],
    gallery: [
      { src: `/media/products/c6n-${serial}-front.webp`, alt: 'The camera from the front' },
      { src: `/media/products/c6n-${serial}-side.webp`, alt: 'The camera from the side' },
    ],
    datasheet_url: `/media/datasheets/c6n-${serial}.pdf`,
    featured: false,
    active: true,
    seo_title: null,
    seo_description: null,
    seo_keyword: null,
    related_ids: [],
    ...overrides,
  };
}

/** The form's body for an edit: the product as loaded, with these changes. */
function editOf(product: ProductEditorDetail, changes: Record<string, unknown> = {}) {
  const { id: _id, brand, category, related, old_slugs: _old, created_at: _created, ...rest } = product;
  return {
    ...rest,
    brand_id: brand?.id ?? null,
    category_id: category?.id ?? null,
    related_ids: related.map((r) => r.id),
    ...changes,
  };
}

async function created(overrides: Partial<ProductCreateBody> = {}, headers = manager): Promise<ProductEditorDetail> {
  const res = await post('/api/admin/products', aProduct(overrides), headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().product;
}

describe('GET /api/admin/products/{productId}', () => {
  it('answers a product as the editor shows it, a product never edited here with its image as its one photo', async () => {
    const bullet = sample.items.hikBullet;
    const res = await get(`/api/admin/products/${bullet.id}`, editor);
    expect(res.statusCode, res.body).toBe(200);
    const { product } = res.json();
    expect(product).toMatchObject({
      id: bullet.id,
      title: bullet.title,
      slug: 'hikvision-4mp-bullet',
      brand: { id: sample.brands.hikvision.id, title: 'Hikvision' },
      price: 8500,
      offer_price: null,
      stock: 10,
      gallery: [{ src: bullet.image, alt: bullet.title }],
      specs: [
        { name: 'Resolution', value: '4MP' },
        { name: 'Lens', value: '2.8 mm' },
      ],
      related: [],
      old_slugs: [],
    });
    expect(new Date(product.updated_at).toISOString()).toBe(product.updated_at);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc', '1.5', '-1']) {
      const res = await get(`/api/admin/products/${id}`, editor);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ result: 'error', errorMessage: M.notFound });
    }
  });
});

describe('POST /api/admin/products', () => {
  it('creates a product: photos with alt text, sanitised description, specs, datasheet, related; audited; findable at once', async () => {
    // The search listing is cached first, so finding the new product proves the write cleared it.
    expect((await get('/api/products?search=Dorje')).json().products).toEqual([]);
    const body = aProduct({
      title: 'Dorje Doorbell Camera',
      slug: '',
      price: '4999.50',
      offer_price: 4500,
      description:
        '<p onclick="steal()">Rings <script>alert(1)</script>your phone<img src="javascript:alert(1)"><a href="javascript:x">x</a></p>',
      gallery: [
        { src: '/media/products/dorje-1.webp', alt: ' Front, with the button lit ' },
        { src: '/media/products/dorje-2.webp', alt: 'Side' },
        { src: 'https://cdn.example.com/dorje-3.webp', alt: 'In its box' },
      ],
      related_ids: [sample.items.dahuaBullet.id, sample.items.hikDome.id],
      stock: 12,
    });
    const res = await post('/api/admin/products', body);
    expect(res.statusCode, res.body).toBe(200);
    const { product, message } = res.json();
    expect(message).toBe(M.created('Dorje Doorbell Camera'));
    expect(product).toMatchObject({
      slug: 'dorje-doorbell-camera',
      price: 4999.5,
      offer_price: 4500,
      stock: 12,
      gallery: [
        { src: '/media/products/dorje-1.webp', alt: 'Front, with the button lit' },
        { src: '/media/products/dorje-2.webp', alt: 'Side' },
        { src: 'https://cdn.example.com/dorje-3.webp', alt: 'In its box' },
      ],
      related: [
        { id: sample.items.dahuaBullet.id, slug: 'dahua-4mp-bullet' },
        { id: sample.items.hikDome.id, slug: 'hikvision-4mp-dome' },
      ],
    });
    const row = await productRow(product.id);
    expect(row?.pricePaisa).toBe(4999_50);
    expect(row?.offerPricePaisa).toBe(4500_00);
    expect(row?.image).toBe('/media/products/dorje-1.webp');
    // Stored sanitised: no handler, no script, no javascript: link or image.
    expect(row?.description).toBe('<p>Rings your phone<a rel="noopener noreferrer nofollow">x</a></p>');

    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.create'), eq(auditLog.entityId, String(product.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toMatchObject({ title: 'Dorje Doorbell Camera', price: 4999.5, stock: 12, sku: body.sku });
    const [movement] = await db().select().from(stockMovements).where(eq(stockMovements.productId, product.id));
    expect(movement).toMatchObject({ delta: 12, reason: 'opening', actorId: managerId });

    const found = (await get('/api/products?search=Dorje')).json().products;
    expect(found.map((p: { slug: string }) => p.slug)).toEqual(['dorje-doorbell-camera']);
    expect(found[0].image_alt).toBe('Front, with the button lit');
    const page = await get('/api/products/dorje-doorbell-camera');
    expect(page.statusCode).toBe(200);
    expect(page.json().product).toMatchObject({
      gallery: product.gallery,
      datasheet_url: body.datasheet_url,
      description: '<p>Rings your phone<a rel="noopener noreferrer nofollow">x</a></p>',
    });
    // The chosen related products first, in their order, then the category's own picks.
    const related = page.json().related.map((p: { slug: string }) => p.slug);
    expect(related.slice(0, 2)).toEqual(['dahua-4mp-bullet', 'hikvision-4mp-dome']);
    expect(related).toContain('hikvision-4mp-bullet');
    expect(new Set(related).size).toBe(related.length);
  });

  it('saves an inactive product as a draft: staff read and preview it, visitors get 404 and do not find it', async () => {
    const draft = await created({ title: 'Draft Kharayo Siren', active: false, price: 1500 });
    expect((await get(`/api/admin/products/${draft.id}`, editor)).json().product.active).toBe(false);
    const preview = await get(`/api/admin/products/${draft.id}/preview`, editor);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().product).toMatchObject({
      slug: draft.slug,
      price: 1500,
      gallery: draft.gallery,
      datasheet_url: draft.datasheet_url,
    });
    expect((await get(`/api/admin/products/${draft.id}/preview`)).statusCode).toBe(401);
    expect((await get('/api/admin/products/999999/preview', editor)).statusCode).toBe(404);
    expect((await get(`/api/products/${draft.slug}`)).statusCode).toBe(404);
    expect((await get('/api/products?search=Kharayo')).json().products).toEqual([]);
  });

  it('refuses bad input field by field with 400, and stores nothing', async () => {
    const before = (await db().select({ id: products.id }).from(products)).length;
    const long = (n: number) => 'x'.repeat(n + 1);
    const cases: [Partial<ProductCreateBody> | Record<string, unknown>, string, string][] = [
      [{ price: '12.345' }, 'price', M.price],
      [{ price: 12.345 }, 'price', M.price],
      [{ price: '-5' }, 'price', M.price],
      [{ price: 'ten' }, 'price', M.price],
      [{ price: 0 }, 'price', M.price],
      [{ price: 100, offer_price: 100 }, 'offer_price', M.offerBelowPrice],
      [{ price: 100, offer_price: 120 }, 'offer_price', M.offerBelowPrice],
      [{ price: null, offer_price: 50 }, 'offer_price', M.offerWithoutPrice],
      [{ title: '   ' }, 'title', M.titleRequired],
      [{ title: long(200) }, 'title', M.titleTooLong],
      [{ slug: 'Not A Slug' }, 'slug', M.slug],
      [{ slug: long(120) }, 'slug', M.slug],
      [{ sku: 'has space' }, 'sku', M.sku],
      [{ sku: long(64) }, 'sku', M.sku],
      [{ summary: long(500) }, 'summary', M.summary],
      [{ description: long(50_000) }, 'description', M.description],
      [{ gallery: [{ src: '/media/products/a.webp', alt: '  ' }] }, 'gallery.0.alt', M.altRequired],
      [{ gallery: [{ src: '/media/products/a.webp' }] }, 'gallery.0.alt', M.altRequired],
      [{ gallery: [{ src: 'javascript:alert(1)', alt: 'x' }] }, 'gallery.0.src', M.imageSrc],
      [{ datasheet_url: 'data:application/pdf;base64,AAAA' }, 'datasheet_url', M.datasheet],
      [{ specs: [{ name: '', value: '4 mm' }] }, 'specs.0.name', M.specName],
      [{ stock: -1 }, 'stock', M.stock],
      [{ stock: 1.5 }, 'stock', M.stock],
      [{ related_ids: [1, 1] }, 'related_ids', M.related],
    ];
    for (const [change, field, message] of cases) {
      refused(await post('/api/admin/products', aProduct(change as Partial<ProductCreateBody>)), 400, field, message);
    }
    refused(await post('/api/admin/products', aProduct({ brand_id: 999_999 })), 400, 'brand_id', M.unknownBrand);
    refused(await post('/api/admin/products', aProduct({ category_id: 999_999 })), 400, 'category_id', M.unknownCategory);
    refused(await post('/api/admin/products', aProduct({ related_ids: [999_999] })), 400, 'related_ids', M.unknownRelated);
    expect((await db().select({ id: products.id }).from(products)).length).toBe(before);
  });

  it('refuses a slug or SKU in use with 409 and a clear message', async () => {
    refused(await post('/api/admin/products', aProduct({ slug: 'dahua-4mp-bullet' })), 409, 'slug', M.slugTaken('dahua-4mp-bullet'));
    const sku = sample.items.dahuaBullet.sku;
    refused(await post('/api/admin/products', aProduct({ sku })), 409, 'sku', M.skuTaken(sku));
    refused(await post('/api/admin/products', aProduct({ sku: sku.toLowerCase() })), 409, 'sku', M.skuTaken(sku.toLowerCase()));
  });

  it('lets an editor create a product without a price or stock, and refuses one with a price or stock (403)', async () => {
    const res = await post('/api/admin/products', aProduct({ price: 100 }), editor);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorMessage).toBe(M.pricesForbidden);
    const stocked = await post('/api/admin/products', aProduct({ stock: 4 }), editor);
    expect(stocked.statusCode).toBe(403);
    expect(stocked.json().errorMessage).toBe(M.stockForbidden);
    const unpriced = await created({ title: 'Editor Made Camera' }, editor);
    expect(unpriced).toMatchObject({ price: null, stock: 0 });
  });
});

describe('POST /api/admin/products/{productId}', () => {
  it('saves an edit with before and after in the audit log, and the storefront shows it at once', async () => {
    const product = await created({ price: 2000 });
    expect((await get(`/api/products/${product.slug}`)).json().product.summary).toBe('A pan-and-tilt Wi-Fi camera for the home.');
    const res = await post(`/api/admin/products/${product.id}`, editOf(product, { summary: 'Now with colour night vision.' }), editor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.saved(product.title));
    expect(res.json().product.updated_at).not.toBe(product.updated_at);
    expect((await get(`/api/products/${product.slug}`)).json().product.summary).toBe('Now with colour night vision.');
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.update'), eq(auditLog.entityId, String(product.id))));
    expect(entry?.before).toMatchObject({ summary: 'A pan-and-tilt Wi-Fi camera for the home.', price: 2000 });
    expect(entry?.after).toMatchObject({ summary: 'Now with colour night vision.', price: 2000 });
  });

  it('keeps the HS code the tax invoice prints: digits only, 4 to 8, empty clears it, left out keeps it (decision 0122)', async () => {
    const product = await created({ hs_code: ' 85258900 ' });
    expect(product.hs_code).toBe('85258900');
    refused(await post(`/api/admin/products/${product.id}`, editOf(product, { hs_code: '85A5' })), 400, 'hs_code', M.hsCode);
    refused(await post(`/api/admin/products/${product.id}`, editOf(product, { hs_code: '852' })), 400, 'hs_code', M.hsCode);
    const { hs_code: _left, ...withoutCode } = editOf(product, { summary: 'Still a camera.' });
    const kept = await post(`/api/admin/products/${product.id}`, withoutCode);
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await productRow(product.id))?.hsCode).toBe('85258900');
    const cleared = await post(`/api/admin/products/${product.id}`, editOf(kept.json().product, { hs_code: '' }));
    expect(cleared.json().product.hs_code).toBeNull();
  });

  it('refuses an edit of a version someone else saved since (409) and overwrites nothing', async () => {
    const product = await created();
    const first = await post(`/api/admin/products/${product.id}`, editOf(product, { title: 'First Save' }));
    expect(first.statusCode, first.body).toBe(200);
    const late = await post(`/api/admin/products/${product.id}`, editOf(product, { title: 'Late Save' }), editor);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ errorMessage: M.stale, message: { updated_at: M.stale } });
    expect((await productRow(product.id))?.title).toBe('First Save');
    const noVersion = await post(`/api/admin/products/${product.id}`, editOf(product, { updated_at: 'yesterday' }));
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().message).toEqual({ updated_at: M.updatedAt });
  });

  it('refuses an editor a price change (403) but lets her save the text of a priced product', async () => {
    const product = await created({ price: 3000, offer_price: 2800 });
    const priced = await post(`/api/admin/products/${product.id}`, editOf(product, { price: 3500 }), editor);
    expect(priced.statusCode).toBe(403);
    expect(priced.json().errorMessage).toBe(M.pricesForbidden);
    const offer = await post(`/api/admin/products/${product.id}`, editOf(product, { offer_price: null }), editor);
    expect(offer.statusCode).toBe(403);
    expect((await productRow(product.id))?.offerPricePaisa).toBe(2800_00);
    const text = await post(`/api/admin/products/${product.id}`, editOf(product, { title: 'Renamed By Editor' }), editor);
    expect(text.statusCode, text.body).toBe(200);
    expect((await productRow(product.id))?.pricePaisa).toBe(3000_00);
  });

  it("records a stock change as 'edit' with the staff member, and refuses it to the editor", async () => {
    const product = await created();
    const refusedStock = await post(`/api/admin/products/${product.id}`, editOf(product, { stock: 9 }), editor);
    expect(refusedStock.statusCode).toBe(403);
    expect(refusedStock.json().errorMessage).toBe(M.stockForbidden);
    const res = await post(`/api/admin/products/${product.id}`, editOf(product, { stock: 9 }));
    expect(res.statusCode, res.body).toBe(200);
    const [movement] = await db()
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.productId, product.id))
      .orderBy(desc(stockMovements.id))
      .limit(1);
    expect(movement).toMatchObject({ delta: 9, stockAfter: 9, reason: 'edit', actorId: managerId });
    // Left out, stock stays as it is.
    const { stock: _stock, ...withoutStock } = editOf(res.json().product);
    const again = await post(`/api/admin/products/${product.id}`, withoutStock);
    expect(again.statusCode, again.body).toBe(200);
    expect((await productRow(product.id))?.stock).toBe(9);
  });

  it('keeps the old slug as a 301 to the new one; the sitemap follows; no other product may take it', async () => {
    const product = await created({ title: 'Gorkha Gate Motor', slug: 'gorkha-gate-motor' });
    const res = await post(`/api/admin/products/${product.id}`, editOf(product, { slug: 'gorkha-sliding-gate-motor' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().product.old_slugs).toEqual(['gorkha-gate-motor']);
    const moved = await get('/api/products/gorkha-gate-motor');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/api/products/gorkha-sliding-gate-motor');
    expect(moved.json()).toEqual({ result: 'moved', slug: 'gorkha-sliding-gate-motor' });
    expect((await get('/api/products/gorkha-sliding-gate-motor')).statusCode).toBe(200);
    const sitemap = (await t.app.inject({ url: '/sitemaps/products-1.xml' })).body;
    expect(sitemap).toContain('/products/gorkha-sliding-gate-motor<');
    expect(sitemap).not.toContain('/products/gorkha-gate-motor<');

    const message = M.slugRedirects('gorkha-gate-motor', 'Gorkha Gate Motor');
    refused(await post('/api/admin/products', aProduct({ slug: 'gorkha-gate-motor' })), 409, 'slug', message);

    // The product may take its own old slug back: then it no longer redirects.
    const back = await post(`/api/admin/products/${product.id}`, editOf(res.json().product, { slug: 'gorkha-gate-motor' }));
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().product.old_slugs).toEqual(['gorkha-sliding-gate-motor']);
    expect((await get('/api/products/gorkha-gate-motor')).statusCode).toBe(200);
    expect((await get('/api/products/gorkha-sliding-gate-motor')).statusCode).toBe(301);
  });

  it('deactivating a product: its page answers 404 (old slugs too) and it leaves listings and search', async () => {
    const product = await created({ title: 'Namaste Smart Lock' });
    const renamed = (await post(`/api/admin/products/${product.id}`, editOf(product, { slug: 'namaste-lock' }))).json().product;
    expect((await get('/api/products?search=Namaste')).json().products).toHaveLength(1);
    const res = await post(`/api/admin/products/${product.id}`, editOf(renamed, { active: false }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.savedInactive('Namaste Smart Lock'));
    expect((await get('/api/products/namaste-lock')).statusCode).toBe(404);
    expect((await get(`/api/products/${product.slug}`)).statusCode).toBe(404);
    expect((await get('/api/products?search=Namaste')).json().products).toEqual([]);
    const category = (await get('/api/categories/ip-cameras')).json().products.map((p: { slug: string }) => p.slug);
    expect(category).not.toContain('namaste-lock');
  });

  it('refuses bad edits: unknown product 404, self-related 400, slug or SKU of another product 409', async () => {
    const product = await created();
    expect((await post('/api/admin/products/999999', editOf(product))).statusCode).toBe(404);
    refused(
      await post(`/api/admin/products/${product.id}`, editOf(product, { related_ids: [product.id] })),
      400,
      'related_ids',
      M.relatedSelf,
    );
    refused(
      await post(`/api/admin/products/${product.id}`, editOf(product, { slug: 'cp-plus-2mp-dome' })),
      409,
      'slug',
      M.slugTaken('cp-plus-2mp-dome'),
    );
    const sku = sample.items.cpDome.sku;
    refused(await post(`/api/admin/products/${product.id}`, editOf(product, { sku })), 409, 'sku', M.skuTaken(sku));
  });

  it('a price edited while a customer is at checkout is what checkout charges: the old total is refused', async () => {
    const shop = commerceClient(t);
    const product = await created({ price: 1000, stock: 5 });
    const me = await createSignedInUser(db());
    await shop.addToBag(me.auth, product.slug, 2);
    expect((await shop.bag(me.auth)).totalAmount).toBe(2000);
    const edit = await post(`/api/admin/products/${product.id}`, editOf(product, { price: 1250 }));
    expect(edit.statusCode, edit.body).toBe(200);
    const stale = await shop.checkout(me.auth, checkoutPayload({ total_amount: 2000 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().cart).toMatchObject({ totalAmount: 2500 });
    const res = await shop.checkout(me.auth, checkoutPayload({ total_amount: 2500 }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().totalAmount).toBe(2500);
  });
});
