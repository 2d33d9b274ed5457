import { BS_RANGE, SHRAWAN, bsDateOf, bsToAd } from './bikram-sambat.ts';
import { weekStartInNepal } from './nepal-time.ts';

/**
 * How the reports group Nepal days into periods (issue #17): a day, a week (Sunday to Saturday, as
 * the dashboard counts it), a calendar month, or Nepal's fiscal year, Shrawan 1 to the last day of
 * Asar (Bikram Sambat). Pure, so the server buckets and the screen labels agree.
 */
export const REPORT_PERIODS = ['day', 'week', 'month', 'fiscal_year'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** The first and last AD day whose fiscal year the calendar knows: Shrawan 1, 2000 BS to the table's last day. */
export const FISCAL_YEARS_KNOWN = { from: bsToAd({ year: BS_RANGE.firstYear, month: SHRAWAN, day: 1 }), to: BS_RANGE.lastAd } as const;

/** The fiscal year a day (YYYY-MM-DD, AD) falls in: its first day and its name, e.g. "2082/83"; undefined outside the calendar. */
export function fiscalYearOf(day: string): { start: string; label: string } | undefined {
  const date = bsDateOf(day);
  if (!date) return undefined;
  // Baisakh to Asar close the fiscal year that began in the previous BS year's Shrawan.
  const year = date.month >= SHRAWAN ? date.year : date.year - 1;
  if (year < BS_RANGE.firstYear) return undefined;
  return { start: bsToAd({ year, month: SHRAWAN, day: 1 }), label: `${year}/${String((year + 1) % 100).padStart(2, '0')}` };
}

/** The period a Nepal day belongs to: its first day (the key) and how it is named on a chart and in a CSV. */
export function periodOf(day: string, by: ReportPeriod): { start: string; label: string } {
  if (by === 'week') {
    const start = weekStartInNepal(day);
    return { start, label: `Week of ${start}` };
  }
  if (by === 'month') return { start: `${day.slice(0, 7)}-01`, label: day.slice(0, 7) };
  if (by === 'fiscal_year') {
    const year = fiscalYearOf(day);
    if (year) return { start: year.start, label: `FY ${year.label}` };
  }
  return { start: day, label: day };
}

/** Every Nepal day from `from` to `to` (both YYYY-MM-DD, from ≤ to), so periods with no orders still show as 0. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`), end = Date.parse(`${to}T00:00:00Z`); at <= end; at += 86_400_000) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

/** How many days from `from` to `to`, both included (YYYY-MM-DD, from ≤ to). */
export function daySpan(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}
