import { HS_CODE_BY_CATEGORY } from './hs-codes.ts';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { brands, categories, products } from '../schema/catalog.ts';
import { BRANDS, brandLogoFile, brandRow } from './brands.ts';
import { CATEGORIES, categoryImageFile, categoryRow } from './categories.ts';
import { writeMediaFiles } from './media-files.ts';
import { type GeneratedProduct, productImageFile } from './product-generator.ts';

/** Rows per INSERT: small enough for any driver's parameter limit, large enough to be fast. */
export const INSERT_BATCH_SIZE = 100;

/** Database ids of the seeded brands and categories, by slug. */
export type Taxonomy = { brandIds: ReadonlyMap<string, number>; categoryIds: ReadonlyMap<string, number> };

async function idsBySlug(db: Database, table: typeof brands | typeof categories, slugs: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: table.id, slug: table.slug })
    .from(table)
    .where(inArray(table.slug, [...slugs]));
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/**
 * Makes sure every seed brand and category exists (adding only missing ones, so a
 * shop whose staff edited them keeps their edits) and writes their images.
 */
export async function ensureBrandsAndCategories(db: Database, dataDir: string): Promise<Taxonomy> {
  await db
    .insert(brands)
    .values(BRANDS.map((brand, position) => brandRow(brand, position)))
    .onConflictDoNothing({ target: brands.slug });

  // Parents first: a child's row needs its parent's id.
  const categoryIds = new Map<string, number>();
  for (const level of [CATEGORIES.filter((c) => c.parentSlug === null), CATEGORIES.filter((c) => c.parentSlug !== null)]) {
    const rows = level.map((category) => {
      const parentId = category.parentSlug === null ? null : requireId(categoryIds, category.parentSlug, 'category');
      return categoryRow(category, CATEGORIES.indexOf(category), parentId);
    });
    await db.insert(categories).values(rows).onConflictDoNothing({ target: categories.slug });
    for (const [slug, id] of await idsBySlug(
      db,
      categories,
      level.map((c) => c.slug),
    ))
      categoryIds.set(slug, id);
  }

  await writeMediaFiles(dataDir, [...BRANDS.map(brandLogoFile), ...CATEGORIES.map(categoryImageFile)]);
  return {
    brandIds: await idsBySlug(
      db,
      brands,
      BRANDS.map((b) => b.slug),
    ),
    categoryIds,
  };
}

export function requireId(ids: ReadonlyMap<string, number>, slug: string, what: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`seed ${what} missing from the database: ${slug}`);
  return id;
}

function productRow(product: GeneratedProduct, taxonomy: Taxonomy): typeof products.$inferInsert {
  return {
    title: product.title,
    slug: product.slug,
    sku: product.sku,
    brandId: requireId(taxonomy.brandIds, product.brandSlug, 'brand'),
    categoryId: requireId(taxonomy.categoryIds, product.categorySlug, 'category'),
    hsCode: HS_CODE_BY_CATEGORY[product.categorySlug] ?? null,
    pricePaisa: product.pricePaisa,
    offerPricePaisa: product.offerPricePaisa,
    onRequest: product.onRequest,
    unit: product.unit,
    stock: product.stock,
    color: product.color,
    size: product.size,
    summary: product.summary,
    description: product.description,
    specs: product.specs,
    image: product.image,
    featured: product.featured,
    seoTitle: product.seoTitle,
    seoDescription: product.seoDescription,
    seoKeyword: product.seoKeyword,
    createdAt: product.createdAt,
    updatedAt: product.createdAt,
  };
}

/** Inserts products (in batches) and writes their images; returns their ids by slug. */
export async function insertProducts(
  db: Database,
  dataDir: string,
  generated: readonly GeneratedProduct[],
  taxonomy: Taxonomy,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let start = 0; start < generated.length; start += INSERT_BATCH_SIZE) {
    const batch = generated.slice(start, start + INSERT_BATCH_SIZE);
    const inserted = await db
      .insert(products)
      .values(batch.map((product) => productRow(product, taxonomy)))
      .returning({ id: products.id, slug: products.slug });
    for (const row of inserted) ids.set(row.slug, row.id);
    await writeMediaFiles(dataDir, batch.map(productImageFile));
  }
  return ids;
}
