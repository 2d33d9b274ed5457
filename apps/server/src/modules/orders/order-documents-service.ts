import { ORDER_DOCUMENT_MESSAGES, type OrderDocumentKind, orderDocumentsFileName } from '@suraksha/contracts/admin/order-documents';
import type { Database } from '../../platform/database.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { existingOrderNumbers, findDeskOrder, listDeskOrderItems } from './desk-order-repo.ts';
import { renderInvoicesPdf } from './invoice-pdf.ts';
import { paperSeller } from './order-pdf.ts';
import { type PackingSlip, renderPackingSlipsPdf } from './packing-slip-pdf.ts';
import { sellerInformation } from '../settings/seller-information-service.ts';
import { findShippingAddress } from './repo.ts';
import { findOrderInvoice } from './service.ts';

/**
 * Prints invoices or packing slips for a selection of orders as ONE PDF (issue #15), one page-set
 * per order in the order asked for. Every order must exist: an unknown number refuses the whole
 * print with a 404 naming it, so a stack handed to the warehouse never has a silent gap.
 */
export async function orderDocuments(db: Database, kind: OrderDocumentKind, numbers: readonly string[]) {
  const found = await existingOrderNumbers(db, numbers);
  const unknown = numbers.filter((n) => !found.has(n));
  if (unknown.length > 0) throw new NotFoundError(ORDER_DOCUMENT_MESSAGES.unknown(unknown));
  const pdf =
    kind === 'invoice'
      ? await renderInvoicesPdf(await each(numbers, (n) => findOrderInvoice(db, n)))
      : await renderPackingSlipsPdf(paperSeller(await sellerInformation(db)), await each(numbers, (n) => packingSlipOf(db, n)));
  return { pdf, fileName: orderDocumentsFileName(kind, numbers) };
}

/** One at a time: a hundred orders must not open a hundred queries at once on a small pool. */
async function each<T>(numbers: readonly string[], load: (number: string) => Promise<T | null>): Promise<T[]> {
  const loaded: T[] = [];
  for (const number of numbers) {
    const item = await load(number);
    if (!item) throw new NotFoundError(ORDER_DOCUMENT_MESSAGES.unknown([number]));
    loaded.push(item);
  }
  return loaded;
}

async function packingSlipOf(db: Database, number: string): Promise<PackingSlip | null> {
  const order = await findDeskOrder(db, number);
  if (!order) return null;
  const [items, address] = await Promise.all([listDeskOrderItems(db, order.id), findShippingAddress(db, order.id)]);
  return {
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    paymentMethod: order.paymentMethod,
    customerName: address?.fullName ?? order.customerName,
    phone: address?.phone ?? order.customerPhone,
    address: {
      company: address?.company ?? null,
      street: address?.street ?? '',
      district: address?.district ?? null,
      municipality: address?.municipality ?? null,
      ward: address?.ward ?? null,
      city: address?.city ?? '',
      state: address?.state ?? '',
      country: address?.country ?? '',
      postal: address?.postal ?? null,
    },
    items: items.map((item) => ({ sku: item.sku, name: item.name, quantity: item.quantity })),
  };
}
