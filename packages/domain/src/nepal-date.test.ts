import { describe, expect, it } from 'vitest';
import { isCalendarDate, nepalToday } from './nepal-date.ts';
import { NEPAL_PROVINCES, isNepalProvince } from './provinces.ts';

describe('dates in Nepal', () => {
  it('turns the date over at midnight in Kathmandu (UTC+05:45), not in UTC', () => {
    expect(nepalToday(new Date('2026-11-21T18:14:00Z'))).toBe('2026-11-21');
    expect(nepalToday(new Date('2026-11-21T18:15:00Z'))).toBe('2026-11-22');
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

describe('provinces', () => {
  it('are the seven by current name and number', () => {
    expect(NEPAL_PROVINCES).toHaveLength(7);
    expect(NEPAL_PROVINCES[2]).toBe('Bagmati (Province 3)');
    expect(isNepalProvince('Sudurpashchim (Province 7)')).toBe(true);
    expect(isNepalProvince('Province 3')).toBe(false);
  });
});
