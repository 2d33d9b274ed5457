import { type Paisa, formatPaisa, rupeesToPaisa } from './money.ts';

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

/** An order's amounts as the API writes them, in rupees (the order of GET /customer/myorders/{id}). */
export interface OrderAmountsInRupees {
  subtotal: number;
  shipping: number;
  discount: number;
  coupon: number;
  coupon_code: string | null;
  wallet: number;
  total: number;
}

/** The totals block of an order as the API answers it: the invoice screen and the PDF print these. */
export function orderTotalLines(order: OrderAmountsInRupees): InvoiceTotalLine[] {
  return invoiceTotalLines({
    subtotalPaisa: rupeesToPaisa(order.subtotal),
    shippingPaisa: rupeesToPaisa(order.shipping),
    discountPaisa: rupeesToPaisa(order.discount),
    couponPaisa: rupeesToPaisa(order.coupon),
    couponCode: order.coupon_code,
    walletPaisa: rupeesToPaisa(order.wallet),
    totalPaisa: rupeesToPaisa(order.total),
  });
}

/**
 * The file name the shop gives an invoice, e.g. invoice-SRK-7KQ2M9XD.pdf: the server's download
 * header and the browser's save name. Only letters, digits and hyphens of the number are kept, so
 * nothing in it can break out of a header or a path.
 */
export function invoiceFileName(orderNumber: string): string {
  return `invoice-${orderNumber.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
}
