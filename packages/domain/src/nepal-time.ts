import { bsDateOf, formatBs } from './bikram-sambat.ts';
import { NEPAL_OFFSET_MS } from './nepal-day.ts';

/** Dates as a customer in Nepal reads them, built by hand (no Intl): the same text on server and browser. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The AD date alone, "14 Feb 2026": for where the BS date has its own element beside it. */
export function readableAdDate(isoDay: string): string {
  const [year, month, day] = isoDay.slice(0, 10).split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1] ?? ''} ${year}`;
}

/** The BS date alone, "2 Falgun 2082 BS"; empty for a day outside the calendar's table (decision 0118). */
export function readableBsDate(isoDay: string): string {
  const date = bsDateOf(isoDay.slice(0, 10));
  return date ? `${formatBs(date)} BS` : '';
}

const withBs = (text: string, isoDay: string) => {
  const bs = readableBsDate(isoDay);
  return bs ? `${text} · ${bs}` : text;
};

/** A day in both of Nepal's calendars, "14 Feb 2026 · 2 Falgun 2082 BS" (stored dates stay AD). */
export function readableDate(isoDay: string): string {
  return withBs(readableAdDate(isoDay), isoDay);
}

/** An ISO timestamp in Nepal time (UTC+5:45), with the Nepal day in BS: "14 Feb 2026, 10:05 · 2 Falgun 2082 BS". */
export function readableTimeInNepal(iso: string): string {
  const shifted = new Date(new Date(iso).getTime() + NEPAL_OFFSET_MS).toISOString();
  return withBs(`${readableAdDate(shifted)}, ${shifted.slice(11, 16)}`, shifted);
}

/** An instant as a datetime-local field shows it in Nepal: YYYY-MM-DDTHH:mm. */
export function nepalDateTimeInput(at: Date | string): string {
  return new Date(new Date(at).getTime() + NEPAL_OFFSET_MS).toISOString().slice(0, 16);
}

// In a module of its own, without the Bikram Sambat tables, for the storefront's layout (decision 0133).
export { dayInNepal } from './nepal-day.ts';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The instant a Nepal day (YYYY-MM-DD, a real date) begins: midnight in Kathmandu. */
export function startOfNepalDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date) - NEPAL_OFFSET_MS);
}

/** The instant the Nepal day after `day` begins: a day's orders are those before it. */
export function endOfNepalDay(day: string): Date {
  return new Date(startOfNepalDay(day).getTime() + 24 * 60 * 60 * 1000);
}

/** The Sunday on or before `day` (YYYY-MM-DD): Nepal's week runs Sunday to Saturday (Saturday is the weekly holiday). */
export function weekStartInNepal(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const noon = new Date(Date.UTC(year, month - 1, date, 12));
  return new Date(noon.getTime() - noon.getUTCDay() * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * An instant in Nepal time as a spreadsheet reads a date and time, "2026-02-14 10:05:09" (ISO
 * order, no offset: Excel takes it as a date; the column's name says it is Nepal time).
 */
export function nepalDateTime(at: Date): string {
  const shifted = new Date(at.getTime() + NEPAL_OFFSET_MS).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 19)}`;
}
