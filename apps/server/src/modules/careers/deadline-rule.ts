import { and, gte, isNull, or } from 'drizzle-orm';
import { careers } from '../../db/schema/content.ts';
import { isLiveColumn } from '../content/publishing.ts';

/**
 * The careers' one deadline rule (decision 0109): a deadline is the last Nepal day applications are
 * taken. Until the end of that day the opening is listed and takes applications; from the next Nepal
 * day on it leaves /career, its page says applications are closed, and an application is refused.
 * Both forms below say the same thing: one for SQL, one for a row already read.
 */

/** Takes applications on `today` (a Nepal day, YYYY-MM-DD): no deadline, or the deadline not yet past. */
export function takesApplications(deadline: string | null, today: string): boolean {
  return deadline === null || deadline >= today;
}

/** The same rule in SQL, for lists. */
export const takesApplicationsSql = (today: string) => or(isNull(careers.deadline), gte(careers.deadline, today));

/** On /career: published (its time has come) and taking applications. */
export const listedOnCareers = (today: string) => and(isLiveColumn(careers.publishedAt), takesApplicationsSql(today));

/** Whole days from `today` to the deadline (0 on its day, below 0 once past); null without one. */
export function daysToDeadline(deadline: string | null, today: string): number | null {
  if (deadline === null) return null;
  return Math.round((Date.parse(`${deadline}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}
