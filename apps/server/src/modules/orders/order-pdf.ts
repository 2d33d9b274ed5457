import type { SellerInformation } from '@suraksha/contracts/seller-information';
import { formatPhone } from '@suraksha/domain/nepal-phone';
// Named apart from pdfkit's own PDFDocument export: the types only declare the default one.
import type PdfDocument from 'pdfkit';

/**
 * What the shop's printed papers share (the invoice, the packing slip): A4, pdfkit's built-in
 * Helvetica (no font files to ship), the seller's block at the top, and one file for many orders
 * where each order starts on a page of its own.
 */

export const PAGE = { width: 595.28, height: 841.89, margin: 48 };
export const RIGHT = PAGE.width - PAGE.margin;

/** The seller as a paper's heading prints it: the owner's seller information (decision 0123), never a constant. */
export interface PaperSeller {
  name: string;
  address: string;
  phone: string;
  email: string;
  panVat: string;
}

export function paperSeller(seller: SellerInformation): PaperSeller {
  return {
    name: seller.business_name,
    address: seller.address,
    phone: formatPhone(seller.phone),
    email: seller.email,
    panVat: seller.pan_vat_number,
  };
}

export interface TableColumn<K extends string> {
  key: K;
  x: number;
  width: number;
  align: 'left' | 'right' | 'center';
}

let loading: Promise<typeof PdfDocument> | undefined;

/**
 * pdfkit, loaded when the first paper is printed (decision 0125): with its fonts and fontkit it is
 * ~30 MB resident and 7 MB of heap that a process serving the storefront would otherwise carry.
 */
function loadPdfKit(): Promise<typeof PdfDocument> {
  loading ??= import('pdfkit').then((module) => module.default);
  return loading;
}

/**
 * Renders one document per item into a single PDF, each starting on a new page; resolves with the
 * whole file.
 */
export async function renderPdf<T>(
  info: { Title: string; Subject: string; Author?: string },
  items: readonly T[],
  draw: (doc: PDFKit.PDFDocument, item: T) => void,
): Promise<Buffer> {
  const PdfDocument = await loadPdfKit();
  const doc = new PdfDocument({ size: 'A4', margin: PAGE.margin, info });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  items.forEach((item, i) => {
    if (i > 0) doc.addPage();
    draw(doc, item);
  });
  doc.end();
  return done;
}

/** The seller on the left and the paper's title and facts on the right. */
export function drawHeading(doc: PDFKit.PDFDocument, seller: PaperSeller, title: string, facts: readonly string[], withTaxNumber: boolean) {
  doc.font('Helvetica-Bold').fontSize(16).text(seller.name, PAGE.margin, PAGE.margin, { width: 260 });
  doc.font('Helvetica').fontSize(9);
  doc.text(seller.address, { width: 260 });
  doc.text(`Phone: ${seller.phone}   E-mail: ${seller.email}`, { width: 260 });
  if (withTaxNumber) doc.text(`PAN/VAT No.: ${seller.panVat}`);
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(title, PAGE.margin, PAGE.margin, { width: RIGHT - PAGE.margin, align: 'right' });
  doc.font('Helvetica').fontSize(9);
  for (const fact of facts) doc.text(fact, { width: RIGHT - PAGE.margin, align: 'right' });
}

export function newPage(doc: PDFKit.PDFDocument): number {
  doc.addPage();
  return PAGE.margin;
}

/** One table row; returns where the next row starts. Long texts wrap; a row that does not fit starts a page. */
export function drawRow<K extends string>(
  doc: PDFKit.PDFDocument,
  columns: readonly TableColumn<K>[],
  top: number,
  row: Record<K, string>,
  header: boolean,
  draw?: (x: number, y: number, column: TableColumn<K>) => boolean,
): number {
  doc.font(header ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  const height = Math.max(...columns.map((c) => doc.heightOfString(row[c.key] || ' ', { width: c.width })));
  let y = top;
  if (y + height > PAGE.height - PAGE.margin) y = newPage(doc);
  for (const c of columns) {
    if (draw?.(c.x, y, c)) continue;
    doc.text(row[c.key], c.x, y, { width: c.width, align: c.align });
  }
  y += height + 6;
  doc
    .moveTo(PAGE.margin, y - 3)
    .lineTo(RIGHT, y - 3)
    .lineWidth(header ? 0.8 : 0.3)
    .strokeColor('#999999')
    .stroke();
  return y;
}
