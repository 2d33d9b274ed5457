import { type CsvExport, nepalTimeCell, rupeesCell, yesNoCell } from '../../platform/csv-export.ts';
import type { Database } from '../../platform/database.ts';
import type { ProductListFilters } from '../product-desk/product-list-repo.ts';
import { findProductsForExport } from './product-export-repo.ts';

type Product = Awaited<ReturnType<typeof findProductsForExport>>[number];

export const PRODUCT_CSV_COLUMNS = [
  'id',
  'sku',
  'title',
  'slug',
  'brand',
  'category',
  'price (Rs)',
  'offer price (Rs)',
  'unit',
  'hs code',
  'stock',
  'active',
  'on request',
  'featured',
  'created (Nepal time)',
  'updated (Nepal time)',
] as const;

/** The products under the list's filters (every one, active or not, with none) with brand, category, prices in rupees and stock, by id, as a streamed CSV. */
export function productsCsv(db: Database, filters: ProductListFilters = {}): CsvExport<Product, number> {
  return {
    name: 'suraksha-products',
    columns: PRODUCT_CSV_COLUMNS,
    source: {
      batch: (afterId, limit) => findProductsForExport(db, filters, afterId, limit),
      keyOf: (p) => p.id,
      lines: (p) => [
        [
          p.id,
          p.sku,
          p.title,
          p.slug,
          p.brand,
          p.category,
          rupeesCell(p.pricePaisa),
          rupeesCell(p.offerPricePaisa),
          p.unit,
          p.hsCode ?? '',
          p.stock,
          yesNoCell(p.active),
          yesNoCell(p.onRequest),
          yesNoCell(p.featured),
          nepalTimeCell(p.createdAt),
          nepalTimeCell(p.updatedAt),
        ],
      ],
    },
  };
}
