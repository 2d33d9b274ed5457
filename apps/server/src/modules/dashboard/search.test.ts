import { STAFF_ROLES } from '@suraksha/domain/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories/accounts.ts';
import { createProduct } from '../../test/factories/catalog.ts';
import { createOrder } from '../../test/factories/orders.ts';
import { createSignedInStaff } from '../../test/factories/staff.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

// The back office's ⌘K search (issue #15): orders, customers and products, each group only for a role
// that may read it; a search too short or too long is refused with the error envelope.

let t: TestApp;
const staff = new Map<string, Awaited<ReturnType<typeof createSignedInStaff>>>();
let orderNumber: string;
let customerId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  for (const role of STAFF_ROLES) staff.set(role, await createSignedInStaff(db, role));
  const customer = await createUser(db, { name: 'Pemba Sherpa', email: 'pemba.sherpa@example.com', phone: '9841555123' });
  customerId = customer.id;
  orderNumber = (
    await createOrder(db, { userId: customer.id, email: customer.email, phone: '9841555123', address: { fullName: 'Pemba Sherpa' } })
  ).order.orderNumber;
  await createProduct(db, {
    title: 'Sherpa outdoor bullet camera',
    sku: 'SR-SHERPA-01',
    slug: 'sherpa-outdoor-bullet',
    pricePaisa: 4_200_00,
    offerPricePaisa: 3_999_50,
  });
  await createProduct(db, { title: 'Unrelated NVR', sku: 'SR-NVR-99' });
});
afterAll(() => t.close());

const search = (role: string, q: string) =>
  t.app.inject({ url: `/api/admin/search?q=${encodeURIComponent(q)}`, headers: { ...apiHeaders, ...staff.get(role)?.headers } });

describe('GET /api/admin/search', () => {
  it('finds orders, customers and products by name, and each role gets only the groups it may read', async () => {
    const res = await search('sales', 'sherpa');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.orders).toEqual([
      {
        order_number: orderNumber,
        customer: 'Pemba Sherpa',
        status: 'Pending Order',
        total: expect.any(Number),
        created_at: expect.any(String),
      },
    ]);
    expect(body.customers).toEqual([{ id: customerId, name: 'Pemba Sherpa', email: 'pemba.sherpa@example.com', phone: '9841555123' }]);
    expect(body.products).toEqual([
      // The price a package's screen adds up: the offer price when there is one.
      {
        id: expect.any(Number),
        title: 'Sherpa outdoor bullet camera',
        sku: 'SR-SHERPA-01',
        slug: 'sherpa-outdoor-bullet',
        active: true,
        price: 3_999.5,
      },
    ]);
    const groups = async (role: string) => Object.keys((await search(role, 'sherpa')).json()).toSorted();
    expect(await groups('owner')).toEqual(['customers', 'orders', 'products', 'result']);
    expect(await groups('warehouse')).toEqual(['orders', 'products', 'result']);
    expect(await groups('editor')).toEqual(['products', 'result']);
  });

  it('finds an order by its number and phone, a customer by e-mail, a product by SKU; never a staff member', async () => {
    expect((await search('manager', orderNumber.toLowerCase())).json().orders.map((o: { order_number: string }) => o.order_number)).toEqual(
      [orderNumber],
    );
    expect((await search('manager', '98415 55123')).json().orders).toHaveLength(1);
    expect((await search('manager', 'pemba.sherpa@')).json().customers).toHaveLength(1);
    expect((await search('manager', 'sr-sherpa')).json().products).toHaveLength(1);
    const staffName = staff.get('sales')?.user.name as string;
    expect((await search('manager', staffName)).json().customers).toEqual([]);
    // % and _ are letters, not wildcards
    expect((await search('manager', '%%')).json()).toEqual({ result: 'success', orders: [], customers: [], products: [] });
  });

  it('refuses an empty, too short or too long search with the error envelope', async () => {
    for (const q of ['', '   ', 'a', 'x'.repeat(101)]) {
      const res = await search('owner', q);
      expect(res.statusCode).toBe(400);
      expect(res.json().result).toBe('error');
    }
    expect((await search('owner', 'a')).json().message).toEqual({ q: 'Type at least 2 characters to search.' });
    const missing = await t.app.inject({ url: '/api/admin/search', headers: { ...apiHeaders, ...staff.get('owner')?.headers } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toEqual({ q: 'Type at least 2 characters to search.' });
  });
});
