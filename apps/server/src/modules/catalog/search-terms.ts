/**
 * A buyer's search text → safe search words. Everything but letters, digits, combining
 * marks (Devanagari) and inner hyphens is dropped, so tsquery operators (' : & ! ( | * \)
 * and SQL or regex metacharacters can never reach PostgreSQL as syntax.
 */

const MAX_WORDS = 12;
const NOT_A_WORD_CHARACTER = /[^\p{L}\p{N}\p{M}-]+/gu;

export function searchWords(term: string): string[] {
  return term
    .toLowerCase()
    .split(/\s+/)
    .map((token) =>
      token
        .replace(NOT_A_WORD_CHARACTER, '')
        .replace(/-{2,}/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter((word) => word !== '')
    .slice(0, MAX_WORDS);
}

/**
 * The to_tsquery text of the words: all of them must match, the last one as a prefix
 * (as-you-type). null when there is no word to search for.
 */
export function prefixTsquery(words: readonly string[]): string | null {
  if (words.length === 0) return null;
  return words.map((word, i) => (i === words.length - 1 ? `${word}:*` : word)).join(' & ');
}

/** Words long enough for trigram matching: one letter matches almost anything. */
export function trigramWords(words: readonly string[]): string[] {
  return words.filter((word) => word.length >= 2);
}
