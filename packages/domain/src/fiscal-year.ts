import { SHRAWAN, adToBs } from './bikram-sambat.ts';
import { dayInNepal } from './nepal-time.ts';

/**
 * Nepal's fiscal year runs from Shrawan 1 to the last day of Asar (Bikram Sambat): 2082/83 begins on
 * Shrawan 1, 2082 (17 July 2025). Tax invoices and credit notes are numbered per fiscal year
 * (decision 0122), so the year is read from the day in Nepal on which the document is issued.
 */

export interface FiscalYear {
  /** The BS year in which it starts: 2082 for 2082/83. */
  startYear: number;
  /** "2082/83", as the Inland Revenue Department writes it. */
  label: string;
}

export function fiscalYearOfBs(year: number, month: number): FiscalYear {
  const startYear = month >= SHRAWAN ? year : year - 1;
  return { startYear, label: `${startYear}/${String((startYear + 1) % 100).padStart(2, '0')}` };
}

/** The fiscal year of an instant, read on the Nepal calendar day it falls on. */
export function fiscalYearAt(at: Date): FiscalYear {
  const { year, month } = adToBs(dayInNepal(at));
  return fiscalYearOfBs(year, month);
}

/** Six digits keep the numbers the same width and sorting as text up to 999,999 documents a year. */
const SEQUENCE_DIGITS = 6;

/** "2082/83-000123": the fiscal year first, so the same sequence number in two years can never be mistaken. */
export function taxDocumentNumber(kind: 'invoice' | 'credit_note', fiscalYear: FiscalYear, sequence: number): string {
  const number = `${fiscalYear.label}-${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
  return kind === 'invoice' ? number : `CN-${number}`;
}
