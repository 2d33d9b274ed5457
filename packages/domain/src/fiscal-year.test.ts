import { describe, expect, it } from 'vitest';
import { fiscalYearAt, fiscalYearOfBs, taxDocumentNumber } from './fiscal-year.ts';

describe("Nepal's fiscal year (Shrawan 1 to the end of Asar)", () => {
  it('rolls over at midnight in Nepal between the last day of Asar 2082 and Shrawan 1 2082', () => {
    // 32 Asar 2082 = 16 July 2025; Shrawan 1 2082 = 17 July 2025. Nepal is UTC+5:45.
    expect(fiscalYearAt(new Date('2025-07-16T18:14:59Z')).label).toBe('2081/82');
    expect(fiscalYearAt(new Date('2025-07-16T18:15:00Z')).label).toBe('2082/83');
  });

  it('reads Baisakh to Asar as the second half of the year begun the Shrawan before', () => {
    expect(fiscalYearOfBs(2083, 1)).toEqual({ startYear: 2082, label: '2082/83' });
    expect(fiscalYearOfBs(2083, 3).label).toBe('2082/83');
    expect(fiscalYearOfBs(2083, 4).label).toBe('2083/84');
    expect(fiscalYearOfBs(2099, 12).label).toBe('2099/00');
  });
});

describe('document numbers', () => {
  it('puts the fiscal year before a six-digit sequence; credit notes have their own prefix', () => {
    const year = fiscalYearOfBs(2082, 4);
    expect(taxDocumentNumber('invoice', year, 123)).toBe('2082/83-000123');
    expect(taxDocumentNumber('credit_note', year, 7)).toBe('CN-2082/83-000007');
  });
});
