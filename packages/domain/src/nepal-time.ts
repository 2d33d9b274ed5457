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

/** A day as the shop lives it: Nepal time (UTC+5:45), so an order at 1 a.m. is not shown as yesterday. */
export function dayInNepal(at: Date): string {
  // Assembled from parts: a Node without full ICU may not know the locales that print YYYY-MM-DD.
  const parts = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Kathmandu', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
