import { isCalendarDate } from '@suraksha/domain/nepal-time';
import { z } from 'zod';
import { blank } from '../catalog.ts';
import { text } from '../text.ts';

/** Query-string fields the back office's lists share: a field left empty by a GET form counts as absent. */

/** A day in Nepal, YYYY-MM-DD. */
export const dayParam = (what: string) =>
  text()
    .optional()
    .transform((v, ctx) => {
      if (blank(v)) return undefined;
      const day = String(v).trim();
      if (!isCalendarDate(day)) {
        ctx.addIssue({ code: 'custom', message: `The ${what} must be a date, e.g. 2026-11-25.` });
        return z.NEVER;
      }
      return day;
    })
    .describe(`${what[0]?.toUpperCase()}${what.slice(1)}: a day in Nepal, YYYY-MM-DD`);

/** One of a fixed list. */
export const choiceParam = <T extends string>(values: readonly T[], what: string) =>
  text()
    .optional()
    .transform((v, ctx): T | undefined => {
      if (blank(v)) return undefined;
      const value = String(v).trim();
      if (!(values as readonly string[]).includes(value)) {
        ctx.addIssue({ code: 'custom', message: `The ${what} must be one of ${values.join(', ')}.` });
        return z.NEVER;
      }
      return value as T;
    })
    .describe(`One of ${values.join(', ')}`);

/** Free text up to `max` characters, trimmed. */
export const textParam = (what: string, max: number) =>
  text()
    .optional()
    .transform((v, ctx) => {
      if (blank(v)) return undefined;
      const value = String(v).trim();
      if (value.length > max) {
        ctx.addIssue({ code: 'custom', message: `The ${what} must be at most ${max} characters.` });
        return z.NEVER;
      }
      return value;
    });

/** `from` must not come after `to`: the message goes under `to`. */
export function daysInOrder(query: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) {
  if (query.from && query.to && query.from > query.to) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'The last day must not be before the first day.' });
  }
}
