import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/database.ts';
import * as schema from '../schema.ts';

/**
 * Kept by a reset: the audit log is append-only (its trigger refuses TRUNCATE), and outlives the data it
 * describes; the catalogue version only ever grows, or a running search index would think itself current.
 */
const KEPT = new Set(['audit_log', 'catalogue_version']);

/**
 * Empties every table of the schema but the audit log and restarts their ids, keeping the
 * migrations applied: the demo can then be seeded again from scratch. Development only.
 */
export async function resetShopData(db: Database): Promise<void> {
  const tables: string[] = [];
  for (const value of Object.values(schema) as unknown[]) {
    if (is(value, PgTable) && !KEPT.has(getTableName(value))) tables.push(`"${getTableName(value)}"`);
  }
  await db.execute(sql.raw(`TRUNCATE TABLE ${tables.join(', ')} RESTART IDENTITY CASCADE`));
}
