import { BS_MONTH_LENGTHS, FIRST_BS_DAY_IN_AD, FIRST_BS_YEAR } from './bikram-sambat-months.ts';

/**
 * Nepal's Bikram Sambat calendar (decision 0118): an AD day (YYYY-MM-DD) to a BS date and back, by counting
 * days through the published month-length table. Pure arithmetic on UTC days, no Intl: the server and the
 * browser print the same text.
 */
export interface BsDate {
  year: number;
  /** 1 = Baisakh … 12 = Chaitra. */
  month: number;
  day: number;
}

export const BS_MONTHS = [
  'Baisakh',
  'Jestha',
  'Asar',
  'Shrawan',
  'Bhadra',
  'Asoj',
  'Kartik',
  'Mangsir',
  'Poush',
  'Magh',
  'Falgun',
  'Chaitra',
] as const;

export const BS_MONTHS_NEPALI = ['बैशाख', 'जेठ', 'असार', 'साउन', 'भदौ', 'असोज', 'कार्तिक', 'मंसिर', 'पौष', 'माघ', 'फाल्गुन', 'चैत'] as const;

/** Shrawan, the first month of Nepal's fiscal year. */
export const SHRAWAN = 4;

const DAY_MS = 86_400_000;
const LAST_BS_YEAR = FIRST_BS_YEAR + BS_MONTH_LENGTHS.length - 1;
const EPOCH = Date.parse(`${FIRST_BS_DAY_IN_AD}T00:00:00Z`);

/** Days from Baisakh 1, 2000 BS to Baisakh 1 of each year of the table, and one past its end. */
const YEAR_STARTS: readonly number[] = BS_MONTH_LENGTHS.reduce<number[]>(
  (starts, months) => {
    let days = 0;
    for (const digit of months) days += 29 + Number(digit);
    starts.push((starts.at(-1) as number) + days);
    return starts;
  },
  [0],
);

const adDay = (offset: number) => new Date(EPOCH + offset * DAY_MS).toISOString().slice(0, 10);

/** The days the converter knows, in both calendars. */
export const BS_RANGE = {
  firstYear: FIRST_BS_YEAR,
  lastYear: LAST_BS_YEAR,
  firstAd: FIRST_BS_DAY_IN_AD,
  lastAd: adDay((YEAR_STARTS.at(-1) as number) - 1),
} as const;

const OUT_OF_RANGE = `Bikram Sambat dates are known from ${FIRST_BS_YEAR} to ${LAST_BS_YEAR} BS (${BS_RANGE.firstAd} to ${BS_RANGE.lastAd} AD).`;

/** The days in a BS month, or undefined for a year or month the table does not hold. */
export function bsMonthLength(year: number, month: number): number | undefined {
  const months = BS_MONTH_LENGTHS[year - FIRST_BS_YEAR];
  if (!months || !Number.isInteger(month) || month < 1 || month > 12) return undefined;
  return 29 + Number(months[month - 1]);
}

/** A real BS date that the table covers (no 32 Kartik, no year 2150). */
export function isBsDate({ year, month, day }: BsDate): boolean {
  const length = Number.isInteger(year) ? bsMonthLength(year, month) : undefined;
  return length !== undefined && Number.isInteger(day) && day >= 1 && day <= length;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The BS date of an AD day (YYYY-MM-DD), or undefined when it is not a real day or lies outside BS_RANGE. */
export function bsDateOf(isoDay: string): BsDate | undefined {
  const match = ISO_DAY.exec(isoDay);
  if (!match) return undefined;
  const at = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (new Date(at).toISOString().slice(0, 10) !== isoDay) return undefined;
  let days = Math.round((at - EPOCH) / DAY_MS);
  if (days < 0 || days >= (YEAR_STARTS.at(-1) as number)) return undefined;
  const index = YEAR_STARTS.findLastIndex((start) => start <= days);
  days -= YEAR_STARTS[index] as number;
  const year = FIRST_BS_YEAR + index;
  let month = 1;
  for (let length = bsMonthLength(year, month) as number; days >= length; length = bsMonthLength(year, month) as number) {
    days -= length;
    month += 1;
  }
  return { year, month, day: days + 1 };
}

/** The BS date of an AD day (YYYY-MM-DD); a RangeError that says the known range when it has none. */
export function adToBs(isoDay: string): BsDate {
  const date = bsDateOf(isoDay);
  if (!date) throw new RangeError(`${isoDay} is not a real AD day (YYYY-MM-DD) with a known BS date. ${OUT_OF_RANGE}`);
  return date;
}

/** The AD day (YYYY-MM-DD) of a BS date; a RangeError when the date is not real or lies outside BS_RANGE. */
export function bsToAd(date: BsDate): string {
  if (!isBsDate(date)) throw new RangeError(`${date.year}-${date.month}-${date.day} is not a Bikram Sambat date. ${OUT_OF_RANGE}`);
  let days = YEAR_STARTS[date.year - FIRST_BS_YEAR] as number;
  for (let month = 1; month < date.month; month += 1) days += bsMonthLength(date.year, month) as number;
  return adDay(days + date.day - 1);
}

/** "10 Mangsir 2083". */
export function formatBs({ year, month, day }: BsDate): string {
  return `${day} ${BS_MONTHS[month - 1] ?? ''} ${year}`;
}

const DEVANAGARI_DIGITS = '०१२३४५६७८९';

/** 2083 → "२०८३": Nepali text writes its numbers in Devanagari digits. */
export function devanagariDigits(value: number | string): string {
  return String(value).replace(/[0-9]/g, (digit) => DEVANAGARI_DIGITS[Number(digit)] as string);
}

/** "१० मंसिर २०८३", for the Nepali interface. */
export function formatBsNepali({ year, month, day }: BsDate): string {
  return `${devanagariDigits(day)} ${BS_MONTHS_NEPALI[month - 1] ?? ''} ${devanagariDigits(year)}`;
}
