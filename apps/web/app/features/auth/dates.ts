/** A date as a customer in Nepal reads it, e.g. "14 Feb 2026" (built by hand: the same on server and browser). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function readableDate(isoDay: string): string {
  const [year, month, day] = isoDay.slice(0, 10).split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1] ?? ''} ${year}`;
}

/** An ISO timestamp in Nepal time (UTC+5:45): "14 Feb 2026, 10:05". */
export function readableTimeInNepal(iso: string): string {
  const shifted = new Date(new Date(iso).getTime() + (5 * 60 + 45) * 60_000).toISOString();
  return `${readableDate(shifted)}, ${shifted.slice(11, 16)}`;
}
