import type { MyOrderResponse } from '@suraksha/contracts/orders';
import type { TaxDocumentViewBody } from '@suraksha/contracts/tax-document';
import { PAGE, RIGHT, type TableColumn, drawRow, newPage, renderPdf } from './order-pdf.ts';

/**
 * The tax invoice and credit notes as A4 PDF pages. They print the very strings the invoice screen
 * shows (GET /customer/myorders/{id} → tax_documents, built by packages/domain tax-document.ts), so
 * paper and screen always agree (decision 0122). Each document starts on a page of its own.
 */

const WIDTHS = [20, 130, 46, 24, 62, 66, 60, RIGHT - 470] as const;
const STARTS = [48, 70, 202, 250, 276, 340, 408, 470] as const;

function columnsOf(view: TaxDocumentViewBody): TableColumn<string>[] {
  return view.columns.map((column, i) => ({ key: String(i), x: STARTS[i] ?? PAGE.margin, width: WIDTHS[i] ?? 60, align: column.align }));
}

const asRow = (cells: readonly string[]) => Object.fromEntries(cells.map((cell, i) => [String(i), cell]));

/** Renders an order's documents (its invoice, and its credit note when it has one); resolves with the whole file. */
export function renderInvoicePdf(invoice: MyOrderResponse): Promise<Buffer> {
  const [first] = invoice.tax_documents;
  const seller = first?.seller[0];
  return renderPdf(
    {
      Title: `Tax invoice ${first?.number ?? invoice.order.order_name}`,
      Subject: `Tax invoice for order ${invoice.order.order_name}`,
      ...(seller && { Author: seller }),
    },
    invoice.tax_documents,
    drawTaxDocument,
  );
}

/** Renders the documents of many orders into one file (the order desk prints a selection). */
export function renderInvoicesPdf(invoices: readonly MyOrderResponse[]): Promise<Buffer> {
  if (invoices.length === 1 && invoices[0]) return renderInvoicePdf(invoices[0]);
  return renderPdf(
    { Title: `Tax invoices (${invoices.length} orders)`, Subject: 'Tax invoices' },
    invoices.flatMap((i) => i.tax_documents),
    drawTaxDocument,
  );
}

function drawTaxDocument(doc: PDFKit.PDFDocument, view: TaxDocumentViewBody) {
  const width = RIGHT - PAGE.margin;
  // The seller on the left, the title and the document's facts on the right.
  const [sellerName, ...sellerLines] = view.seller;
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(sellerName ?? '', PAGE.margin, PAGE.margin, { width: 260 });
  doc.font('Helvetica').fontSize(9);
  for (const line of sellerLines) doc.text(line, { width: 260 });
  const sellerBottom = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(view.title, 320, PAGE.margin, { width: RIGHT - 320, align: 'right' });
  doc.font('Helvetica').fontSize(9);
  for (const fact of view.facts) doc.text(`${fact.label}: ${fact.value}`, 320, doc.y, { width: RIGHT - 320, align: 'right' });

  let y = Math.max(doc.y, sellerBottom) + 14;
  doc.font('Helvetica-Bold').fontSize(10).text(view.buyerTitle, PAGE.margin, y);
  doc.font('Helvetica').fontSize(9);
  for (const line of view.buyer) doc.text(line, { width });

  const columns = columnsOf(view);
  y = drawRow(doc, columns, doc.y + 14, asRow(view.columns.map((c) => c.label)), true);
  for (const row of view.rows) y = drawRow(doc, columns, y, asRow(row), false);

  y += 10;
  for (const line of view.totals) {
    if (y > PAGE.height - PAGE.margin - 40) y = newPage(doc);
    doc.font(line.grand ? 'Helvetica-Bold' : 'Helvetica').fontSize(line.grand ? 11 : 9);
    doc.text(line.label, 300, y, { width: 168, align: 'right' });
    doc.text(line.amount, 470, y, { width: RIGHT - 470, align: 'right' });
    y += line.grand ? 18 : 14;
  }
  if (y > PAGE.height - PAGE.margin - 60) y = newPage(doc);
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(view.words, PAGE.margin, y + 8, { width });
  doc.font('Helvetica').fontSize(8).fillColor('#555555');
  for (const note of view.footnotes) doc.text(note, { width });
  doc.fillColor('#000000');
}
