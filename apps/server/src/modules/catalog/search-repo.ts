import { and, eq, type SQL, sql } from 'drizzle-orm';
import { products } from '../../db/schema/catalog.ts';
import type { Database } from '../../platform/database.ts';

/** Shorter words are too short for similarity to mean anything ("4mp" is "close" to "42x"): they must appear as typed. */
const SHORTEST_FUZZY_WORD = 4;

/**
 * Word similarity 0.6 (pg_trgm's default) misses ordinary typos such as "dahau" for Dahua;
 * 0.5 finds them without flooding the results. SET LOCAL keeps it to this transaction.
 */
const TYPO_WORD_SIMILARITY = '0.5';

/**
 * Typo-tolerant match on the title (trigram GIN index), used only when full-text search finds nothing:
 * every word of four letters or more must be close to some part of the title (`<%`, word similarity),
 * shorter ones must appear in it. Each active match comes with how close its words are (higher first).
 * Words hold only letters, digits and hyphens (searchWords), so none carries a LIKE wildcard.
 */
export function findCloseTitles(db: Database, words: readonly string[]): Promise<{ id: number; closeness: number }[]> {
  if (words.length === 0) return Promise.resolve([]);
  const conditions = words.map((word) =>
    word.length >= SHORTEST_FUZZY_WORD ? sql`${word} <% ${products.title}` : sql`${products.title} ilike ${`%${word}%`}`,
  );
  const closeness = sql.join(
    words.map((word) => sql`word_similarity(${word}, ${products.title})`),
    sql` + `,
  );
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${TYPO_WORD_SIMILARITY}, true)`);
    return tx
      .select({ id: products.id, closeness: sql<number>`(${closeness})::float8`.mapWith(Number) })
      .from(products)
      .where(and(eq(products.active, true), ...conditions) as SQL);
  });
}
