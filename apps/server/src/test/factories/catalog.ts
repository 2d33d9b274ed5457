import { brands, categories, products } from '../../db/schema/catalog.ts';
import type { Database } from '../../platform/database.ts';

// Test-data factories for the catalogue: each inserts one row (defaults + overrides) and returns it.

let sequence = 0;
const next = () => ++sequence;

export type BrandRow = typeof brands.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;

export async function createBrand(db: Database, overrides: Partial<typeof brands.$inferInsert> = {}): Promise<BrandRow> {
  const n = next();
  const [row] = await db
    .insert(brands)
    .values({
      title: `Brand ${n}`,
      slug: `brand-${n}`,
      image: `/media/brands/brand-${n}.svg`,
      position: n,
      seoTitle: `Brand ${n} in Nepal`,
      seoDescription: `Genuine Brand ${n} products.`,
      seoKeyword: `brand ${n}`,
      ...overrides,
    })
    .returning();
  return row as BrandRow;
}

export async function createCategory(db: Database, overrides: Partial<typeof categories.$inferInsert> = {}): Promise<CategoryRow> {
  const n = next();
  const [row] = await db
    .insert(categories)
    .values({
      title: `Category ${n}`,
      slug: `category-${n}`,
      image: `/media/categories/category-${n}.svg`,
      position: n,
      seoTitle: `Category ${n} price in Nepal`,
      seoDescription: `Category ${n} for homes and offices.`,
      seoKeyword: `category ${n}`,
      ...overrides,
    })
    .returning();
  return row as CategoryRow;
}

/** A priced, active, in-stock product; pass brandId / categoryId to place it. */
export async function createProduct(db: Database, overrides: Partial<typeof products.$inferInsert> = {}): Promise<ProductRow> {
  const n = next();
  const [row] = await db
    .insert(products)
    .values({
      title: `Product ${n}`,
      slug: `product-${n}`,
      sku: `SR-TST-${String(n).padStart(6, '0')}`,
      pricePaisa: 1000_00,
      stock: 10,
      summary: `Summary of product ${n}.`,
      description: `<p>Description of product ${n}.</p>`,
      image: `/media/products/product-${n}.svg`,
      ...overrides,
    })
    .returning();
  return row as ProductRow;
}

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

/**
 * A small shop for listing and search tests: two levels of categories, three brands, priced,
 * offer-priced, on-request and unpriced products, one inactive product. Prices in paisa.
 */
export async function createSampleCatalogue(db: Database) {
  const hikvision = await createBrand(db, { title: 'Hikvision', slug: 'hikvision', position: 1 });
  const dahua = await createBrand(db, { title: 'Dahua', slug: 'dahua', position: 2 });
  const cpPlus = await createBrand(db, { title: 'CP Plus', slug: 'cp-plus', position: 3 });
  const cameras = await createCategory(db, { title: 'CCTV Cameras', slug: 'cctv-cameras', position: 1 });
  const ipCameras = await createCategory(db, { title: 'IP Cameras', slug: 'ip-cameras', parentId: cameras.id, position: 2 });
  const analog = await createCategory(db, { title: 'HD Analog Cameras', slug: 'hd-analog-cameras', parentId: cameras.id, position: 3 });
  const recorders = await createCategory(db, { title: 'Recorders', slug: 'recorders', position: 4 });
  const nvr = await createCategory(db, { title: 'NVR', slug: 'nvr', parentId: recorders.id, position: 5 });

  const product = (title: string, slug: string, overrides: Partial<typeof products.$inferInsert>) =>
    createProduct(db, { title, slug, ...overrides });
  const items = {
    hikBullet: await product('Hikvision DS-2CD1043G2-I 4MP Bullet Camera', 'hikvision-4mp-bullet', {
      brandId: hikvision.id,
      categoryId: ipCameras.id,
      size: '4MP',
      color: 'White',
      pricePaisa: 8500_00,
      createdAt: day(5),
      specs: [
        { name: 'Resolution', value: '4MP' },
        { name: 'Lens', value: '2.8 mm' },
      ],
    }),
    hikDome: await product('Hikvision DS-2CD1143G2-I 4MP Dome Camera', 'hikvision-4mp-dome', {
      brandId: hikvision.id,
      categoryId: ipCameras.id,
      size: '4MP',
      color: 'White',
      pricePaisa: 9000_00,
      offerPricePaisa: 8000_00,
      createdAt: day(6),
    }),
    hikTurbo: await product('Hikvision 2MP Turbo HD Bullet Camera', 'hikvision-2mp-turbo', {
      brandId: hikvision.id,
      categoryId: analog.id,
      size: '2MP',
      color: 'White',
      pricePaisa: 3000_00,
      createdAt: day(3),
    }),
    dahuaBullet: await product('Dahua 4MP WizSense Bullet Camera', 'dahua-4mp-bullet', {
      brandId: dahua.id,
      categoryId: ipCameras.id,
      size: '4MP',
      color: 'Black',
      pricePaisa: 7000_00,
      createdAt: day(8),
    }),
    dahuaNvr: await product('Dahua 8 Channel NVR', 'dahua-8-channel-nvr', {
      brandId: dahua.id,
      categoryId: nvr.id,
      size: '8 Channel',
      pricePaisa: 15000_00,
      createdAt: day(2),
    }),
    cpDome: await product('CP Plus 2MP Dome Camera', 'cp-plus-2mp-dome', {
      brandId: cpPlus.id,
      categoryId: analog.id,
      size: '2MP',
      color: 'White',
      pricePaisa: 2500_00,
      onRequest: true,
      createdAt: day(4),
    }),
    plainDome: await product('Dome Camera', 'dome-camera', {
      brandId: cpPlus.id,
      categoryId: analog.id,
      size: '2MP',
      color: 'Black',
      pricePaisa: 0,
      createdAt: day(7),
    }),
    retired: await product('Hikvision Retired 4MP Camera', 'hikvision-retired', {
      brandId: hikvision.id,
      categoryId: ipCameras.id,
      size: '4MP',
      pricePaisa: 1000_00,
      active: false,
      createdAt: day(9),
    }),
  };
  return { brands: { hikvision, dahua, cpPlus }, categories: { cameras, ipCameras, analog, recorders, nvr }, items };
}
