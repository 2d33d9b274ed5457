import type { Database } from './database.ts';

/**
 * A query built once per database and then only executed: Drizzle assembles the SQL text of a query
 * every time it runs one (some 0.1 ms each, a few per rendered page), and PostgreSQL parses and plans
 * it again. A prepared query skips both: the text is built here once, and node-postgres keeps the
 * named statement on each pooled connection (decision 0113). For the queries on every page only.
 * Keyed by the database handle: each test builds its own app and database.
 */
export function preparedPerDatabase<Q>(prepare: (db: Database) => Q): (db: Database) => Q {
  const byDatabase = new WeakMap<Database, Q>();
  return (db) => {
    let query = byDatabase.get(db);
    if (query === undefined) byDatabase.set(db, (query = prepare(db)));
    return query;
  };
}
