import type { Database } from '../../platform/database.ts';
import { createMicroCache, stringBytes } from '../../platform/micro-cache.ts';
import { type CategoryTreeRow, listCategoryTree } from './repo.ts';

/** Fixed cost of a row held in memory beyond its strings (an object of five fields). */
const ROW_BYTES = 80;
/** A shop has tens of categories; a tree larger than this is read from the database every time. */
const TREE_BYTES = 2 * 2 ** 20;

/**
 * The category tree as the product page reads it (breadcrumbs): one query answered from memory for
 * up to `ttlMs` like the listings (CATALOG_CACHE_SECONDS; 0 in tests: always read), forgotten at once
 * when the catalogue changes (decision 0117). A page otherwise read the whole tree on every render.
 */
export function createCategoryTreeCache(db: Database, ttlMs: number) {
  const cache = createMicroCache<CategoryTreeRow[]>({
    ttlMs,
    maxEntries: 1,
    maxBytes: TREE_BYTES,
    sizeOf: (rows) => rows.reduce((sum, row) => sum + ROW_BYTES + stringBytes(row.title) + stringBytes(row.slug), 0),
  });
  return {
    read: () => cache.get('tree', () => listCategoryTree(db)),
    clear: () => cache.clear(),
  };
}
