import type { BrandPageRow, CategoryPageRow, CategoryTreeRow } from '../repo.ts';
import type { Database } from '../../../platform/database.ts';
import { type BrandRow, type CatalogueRead, type IndexedRow, readCatalogue } from './index-rows.ts';
import { grown } from './grow-array.ts';
import { TextPostings } from './text-postings.ts';

/** Orders a listing can be read in; each ends on the id, as the SQL listings did (pages never overlap). */
export type IndexOrder = 'newest' | 'priceAsc' | 'priceDesc' | 'name';

/** FNV-1a over UTF-16 code units: a cheap first test of "is this title the search text". */
export function textHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash | 0;
}

/** Interns the values of a text facet (sizes, colours): each product holds a small number. */
class Values {
  readonly list: string[] = [];
  private readonly numbers = new Map<string, number>();
  numberOf(value: string | null): number {
    if (value === null) return -1;
    let n = this.numbers.get(value);
    if (n === undefined) {
      n = this.list.length;
      this.list.push(value);
      this.numbers.set(value, n);
    }
    return n;
  }
  find(value: string): number {
    return this.numbers.get(value) ?? -1;
  }
}

/**
 * The storefront catalogue in memory, column by column (decision 0111): every product, active or not,
 * in a slot; the four listing orders as slot arrays and, per slot, its place in each; the brands and the
 * category tree. It answers for `version` of the catalogue and no other: the keeper catches it up first.
 */
export class CatalogueIndex {
  version = 0;
  size = 0;
  ids = new Int32Array(0);
  active = new Uint8Array(0);
  brand = new Int32Array(0);
  category = new Int32Array(0);
  sizeOf = new Int32Array(0);
  colorOf = new Int32Array(0);
  /** NaN: the product shows no price (never passes a price filter; last in either price order). */
  price = new Float64Array(0);
  created = new Float64Array(0);
  lowerTitles: string[] = [];
  /** A hash of each lower-cased title: most titles differ from the search text in it, without reading the string. */
  titleHash = new Int32Array(0);
  readonly slotOf = new Map<number, number>();
  readonly sizes = new Values();
  readonly colors = new Values();
  text!: TextPostings;
  orders = {} as Record<IndexOrder, Int32Array>;
  /** ranks[order][slot]: the slot's place in that order. */
  ranks = {} as Record<IndexOrder, Int32Array>;
  brands: BrandRow[] = [];
  tree: CategoryTreeRow[] = [];
  /** Active brands and categories by slug, with what their listing pages show. */
  brandPages = new Map<string, BrandPageRow>();
  categoryPages = new Map<string, CategoryPageRow>();
  /** The highest brand and category ids held, so counts fit in arrays indexed by id. */
  maxBrandId = 0;
  maxCategoryId = 0;

  /** The whole catalogue, read batch by batch: only the columns and postings are kept, never the rows. */
  static async load(db: Database): Promise<CatalogueIndex> {
    const index = new CatalogueIndex();
    let text: ReturnType<typeof TextPostings.builder> | undefined;
    const read = await readCatalogue(db, null, {
      onCounts: (counts) => {
        // Every column at its final size from the start: none grows (and is copied) while the rows arrive.
        index.reserve(counts.products);
        text = TextPostings.builder(counts);
      },
      onRows: (rows) => {
        if (!text) throw new Error('the catalogue was read without its lexeme counts');
        index.write(rows, false);
        for (const row of rows) text.add(row);
      },
      nameOrderWanted: () => true,
    });
    index.text = (text ?? TextPostings.builder({ lexemes: [], counts: new Int32Array(0) })).done();
    index.finish(read, true);
    return index;
  }

  /**
   * Takes in what was written since this index's version: changed columns in place, new products in new
   * slots, their text in the overlay. The name order is read again only when a title changed or a product is new.
   */
  async catchUp(db: Database): Promise<void> {
    const rows: IndexedRow[] = [];
    const read = await readCatalogue(db, this.version, {
      onRows: (batch) => rows.push(...batch),
      nameOrderWanted: () =>
        rows.some((row) => {
          const slot = this.slotOf.get(row.id);
          return slot === undefined || this.lowerTitles[slot] !== row.lowerTitle;
        }),
    });
    // Nothing above awaited after reading: the index changes in one step, between two searches.
    const moved = this.write(rows, true);
    this.finish(read, moved);
  }

  /** Writes the rows into their slots; true when a product is new or its price or date moved (the orders must be sorted again). */
  private write(rows: readonly IndexedRow[], overlay: boolean): boolean {
    this.reserve(this.size + rows.length);
    let moved = false;
    for (const row of rows) {
      let slot = this.slotOf.get(row.id);
      const price = row.pricePaisa ?? Number.NaN;
      if (slot === undefined) {
        slot = this.size++;
        this.slotOf.set(row.id, slot);
        moved = true;
      } else if (!Object.is(this.price[slot], price) || this.created[slot] !== row.createdMicros) moved = true;
      this.ids[slot] = row.id;
      this.active[slot] = row.active ? 1 : 0;
      this.brand[slot] = row.brandId ?? -1;
      this.category[slot] = row.categoryId ?? -1;
      this.sizeOf[slot] = this.sizes.numberOf(row.size);
      this.colorOf[slot] = this.colors.numberOf(row.color);
      this.price[slot] = price;
      this.created[slot] = row.createdMicros;
      this.lowerTitles[slot] = row.lowerTitle;
      this.titleHash[slot] = textHash(row.lowerTitle);
      this.maxBrandId = Math.max(this.maxBrandId, row.brandId ?? 0);
      this.maxCategoryId = Math.max(this.maxCategoryId, row.categoryId ?? 0);
      if (overlay) this.text.set(slot, row);
    }
    return moved;
  }

  private reserve(capacity: number): void {
    this.ids = grown(this.ids, capacity);
    this.active = grown(this.active, capacity);
    this.brand = grown(this.brand, capacity);
    this.category = grown(this.category, capacity);
    this.sizeOf = grown(this.sizeOf, capacity);
    this.colorOf = grown(this.colorOf, capacity);
    this.price = grown(this.price, capacity);
    this.created = grown(this.created, capacity);
    this.titleHash = grown(this.titleHash, capacity);
  }

  /**
   * Takes the read's version, brands and tree; sorts the newest and price orders again when `reorder`, and
   * takes the name order when the read has one. A rank array is rebuilt only for an order that changed.
   */
  private finish(read: CatalogueRead, reorder: boolean): void {
    this.version = read.version;
    this.brands = read.brands;
    this.tree = read.tree;
    this.brandPages = new Map(read.brandPages.map((b) => [b.slug, b]));
    this.categoryPages = new Map(read.categoryPages.map((c) => [c.slug, c]));
    const changed: IndexOrder[] = [];
    if (read.nameOrder) {
      this.orders.name = Int32Array.from(read.nameOrder, (id) => this.slotOf.get(id) ?? -1).filter((slot) => slot >= 0);
      changed.push('name');
    }
    if (reorder) changed.push(...this.sortByDateAndPrice());
    for (const order of changed) {
      const rank = new Int32Array(this.size);
      this.orders[order].forEach((slot, place) => (rank[slot] = place));
      this.ranks[order] = rank;
    }
  }

  /** The newest and price orders, sorted from the columns. */
  private sortByDateAndPrice(): IndexOrder[] {
    const slots = Int32Array.from({ length: this.size }, (_, i) => i);
    const { created, price, ids } = this;
    const byId = (a: number, b: number) => (ids[a] as number) - (ids[b] as number);
    // Newest first, then the higher id (desc, desc). Prices: no price last, then the lower id.
    this.orders.newest = slots.toSorted((a, b) => (created[b] as number) - (created[a] as number) || -byId(a, b));
    const priced = (a: number, b: number, dir: number) => {
      const pa = price[a] as number;
      const pb = price[b] as number;
      if (Number.isNaN(pa) || Number.isNaN(pb)) return Number.isNaN(pa) === Number.isNaN(pb) ? byId(a, b) : Number.isNaN(pa) ? 1 : -1;
      return dir * (pa - pb) || byId(a, b);
    };
    this.orders.priceAsc = slots.toSorted((a, b) => priced(a, b, 1));
    this.orders.priceDesc = slots.toSorted((a, b) => priced(a, b, -1));
    return ['newest', 'priceAsc', 'priceDesc'];
  }
}
