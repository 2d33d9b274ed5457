import type { TaxDocument, TaxDocumentKind } from '@suraksha/domain/tax-document';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { brands, products } from '../../db/schema/catalog.ts';
import { coupons } from '../../db/schema/coupons.ts';
import { orderItems, orders, shippingAddresses } from '../../db/schema/orders.ts';
import { taxDocumentCounters, taxDocuments } from '../../db/schema/tax-documents.ts';
import type { Database } from '../../platform/database.ts';

/**
 * The next number of a kind of document in a fiscal year. One statement that inserts the year's
 * counter or adds one to it, returning the new value: it holds the counter's row lock until the
 * transaction ends, so concurrent issuers queue here and a rollback gives the number back.
 */
export async function takeNextSequence(tx: Database, kind: TaxDocumentKind, fiscalYear: string): Promise<number> {
  const [row] = await tx
    .insert(taxDocumentCounters)
    .values({ kind, fiscalYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [taxDocumentCounters.kind, taxDocumentCounters.fiscalYear],
      set: { lastNumber: sql`${taxDocumentCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: taxDocumentCounters.lastNumber });
  if (!row) throw new Error('tax document counter not moved');
  return row.lastNumber;
}

export async function insertTaxDocument(tx: Database, row: typeof taxDocuments.$inferInsert) {
  await tx.insert(taxDocuments).values(row);
}

/** An order's documents, the invoice first, then its credit note. */
export async function listTaxDocuments(db: Database, orderId: number) {
  return db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId)).orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.id));
}

export async function findTaxDocument(db: Database, orderId: number, kind: TaxDocumentKind) {
  const [row] = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, kind)))
    .limit(1);
  return row ?? null;
}

/** Writes the snapshot of a document numbered before snapshots existed; a document that has one keeps it. */
export async function fillSnapshot(db: Database, id: number, document: TaxDocument) {
  await db
    .update(taxDocuments)
    .set({ document })
    .where(and(eq(taxDocuments.id, id), isNull(taxDocuments.document)));
}

/** What an order's tax invoice is printed from: the order, its lines with brand and HS code, where it went. */
export async function findOrderForTaxDocument(db: Database, orderId: number) {
  const [order] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      paymentMethod: orders.paymentMethod,
      email: orders.email,
      phone: orders.phone,
      customerName: orders.customerName,
      buyerPan: orders.buyerPan,
      shippingPaisa: orders.shippingPaisa,
      discountPaisa: orders.discountPaisa,
      couponPaisa: orders.couponPaisa,
      couponCode: coupons.code,
      walletPaisa: orders.walletPaisa,
      pricesIncludeVat: orders.pricesIncludeVat,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .leftJoin(coupons, eq(coupons.id, orders.couponId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order) return null;
  const [lines, [address]] = await Promise.all([
    db
      .select({
        name: orderItems.name,
        quantity: orderItems.quantity,
        unitPricePaisa: orderItems.unitPricePaisa,
        brand: brands.title,
        hsCode: products.hsCode,
      })
      .from(orderItems)
      .leftJoin(products, eq(products.id, orderItems.productId))
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id)),
    db.select().from(shippingAddresses).where(eq(shippingAddresses.orderId, orderId)).limit(1),
  ]);
  return { order, lines, address: address ?? null };
}

export async function setBuyerPan(tx: Database, orderId: number, buyerPan: string | null) {
  await tx.update(orders).set({ buyerPan }).where(eq(orders.id, orderId));
}

/** The buyer PAN printed by the order's invoice (the one change decision 0122 allows, before the order is confirmed). */
export async function rewriteInvoiceBuyerPan(tx: Database, orderId: number, buyerPan: string | null) {
  await tx
    .update(taxDocuments)
    .set({ document: sql`jsonb_set(${taxDocuments.document}, '{buyer,pan}', ${JSON.stringify(buyerPan)}::jsonb)` })
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'invoice'), sql`${taxDocuments.document} is not null`));
}
