import type { AdminPackage } from '@suraksha/contracts/admin/packages';
import { paisaToRupees } from '@suraksha/domain/money';
import { asc, eq, inArray } from 'drizzle-orm';
import { packageItems, packages, products } from '../../db/schema/catalog.ts';
import type { Database } from '../../platform/database.ts';

// Packages as the back office sees them: inactive ones too, each with its items at today's prices.

const packageColumns = {
  id: packages.id,
  title: packages.title,
  slug: packages.slug,
  image: packages.image,
  summary: packages.summary,
  description: packages.description,
  active: packages.active,
  pricePaisa: packages.pricePaisa,
};

function listItemRows(db: Database, packageIds: readonly number[]) {
  return db
    .select({
      packageId: packageItems.packageId,
      productId: products.id,
      title: products.title,
      sku: products.sku,
      slug: products.slug,
      active: products.active,
      onRequest: products.onRequest,
      pricePaisa: products.pricePaisa,
      offerPricePaisa: products.offerPricePaisa,
      quantity: packageItems.quantity,
    })
    .from(packageItems)
    .innerJoin(products, eq(products.id, packageItems.productId))
    .where(inArray(packageItems.packageId, [...packageIds]))
    .orderBy(asc(packageItems.id));
}
type ItemRow = Awaited<ReturnType<typeof listItemRows>>[number];

/** What one costs on its own today (as the storefront sells it); null when it is quoted on request. */
const eachPaisa = (item: ItemRow): number | null => {
  const each = item.offerPricePaisa ?? item.pricePaisa;
  return item.onRequest || each <= 0 ? null : each;
};

function toAdminPackage(row: Awaited<ReturnType<typeof selectPackages>>[number], items: readonly ItemRow[]): AdminPackage {
  const prices = items.map(eachPaisa);
  const parts = prices.every((p) => p !== null)
    ? prices.reduce<number>((sum, p, i) => sum + (p as number) * (items[i] as ItemRow).quantity, 0)
    : null;
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    image: row.image,
    summary: row.summary,
    description: row.description,
    active: row.active,
    price: paisaToRupees(row.pricePaisa),
    partsTotal: parts === null ? null : paisaToRupees(parts),
    items: items.map((item, i) => ({
      productId: item.productId,
      title: item.title,
      sku: item.sku,
      slug: item.slug,
      active: item.active,
      price: prices[i] === null ? null : paisaToRupees(prices[i] as number),
      quantity: item.quantity,
    })),
  };
}

function selectPackages(db: Database, id?: number) {
  const query = db.select(packageColumns).from(packages);
  return (id === undefined ? query : query.where(eq(packages.id, id))).orderBy(
    asc(packages.position),
    asc(packages.title),
    asc(packages.id),
  );
}

async function withItems(db: Database, rows: Awaited<ReturnType<typeof selectPackages>>): Promise<AdminPackage[]> {
  const items =
    rows.length === 0
      ? []
      : await listItemRows(
          db,
          rows.map((r) => r.id),
        );
  return rows.map((row) =>
    toAdminPackage(
      row,
      items.filter((item) => item.packageId === row.id),
    ),
  );
}

/** Every package in shop order, with its items. */
export async function listAdminPackages(db: Database): Promise<AdminPackage[]> {
  return withItems(db, await selectPackages(db));
}

export async function findAdminPackage(db: Database, id: number): Promise<AdminPackage | undefined> {
  return (await withItems(db, await selectPackages(db, id)))[0];
}

export async function packageWithSlug(db: Database, slug: string): Promise<{ id: number } | undefined> {
  const [row] = await db.select({ id: packages.id }).from(packages).where(eq(packages.slug, slug)).limit(1);
  return row;
}

/** Which of these product ids exist (active or not). */
export async function existingProductIds(db: Database, ids: readonly number[]): Promise<Set<number>> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}
