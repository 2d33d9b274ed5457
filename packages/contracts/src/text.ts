import { z } from 'zod';
import { TEXT_MESSAGES } from './text-messages.ts';

/**
 * The one rule for every text a caller sends (docs/decisions/0080). PostgreSQL text cannot hold
 * NUL (it answers "invalid byte sequence", a 500 before this rule); a lone UTF-16 surrogate has no
 * UTF-8 form (the driver would silently store U+FFFD); the other control characters have no
 * meaning in a name, a slug or a message, and XML (the sitemap, mails) cannot carry most of them.
 * Tab, line feed and carriage return stay: a message or an address has lines.
 */
const CONTROL_EXCEPT_LINES = /[^\P{Cc}\t\n\r]/u;

/** Whether a string may reach the database and our pages as it is. */
export function isStorableText(value: string): boolean {
  return value.isWellFormed() && !CONTROL_EXCEPT_LINES.test(value);
}

/**
 * Every string field of a request: `z.string()` that refuses what {@link isStorableText} refuses.
 * `message` is what the field says when it is missing or not a string; text it cannot store gets
 * one message everywhere (unless the field has a better one, `unstorable`), under the field's name
 * in the error envelope.
 */
export function text(message?: string, unstorable: string = TEXT_MESSAGES.unstorable) {
  return z.string(message === undefined ? undefined : { error: message }).refine(isStorableText, {
    message: unstorable,
    abort: true,
  });
}

/**
 * A slug or number in the path. The server answers any path parameter it cannot take with the
 * 404 envelope and this message (a path that cannot name anything names nothing we have).
 */
export const pathSegment = (notFound: string = TEXT_MESSAGES.notFound) =>
  z.string({ error: notFound }).refine(isStorableText, { message: notFound, abort: true });
