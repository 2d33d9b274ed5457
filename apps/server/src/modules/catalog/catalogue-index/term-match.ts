import type { CatalogueIndex } from './catalogue-index.ts';
import { codeOf, slotOf, TITLE, trigramsOf, WEIGHT_OF_CODE } from './text-postings.ts';
import type { QueryItem } from './tsquery-items.ts';

/** The products a search term matched, with how well each matched (higher first). */
export interface TermMatch {
  slots: Int32Array;
  /** score[i] belongs to slots[i]. */
  scores: Float64Array;
}

/**
 * Scratch arrays, one entry per slot, reused by every search (a search runs to the end without awaiting,
 * so no two use them at once). `mark[slot] === round` says the slot was reached in this round.
 */
const scratch = { mark: new Uint32Array(0), best: new Float64Array(0), sum: new Float64Array(0), reached: new Int32Array(0), round: 0 };

function scratchFor(size: number) {
  if (scratch.mark.length < size) {
    scratch.mark = new Uint32Array(size * 2);
    scratch.best = new Float64Array(size * 2);
    scratch.sum = new Float64Array(size * 2);
    scratch.reached = new Int32Array(size * 2);
    scratch.round = 0;
  }
  return scratch;
}

type Visit = (slot: number, value: number) => void;

/**
 * The products every word reaches (AND), each scored by the sum over the words of the best value it was
 * reached with. `reach(i, visit)` visits every place word i is found; a slot counts in round i only if it
 * was reached in every round before, so each word costs its own postings, never the catalogue.
 */
function everyWord(size: number, words: number, reach: (i: number, visit: Visit) => void): TermMatch {
  const { mark, best, sum, reached } = scratchFor(size);
  let count = 0;
  for (let i = 0; i < words; i++) {
    const round = ++scratch.round;
    const required = i === 0 ? -1 : round - 1;
    let reachedNow = 0;
    reach(i, (slot, value) => {
      if (mark[slot] === round) {
        if (value > (best[slot] as number)) best[slot] = value;
      } else if (required === -1 || mark[slot] === required) {
        mark[slot] = round;
        best[slot] = value;
        reached[reachedNow++] = slot;
      }
    });
    for (let r = 0; r < reachedNow; r++) {
      const slot = reached[r] as number;
      sum[slot] = (i === 0 ? 0 : (sum[slot] as number)) + (best[slot] as number);
    }
    count = reachedNow;
  }
  const slots = reached.slice(0, count);
  const scores = new Float64Array(count);
  for (let r = 0; r < count; r++) scores[r] = sum[slots[r] as number] as number;
  return { slots, scores };
}

/**
 * The products every item matches (AND), each scored by the sum, over the items, of the best weight at
 * which it holds the item: a word in the title (1) beats one in the brand or category (0.4), the
 * specifications (0.2) or the description (0.1). Postings are read once per lexeme, never per product.
 */
export function matchText(index: CatalogueIndex, items: readonly QueryItem[]): TermMatch {
  const { stale, overlay } = index.text;
  return everyWord(index.size, items.length, (i, visit) => {
    const item = items[i] as QueryItem;
    const { postings, ranges } = index.text.postingsOf(item.lexeme, item.prefix);
    for (let r = 0; r < ranges.length; r += 2) {
      for (let p = ranges[r] as number, end = ranges[r + 1] as number; p < end; p++) {
        const posting = postings[p] as number;
        const slot = slotOf(posting);
        if (stale[slot] !== 1) visit(slot, WEIGHT_OF_CODE[codeOf(posting)] as number);
      }
    }
    for (const [slot, text] of overlay) {
      for (const [lexeme, code] of text) {
        if (item.prefix ? lexeme.startsWith(item.lexeme) : lexeme === item.lexeme) visit(slot, WEIGHT_OF_CODE[code] as number);
      }
    }
  });
}

/** Shorter words are too short for similarity to mean anything ("4mp" is "close" to "42x"): they must appear as typed. */
const SHORTEST_FUZZY_WORD = 4;
/** pg_trgm's default 0.6 misses ordinary typos such as "dahau" for Dahua; 0.5 finds them without flooding the results. */
const TYPO_WORD_SIMILARITY = 0.5;

/**
 * The typo-tolerant match, used only when the words match nothing as typed (decision 0111): every word of
 * four letters or more must be close to a word of the title (sharing half its trigrams, as pg_trgm's
 * `<%` at 0.5), shorter ones must appear in the title as typed. Scored by how close the words are.
 */
export function matchTypos(index: CatalogueIndex, words: readonly string[]): TermMatch {
  if (words.length === 0) return { slots: new Int32Array(0), scores: new Float64Array(0) };
  const fuzzy = words.filter((word) => word.length >= SHORTEST_FUZZY_WORD);
  const exact = words.filter((word) => word.length < SHORTEST_FUZZY_WORD);
  const { stale, overlay } = index.text;
  const close =
    fuzzy.length === 0
      ? { slots: Int32Array.from({ length: index.size }, (_, slot) => slot), scores: new Float64Array(index.size) }
      : everyWord(index.size, fuzzy.length, (i, visit) => {
          const word = fuzzy[i] as string;
          const near = index.text.closeTitleLexemes(word, TYPO_WORD_SIMILARITY);
          for (let r = 0; r < near.ranges.length; r += 2) {
            const closeness = near.shares[r / 2] as number;
            for (let p = near.ranges[r] as number, end = near.ranges[r + 1] as number; p < end; p++) {
              const posting = near.postings[p] as number;
              const slot = slotOf(posting);
              if (stale[slot] !== 1 && codeOf(posting) === TITLE) visit(slot, closeness);
            }
          }
          const trigrams = trigramsOf(word);
          for (const [slot, text] of overlay) {
            for (const [lexeme, code] of text) {
              if (code !== TITLE) continue;
              let shared = 0;
              for (const trigram of trigramsOf(lexeme)) if (trigrams.has(trigram)) shared++;
              if (shared / trigrams.size >= TYPO_WORD_SIMILARITY) visit(slot, shared / trigrams.size);
            }
          }
        });
  // Short words as typed, anywhere in the title (as `ilike '%word%'` did); each counts as a perfect match.
  const slots: number[] = [];
  const scores: number[] = [];
  close.slots.forEach((slot, i) => {
    const title = index.lowerTitles[slot] as string;
    if (exact.every((word) => title.includes(word))) {
      slots.push(slot);
      scores.push((close.scores[i] as number) + exact.length);
    }
  });
  return { slots: Int32Array.from(slots), scores: Float64Array.from(scores) };
}
