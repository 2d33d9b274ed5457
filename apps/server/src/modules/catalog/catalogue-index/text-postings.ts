import { grown } from './grow-array.ts';

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

/**
 * Postings of one or more lexemes: ranges of `postings`, each range in slot order. A posting is one
 * product holding the lexeme, packed as `slot << 2 | code` (`slotOf`, `codeOf`): 4 bytes, not 5 in two arrays.
 */
export interface PostingRanges {
  postings: Uint32Array;
  /** Pairs of [start, end) offsets. */
  ranges: number[];
}

/** The slot of a packed posting. */
export const slotOf = (posting: number) => posting >>> 2;
/** The weight code of a packed posting. */
export const codeOf = (posting: number) => posting & 3;

/**
 * How many products hold each lexeme, from the database before the first product is read (ts_stat over
 * the same snapshot): the postings are then laid out once, at their final size.
 */
export interface LexemeCounts {
  lexemes: string[];
  /** counts[n]: how many products hold lexemes[n]. */
  counts: Int32Array;
}

export class TextPostings {
  /** Lexeme → its number; its postings are postings[offsets[n]] … postings[offsets[n + 1] - 1]. */
  private readonly numbers: Map<string, number>;
  private readonly offsets: Int32Array;
  private readonly postings: Uint32Array;
  /** Every lexeme in code-unit order, so a prefix is one contiguous range. */
  private readonly sorted: string[];
  /** stale[slot] === 1: the postings above are out of date for that slot; its text is in `overlay`. */
  stale: Uint8Array;
  readonly overlay = new Map<number, Map<string, number>>();
  /** Trigram → the numbers of the lexemes some title holds (weight A) that contain it: the typo search's vocabulary. */
  private readonly titleTrigrams = new Map<string, number[]>();

  /**
   * Builds from the texts of slots 0, 1, 2… fed in order through `add`, then `done`. The counts say
   * where each lexeme's postings start, so each posting is written straight into its place in one array
   * of the final size (slots arrive in order, so each lexeme's stay in order): nothing grows or is copied
   * while 100,000 products are read, which kept the build's peak ~100 MB higher (decision 0130).
   */
  static builder(lexicon: LexemeCounts) {
    const numbers = new Map<string, number>();
    const offsets = new Int32Array(lexicon.lexemes.length + 1);
    lexicon.lexemes.forEach((lexeme, n) => {
      numbers.set(lexeme, n);
      offsets[n + 1] = (offsets[n] as number) + (lexicon.counts[n] as number);
    });
    const postings = new Uint32Array(offsets[lexicon.lexemes.length] as number);
    const next = offsets.slice(0, lexicon.lexemes.length);
    let slot = 0;
    return {
      add(text: ProductText) {
        // Best weight first: a lexeme's first posting in this slot is its best, later ones are skipped.
        for (let code = 3; code >= 0; code--) {
          for (const lexeme of text.byWeight[code] ?? []) {
            const n = numbers.get(lexeme);
            if (n === undefined) throw new Error(`the lexeme counts do not hold "${lexeme}" (slot ${slot})`);
            const at = next[n] as number;
            if (at > (offsets[n] as number) && slotOf(postings[at - 1] as number) === slot) continue;
            if (at === offsets[n + 1]) throw new Error(`more products hold "${lexeme}" than the lexeme counts said`);
            postings[at] = (slot << 2) | code;
            next[n] = at + 1;
          }
        }
        slot++;
      },
      done() {
        if (next.some((at, n) => at !== offsets[n + 1])) throw new Error('the lexeme counts promised postings the products did not hold');
        return new TextPostings(numbers, offsets, postings, slot);
      },
    };
  }

  private constructor(numbers: Map<string, number>, offsets: Int32Array, postings: Uint32Array, size: number) {
    this.numbers = numbers;
    this.offsets = offsets;
    this.postings = postings;
    this.sorted = [...numbers.keys()].toSorted();
    this.stale = new Uint8Array(size);
    for (const [lexeme, n] of numbers) {
      if (!this.holdsInATitle(n)) continue;
      for (const trigram of trigramsOf(lexeme)) {
        let list = this.titleTrigrams.get(trigram);
        if (!list) this.titleTrigrams.set(trigram, (list = []));
        list.push(n);
      }
    }
  }

  private holdsInATitle(n: number): boolean {
    for (let p = this.offsets[n] as number, end = this.offsets[n + 1] as number; p < end; p++)
      if (codeOf(this.postings[p] as number) === TITLE) return true;
    return false;
  }

  /**
   * The postings, title places only, of every title lexeme close to `word`: sharing at least `threshold`
   * of the word's trigrams (pg_trgm's word similarity, whose `<%` the typo search used), with that share.
   */
  closeTitleLexemes(word: string, threshold: number): PostingRanges & { shares: number[] } {
    const trigrams = trigramsOf(word);
    const shared = new Map<number, number>();
    for (const trigram of trigrams) for (const n of this.titleTrigrams.get(trigram) ?? []) shared.set(n, (shared.get(n) ?? 0) + 1);
    const ranges: number[] = [];
    const shares: number[] = [];
    for (const [n, count] of shared) {
      const share = count / trigrams.size;
      if (share < threshold) continue;
      ranges.push(this.offsets[n] as number, this.offsets[n + 1] as number);
      shares.push(share);
    }
    return { ranges, shares, postings: this.postings };
  }

  /** Replaces the text of the product in `slot` (a new slot or a written product). */
  set(slot: number, text: ProductText): void {
    this.stale = grown(this.stale, slot + 1);
    this.stale[slot] = 1;
    this.overlay.set(slot, bestCodes(text));
  }

  /** The postings of the lexeme or, with `prefix`, of every lexeme starting with it (`lexeme:*`). Stale slots are the caller's to skip. */
  postingsOf(lexeme: string, prefix: boolean): PostingRanges {
    const ranges: number[] = [];
    const add = (word: string) => {
      const n = this.numbers.get(word);
      if (n !== undefined) ranges.push(this.offsets[n] as number, this.offsets[n + 1] as number);
    };
    if (!prefix) add(lexeme);
    else {
      for (let i = this.firstAtOrAfter(lexeme); i < this.sorted.length; i++) {
        const word = this.sorted[i] as string;
        if (!word.startsWith(lexeme)) break;
        add(word);
      }
    }
    return { postings: this.postings, ranges };
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

/** The weight code of a title (A). */
export const TITLE = 3;

/** A word's trigrams as pg_trgm makes them: lower case, two spaces before and one after. */
export function trigramsOf(word: string): Set<string> {
  const padded = `  ${word.toLowerCase()} `;
  const trigrams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) trigrams.add(padded.slice(i, i + 3));
  return trigrams;
}

/** Each lexeme of a product with the code of its best weight. */
function bestCodes(text: ProductText): Map<string, number> {
  const codes = new Map<string, number>();
  for (let code = 3; code >= 0; code--) for (const lexeme of text.byWeight[code] ?? []) if (!codes.has(lexeme)) codes.set(lexeme, code);
  return codes;
}
