import { isStorableText } from '@suraksha/contracts/text';
import { TEXT_MESSAGES } from '@suraksha/contracts/text-messages';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './api-path.ts';
import { MESSAGES } from './error-handler.ts';
import { NotFoundError, ValidationError } from './errors.ts';

/** Where in a parsed value the first string that breaks the text rule sits ('' for the value itself), or null. */
function firstUnstorable(value: unknown, at = ''): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : at;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = firstUnstorable(item, at === '' ? String(i) : `${at}.${i}`);
      if (found !== null) return found;
    }
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  // Parsed JSON, query strings and path parameters only: never a stream or bytes.
  if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = firstUnstorable(key, at) ?? firstUnstorable(item, at === '' ? key : `${at}.${key}`);
    if (found !== null) return found;
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
