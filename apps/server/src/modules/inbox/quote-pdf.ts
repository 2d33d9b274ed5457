import { formatPaisa } from '@suraksha/domain/money';
import { readableDate, readableTimeInNepal } from '@suraksha/domain/nepal-time';
import { PAGE, type PaperSeller, RIGHT, type TableColumn, drawHeading, drawRow, newPage, renderPdf } from '../orders/order-pdf.ts';
import { formatPhone } from '@suraksha/domain/nepal-phone';

/**
 * A priced quote as an A4 PDF (decision 0110): the shop's heading shared with the invoice, the
 * customer as the request gave them, the lines with the server's amounts, the total, how long the
 * prices hold and the staff member's note. Amounts are formatted by the one formatter.
 */

export interface QuoteDocument {
  number: string;
  version: number;
  createdAt: Date;
  /** YYYY-MM-DD, Nepal. */
  validUntil: string;
  requestReference: string;
  customer: { name: string; company: string | null; email: string; phone: string; address: string };
  lines: readonly { title: string; sku: string; quantity: number; unitPricePaisa: number; amountPaisa: number }[];
  totalPaisa: number;
  note: string | null;
  /** Who quotes: the seller information when the quote was sent (the PDF is kept as sent). */
  seller: PaperSeller;
  pricesIncludeVat: boolean;
}

const COLUMNS = [
  { key: 'item', x: PAGE.margin, width: 220, align: 'left' },
  { key: 'sku', x: 272, width: 86, align: 'left' },
  { key: 'qty', x: 360, width: 35, align: 'right' },
  { key: 'price', x: 400, width: 70, align: 'right' },
  { key: 'amount', x: 472, width: RIGHT - 472, align: 'right' },
] as const satisfies readonly TableColumn<string>[];

/** What the quote says of VAT, as the seller information's setting says (decision 0122). */
const vatNote = (pricesIncludeVat: boolean) =>
  pricesIncludeVat ? 'All prices include 13% VAT.' : 'Prices exclude VAT: 13% VAT is added on the invoice.';

/** The file's name wherever it goes: the mail's attachment and the staff download. */
export const quotePdfName = (number: string, version: number) => `${number}-v${version}.pdf`;

export function renderQuotePdf(quote: QuoteDocument): Promise<Buffer> {
  const title = `Quote ${quote.number} (version ${quote.version})`;
  return renderPdf({ Title: title, Subject: `${title} for ${quote.customer.name}`, Author: quote.seller.name }, [quote], drawQuote);
}

function drawQuote(doc: PDFKit.PDFDocument, quote: QuoteDocument) {
  drawHeading(
    doc,
    quote.seller,
    'QUOTATION',
    [
      `Quote No.: ${quote.number}`,
      `Version: ${quote.version}`,
      `Date: ${readableTimeInNepal(quote.createdAt.toISOString())}`,
      `Valid until: ${readableDate(quote.validUntil)}`,
      `Your request: ${quote.requestReference}`,
    ],
    true,
  );

  let y = Math.max(doc.y, 150) + 14;
  doc.font('Helvetica-Bold').fontSize(10).text('Quoted for', PAGE.margin, y);
  doc.font('Helvetica').fontSize(9);
  const { customer } = quote;
  for (const line of [
    customer.name,
    customer.company,
    customer.address,
    `Phone: ${formatPhone(customer.phone)}`,
    `E-mail: ${customer.email}`,
  ]) {
    if (line) doc.text(line);
  }

  y = doc.y + 16;
  y = drawRow(doc, COLUMNS, y, { item: 'Item', sku: 'SKU', qty: 'Qty', price: 'Unit price', amount: 'Amount' }, true);
  for (const line of quote.lines) {
    y = drawRow(
      doc,
      COLUMNS,
      y,
      {
        item: line.title,
        sku: line.sku,
        qty: String(line.quantity),
        price: formatPaisa(line.unitPricePaisa),
        amount: formatPaisa(line.amountPaisa),
      },
      false,
    );
  }

  y += 10;
  if (y > PAGE.height - PAGE.margin - 60) y = newPage(doc);
  doc.font('Helvetica-Bold').fontSize(11);
  doc.text('Total', 330, y, { width: 140, align: 'right' });
  doc.text(formatPaisa(quote.totalPaisa), 472, y, { width: RIGHT - 472, align: 'right' });
  y += 24;

  doc.font('Helvetica').fontSize(9);
  if (quote.note) {
    doc.font('Helvetica-Bold').text('Note', PAGE.margin, y);
    doc.font('Helvetica').text(quote.note, { width: RIGHT - PAGE.margin });
    y = doc.y + 12;
  }
  doc.fontSize(8).fillColor('#555555');
  doc.text(vatNote(quote.pricesIncludeVat), PAGE.margin, y, { width: RIGHT - PAGE.margin });
  doc.text(
    `Prices hold until ${readableDate(quote.validUntil)} (Nepal time). To order, reply to this mail or call ${quote.seller.phone} quoting ${quote.number}.`,
    { width: RIGHT - PAGE.margin },
  );
  doc.fillColor('#000000');
}
