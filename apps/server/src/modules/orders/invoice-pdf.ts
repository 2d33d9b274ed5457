import type { MyOrderResponse } from '@suraksha/contracts/orders';
import { INVOICE_SELLER } from '@suraksha/domain/constants';
import { orderTotalLines } from '@suraksha/domain/invoice';
import { formatRupees } from '@suraksha/domain/money';
import { readableDate, readableTimeInNepal } from '@suraksha/domain/nepal-time';
import { PAGE, RIGHT, type TableColumn, drawHeading, drawRow, newPage, renderPdf } from './order-pdf.ts';
import { formatPhone } from '@suraksha/domain/nepal-phone';

/**
 * The invoice as an A4 PDF. It is rendered from the same answer the invoice screen shows
 * (GET /customer/myorders/{id}) and the same totals lines (packages/domain invoice.ts), so paper
 * and screen always agree. Product images stay on the screen: the PDF is the document a buyer
 * files (decision 0064).
 */

const COLUMNS = [
  { key: 'item', x: PAGE.margin, width: 215, align: 'left' },
  { key: 'variant', x: 268, width: 90, align: 'left' },
  { key: 'qty', x: 360, width: 35, align: 'right' },
  { key: 'price', x: 400, width: 70, align: 'right' },
  { key: 'amount', x: 472, width: RIGHT - 472, align: 'right' },
] as const satisfies readonly TableColumn<string>[];

/** Renders one invoice; resolves with the whole file. */
export function renderInvoicePdf(invoice: MyOrderResponse): Promise<Buffer> {
  const name = invoice.order.order_name;
  return renderPdf({ Title: `Invoice ${name}`, Subject: `Invoice for order ${name}` }, [invoice], drawInvoice);
}

/** Renders many invoices into one file (the order desk prints a selection), each from a new page. */
export function renderInvoicesPdf(invoices: readonly MyOrderResponse[]): Promise<Buffer> {
  if (invoices.length === 1 && invoices[0]) return renderInvoicePdf(invoices[0]);
  return renderPdf({ Title: `Invoices (${invoices.length} orders)`, Subject: 'Invoices' }, invoices, drawInvoice);
}

function drawInvoice(doc: PDFKit.PDFDocument, invoice: MyOrderResponse) {
  const { order, orders: items, shipping } = invoice;
  drawHeading(
    doc,
    'INVOICE',
    [
      `Invoice No.: ${order.order_name}`,
      `Order date: ${readableTimeInNepal(order.created_date)}`,
      `Invoice date: ${readableDate(order.date)}`,
      `Status: ${order.status}`,
      `Payment: ${order.method}`,
    ],
    true,
  );

  // Ship to.
  let y = Math.max(doc.y, 150) + 14;
  doc.font('Helvetica-Bold').fontSize(10).text('Ship to', PAGE.margin, y);
  doc.font('Helvetica').fontSize(9);
  const shipTo = shipping
    ? [
        shipping.full_name,
        shipping.company,
        shipping.street,
        `${shipping.city}, ${shipping.state}${shipping.postal ? ` ${shipping.postal}` : ''}`,
        shipping.country,
        `Phone: ${formatPhone(shipping.phone)}`,
        `E-mail: ${shipping.email}`,
      ]
    : [order.address, `Phone: ${formatPhone(order.phone_number)}`, `E-mail: ${order.email}`];
  for (const line of shipTo) if (line) doc.text(line);

  // Items.
  y = doc.y + 16;
  y = drawRow(doc, COLUMNS, y, { item: 'Item', variant: 'Color / Size', qty: 'Qty', price: 'Price', amount: 'Amount' }, true);
  for (const item of items) {
    const variant = [item.color, item.size].filter(Boolean).join(' / ') || '-';
    y = drawRow(
      doc,
      COLUMNS,
      y,
      { item: item.name, variant, qty: String(item.quantity), price: formatRupees(item.price), amount: formatRupees(item.amount) },
      false,
    );
  }

  // Totals: the very lines the screen shows.
  y += 10;
  for (const line of orderTotalLines(order)) {
    if (y > PAGE.height - PAGE.margin - 40) y = newPage(doc);
    doc.font(line.grand ? 'Helvetica-Bold' : 'Helvetica').fontSize(line.grand ? 11 : 9);
    doc.text(line.label, 330, y, { width: 140, align: 'right' });
    doc.text(line.amount, 472, y, { width: RIGHT - 472, align: 'right' });
    y += line.grand ? 18 : 14;
  }

  doc.font('Helvetica').fontSize(8).fillColor('#555555');
  doc.text(INVOICE_SELLER.vatNote, PAGE.margin, y + 20, { width: RIGHT - PAGE.margin });
  doc.text('Thank you for shopping with Suraksha. Keep this invoice for warranty claims.', { width: RIGHT - PAGE.margin });
  doc.fillColor('#000000');
}
