import { isStorableText } from '@suraksha/contracts/text';
import { TEXT_MESSAGES } from '@suraksha/contracts/text-messages';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './api-path.ts';
import { MESSAGES } from './error-handler.ts';
import { NotFoundError, ValidationError } from './errors.ts';

/**
 * Where in a parsed value the first string that breaks the text rule sits ('' for the value itself),
 * or null. A walk with its own stack, not recursion: a body of 50,000 nested arrays is valid JSON
 * and would overflow the call stack (a 500, found by the route fuzzer).
 */
function firstUnstorable(root: unknown): string | null {
  const stack: Array<[value: unknown, at: string]> = [[root, '']];
  const child = (at: string, key: string) => (at === '' ? key : `${at}.${key}`);
  while (stack.length > 0) {
    const [value, at] = stack.pop() as [unknown, string];
    if (typeof value === 'string') {
      if (!isStorableText(value)) return at;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    // Parsed JSON, query strings and path parameters only: never a stream or bytes.
    if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function') continue;
    const entries = Array.isArray(value) ? value.map((item, i) => [String(i), item] as const) : Object.entries(value);
    // Pushed last-first so the first bad field in reading order is the one named.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i] as readonly [string, unknown];
      stack.push([item, child(at, key)]);
      if (!Array.isArray(value)) stack.push([key, at]);
    }
  }
  return null;
}

/**
 * The text rule of decision 0080 at the API's boundary, for input no contract checked: a route
 * declared without a schema, a key the schema lets through. Contracts refuse such text first, with
 * the field's name; this runs after validation, so it only catches what they missed, before any
 * handler reaches the database. A path → the 404 envelope; a query or body field → 400 naming it.
 */
export function registerStorableInput(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    if (!isApiPath(request.url)) return;
    if (firstUnstorable(request.params) !== null) throw new NotFoundError();
    for (const part of [request.query, request.body]) {
      const field = firstUnstorable(part);
      if (field !== null) throw new ValidationError({ [field || '_']: TEXT_MESSAGES.unstorable }, MESSAGES.invalidInput);
    }
  });
}
