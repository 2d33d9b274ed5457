import { describe, expect, it } from 'vitest';
import { readableDate, readableTimeInNepal } from './nepal-time.ts';

describe('dates as a customer in Nepal reads them', () => {
  it('prints a day as "14 Feb 2026"', () => {
    expect(readableDate('2026-02-14')).toBe('14 Feb 2026');
  });

  it('prints a moment in Nepal time (UTC+5:45), on the next day after 18:15 UTC', () => {
    expect(readableTimeInNepal('2026-03-01T18:30:00.000Z')).toBe('2 Mar 2026, 00:15');
  });
});
