import type { Database } from '../../../platform/database.ts';
import { listProductCardsAtVersion, listProductCardsByIds, type ProductCardRow } from '../repo.ts';
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
  read(db: Database, tsquery: string | null, term: string): Promise<IndexRead>;
  /**
   * An answer made from the index and the cards of the products it chose, current as of one round trip
   * (decision 0121): `plan` runs on the index this instance holds, and the cards come back with the
   * catalogue's version in the same snapshot. When the catalogue had moved (or the search text was never
   * parsed here, or `plan` throws), it is asked again the careful way: version first, catch up, plan, cards.
   */
  answer<T>(db: Database, tsquery: string | null, term: string, plan: (read: IndexRead) => AnswerPlan<T>): Promise<T>;
}

export interface IndexRead {
  index: CatalogueIndex;
  tsquery: string | null;
  lowerTerm: string;
}

/** The products a page shows, and how to finish the answer from their cards (everything else is worked out already). */
export interface AnswerPlan<T> {
  ids: readonly number[];
  finish: (cards: ProductCardRow[]) => T;
}

type ParsedText = Pick<IndexRead, 'tsquery' | 'lowerTerm'>;

/** Search texts whose parse is remembered; each is a few hundred bytes, so the whole is bounded to some MB. */
const PARSED_TEXTS = 10_000;

/** Past this many products written since the last build (and a twentieth of the catalogue), rebuild. */
const OVERLAY_REBUILD_AT = 1000;

export function createCatalogueIndexKeeper(opts: {
  onError: (error: unknown) => void;
  /** A whole index was read; `first`: this instance held none before (every search waited for it). */
  onBuilt?: (first: boolean) => void;
}): CatalogueIndexKeeper {
  let index: CatalogueIndex | undefined;
  let work: Promise<void> | undefined;
  let compacting = false;

  const build = async (db: Database) => {
    const first = index === undefined;
    const built = await CatalogueIndex.load(db);
    opts.onBuilt?.(first);
    return built;
  };

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

  // How PostgreSQL parses a search text (to_tsquery, lower) depends on the text alone: the dictionary does
  // not change under a running shop. Remembered, a repeated search needs no parse of its own.
  const parsed = new Map<string, ParsedText>([[JSON.stringify([null, '']), { tsquery: null, lowerTerm: '' }]]);
  const remember = (key: string, text: ParsedText) => {
    if (parsed.size >= PARSED_TEXTS) parsed.delete(parsed.keys().next().value as string);
    parsed.set(key, text);
  };

  const read: CatalogueIndexKeeper['read'] = async (db, tsquery, term) => {
    const state = await readState(db, tsquery, term);
    remember(JSON.stringify([tsquery, term]), { tsquery: state.tsquery, lowerTerm: state.lowerTerm });
    return { index: await bringUpTo(db, state), tsquery: state.tsquery, lowerTerm: state.lowerTerm };
  };

  /** The answer from the index as held, or null when it cannot be trusted without asking the database first. */
  const optimistic = async <T>(db: Database, text: ParsedText, plan: (read: IndexRead) => AnswerPlan<T>): Promise<T | null> => {
    const held = index;
    if (!held) return null;
    // Catching up changes the index in place: the version it answers for is the one it had while planning.
    const version = held.version;
    let planned: AnswerPlan<T>;
    try {
      planned = plan({ index: held, ...text });
    } catch {
      // e.g. a category this index does not know yet: the careful way decides.
      return null;
    }
    const cards = await listProductCardsAtVersion(db, planned.ids);
    const current = cards.version ?? (await readState(db, null, '')).version;
    return current <= version ? planned.finish(cards.rows) : null;
  };

  return {
    read,
    async answer(db, tsquery, term, plan) {
      const text = parsed.get(JSON.stringify([tsquery, term]));
      const quick = text ? await optimistic(db, text, plan) : null;
      if (quick !== null) return quick;
      const careful = plan(await read(db, tsquery, term));
      return careful.finish(await listProductCardsByIds(db, careful.ids));
    },
  };
}
