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

/** Postings of one or more lexemes: ranges of `slots` and `codes`, each range in slot order. */
export interface PostingRanges {
  slots: Int32Array;
  codes: Uint8Array;
  /** Pairs of [start, end) offsets. */
  ranges: number[];
}

export class TextPostings {
  /** Lexeme → its number; its postings are slots[offsets[n]] … slots[offsets[n + 1] - 1]. */
  private readonly numbers: Map<string, number>;
  private readonly offsets: Int32Array;
  private readonly slots: Int32Array;
  private readonly codes: Uint8Array;
  /** Every lexeme in code-unit order, so a prefix is one contiguous range. */
  private readonly sorted: string[];
  /** stale[slot] === 1: the postings above are out of date for that slot; its text is in `overlay`. */
  stale: Uint8Array;
  readonly overlay = new Map<number, Map<string, number>>();
  /** Trigram → the numbers of the lexemes some title holds (weight A) that contain it: the typo search's vocabulary. */
  private readonly titleTrigrams = new Map<string, number[]>();

  /**
   * Builds from the texts of slots 0, 1, 2… fed in order through `add`, then `done`. The postings are
   * gathered as (slot, lexeme number, weight) triples in typed arrays and laid out per lexeme at the end:
   * no per-lexeme JavaScript arrays, so building 100,000 products does not balloon the heap.
   */
  static builder() {
    const numbers = new Map<string, number>();
    let tripleSlots = new Int32Array(1 << 16);
    let tripleLexemes = new Int32Array(1 << 16);
    let tripleCodes = new Uint8Array(1 << 16);
    let triples = 0;
    let slot = 0;
    return {
      add(text: ProductText) {
        const codes = bestCodes(text);
        tripleSlots = grown(tripleSlots, triples + codes.size);
        tripleLexemes = grown(tripleLexemes, triples + codes.size);
        tripleCodes = grown(tripleCodes, triples + codes.size);
        for (const [lexeme, code] of codes) {
          let n = numbers.get(lexeme);
          if (n === undefined) numbers.set(lexeme, (n = numbers.size));
          tripleSlots[triples] = slot;
          tripleLexemes[triples] = n;
          tripleCodes[triples] = code;
          triples++;
        }
        slot++;
      },
      done() {
        // Counting sort by lexeme: triples arrive in slot order, so each lexeme's slots stay in order.
        const offsets = new Int32Array(numbers.size + 1);
        for (let t = 0; t < triples; t++) {
          const n = (tripleLexemes[t] as number) + 1;
          offsets[n] = (offsets[n] as number) + 1;
        }
        for (let n = 0; n < numbers.size; n++) offsets[n + 1] = (offsets[n + 1] as number) + (offsets[n] as number);
        const next = offsets.slice(0, numbers.size);
        const slots = new Int32Array(triples);
        const codes = new Uint8Array(triples);
        for (let t = 0; t < triples; t++) {
          const n = tripleLexemes[t] as number;
          const at = next[n] as number;
          next[n] = at + 1;
          slots[at] = tripleSlots[t] as number;
          codes[at] = tripleCodes[t] as number;
        }
        return new TextPostings(numbers, offsets, slots, codes, slot);
      },
    };
  }

  private constructor(numbers: Map<string, number>, offsets: Int32Array, slots: Int32Array, codes: Uint8Array, size: number) {
    this.numbers = numbers;
    this.offsets = offsets;
    this.slots = slots;
    this.codes = codes;
    this.sorted = [...numbers.keys()].toSorted();
    this.stale = new Uint8Array(size);
    for (const [lexeme, n] of numbers) {
      if (!codes.subarray(offsets[n], offsets[n + 1]).includes(TITLE)) continue;
      for (const trigram of trigramsOf(lexeme)) {
        let list = this.titleTrigrams.get(trigram);
        if (!list) this.titleTrigrams.set(trigram, (list = []));
        list.push(n);
      }
    }
  }

  /**
   * The postings, title places only, of every title lexeme close to `word`: sharing at least `threshold`
   * of the word's trigrams (pg_trgm's word similarity, whose `<%` the typo search used), with that share.
   */
  closeTitleLexemes(word: string, threshold: number): { ranges: number[]; shares: number[]; slots: Int32Array; codes: Uint8Array } {
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
    return { ranges, shares, slots: this.slots, codes: this.codes };
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
    return { slots: this.slots, codes: this.codes, ranges };
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
