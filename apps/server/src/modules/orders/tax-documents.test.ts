import { bsToAd } from '@suraksha/domain/bikram-sambat';
import { startOfNepalDay } from '@suraksha/domain/nepal-time';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog.ts';
import { taxDocumentCounters, taxDocuments } from '../../db/schema/tax-documents.ts';
import { createProduct } from '../../test/factories/catalog.ts';
import { createOrder } from '../../test/factories/orders.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { writeSellerInformation } from '../settings/seller-information-repo.ts';
import { sellerInformation } from '../settings/seller-information-service.ts';
import { ForbiddenError } from '../../platform/errors.ts';
import { changeOrderStatus } from './status-service.ts';
import { issueCreditNote, issueTaxInvoice, orderTaxDocuments } from './tax-document-service.ts';

/**
 * Tax invoices and credit notes (issue #19, decision 0122) on the engine under test. The race of 50
 * checkouts is in checkout-concurrency.test.ts (PostgreSQL only).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const invoiceOf = async (orderId: number) =>
  (
    await db()
      .select()
      .from(taxDocuments)
      .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'invoice')))
  )[0];

describe('invoice numbers', () => {
  it('start again at 000001 on Shrawan 1 (Nepal time), and run on within a fiscal year', async () => {
    // A fiscal year no other test uses: 2090/91 starts on Shrawan 1, 2090.
    const shrawan1 = startOfNepalDay(bsToAd({ year: 2090, month: 4, day: 1 }));
    const lastOfAsar = new Date(shrawan1.getTime() - 1);
    const a = await createOrder(db(), { createdAt: lastOfAsar });
    const b = await createOrder(db(), { createdAt: shrawan1 });
    const c = await createOrder(db(), { createdAt: new Date(shrawan1.getTime() + 60_000) });
    expect((await invoiceOf(a.order.id))?.number).toBe('2089/90-000001');
    expect((await invoiceOf(b.order.id))?.number).toBe('2090/91-000001');
    expect((await invoiceOf(c.order.id))?.number).toBe('2090/91-000002');
  });

  it('give a number back when the transaction that took it rolls back', async () => {
    const at = startOfNepalDay(bsToAd({ year: 2091, month: 5, day: 10 }));
    const kept = await createOrder(db(), { createdAt: at });
    const { order } = await createOrder(db(), { createdAt: new Date(at.getTime() + 1000) });
    await db().delete(taxDocuments).where(eq(taxDocuments.orderId, order.id));
    await db().update(taxDocumentCounters).set({ lastNumber: 1 }).where(eq(taxDocumentCounters.fiscalYear, '2091/92'));
    await expect(
      db().transaction(async (tx) => {
        await issueTaxInvoice(tx, order.id);
        throw new Error('the checkout failed after numbering');
      }),
    ).rejects.toThrow('the checkout failed after numbering');
    expect(await invoiceOf(order.id)).toBeUndefined();
    await issueTaxInvoice(db(), order.id);
    expect((await invoiceOf(kept.order.id))?.number).toBe('2091/92-000001');
    expect((await invoiceOf(order.id))?.number).toBe('2091/92-000002');
  });
});

describe('an issued document', () => {
  it('keeps what it printed when the seller settings and the product change later', async () => {
    const product = await createProduct(db(), { hsCode: '85219000', title: 'Dahua 8-Channel NVR' });
    const { order } = await createOrder(db(), {
      buyerPan: '301234567',
      items: [{ name: 'Dahua 8-Channel NVR', quantity: 1, unitPricePaisa: 12_999_50 }],
    });
    await db().execute(sql`update order_items set product_id = ${product.id} where order_id = ${order.id}`);
    // The invoice the factory issued was printed before the product was linked: issue a fresh one to read its HS code.
    await db().delete(taxDocuments).where(eq(taxDocuments.orderId, order.id));
    await issueTaxInvoice(db(), order.id);
    const [printed] = await orderTaxDocuments(db(), order.id);
    expect(printed?.rows[0]?.[2]).toBe('8521');
    expect(printed?.buyer).toContain('Buyer PAN: 301234567');

    const seller = await sellerInformation(db());
    const staff = (await db().execute<{ id: number }>(sql`select id from users limit 1`)) as unknown as { rows: { id: number }[] };
    await writeSellerInformation(
      db(),
      { ...seller, business_name: 'Renamed Traders', pan_vat_number: '999999999' },
      staff.rows[0]?.id ?? 1,
    );
    await db().update(products).set({ hsCode: '85171300' }).where(eq(products.id, product.id));
    const [after] = await orderTaxDocuments(db(), order.id);
    expect(after).toEqual(printed);
    await writeSellerInformation(db(), seller, staff.rows[0]?.id ?? 1);
  });

  it('is reversed by one credit note with its own sequence, against the invoice, with the same lines and VAT split', async () => {
    const at = startOfNepalDay(bsToAd({ year: 2092, month: 4, day: 2 }));
    const { order } = await createOrder(db(), { createdAt: at });
    const note = await issueCreditNote(db(), order.id, new Date(at.getTime() + 86_400_000), 'Returned');
    expect(note?.number).toBe('CN-2092/93-000001');
    expect(await issueCreditNote(db(), order.id, new Date(at.getTime() + 2 * 86_400_000), 'Again')).toBeNull();
    const [invoice, credit] = await orderTaxDocuments(db(), order.id);
    expect(invoice?.number).toBe('2092/93-000001');
    expect(credit?.facts).toContainEqual({ label: 'Against invoice', value: '2092/93-000001 (2 Shrawan 2092 BS)' });
    expect(credit?.rows).toEqual(invoice?.rows);
    const amounts = (lines: { label: string; amount: string }[] | undefined) =>
      lines?.filter((l) => ['Taxable amount', 'VAT (13%)', 'Total'].includes(l.label));
    expect(amounts(credit?.totals)).toEqual(amounts(invoice?.totals));
  });
});

describe('a delivered order returned', () => {
  it('is cancelled by a manager with a credit note against its invoice, never an edit of it; sales may not', async () => {
    const { order } = await createOrder(db(), { status: 'Delivered' });
    const [before] = await orderTaxDocuments(db(), order.id);
    const staff = (role: 'sales' | 'manager') => ({
      kind: 'staff' as const,
      id: 1,
      role,
      audit: { actor: { id: 1, role }, ip: null, userAgent: null, requestId: null },
    });
    await expect(
      changeOrderStatus(db(), { orderNumber: order.orderNumber, to: 'Cancelled', reason: 'Returned', actor: staff('sales') }),
    ).rejects.toThrow(ForbiddenError);
    await changeOrderStatus(db(), {
      orderNumber: order.orderNumber,
      to: 'Cancelled',
      reason: 'Returned unopened',
      actor: staff('manager'),
    });
    const [invoice, credit] = await orderTaxDocuments(db(), order.id);
    expect(invoice).toEqual(before);
    expect(credit?.number).toMatch(/^CN-\d{4}\/\d{2}-\d{6}$/);
    expect(credit?.facts).toContainEqual(
      expect.objectContaining({ label: 'Against invoice', value: expect.stringContaining(invoice?.number ?? '?') }),
    );
    expect(credit?.rows).toEqual(invoice?.rows);
  });
});

describe('orders placed before migration 0039', () => {
  it('get their snapshot written once, on first read, from the order as stored', async () => {
    const { order } = await createOrder(db());
    await db().update(taxDocuments).set({ document: null }).where(eq(taxDocuments.orderId, order.id));
    const [first] = await orderTaxDocuments(db(), order.id);
    expect(first?.title).toBe('TAX INVOICE');
    expect((await invoiceOf(order.id))?.document).not.toBeNull();
  });
});
