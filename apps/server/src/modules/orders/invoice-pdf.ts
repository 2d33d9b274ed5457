import type { MyOrderResponse } from '@suraksha/contracts/orders';
import { INVOICE_SELLER } from '@suraksha/domain/constants';
import { orderTotalLines } from '@suraksha/domain/invoice';
import { formatRupees } from '@suraksha/domain/money';
import { readableDate, readableTimeInNepal } from '@suraksha/domain/nepal-time';
// Named apart from pdfkit's own PDFDocument export: the types only declare the default one.
import PdfDocument from 'pdfkit';

/**
 * The invoice as an A4 PDF, drawn with pdfkit's built-in Helvetica (no font files to ship).
 * It is rendered from the same answer the invoice screen shows (GET /customer/myorders/{id})
 * and the same totals lines (packages/domain invoice.ts), so paper and screen always agree.
 * Product images stay on the screen: the PDF is the document a buyer files (decision 0064).
 */

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const RIGHT = PAGE.width - PAGE.margin;
const COLUMNS = [
  { key: 'item', x: PAGE.margin, width: 215, align: 'left' },
  { key: 'variant', x: 268, width: 90, align: 'left' },
  { key: 'qty', x: 360, width: 35, align: 'right' },
  { key: 'price', x: 400, width: 70, align: 'right' },
  { key: 'amount', x: 472, width: RIGHT - 472, align: 'right' },
] as const;

type Row = Record<(typeof COLUMNS)[number]['key'], string>;

/** Renders the invoice; resolves with the whole file. */
export function renderInvoicePdf(invoice: MyOrderResponse): Promise<Buffer> {
  const { order, orders: items, shipping } = invoice;
  const doc = new PdfDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: `Invoice ${order.order_name}`, Author: INVOICE_SELLER.name, Subject: `Invoice for order ${order.order_name}` },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // The seller, as SPEC §1 prints it: Kalanki, Kathmandu.
  doc.font('Helvetica-Bold').fontSize(16).text(INVOICE_SELLER.name, PAGE.margin, PAGE.margin);
  doc.font('Helvetica').fontSize(9);
  for (const line of INVOICE_SELLER.addressLines) doc.text(line);
  doc.text(`Phone: ${INVOICE_SELLER.phone}   E-mail: ${INVOICE_SELLER.email}`);
  doc.text(`PAN/VAT No.: ${INVOICE_SELLER.panVat}`);
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .text('INVOICE', PAGE.margin, PAGE.margin, { width: RIGHT - PAGE.margin, align: 'right' });
  doc.font('Helvetica').fontSize(9);
  const facts = [
    `Invoice No.: ${order.order_name}`,
    `Order date: ${readableTimeInNepal(order.created_date)}`,
    `Invoice date: ${readableDate(order.date)}`,
    `Status: ${order.status}`,
    `Payment: ${order.method}`,
  ];
  for (const fact of facts) doc.text(fact, { width: RIGHT - PAGE.margin, align: 'right' });

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
        `Phone: ${shipping.phone}`,
        `E-mail: ${shipping.email}`,
      ]
    : [order.address, `Phone: ${order.phone_number}`, `E-mail: ${order.email}`];
  for (const line of shipTo) if (line) doc.text(line);

  // Items.
  y = doc.y + 16;
  y = drawRow(doc, y, { item: 'Item', variant: 'Color / Size', qty: 'Qty', price: 'Price', amount: 'Amount' }, true);
  for (const item of items) {
    const variant = [item.color, item.size].filter(Boolean).join(' / ') || '-';
    y = drawRow(
      doc,
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
  doc.end();
  return done;
}

function newPage(doc: PDFKit.PDFDocument): number {
  doc.addPage();
  return PAGE.margin;
}

/** One table row; returns where the next row starts. Long item names wrap. */
function drawRow(doc: PDFKit.PDFDocument, top: number, row: Row, header: boolean): number {
  doc.font(header ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  const height = Math.max(...COLUMNS.map((c) => doc.heightOfString(row[c.key], { width: c.width })));
  let y = top;
  if (y + height > PAGE.height - PAGE.margin) y = newPage(doc);
  for (const c of COLUMNS) doc.text(row[c.key], c.x, y, { width: c.width, align: c.align });
  y += height + 6;
  doc
    .moveTo(PAGE.margin, y - 3)
    .lineTo(RIGHT, y - 3)
    .lineWidth(header ? 0.8 : 0.3)
    .strokeColor('#999999')
    .stroke();
  return y;
}
