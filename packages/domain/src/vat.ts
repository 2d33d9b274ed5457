import { type Paisa, assertPaisa } from './money.ts';

/**
 * Nepal's VAT (Value Added Tax Act 2052: one rate, 13%) split out of an amount, in integer paisa
 * (decision 0122). Rounding rule: per line, half-up to the paisa; the VAT of a line is what is
 * left of its amount after the taxable value, so taxable + VAT equals the amount exactly, line by
 * line and therefore for the whole invoice.
 */

export const VAT_RATE_PERCENT = 13;

export interface VatSplit {
  /** The value the tax is charged on (excluding VAT). */
  taxablePaisa: Paisa;
  vatPaisa: Paisa;
  /** taxable + VAT: what the line costs the buyer. */
  grossPaisa: Paisa;
}

/** a × b / c rounded half-up (away from zero for negatives), in integers only. */
function divideHalfUp(numerator: number, denominator: number): number {
  const sign = numerator < 0 ? -1 : 1;
  const n = Math.abs(numerator);
  return sign * Math.floor((2 * n + denominator) / (2 * denominator));
}

/** The taxable value and VAT in a VAT-inclusive amount: taxable = amount × 100 / 113, half-up. */
export function splitInclusiveVat(grossPaisa: Paisa): VatSplit {
  assertPaisa(grossPaisa);
  const taxablePaisa = divideHalfUp(grossPaisa * 100, 100 + VAT_RATE_PERCENT);
  return { taxablePaisa, vatPaisa: grossPaisa - taxablePaisa, grossPaisa };
}

/** VAT added on top of a taxable amount: VAT = amount × 13 / 100, half-up. */
export function addVatOnTop(taxablePaisa: Paisa): VatSplit {
  assertPaisa(taxablePaisa);
  const vatPaisa = divideHalfUp(taxablePaisa * VAT_RATE_PERCENT, 100);
  return { taxablePaisa, vatPaisa, grossPaisa: taxablePaisa + vatPaisa };
}

/** The split of an amount as the shop prices it: VAT-inclusive (Nepali retail, the default) or VAT on top. */
export function splitVat(amountPaisa: Paisa, pricesIncludeVat: boolean): VatSplit {
  return pricesIncludeVat ? splitInclusiveVat(amountPaisa) : addVatOnTop(amountPaisa);
}
