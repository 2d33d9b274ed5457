import { describe, expect, it } from 'vitest';
import { FISCAL_YEARS_KNOWN, daySpan, daysBetween, fiscalYearOf, periodOf } from './report-periods.ts';

describe('report periods', () => {
  it('puts the last day of Asar and Shrawan 1 in different fiscal years', () => {
    // Asar 32, 2082 is 2025-07-16; Shrawan 1, 2082 is 2025-07-17.
    expect(fiscalYearOf('2025-07-16')).toEqual({ start: '2024-07-16', label: '2081/82' });
    expect(fiscalYearOf('2025-07-17')).toEqual({ start: '2025-07-17', label: '2082/83' });
    expect(fiscalYearOf('2026-07-16')?.label).toBe('2082/83');
    expect(fiscalYearOf('2026-07-17')?.label).toBe('2083/84');
  });

  it('knows fiscal years from the calendar, from Shrawan 1, 2000 BS to its last day, and none outside', () => {
    expect(FISCAL_YEARS_KNOWN).toEqual({ from: '1943-07-16', to: '2043-04-14' });
    expect(fiscalYearOf('1943-07-16')).toEqual({ start: '1943-07-16', label: '2000/01' });
    expect(fiscalYearOf('1943-07-15')).toBeUndefined();
    expect(fiscalYearOf('2013-07-15')).toEqual({ start: '2012-07-16', label: '2069/70' });
    expect(fiscalYearOf('2034-07-16')).toEqual({ start: '2033-07-16', label: '2090/91' });
    expect(fiscalYearOf('2043-04-14')).toEqual({ start: '2042-07-17', label: '2099/00' });
    expect(fiscalYearOf('2043-04-15')).toBeUndefined();
  });

  it('names weeks from their Sunday and months from their first day', () => {
    expect(periodOf('2026-11-26', 'week')).toEqual({ start: '2026-11-22', label: 'Week of 2026-11-22' });
    expect(periodOf('2026-11-26', 'month')).toEqual({ start: '2026-11-01', label: '2026-11' });
    expect(periodOf('2026-11-26', 'day')).toEqual({ start: '2026-11-26', label: '2026-11-26' });
    expect(periodOf('2026-11-26', 'fiscal_year')).toEqual({ start: '2026-07-17', label: 'FY 2083/84' });
  });

  it('lists every day of a range, both ends included', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(daySpan('2026-02-27', '2026-03-02')).toBe(4);
    expect(daySpan('2024-01-01', '2026-12-31')).toBe(1096);
  });
});
