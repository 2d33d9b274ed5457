import type { Database } from '../../../platform/database.ts';
import { CatalogueIndex } from './catalogue-index.ts';
import { type CatalogueState, readState } from './index-rows.ts';

/**
 * Keeps this instance's catalogue index at the database's version (decision 0111). Every search asks the
 * database for the version first (one small row, in the same round trip that parses the search text);
 * an index behind it catches up before answering, so a write on any instance shows in the next search
 * on every instance. Catching up reads only the products written since; a deleted product, or an
 * overlay grown past a share of the catalogue, rebuilds the index whole.
 */
export interface CatalogueIndexKeeper {
  /** The index at the version the database is at now, with the search text parsed by the database. */
  read(db: Database, tsquery: string | null, term: string): Promise<{ index: CatalogueIndex; tsquery: string | null; lowerTerm: string }>;
}

/** Past this many products written since the last build (and a twentieth of the catalogue), rebuild. */
const OVERLAY_REBUILD_AT = 1000;

export function createCatalogueIndexKeeper(opts: { onError: (error: unknown) => void }): CatalogueIndexKeeper {
  let index: CatalogueIndex | undefined;
  let work: Promise<void> | undefined;
  let compacting = false;

  const build = (db: Database) => CatalogueIndex.load(db);

  const catchUp = async (db: Database, current: CatalogueIndex) => {
    await current.catchUp(db);
    if (compacting || current.text.overlay.size <= Math.max(OVERLAY_REBUILD_AT, current.size / 20)) return;
    // Searches go on with the overlay meanwhile; the new index replaces this one unless it fell behind.
    compacting = true;
    build(db)
      .then((built) => {
        if (!index || built.version >= index.version) index = built;
      })
      .catch(opts.onError)
      .finally(() => (compacting = false));
  };

  /** One catch-up at a time: every search that finds the index behind waits for the same one. */
  const bringUpTo = async (db: Database, state: CatalogueState): Promise<CatalogueIndex> => {
    for (;;) {
      const current = index;
      if (current && current.version >= state.version) return current;
      work ??= (
        !current || current.version < state.reloadFrom ? build(db).then((built) => void (index = built)) : catchUp(db, current)
      ).finally(() => (work = undefined));
      await work;
    }
  };

  return {
    async read(db, tsquery, term) {
      const state = await readState(db, tsquery, term);
      return { index: await bringUpTo(db, state), tsquery: state.tsquery, lowerTerm: state.lowerTerm };
    },
  };
}
