import { localPlaceLine } from '@suraksha/domain/nepal-address-line';
import { readableTimeInNepal } from '@suraksha/domain/nepal-time';
import { PAGE, type PaperSeller, RIGHT, type TableColumn, drawHeading, drawRow, newPage, renderPdf } from './order-pdf.ts';
import { formatPhone } from '@suraksha/domain/nepal-phone';

/**
 * The packing slip (issue #15): what the warehouse packs and to whom it goes, in the invoice's
 * style but without a single price, with a box to tick per line and a line to sign who packed and
 * who checked the parcel.
 */

export interface PackingSlip {
  orderNumber: string;
  /** ISO time the order was placed. */
  createdAt: string;
  paymentMethod: string;
  customerName: string;
  phone: string;
  address: {
    company: string | null;
    street: string;
    /** Ward, local level and district (decision 0119); null on orders placed without them. */
    district: string | null;
    municipality: string | null;
    ward: number | null;
    city: string;
    state: string;
    country: string;
    postal: string | null;
  };
  items: { sku: string | null; name: string; quantity: number }[];
}

const BOX = 9;
const COLUMNS = [
  { key: 'tick', x: PAGE.margin, width: 42, align: 'center' },
  { key: 'sku', x: PAGE.margin + 48, width: 110, align: 'left' },
  { key: 'item', x: PAGE.margin + 164, width: 278, align: 'left' },
  { key: 'qty', x: PAGE.margin + 448, width: RIGHT - (PAGE.margin + 448), align: 'right' },
] as const satisfies readonly TableColumn<string>[];

/** Renders the packing slips of these orders into one file, each from a new page, under the seller's heading. */
export function renderPackingSlipsPdf(seller: PaperSeller, slips: readonly PackingSlip[]): Promise<Buffer> {
  const title = slips.length === 1 ? `Packing slip ${slips[0]?.orderNumber}` : `Packing slips (${slips.length} orders)`;
  return renderPdf({ Title: title, Subject: 'Packing slips', Author: seller.name }, slips, (doc, slip) =>
    drawPackingSlip(doc, seller, slip),
  );
}

function drawPackingSlip(doc: PDFKit.PDFDocument, seller: PaperSeller, slip: PackingSlip) {
  const pieces = slip.items.reduce((sum, item) => sum + item.quantity, 0);
  drawHeading(
    doc,
    seller,
    'PACKING SLIP',
    [
      `Order No.: ${slip.orderNumber}`,
      `Order date: ${readableTimeInNepal(slip.createdAt)}`,
      `Payment: ${slip.paymentMethod}`,
      `Lines: ${slip.items.length}   Pieces: ${pieces}`,
    ],
    false,
  );

  let y = Math.max(doc.y, 150) + 14;
  doc.font('Helvetica-Bold').fontSize(10).text('Ship to', PAGE.margin, y);
  doc.font('Helvetica').fontSize(9);
  const a = slip.address;
  const shipTo = [
    slip.customerName,
    a.company,
    a.street,
    localPlaceLine(a),
    `${a.city}, ${a.state}${a.postal ? ` ${a.postal}` : ''}`,
    a.country,
    `Phone: ${formatPhone(slip.phone)}`,
  ];
  for (const line of shipTo) if (line) doc.text(line);

  y = doc.y + 16;
  y = drawRow(doc, COLUMNS, y, { tick: 'Packed', sku: 'SKU', item: 'Item', qty: 'Qty' }, true);
  for (const item of slip.items) {
    y = drawRow(doc, COLUMNS, y, { tick: '', sku: item.sku ?? '-', item: item.name, qty: String(item.quantity) }, false, (x, top, c) => {
      if (c.key !== 'tick') return false;
      doc
        .rect(x + (c.width - BOX) / 2, top, BOX, BOX)
        .lineWidth(0.8)
        .strokeColor('#000000')
        .stroke();
      return true;
    });
  }

  y += 30;
  if (y > PAGE.height - PAGE.margin - 40) y = newPage(doc);
  doc.font('Helvetica').fontSize(10).fillColor('#000000');
  doc.text('Packed by: ____________________', PAGE.margin, y, { continued: false });
  doc.text('Checked by: ____________________', 300, y);
  doc.text('Date: ______________', PAGE.margin, y + 24);
}
