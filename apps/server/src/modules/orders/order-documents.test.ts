import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../../db/schema/orders.ts';
import { createProduct } from '../../test/factories/catalog.ts';
import { createUser } from '../../test/factories/accounts.ts';
import { createOrder } from '../../test/factories/orders.ts';
import { createSignedInStaff } from '../../test/factories/staff.ts';
import { pdfStreams, pdfText } from '../../test/pdf-text.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { writeSellerInformation } from '../settings/seller-information-repo.ts';
import { sellerInformation } from '../settings/seller-information-service.ts';

// Printing from the order desk (issue #15): invoices and packing slips for a selection as ONE PDF,
// a page-set per order in the order asked for; the packing slip carries no price.

let t: TestApp;
let warehouse: Record<string, string>;
let editor: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  warehouse = (await createSignedInStaff(t.database.db, 'warehouse')).headers;
  editor = (await createSignedInStaff(t.database.db, 'editor')).headers;
});
afterAll(() => t.close());

const print = (who: Record<string, string>, query: string) =>
  t.app.inject({ url: `/api/admin/orders/documents?${query}`, headers: { ...apiHeaders, ...who } });

async function anOrder(name: string, lines: number, place: { district?: string; municipality?: string; ward?: number } = {}) {
  const db = t.database.db;
  const customer = await createUser(db, { name });
  const product = await createProduct(db, { sku: `SR-P-${Math.random().toString(36).slice(2, 8).toUpperCase()}` });
  const { order } = await createOrder(db, {
    userId: customer.id,
    address: { fullName: name, phone: '+9779812345678', street: 'Ring Road 12', city: 'Lalitpur', ...place },
    items: Array.from({ length: lines }, (_, i) => ({ name: `Camera line ${i + 1}`, quantity: i + 1, unitPricePaisa: 2_345_00 })),
  });
  await db.update(orderItems).set({ productId: product.id }).where(eq(orderItems.orderId, order.id));
  return { number: order.orderNumber, sku: product.sku };
}

/** The page-sets of a PDF: a new set starts at every page that opens with the seller's heading. */
function pageSets(pdf: Buffer, factPrefix: string): string[] {
  const sets: string[] = [];
  for (const page of pdfStreams(pdf)) {
    const number = page.match(new RegExp(`${factPrefix}(SRK-[A-Z0-9]+)`))?.[1];
    if (page.startsWith('Suraksha') && number) sets.push(number);
  }
  return sets;
}

describe('GET /api/admin/orders/documents', () => {
  it('prints the invoices of a selection as one PDF, one page-set per order in the order asked for', async () => {
    const a = await anOrder('Sita Sharma', 2);
    const b = await anOrder('Ram Thapa', 60);
    const c = await anOrder('Gita Rai', 1);
    const res = await print(warehouse, `kind=invoice&numbers=${c.number},${a.number.toLowerCase()},${b.number},${c.number}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="invoices-3-orders.pdf"');
    const pdf = res.rawPayload;
    expect(pageSets(pdf, 'Order No\\.: ')).toEqual([c.number, a.number, b.number]);
    // The 60-line order runs onto a second page that does not start a new set.
    expect(pdfStreams(pdf).length).toBeGreaterThanOrEqual(4);
    const text = pdfText(pdf);
    expect(text).toContain('Rs 2,345.00');
    expect(text).toContain('Camera line 60\n');
  });

  it('prints a packing slip with SKU, quantity, tick boxes and sign-off lines and not one price', async () => {
    const a = await anOrder('Sita Sharma', 2);
    const res = await print(warehouse, `kind=packing-slip&numbers=${a.number}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="packing-slip-${a.number}.pdf"`);
    const text = pdfText(res.rawPayload);
    expect(pageSets(res.rawPayload, 'Order No\\.: ')).toEqual([a.number]);
    expect(text).toContain('PACKING SLIP');
    expect(text).toContain(['Sita Sharma', 'Ring Road 12', 'Lalitpur, Bagmati Province'].join('\n'));
    expect(text).toContain('Phone: 981-2345678');
    expect(text).toContain(['Packed', 'SKU', 'Item', 'Qty'].join('\n'));
    expect(text).toContain([a.sku, 'Camera line 2', '2'].join('\n'));
    expect(text).toContain('Packed by: ');
    expect(text).toContain('Checked by: ');
    expect(text).not.toMatch(/Rs\s?[\d,]|Total|Price|2,345|4,690/);
  });

  it('puts the ward, municipality and district of the address on the packing slip, under the street (decision 0119)', async () => {
    const a = await anOrder('Sita Sharma', 1, { district: 'Lalitpur', municipality: 'Lalitpur Metropolitan City', ward: 5 });
    const text = pdfText((await print(warehouse, `kind=packing-slip&numbers=${a.number}`)).rawPayload);
    expect(text).toContain(
      ['Sita Sharma', 'Ring Road 12', 'Ward 5, Lalitpur Metropolitan City, Lalitpur District', 'Lalitpur, Bagmati Province'].join('\n'),
    );
  });

  it('heads the packing slip with the seller information the owner saved, not a constant (decision 0123)', async () => {
    const db = t.database.db;
    const seller = await sellerInformation(db);
    const owner = await createSignedInStaff(db, 'owner');
    await writeSellerInformation(db, { ...seller, business_name: 'Renamed Traders', address: 'New Road, Pokhara' }, owner.user.id);
    try {
      const a = await anOrder('Sita Sharma', 1);
      const text = pdfText((await print(warehouse, `kind=packing-slip&numbers=${a.number}`)).rawPayload);
      expect(text.startsWith(['Renamed Traders', 'New Road, Pokhara'].join('\n'))).toBe(true);
    } finally {
      await writeSellerInformation(db, seller, owner.user.id);
    }
  });

  it('refuses a print with an unknown order as a 404 naming every unknown number, and prints nothing', async () => {
    const a = await anOrder('Sita Sharma', 1);
    const res = await print(warehouse, `kind=invoice&numbers=${a.number},SRK-NOSUCH01,SRK-NOSUCH02`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ result: 'error', errorMessage: 'Orders SRK-NOSUCH01, SRK-NOSUCH02 were not found.' });
  });

  it('answers 400 for more than 100 orders, no orders or an unknown kind', async () => {
    const many = Array.from({ length: 101 }, (_, i) => `SRK-${String(i).padStart(8, '0')}`).join(',');
    const tooMany = await print(warehouse, `kind=invoice&numbers=${many}`);
    expect(tooMany.statusCode).toBe(400);
    expect(JSON.stringify(tooMany.json())).toContain('At most 100 orders at a time.');
    expect((await print(warehouse, 'kind=invoice&numbers=')).statusCode).toBe(400);
    expect(JSON.stringify((await print(warehouse, 'kind=label&numbers=SRK-A')).json())).toContain(
      'The kind must be one of invoice, packing-slip.',
    );
  });

  it('is refused to a role without orders.print', async () => {
    const a = await anOrder('Sita Sharma', 1);
    expect((await print(editor, `kind=invoice&numbers=${a.number}`)).statusCode).toBe(403);
  });
});
