import { describe, expect, it } from 'vitest';
import {
  dayInNepal,
  isCalendarDate,
  nepalDateTime,
  readableAdDate,
  readableBsDate,
  readableDate,
  readableTimeInNepal,
  weekStartInNepal,
} from './nepal-time.ts';

describe('dates as a customer in Nepal reads them', () => {
  it('prints a day in AD with its Bikram Sambat date beside it, "14 Feb 2026 · 2 Falgun 2082 BS"', () => {
    expect(readableDate('2026-02-14')).toBe('14 Feb 2026 · 2 Falgun 2082 BS');
    expect(readableDate('2025-07-17')).toBe('17 Jul 2025 · 1 Shrawan 2082 BS');
    expect(readableAdDate('2026-02-14')).toBe('14 Feb 2026');
    expect(readableBsDate('2026-11-26')).toBe('10 Mangsir 2083 BS');
  });

  it('prints the AD date alone for a day the BS table does not cover', () => {
    expect(readableDate('1900-01-01')).toBe('1 Jan 1900');
    expect(readableBsDate('2050-01-01')).toBe('');
  });

  it('prints a moment in Nepal time (UTC+5:45), on the next day after 18:15 UTC, in both calendars', () => {
    expect(readableTimeInNepal('2026-03-01T18:30:00.000Z')).toBe('2 Mar 2026, 00:15 · 18 Falgun 2082 BS');
    expect(readableTimeInNepal('2026-03-01T18:14:00.000Z')).toBe('1 Mar 2026, 23:59 · 17 Falgun 2082 BS');
  });
});

describe('dates in Nepal', () => {
  it('turns the date over at midnight in Kathmandu (UTC+05:45), not in UTC', () => {
    expect(dayInNepal(new Date('2026-11-21T18:14:00Z'))).toBe('2026-11-21');
    expect(dayInNepal(new Date('2026-11-21T18:15:00Z'))).toBe('2026-11-22');
  });

  it.each([
    ['2026-02-28', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['26-01-01', false],
    ['2026-1-1', false],
    ['yesterday', false],
  ])('%s is a calendar date: %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });
});

describe('the week in Nepal', () => {
  it('starts on the Sunday on or before the day, across months and years', () => {
    expect(weekStartInNepal('2026-11-26')).toBe('2026-11-22'); // a Thursday
    expect(weekStartInNepal('2026-11-22')).toBe('2026-11-22'); // a Sunday is its own week's start
    expect(weekStartInNepal('2026-11-28')).toBe('2026-11-22'); // Saturday ends it
    expect(weekStartInNepal('2027-01-02')).toBe('2026-12-27');
  });
});

describe('a date and time for a spreadsheet', () => {
  it('is Nepal time (UTC+5:45) in ISO order, seconds included, across midnight', () => {
    expect(nepalDateTime(new Date('2026-02-14T04:20:09Z'))).toBe('2026-02-14 10:05:09');
    expect(nepalDateTime(new Date('2026-02-14T18:30:00Z'))).toBe('2026-02-15 00:15:00');
  });
});
