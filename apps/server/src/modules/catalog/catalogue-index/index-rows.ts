import { eq, sql } from 'drizzle-orm';
import { catalogueVersion } from '../../../db/schema/catalog.ts';
import type { Database } from '../../../platform/database.ts';
import { preparedPerDatabase } from '../../../platform/prepared-query.ts';
import {
  type BrandPageRow,
  type CategoryPageRow,
  type CategoryTreeRow,
  listBrandPages,
  listBrands,
  listCategoryPages,
  listCategoryTree,
} from '../repo.ts';
import type { LexemeCounts } from './text-postings.ts';

/** What the search index keeps of a product: the columns that choose, filter, count and order it. */
export interface IndexedRow {
  id: number;
  active: boolean;
  brandId: number | null;
  categoryId: number | null;
  size: string | null;
  color: string | null;
  /** What a buyer pays in paisa (the offer price when set); null when the product shows no price. */
  pricePaisa: number | null;
  /** created_at in microseconds since 1970: PostgreSQL's own precision, so ties break as the database breaks them. */
  createdMicros: number;
  lowerTitle: string;
  /** The lexemes of the stored search_vector: [every lexeme, those weighted C, B, A] (ProductText). */
  byWeight: [string[], string[], string[], string[]];
}

export type BrandRow = Awaited<ReturnType<typeof listBrands>>[number];

/** What a read of the catalogue gives besides its rows: every read runs in one snapshot. */
export interface CatalogueRead {
  version: number;
  /** Product ids ordered by title then id, as PostgreSQL's collation orders them; null when not read. */
  nameOrder: number[] | null;
  brands: BrandRow[];
  tree: CategoryTreeRow[];
  /** Active brands and categories with what their listing pages show. */
  brandPages: BrandPageRow[];
  categoryPages: CategoryPageRow[];
}

/** What a whole read says before its first row: how many products, and how many hold each lexeme. */
export interface CatalogueCounts extends LexemeCounts {
  products: number;
}

/**
 * The catalogue's size and each lexeme's number of products (ts_stat's ndoc: a product holds a lexeme once
 * in its search_vector), in the read's snapshot, so the index can size its arrays once (decision 0130).
 * Two space-joined lists in the same order (lexemes never hold a space), not a row per lexeme.
 */
async function readCounts(tx: Database): Promise<CatalogueCounts> {
  const { rows } = (await tx.execute(sql`
    select (select count(*) from products)::int as products,
      coalesce(string_agg(word, ' ' order by word collate "C"), '') as lexemes,
      coalesce(string_agg(ndoc::text, ' ' order by word collate "C"), '') as counts
    from ts_stat('select search_vector from products')`)) as unknown as { rows: { products: number; lexemes: string; counts: string }[] };
  const row = rows[0];
  return {
    products: Number(row?.products ?? 0),
    lexemes: words(row?.lexemes ?? ''),
    counts: Int32Array.from(words(row?.counts ?? ''), Number),
  };
}

/**
 * Rows per read while building. A batch arrives whole before it is indexed, and what outlives a young-
 * generation collection (its rows, their lexeme strings) is promoted, to be collected only later: at
 * 100,000 products 2,000-row batches took the build's peak some 60 MB higher than 500 (decision 0130).
 */
const BATCH = 500;

type RawRow = {
  id: number;
  active: boolean;
  brand_id: number | null;
  category_id: number | null;
  size: string | null;
  color: string | null;
  price: number | null;
  created_us: number;
  lower_title: string;
  lex_all: string;
  lex_c: string;
  lex_b: string;
  lex_a: string;
};

const words = (list: string) => (list === '' ? [] : list.split(' '));

const toIndexed = (r: RawRow): IndexedRow => ({
  id: r.id,
  active: r.active,
  brandId: r.brand_id,
  categoryId: r.category_id,
  size: r.size,
  color: r.color,
  pricePaisa: r.price === null ? null : Number(r.price),
  createdMicros: Number(r.created_us),
  lowerTitle: r.lower_title,
  byWeight: [words(r.lex_all), words(r.lex_c), words(r.lex_b), words(r.lex_a)],
});

/**
 * A batch of products stamped after `since` (null: every product, even those last written before the
 * version existed, stamped 0), in id order after `afterId`. The effective price is the listing's rule (decision 0012).
 */
async function readBatch(tx: Database, since: number | null, afterId: number): Promise<IndexedRow[]> {
  const { rows } = (await tx.execute(sql`
    select p.id, p.active, p.brand_id, p.category_id, p.size, p.color,
      (case when p.on_request then null else nullif(coalesce(p.offer_price_paisa, p.price_paisa), 0) end)::float8 as price,
      (extract(epoch from p.created_at) * 1000000)::float8 as created_us,
      lower(p.title) as lower_title,
      array_to_string(tsvector_to_array(coalesce(p.search_vector, ''::tsvector)), ' ') as lex_all,
      array_to_string(tsvector_to_array(ts_filter(coalesce(p.search_vector, ''::tsvector), '{c}')), ' ') as lex_c,
      array_to_string(tsvector_to_array(ts_filter(coalesce(p.search_vector, ''::tsvector), '{b}')), ' ') as lex_b,
      array_to_string(tsvector_to_array(ts_filter(coalesce(p.search_vector, ''::tsvector), '{a}')), ' ') as lex_a
    from products p
    where ${since === null ? sql`true` : sql`p.catalogue_version > ${since}`} and p.id > ${afterId}
    order by p.id
    limit ${BATCH}`)) as unknown as { rows: RawRow[] };
  return rows.map(toIndexed);
}

/**
 * Everything written after `since` (null: the whole catalogue), batch by batch to `onRows`, with the version
 * it makes the index and, when `nameOrderWanted` says so once the rows are read, the order of every
 * product by title. REPEATABLE READ: one snapshot for all of it. Lexemes never hold a space (to_tsvector
 * splits on spaces), so a space-joined list is split back exactly.
 */
export function readCatalogue(
  db: Database,
  since: number | null,
  opts: {
    /** Only on a whole read (`since` null): called once, before the first rows. */
    onCounts?: (counts: CatalogueCounts) => void;
    onRows: (rows: IndexedRow[]) => void;
    nameOrderWanted: () => boolean;
  },
): Promise<CatalogueRead> {
  return db.transaction(
    async (tx) => {
      const { rows: state } = (await tx.execute(sql`select version::float8 as version from catalogue_version where id = 1`)) as unknown as {
        rows: { version: number }[];
      };
      if (since === null) opts.onCounts?.(await readCounts(tx));
      for (let batch = await readBatch(tx, since, 0); batch.length > 0; batch = await readBatch(tx, since, batch.at(-1)?.id ?? 0)) {
        opts.onRows(batch);
        if (batch.length < BATCH) break;
      }
      const nameOrder = opts.nameOrderWanted()
        ? ((await tx.execute(sql`select id from products order by title, id`)) as unknown as { rows: { id: number }[] }).rows.map(
            (r) => r.id,
          )
        : null;
      // One after another: a transaction is one connection, and node-postgres 9 refuses queries queued on it.
      const brands = await listBrands(tx);
      const tree = await listCategoryTree(tx);
      const brandPages = await listBrandPages(tx);
      const categoryPages = await listCategoryPages(tx);
      return { version: Number(state[0]?.version ?? 0), nameOrder, brands, tree, brandPages, categoryPages };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The catalogue's version now, and the version before which an index must be rebuilt whole. */
export interface CatalogueState {
  version: number;
  reloadFrom: number;
}

const stateQuery = preparedPerDatabase((db) =>
  db
    .select({
      version: catalogueVersion.version,
      reloadFrom: catalogueVersion.reloadFrom,
      // to_tsquery is strict: no search text, no query.
      tsquery: sql<string | null>`to_tsquery('english', ${sql.placeholder('tsquery')}::text)::text`,
      lowerTerm: sql<string>`lower(${sql.placeholder('term')}::text)`,
    })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1))
    .prepare('catalogue_state'),
);

/**
 * The version check every search makes, with the search text parsed as PostgreSQL parses it (stemming and
 * stop words are the database's, never imitated) and lower-cased as it lower-cases titles. One round trip.
 */
export async function readState(
  db: Database,
  tsquery: string | null,
  term: string,
): Promise<CatalogueState & { tsquery: string | null; lowerTerm: string }> {
  const [row] = await stateQuery(db).execute({ tsquery, term });
  return {
    version: Number(row?.version ?? 0),
    reloadFrom: Number(row?.reloadFrom ?? 0),
    tsquery: row?.tsquery ?? null,
    lowerTerm: row?.lowerTerm ?? term.toLowerCase(),
  };
}
