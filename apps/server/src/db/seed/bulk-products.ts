import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { products } from '../schema/catalog.ts';
import { ensureBrandsAndCategories, insertProducts } from './catalogue-seeding.ts';
import { generateProduct } from './product-generator.ts';

/** Products generated and held in memory at once: memory stays flat for any count. */
const GENERATION_BATCH = 500;

/** The generator index after the highest one already in the database (0 for an empty shop). */
export async function nextGeneratorIndex(db: Database): Promise<number> {
  // Seeded SKUs end in the generator index + 1 (see productSku); staff-entered SKUs do not match.
  const [row] = await db
    .select({ last: sql<number | null>`max(substring(${products.sku} from '^SR-[A-Z0-9]{3}-([0-9]+)$')::int)`.mapWith(Number) })
    .from(products);
  return row?.last ?? 0;
}

/**
 * Adds `count` generated products after the existing ones (new slugs and SKUs),
 * streaming in batches, for scale tests with 100,000 products. Not meant to run twice
 * at the same moment: both runs would pick the same next index and the second would fail
 * on the unique SKU.
 */
export async function seedBulkProducts(
  db: Database,
  dataDir: string,
  count: number,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<{ firstIndex: number; count: number }> {
  const taxonomy = await ensureBrandsAndCategories(db, dataDir);
  const firstIndex = await nextGeneratorIndex(db);
  for (let done = 0; done < count;) {
    const size = Math.min(GENERATION_BATCH, count - done);
    const batch = Array.from({ length: size }, (_, i) => generateProduct(firstIndex + done + i));
    await insertProducts(db, dataDir, batch, taxonomy);
    done += size;
    onProgress(done, count);
  }
  return { firstIndex, count };
}
