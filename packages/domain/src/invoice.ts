import { type Paisa, formatPaisa } from './money.ts';

/**
 * The totals block of an invoice: the same lines, in the same order, on the screen and in the
 * PDF. SPEC §1: shipping and discount are always printed (Rs 0.00 when nothing); the coupon
 * and wallet lines only when the order used them.
 */

export interface InvoiceAmounts {
  subtotalPaisa: Paisa;
  shippingPaisa: Paisa;
  discountPaisa: Paisa;
  couponPaisa: Paisa;
  couponCode: string | null;
  walletPaisa: Paisa;
  totalPaisa: Paisa;
}

export interface InvoiceTotalLine {
  label: string;
  /** The amount as printed: "Rs 1,200.00", a deduction as "-Rs 500.00". */
  amount: string;
  /** The line that closes the block (printed bold). */
  grand: boolean;
}

export function invoiceTotalLines(a: InvoiceAmounts): InvoiceTotalLine[] {
  const line = (label: string, paisa: Paisa, deduction = false): InvoiceTotalLine => ({
    label,
    amount: formatPaisa(deduction && paisa > 0 ? -paisa : paisa),
    grand: false,
  });
  const lines = [line('Subtotal', a.subtotalPaisa), line('Shipping', a.shippingPaisa), line('Discount', a.discountPaisa, true)];
  if (a.couponPaisa > 0) lines.push(line(a.couponCode ? `Coupon (${a.couponCode})` : 'Coupon', a.couponPaisa, true));
  if (a.walletPaisa > 0) lines.push(line('Wallet', a.walletPaisa, true));
  lines.push({ ...line('Total', a.totalPaisa), grand: true });
  return lines;
}
