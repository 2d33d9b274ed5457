import { fiscalYearAt, taxDocumentNumber } from '@suraksha/domain/fiscal-year';
import { addressLine } from '@suraksha/domain/nepal-address-line';
import { formatPhone } from '@suraksha/domain/nepal-phone';
import { type TaxDocument, type TaxDocumentKind, type TaxDocumentView, taxAmounts, taxDocumentView } from '@suraksha/domain/tax-document';
import { TAX_DOCUMENT_MESSAGES } from '@suraksha/contracts/tax-document-messages';
import { audit, auditContextOf } from '../../platform/audit.ts';
import type { Database } from '../../platform/database.ts';
import { ConflictError, NotFoundError } from '../../platform/errors.ts';
import type { RequestContext, StaffActor } from '../../platform/request-context.ts';
import { lockOrderByNumber } from './repo.ts';
import { sellerInformation } from '../settings/seller-information-service.ts';
import {
  fillSnapshot,
  findOrderForTaxDocument,
  findTaxDocument,
  insertTaxDocument,
  listTaxDocuments,
  rewriteInvoiceBuyerPan,
  setBuyerPan,
  takeNextSequence,
} from './tax-document-repo.ts';

/**
 * Tax invoices and credit notes (issue #19, decision 0122). Both are issued inside the transaction
 * that places or cancels the order, numbered from their own per-fiscal-year counter, and keep a
 * snapshot of what they print.
 */

/** "Hikvision DS-2CD1043G2-I": the brand, then the model, without saying the brand twice. */
function lineDescription(name: string, brand: string | null): string {
  return brand && !name.toLowerCase().startsWith(brand.toLowerCase()) ? `${brand} ${name}` : name;
}

/** The document as it is printed today from the order as stored (the seller from the settings). */
async function loadOrder(db: Database, orderId: number) {
  const found = await findOrderForTaxDocument(db, orderId);
  if (!found) throw new Error(`order ${orderId} not found for its tax document`);
  return found;
}
type OrderForDocument = Awaited<ReturnType<typeof loadOrder>>;

async function buildSnapshot(
  db: Database,
  { order, lines, address }: OrderForDocument,
  header: Pick<TaxDocument, 'kind' | 'number' | 'fiscalYear' | 'issuedAt' | 'refersTo' | 'reason'>,
): Promise<TaxDocument> {
  const seller = await sellerInformation(db);
  // The way the order was priced at checkout, never the setting of the moment: a later change of
  // the setting leaves the order's documents as the buyer paid them (decision 0131).
  const { pricesIncludeVat } = order;
  const amounts = taxAmounts({
    lines: lines.map((l) => ({
      description: lineDescription(l.name, l.brand),
      hsCode: l.hsCode,
      quantity: l.quantity,
      unitPaisa: l.unitPricePaisa,
    })),
    shippingPaisa: order.shippingPaisa,
    discountPaisa: order.discountPaisa,
    couponPaisa: order.couponPaisa,
    pricesIncludeVat,
  });
  return {
    ...header,
    orderNumber: order.orderNumber,
    paymentMethod: order.paymentMethod,
    seller: {
      name: seller.business_name,
      address: seller.address,
      pan: seller.pan_vat_number,
      phone: formatPhone(seller.phone),
      email: seller.email,
    },
    buyer: {
      name: [address?.fullName ?? order.customerName, address?.company].filter(Boolean).join(', '),
      address: address ? addressLine(address) : '',
      pan: order.buyerPan,
      phone: formatPhone(address?.phone ?? order.phone),
      email: address?.email ?? order.email,
    },
    pricesIncludeVat,
    couponCode: order.couponPaisa > 0 ? order.couponCode : null,
    walletPaisa: order.walletPaisa,
    ...amounts,
  };
}

async function issue(
  tx: Database,
  orderId: number,
  kind: TaxDocumentKind,
  when: Date | null,
  extra: Pick<TaxDocument, 'refersTo' | 'reason'>,
) {
  const found = await loadOrder(tx, orderId);
  // An invoice is dated when the order was placed: the same instant the order's own date shows.
  const at = when ?? found.order.createdAt;
  const fiscalYear = fiscalYearAt(at);
  const sequence = await takeNextSequence(tx, kind, fiscalYear.label);
  const number = taxDocumentNumber(kind, fiscalYear, sequence);
  const document = await buildSnapshot(tx, found, { kind, number, fiscalYear: fiscalYear.label, issuedAt: at.toISOString(), ...extra });
  await insertTaxDocument(tx, { orderId, kind, number, fiscalYear: fiscalYear.label, sequence, issuedAt: at, document });
  return document;
}

/** Issues the order's tax invoice, dated when it was placed; call it in the transaction that places the order. */
export function issueTaxInvoice(tx: Database, orderId: number): Promise<TaxDocument> {
  return issue(tx, orderId, 'invoice', null, { refersTo: null, reason: null });
}

/**
 * Issues the credit note that reverses the order's invoice in full; call it in the transaction that
 * cancels the order. Every cancelled invoiced order gets one, delivered or not: an issued invoice
 * number never vanishes. An order without an invoice, or with a credit note already, gets nothing.
 */
export async function issueCreditNote(tx: Database, orderId: number, at: Date, reason: string | null): Promise<TaxDocument | null> {
  const invoice = await findTaxDocument(tx, orderId, 'invoice');
  if (!invoice || (await findTaxDocument(tx, orderId, 'credit_note'))) return null;
  return issue(tx, orderId, 'credit_note', at, {
    refersTo: { number: invoice.number, issuedAt: invoice.issuedAt.toISOString() },
    reason,
  });
}

/** An order's documents as they print, the invoice first; fills, once, the snapshot of a document numbered by migration 0039. */
export async function orderTaxDocuments(db: Database, orderId: number): Promise<TaxDocumentView[]> {
  const rows = await listTaxDocuments(db, orderId);
  const invoice = rows.find((r) => r.kind === 'invoice');
  const documents: TaxDocument[] = [];
  for (const row of rows) {
    let document = row.document;
    if (!document) {
      const refersTo = row.kind === 'credit_note' && invoice ? { number: invoice.number, issuedAt: invoice.issuedAt.toISOString() } : null;
      document = await buildSnapshot(db, await loadOrder(db, orderId), {
        kind: row.kind as TaxDocumentKind,
        number: row.number,
        fiscalYear: row.fiscalYear,
        issuedAt: row.issuedAt.toISOString(),
        refersTo,
        reason: null,
      });
      await fillSnapshot(db, row.id, document);
    }
    documents.push(document);
  }
  return documents.map(taxDocumentView);
}

/**
 * Staff set or clear the buyer's PAN of an order. Only while it is 'Pending Order': the invoice goes
 * out with the order once it is confirmed, and after that a PAN is corrected by cancelling (a credit
 * note) and ordering again, never by editing what was handed over. The invoice's buyer PAN is the one
 * thing such a change rewrites; the order row, the invoice and the audit row commit together.
 */
export async function changeBuyerPan(ctx: RequestContext<StaffActor>, orderNumber: string, buyerPan: string | null) {
  const number = orderNumber.trim().toUpperCase();
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrderByNumber(tx, number);
    if (!order) throw new NotFoundError(`Order ${number} was not found.`);
    if (order.status !== 'Pending Order') {
      const message = TAX_DOCUMENT_MESSAGES.buyerPanLocked(order.status);
      throw new ConflictError(message, { buyer_pan: message });
    }
    const before = await findOrderForTaxDocument(tx, order.id);
    await setBuyerPan(tx, order.id, buyerPan);
    await rewriteInvoiceBuyerPan(tx, order.id, buyerPan);
    await audit(tx, auditContextOf(ctx), {
      action: 'order.buyer_pan',
      entity: 'order',
      entityId: number,
      before: { buyer_pan: before?.order.buyerPan ?? null },
      after: { buyer_pan: buyerPan },
    });
  });
  return { message: TAX_DOCUMENT_MESSAGES.buyerPanSaved, buyer_pan: buyerPan };
}
