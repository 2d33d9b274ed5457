/**
 * Which products hold which lexeme, and at what best weight: the inverted index of the stored
 * search_vector. Built once into compact arrays; products written since live in a small overlay that
 * hides their stale postings, until the next rebuild folds them in (decision 0111).
 */

/** Weight codes, best last: description and summary (D), specifications (C), brand and category (B), title (A). */
export const WEIGHT_OF_CODE = Float64Array.of(0.1, 0.2, 0.4, 1);

/** One product's lexemes by the best weight they have in it: `byWeight[3]` are the title's (A) … `byWeight[0]` the rest (D). */
export interface ProductText {
  byWeight: readonly [string[], string[], string[], string[]];
}

export interface Posting {
  slots: Int32Array;
  codes: Uint8Array;
}

export class TextPostings {
  private readonly postings = new Map<string, Posting>();
  /** Every lexeme of `postings` in code-unit order, so a prefix is one contiguous range. */
  private readonly sorted: string[];
  /** stale[slot] === 1: the postings above are out of date for that slot; its text is in `overlay`. */
  stale: Uint8Array;
  readonly overlay = new Map<number, Map<string, number>>();

  /** Builds from the texts of slots 0, 1, 2… fed in order through `add`, then `done`. */
  static builder() {
    const build = new Map<string, { slots: number[]; codes: number[] }>();
    let slot = 0;
    return {
      add(text: ProductText) {
        for (const [lexeme, code] of bestCodes(text)) {
          let list = build.get(lexeme);
          if (!list) build.set(lexeme, (list = { slots: [], codes: [] }));
          list.slots.push(slot);
          list.codes.push(code);
        }
        slot++;
      },
      done: () => new TextPostings(build, slot),
    };
  }

  private constructor(build: Map<string, { slots: number[]; codes: number[] }>, size: number) {
    for (const [lexeme, list] of build)
      this.postings.set(lexeme, { slots: Int32Array.from(list.slots), codes: Uint8Array.from(list.codes) });
    this.sorted = [...this.postings.keys()].toSorted();
    this.stale = new Uint8Array(size);
  }

  /** Replaces the text of the product in `slot` (a new slot or a written product). */
  set(slot: number, text: ProductText): void {
    if (slot >= this.stale.length) {
      const grown = new Uint8Array(Math.max(slot + 1, this.stale.length * 2));
      grown.set(this.stale);
      this.stale = grown;
    }
    this.stale[slot] = 1;
    this.overlay.set(slot, bestCodes(text));
  }

  /** The postings of the lexeme or, with `prefix`, of every lexeme starting with it (`lexeme:*`). Stale slots are the caller's to skip. */
  postingsOf(lexeme: string, prefix: boolean): Posting[] {
    if (!prefix) {
      const posting = this.postings.get(lexeme);
      return posting ? [posting] : [];
    }
    const found: Posting[] = [];
    for (let i = this.firstAtOrAfter(lexeme); i < this.sorted.length; i++) {
      const word = this.sorted[i] as string;
      if (!word.startsWith(lexeme)) break;
      found.push(this.postings.get(word) as Posting);
    }
    return found;
  }

  private firstAtOrAfter(lexeme: string): number {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.sorted[mid] as string) < lexeme) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/** Each lexeme of a product with the code of its best weight. */
function bestCodes(text: ProductText): Map<string, number> {
  const codes = new Map<string, number>();
  for (let code = 3; code >= 0; code--) for (const lexeme of text.byWeight[code] ?? []) if (!codes.has(lexeme)) codes.set(lexeme, code);
  return codes;
}
