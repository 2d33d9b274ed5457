/** Calendar dates as the shop sees them: in Nepal's time zone (UTC+05:45), as YYYY-MM-DD. */

const NEPAL_TIME_ZONE = 'Asia/Kathmandu';
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today's date in Nepal, e.g. '2026-11-22' — a purchase made "today" in Pokhara is never "in the future". */
export function nepalToday(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: NEPAL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
