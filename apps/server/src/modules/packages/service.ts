import type { PackageCard, PackageListResponse, PackageResponse } from '@suraksha/contracts/packages';
import { paisaToRupees } from '@suraksha/domain/money';
import type { Database } from '../../platform/database.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { sanitizeRichText } from '../../platform/sanitize-html.ts';
import { findActivePackage, listActivePackages, listPackageItems, type PackageItemRow } from './repo.ts';

export const PACKAGE_NOT_FOUND = 'Package not found.';

/**
 * A bundle can be sold only whole: one with no items, or with a product the shop has taken off
 * sale, is not offered at all rather than shown with a missing piece.
 */
const sellable = (items: readonly PackageItemRow[]) => items.length > 0 && items.every((item) => item.active);

/** What the items cost one by one (integer paisa); null when any of them is quoted on request. */
function partsTotalPaisa(items: readonly PackageItemRow[]): number | null {
  let total = 0;
  for (const item of items) {
    const each = item.offerPricePaisa ?? item.pricePaisa;
    if (item.onRequest || each <= 0) return null;
    total += each * item.quantity;
  }
  return total;
}

function groupByPackage(items: readonly PackageItemRow[]): Map<number, PackageItemRow[]> {
  const groups = new Map<number, PackageItemRow[]>();
  for (const item of items) groups.set(item.packageId, [...(groups.get(item.packageId) ?? []), item]);
  return groups;
}

type CardRow = { title: string; slug: string; image: string | null; summary: string | null; pricePaisa: number };

function toCard(row: CardRow, items: readonly PackageItemRow[], showPrices: boolean): PackageCard {
  return {
    title: row.title,
    slug: row.slug,
    image: row.image,
    summary: row.summary,
    item_count: items.reduce((count, item) => count + item.quantity, 0),
    price: showPrices ? paisaToRupees(row.pricePaisa) : null,
  };
}

/** Active, complete packages in the shop's order. Prices only when `showPrices` (a signed-in customer). */
export async function getPackages(db: Database, showPrices: boolean): Promise<PackageListResponse> {
  const rows = await listActivePackages(db);
  const items = groupByPackage(
    rows.length === 0
      ? []
      : await listPackageItems(
          db,
          rows.map((row) => row.id),
        ),
  );
  return {
    result: 'success',
    packages: rows.flatMap((row) => {
      const lines = items.get(row.id) ?? [];
      return sellable(lines) ? [toCard(row, lines, showPrices)] : [];
    }),
  };
}

/** One active, complete package with its items. Prices only when `showPrices`. */
export async function getPackage(db: Database, slug: string, showPrices: boolean): Promise<PackageResponse> {
  const row = await findActivePackage(db, slug);
  const items = row ? await listPackageItems(db, [row.id]) : [];
  if (!row || !sellable(items)) throw new NotFoundError(PACKAGE_NOT_FOUND);
  const partsTotal = showPrices ? partsTotalPaisa(items) : null;
  return {
    result: 'success',
    package: {
      ...toCard(row, items, showPrices),
      description: row.description === null ? null : sanitizeRichText(row.description),
      parts_total: partsTotal === null ? null : paisaToRupees(partsTotal),
      items: items.map(({ title, slug: itemSlug, image, quantity }) => ({ title, slug: itemSlug, image, quantity })),
      seo_title: row.seoTitle,
      seo_description: row.seoDescription,
      seo_keyword: row.seoKeyword,
    },
  };
}
