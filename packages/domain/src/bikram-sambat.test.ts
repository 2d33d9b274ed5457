import { describe, expect, it } from 'vitest';
import { BS_RANGE, adToBs, bsDateOf, bsMonthLength, bsToAd, formatBs, formatBsNepali, isBsDate } from './bikram-sambat.ts';

describe('Bikram Sambat converter', () => {
  // Dates a Nepali calendar on the wall shows: new years, Shrawan 1 (the fiscal year's first day), today's kind of date.
  const known: [ad: string, bs: [number, number, number]][] = [
    ['2024-04-13', [2081, 1, 1]],
    ['2024-04-12', [2080, 12, 30]],
    ['2025-04-14', [2082, 1, 1]],
    ['2013-07-16', [2070, 4, 1]],
    ['2024-07-16', [2081, 4, 1]],
    ['2025-07-17', [2082, 4, 1]],
    ['2025-07-16', [2082, 3, 32]],
    ['2026-07-17', [2083, 4, 1]],
    ['2033-07-16', [2090, 4, 1]],
    ['2026-02-14', [2082, 11, 2]],
    ['2026-11-26', [2083, 8, 10]],
    ['1990-01-01', [2046, 9, 17]],
    ['1943-04-14', [2000, 1, 1]],
    ['2043-04-14', [2099, 12, 31]],
  ];

  it.each(known)('%s AD is %j BS, and back', (ad, [year, month, day]) => {
    expect(adToBs(ad)).toEqual({ year, month, day });
    expect(bsToAd({ year, month, day })).toBe(ad);
  });

  it('names the months in English and Nepali, with Devanagari digits for Nepali', () => {
    expect(formatBs(adToBs('2026-11-26'))).toBe('10 Mangsir 2083');
    expect(formatBs(adToBs('2025-07-17'))).toBe('1 Shrawan 2082');
    expect(formatBs({ year: 2082, month: 12, day: 30 })).toBe('30 Chaitra 2082');
    expect(formatBsNepali(adToBs('2026-11-26'))).toBe('१० मंसिर २०८३');
    expect(formatBsNepali({ year: 2081, month: 1, day: 1 })).toBe('१ बैशाख २०८१');
  });

  it('knows how long each month is and refuses days that do not exist', () => {
    expect(bsMonthLength(2082, 3)).toBe(32);
    expect(bsMonthLength(2081, 7)).toBe(30);
    expect(bsMonthLength(2100, 1)).toBeUndefined();
    expect(bsMonthLength(2081, 13)).toBeUndefined();
    expect(isBsDate({ year: 2082, month: 3, day: 32 })).toBe(true);
    expect(isBsDate({ year: 2081, month: 7, day: 31 })).toBe(false);
    expect(isBsDate({ year: 2081, month: 0, day: 1 })).toBe(false);
    expect(isBsDate({ year: 2081, month: 1, day: 0 })).toBe(false);
    expect(isBsDate({ year: 2081.5, month: 1, day: 1 })).toBe(false);
  });

  it('says which range it knows when a date lies outside it, and refuses what is not a day', () => {
    expect(BS_RANGE).toEqual({ firstYear: 2000, lastYear: 2099, firstAd: '1943-04-14', lastAd: '2043-04-14' });
    const range = 'Bikram Sambat dates are known from 2000 to 2099 BS (1943-04-14 to 2043-04-14 AD).';
    expect(() => adToBs('1943-04-13')).toThrow(
      new RangeError(`1943-04-13 is not a real AD day (YYYY-MM-DD) with a known BS date. ${range}`),
    );
    expect(() => adToBs('2043-04-15')).toThrow(RangeError);
    expect(() => bsToAd({ year: 2100, month: 1, day: 1 })).toThrow(new RangeError(`2100-1-1 is not a Bikram Sambat date. ${range}`));
    expect(() => bsToAd({ year: 2081, month: 7, day: 31 })).toThrow(RangeError);
    expect(bsDateOf('2026-02-30')).toBeUndefined();
    expect(bsDateOf('14 Feb 2026')).toBeUndefined();
  });
});
