/** Nepal keeps one offset all year (no daylight saving): UTC+5:45. */
export const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60 * 1000;

/**
 * A day as the shop lives it, YYYY-MM-DD in Nepal time (UTC+5:45): an order at 1 a.m. is not shown
 * as yesterday, and a purchase made "today" in Pokhara is never "in the future".
 */
export function dayInNepal(at: Date = new Date()): string {
  // By the fixed offset, not an Intl formatter for Asia/Kathmandu: building one (it loads the time-zone
  // data) took a phone's main thread 50 ms on every page that loads this module (decision 0116).
  return new Date(at.getTime() + NEPAL_OFFSET_MS).toISOString().slice(0, 10);
}
