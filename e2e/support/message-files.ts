import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The storefront's message files (apps/web/app/i18n/messages/{en,ne}/<area>.json) read as plain
 * data, for specs that check a page against them: each leaf as its path inside its file, with the
 * English and the Nepali text.
 */

const DIR = path.join(import.meta.dirname, '../../apps/web/app/i18n/messages');

export interface MessagePair {
  /** `header.login` inside layout.json, `placeOrder` inside checkout.json. */
  path: string;
  en: string;
  ne: string;
}

function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (tree === null || typeof tree !== 'object') return found;
  for (const [key, value] of Object.entries(tree)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(at, value);
    else for (const [k, v] of leaves(value, at)) found.set(k, v);
  }
  return found;
}

const read = (language: string, file: string): unknown => JSON.parse(readFileSync(path.join(DIR, language, file), 'utf8'));

export function messagePairs(): MessagePair[] {
  return readdirSync(path.join(DIR, 'en'))
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const ne = leaves(read('ne', file));
      return [...leaves(read('en', file))].map(([at, en]) => ({ path: at, en, ne: ne.get(at) ?? '' }));
    });
}
