import { and, asc, eq, inArray } from 'drizzle-orm';
import { packageItems, packages, products } from '../../db/schema/catalog.ts';
import type { Database } from '../../platform/database.ts';

const cardColumns = {
  id: packages.id,
  title: packages.title,
  slug: packages.slug,
  image: packages.image,
  summary: packages.summary,
  pricePaisa: packages.pricePaisa,
};

/** Active packages in the shop's order (staff set it in the back office). */
export function listActivePackages(db: Database) {
  return db
    .select(cardColumns)
    .from(packages)
    .where(eq(packages.active, true))
    .orderBy(asc(packages.position), asc(packages.title), asc(packages.id));
}

export async function findActivePackage(db: Database, slug: string) {
  const [row] = await db
    .select({
      ...cardColumns,
      description: packages.description,
      seoTitle: packages.seoTitle,
      seoDescription: packages.seoDescription,
      seoKeyword: packages.seoKeyword,
    })
    .from(packages)
    .where(and(eq(packages.slug, slug), eq(packages.active, true)))
    .limit(1);
  return row;
}

export type PackageItemRow = Awaited<ReturnType<typeof listPackageItems>>[number];

/** The lines of the given packages with the product each one is, in the order they were added. */
export function listPackageItems(db: Database, packageIds: readonly number[]) {
  return db
    .select({
      packageId: packageItems.packageId,
      quantity: packageItems.quantity,
      title: products.title,
      slug: products.slug,
      image: products.image,
      active: products.active,
      onRequest: products.onRequest,
      pricePaisa: products.pricePaisa,
      offerPricePaisa: products.offerPricePaisa,
    })
    .from(packageItems)
    .innerJoin(products, eq(products.id, packageItems.productId))
    .where(inArray(packageItems.packageId, [...packageIds]))
    .orderBy(asc(packageItems.id));
}
