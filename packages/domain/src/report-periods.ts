import { weekStartInNepal } from './nepal-time.ts';

/**
 * How the reports group Nepal days into periods (issue #17): a day, a week (Sunday to Saturday, as
 * the dashboard counts it), a calendar month, or Nepal's fiscal year, Shrawan 1 to the last day of
 * Asar (Bikram Sambat). Pure, so the server buckets and the screen labels agree.
 */
export const REPORT_PERIODS = ['day', 'week', 'month', 'fiscal_year'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/**
 * Shrawan 1 in AD for BS 2070 to 2090 (decision 0105): fiscal year 2070/71 starts on the first.
 * Taken from the bikram-sambat package's month-length table (npm bikram-sambat 1.8.1, toGreg(y, 4, 1)),
 * which follows the official Nepali calendar; a table, because the BS calendar is published, not computed.
 */
export const SHRAWAN_FIRST: readonly string[] = [
  '2013-07-16',
  '2014-07-17',
  '2015-07-17',
  '2016-07-16',
  '2017-07-16',
  '2018-07-17',
  '2019-07-17',
  '2020-07-16',
  '2021-07-16',
  '2022-07-17',
  '2023-07-17',
  '2024-07-16',
  '2025-07-17',
  '2026-07-17',
  '2027-07-17',
  '2028-07-16',
  '2029-07-16',
  '2030-07-17',
  '2031-07-17',
  '2032-07-16',
  '2033-07-16',
];
const FIRST_BS_YEAR = 2070;

/** The first and last AD day the fiscal-year table covers. */
export const FISCAL_YEARS_KNOWN = { from: SHRAWAN_FIRST[0] as string, to: '2034-07-15' } as const;

/** The fiscal year a day (YYYY-MM-DD, AD) falls in: its first day and its name, e.g. "2082/83"; undefined outside the table. */
export function fiscalYearOf(day: string): { start: string; label: string } | undefined {
  if (day < FISCAL_YEARS_KNOWN.from || day > FISCAL_YEARS_KNOWN.to) return undefined;
  let index = SHRAWAN_FIRST.findLastIndex((start) => start <= day);
  if (index < 0) index = 0;
  const year = FIRST_BS_YEAR + index;
  return { start: SHRAWAN_FIRST[index] as string, label: `${year}/${String((year + 1) % 100).padStart(2, '0')}` };
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
