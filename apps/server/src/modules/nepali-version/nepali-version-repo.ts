import type { NepaliEntity, NepaliTexts } from '@suraksha/contracts/nepali-version';
import { eq, sql } from 'drizzle-orm';
import { categories, products } from '../../db/schema/catalog.ts';
import { pages } from '../../db/schema/content.ts';
import type { Database } from '../../platform/database.ts';

const TABLES = { products, categories, pages } as const;

/** The Nepali texts of one row, or undefined when there is no such row. */
export async function readNepaliTexts(db: Database, entity: NepaliEntity, id: number): Promise<NepaliTexts | undefined> {
  const table = TABLES[entity];
  const [row] = await db.select({ ne: table.ne }).from(table).where(eq(table.id, id));
  return row?.ne;
}

/**
 * Replaces the row's Nepali texts; false when there is no such row. `updated_at` stays: it is the version
 * the English editor checks before a save (decision 0104), and a Nepali save must not make it stale.
 */
export async function writeNepaliTexts(db: Database, entity: NepaliEntity, id: number, ne: NepaliTexts): Promise<boolean> {
  const table = TABLES[entity];
  const written = await db
    .update(table)
    .set({ ne, updatedAt: sql`${table.updatedAt}` })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return written.length === 1;
}
