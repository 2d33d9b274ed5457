/** One lexeme of a parsed tsquery: matched as is, or as a prefix (`:*`). */
export interface QueryItem {
  lexeme: string;
  prefix: boolean;
}

/**
 * The items of a tsquery as PostgreSQL prints it (`'dome' & 'camera':*`, with `<->` between the parts
 * of a hyphenated word). Our queries only AND their words (prefixTsquery); the parts of one hyphenated
 * word are ANDed too, since the whole word is a lexeme of its own and pins the phrase. An empty query
 * (only stop words) has no items and matches nothing, as in PostgreSQL.
 */
export function tsqueryItems(printed: string): QueryItem[] {
  return [...printed.matchAll(/'((?:[^']|'')*)'(:\*)?/g)].map((m) => ({
    lexeme: (m[1] as string).replaceAll("''", "'"),
    prefix: m[2] !== undefined,
  }));
}
