import type { CompareResponse } from '@suraksha/contracts/compare';
import type { Database } from '../../platform/database.ts';
import { visiblePrices } from '../catalog/product-card.ts';
import { listComparableProducts } from './repo.ts';

/**
 * The products to compare, in the order the buyer picked them. Slugs that are unknown or no
 * longer on sale are left out (a shared link keeps working after a product is retired).
 * Prices only when `showPrices` (a signed-in customer).
 */
export async function compareProducts(db: Database, slugs: readonly string[], showPrices: boolean): Promise<CompareResponse> {
  const rows = slugs.length === 0 ? [] : await listComparableProducts(db, slugs);
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  return {
    result: 'success',
    products: slugs.flatMap((slug) => {
      const row = bySlug.get(slug);
      if (!row) return [];
      return [
        {
          title: row.title,
          slug: row.slug,
          image: row.image,
          brand: row.brand,
          category: row.category,
          unit: row.unit,
          on_request: row.onRequest,
          ...visiblePrices(row.pricePaisa, row.offerPricePaisa, showPrices),
          specs: row.specs.map(({ name, value }) => ({ name: String(name), value: String(value) })),
        },
      ];
    }),
  };
}
