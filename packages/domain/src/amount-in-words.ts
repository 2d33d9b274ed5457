import { type Paisa, assertPaisa } from './money.ts';

/**
 * An amount in words as Nepali invoices write it, in the Indian system of lakhs and crores:
 * 12345650 paisa → "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paisa Only".
 */

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] as string;
  const unit = n % 10;
  return unit === 0 ? (TENS[Math.floor(n / 10)] as string) : `${TENS[Math.floor(n / 10)]}-${ONES[unit]}`;
}

/** A whole number in words; crores above 99 are themselves written in lakhs and thousands ("One Hundred Crore"). */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a whole number: ${n}`);
  if (n === 0) return ONES[0] as string;
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  let rest = n % 10_000_000;
  if (crore > 0) parts.push(`${numberInWords(crore)} Crore`);
  const groups: [number, string][] = [
    [100_000, 'Lakh'],
    [1_000, 'Thousand'],
    [100, 'Hundred'],
  ];
  for (const [size, name] of groups) {
    const count = Math.floor(rest / size);
    if (count > 0) parts.push(`${belowHundred(count)} ${name}`);
    rest %= size;
  }
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** "Rupees … and … Paisa Only"; the paisa part only when there is one. */
export function amountInWords(paisa: Paisa): string {
  assertPaisa(paisa);
  if (paisa < 0) return `Minus ${amountInWords(-paisa)}`;
  const rupees = numberInWords(Math.floor(paisa / 100));
  const cents = paisa % 100;
  return cents > 0 ? `Rupees ${rupees} and ${belowHundred(cents)} Paisa Only` : `Rupees ${rupees} Only`;
}
