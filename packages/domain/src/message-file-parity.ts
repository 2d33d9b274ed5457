/**
 * The check every pair of message files passes (the storefront's, decision 0124; the mails',
 * decision 0129): the same keys in both languages, none empty, each keeping its `{{placeholders}}`.
 */

/** Every leaf of a message file as `path.to.key` → text (a non-string leaf is kept as is, to be reported). */
function leaves(tree: object, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') for (const [k, v] of leaves(value, path)) found.set(k, v);
    else found.set(path, value);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).toSorted();

/** The keys missing or empty in `candidate` compared with `reference`, and the extra ones. */
export function messageProblems(reference: object, candidate: object): string[] {
  const want = leaves(reference);
  const have = leaves(candidate);
  const problems: string[] = [];
  for (const [key, text] of want) {
    const other = have.get(key);
    if (other === undefined) problems.push(`missing: ${key}`);
    else if (typeof other !== 'string' || other.trim() === '') problems.push(`empty: ${key}`);
    else if (typeof text === 'string' && placeholders(text).join() !== placeholders(other).join())
      problems.push(`placeholders differ: ${key}`);
  }
  for (const key of have.keys()) if (!want.has(key)) problems.push(`extra: ${key}`);
  return problems;
}
