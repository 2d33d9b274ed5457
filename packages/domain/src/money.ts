/**
 * Money is integer paisa everywhere inside Suraksha (1 rupee = 100 paisa).
 * This file is the one place that converts between paisa and rupees and the
 * one formatter that renders an amount for a person: "Rs 1,23,456.00".
 */

export type Paisa = number;

const PAISA_PER_RUPEE = 100;

/** Rupees as the API shows them (a number with at most two decimals) → integer paisa. */
export function rupeesToPaisa(rupees: number): Paisa {
  if (!Number.isFinite(rupees)) throw new RangeError(`not an amount: ${rupees}`);
  // Round through the decimal string so 1.005 or 0.1 + 0.2 never loses or invents a paisa.
  const paisa = Math.round(Number(`${rupees.toFixed(4)}e2`));
  if (!Number.isSafeInteger(paisa)) throw new RangeError(`amount out of range: ${rupees}`);
  return paisa;
}

/** Integer paisa → rupees for the API (exact: at most two decimals). */
export function paisaToRupees(paisa: Paisa): number {
  assertPaisa(paisa);
  return paisa / PAISA_PER_RUPEE;
}

export function assertPaisa(paisa: number): asserts paisa is Paisa {
  if (!Number.isSafeInteger(paisa)) throw new RangeError(`paisa must be a whole number: ${paisa}`);
}

// Grouping is done by hand rather than Intl: Node builds without full ICU and
// browsers disagree on en-IN details, and a price must read the same everywhere.
function groupLakh(whole: string): string {
  if (whole.length <= 3) return whole;
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3);
  return `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last3}`;
}

/** "1,23,456": a count grouped as prices are, the same on the server and in any browser. */
export function formatCount(count: number): string {
  const sign = count < 0 ? '-' : '';
  return `${sign}${groupLakh(Math.round(Math.abs(count)).toString())}`;
}

/** "Rs 1,23,456.00" from paisa: the prefix 'Rs ', lakh grouping, two decimals. */
export function formatPaisa(paisa: Paisa): string {
  assertPaisa(paisa);
  const sign = paisa < 0 ? '-' : '';
  const abs = Math.abs(paisa);
  const whole = Math.floor(abs / PAISA_PER_RUPEE).toString();
  const fraction = (abs % PAISA_PER_RUPEE).toString().padStart(2, '0');
  return `${sign}Rs ${groupLakh(whole)}.${fraction}`;
}

/** "Rs 1,23,456.00" from an API amount in rupees. */
export function formatRupees(rupees: number): string {
  return formatPaisa(rupeesToPaisa(rupees));
}

/** "123456.00" from paisa: a plain figure with two decimals, no prefix or grouping, as a spreadsheet reads a number. */
export function paisaAsFigure(paisa: Paisa): string {
  assertPaisa(paisa);
  const sign = paisa < 0 ? '-' : '';
  const abs = Math.abs(paisa);
  return `${sign}${Math.floor(abs / PAISA_PER_RUPEE)}.${(abs % PAISA_PER_RUPEE).toString().padStart(2, '0')}`;
}
