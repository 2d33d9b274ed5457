import { orderDeskQuery } from '@suraksha/contracts/admin/order-desk';
import { customerListQuery } from '@suraksha/contracts/admin/customers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions } from '../db/schema/coupon-redemptions.ts';
import { customersCsv } from '../modules/customers/customer-export-service.ts';
import { ORDER_CSV_COLUMNS, ordersCsv } from '../modules/orders/order-export-service.ts';
import { createSignedInUser, createUser, createWallet } from '../test/factories/accounts.ts';
import { createBrand, createCategory, createProduct } from '../test/factories/catalog.ts';
import { createCoupon } from '../test/factories/coupons.ts';
import { createOrder } from '../test/factories/orders.ts';
import { createSignedInStaff } from '../test/factories/staff.ts';
import { apiHeaders, createTestApp, type TestApp } from '../test/test-app.ts';
import { type CsvExport, csvStream } from './csv-export.ts';

// The back office's CSV exports (issue #16): orders with their lines, customers, products and
// coupons with their usage. Each opens in Excel (BOM, header, Nepali intact, formulas kept as
// text), follows its list's filters, is refused to a role without the list's permission, and is
// read from the database batch by batch (keyset) rather than all at once.

let t: TestApp;
let owner: Awaited<ReturnType<typeof createSignedInStaff>>;
let editor: Awaited<ReturnType<typeof createSignedInStaff>>;
let sita: Awaited<ReturnType<typeof createUser>>;
let sitaOrder: string;
let cancelledOrder: string;
let couponCode: string;

/** A CSV body as rows of cells (RFC 4180: quoted cells may hold commas, quotes and newlines). */
function parseCsv(body: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted && c === '"' && body[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      endCell();
    } else if (!quoted && c === '\n') {
      endCell();
      rows.push(row);
      row = [];
    } else {
      cell += c;
    }
  }
  return rows;
}

async function exported(path: string, headers: Record<string, string> = owner.headers) {
  const res = await t.app.inject({ url: `/api/admin/${path}`, headers: { ...apiHeaders, ...headers } });
  return { res, rows: res.statusCode === 200 ? parseCsv(res.body.slice(1)) : [] };
}

/** The rows as objects by column name (the header row first). */
const records = (rows: string[][]) => rows.slice(1).map((r) => Object.fromEntries((rows[0] ?? []).map((name, i) => [name, r[i]])));

/** The file as the export streams it with batches of `size`, and the keys each batch started after. */
async function inBatches<Row, Key>(file: CsvExport<Row, Key>, size: number) {
  const asked: (Key | undefined)[] = [];
  const batch = file.source.batch;
  const counted = {
    ...file,
    source: { ...file.source, batch: (after: Key | undefined, limit: number) => (asked.push(after), batch(after, limit)) },
  };
  let body = '';
  for await (const chunk of csvStream(counted, size)) body += String(chunk);
  return { body, asked };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  owner = await createSignedInStaff(db, 'owner');
  editor = await createSignedInStaff(db, 'editor');

  sita = await createUser(db, { name: 'सीता शर्मा', phone: '9841000001' });
  await createWallet(db, sita.id, 250_50);
  const coupon = await createCoupon(db, { kind: 'amount', value: 500_00 });
  couponCode = coupon.code;
  const placed = await createOrder(db, {
    userId: sita.id,
    email: sita.email,
    customerName: 'सीता शर्मा',
    address: { fullName: 'सीता शर्मा', city: 'ललितपुर', state: 'Bagmati Province' },
    couponId: coupon.id,
    couponPaisa: 500_00,
    totalPaisa: 21_499_50,
    status: 'Delivered',
  });
  sitaOrder = placed.order.orderNumber;
  await db.insert(couponRedemptions).values({ couponId: coupon.id, userId: sita.id, orderId: placed.order.id, amountPaisa: 500_00 });
  // A cancelled order whose redemption row is still there: the export must not count it either.
  const cancelled = await createOrder(db, {
    userId: sita.id,
    status: 'Cancelled',
    couponId: coupon.id,
    couponPaisa: 500_00,
    totalPaisa: 100_00,
    items: [{ name: 'Cable', quantity: 1, unitPricePaisa: 600_00 }],
  });
  cancelledOrder = cancelled.order.orderNumber;
  await db
    .insert(couponRedemptions)
    .values({ couponId: coupon.id, userId: sita.id, orderId: cancelled.order.id, amountPaisa: 500_00, useNumber: 2 });

  const formula = await createUser(db, { name: '=HYPERLINK("http://evil")', emailVerifiedAt: null });
  await createOrder(db, {
    userId: formula.id,
    customerName: '=HYPERLINK("http://evil")',
    address: { state: 'Koshi (Province 1)' },
    items: [{ name: '+cmd|calc', quantity: 3, unitPricePaisa: 1_000_00 }],
  });
  // Orders of equal totals, so the total sort's batches end inside a run of ties.
  for (let i = 0; i < 4; i++)
    await createOrder(db, { userId: formula.id, totalPaisa: 777_00, items: [{ name: `Tie ${i}`, quantity: 1, unitPricePaisa: 777_00 }] });

  const brand = await createBrand(db, { title: 'हिकभिजन' });
  const category = await createCategory(db, { title: 'IP Cameras' });
  await createProduct(db, {
    title: 'डोम क्यामेरा 4MP',
    sku: 'SR-NP-1',
    brandId: brand.id,
    categoryId: category.id,
    pricePaisa: 9_000_50,
    offerPricePaisa: 8_000_00,
    hsCode: '85258900',
    stock: 7,
  });
  await createProduct(db, { title: '@SUM(1)', sku: 'SR-NP-2', active: false, onRequest: true, pricePaisa: 0, stock: 0 });
});
afterAll(() => t.close());

describe('GET /api/admin/orders.csv', () => {
  it('sends a dated UTF-8 CSV with a BOM and a header, one row per order line, Nepali text intact', async () => {
    const { res, rows } = await exported('orders.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="suraksha-orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFForder number,placed (Nepal time),status,')).toBe(true);
    expect(rows[0]).toEqual([...ORDER_CSV_COLUMNS]);
    const sitas = records(rows).filter((r) => r['order number'] === sitaOrder);
    expect(sitas).toHaveLength(2);
    expect(sitas[0]).toMatchObject({
      status: 'Delivered',
      customer: 'सीता शर्मा',
      city: 'ललितपुर',
      province: 'Bagmati Province',
      'coupon code': couponCode,
      'coupon (Rs)': '500.00',
      'total (Rs)': '21499.50',
      line: '1',
      item: 'Hikvision 4MP Dome Camera',
      quantity: '2',
      'unit price (Rs)': '4500.00',
      'amount (Rs)': '9000.00',
    });
    expect(sitas[0]?.['placed (Nepal time)']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(sitas[1]).toMatchObject({ line: '2', item: 'Dahua 8-Channel NVR', 'total (Rs)': '21499.50', 'amount (Rs)': '12999.50' });
  });

  it('keeps a cell that starts like a formula as text', async () => {
    const { rows } = await exported(`orders.csv?province=${encodeURIComponent('Koshi (Province 1)')}`);
    expect(records(rows)).toEqual([expect.objectContaining({ customer: `'=HYPERLINK("http://evil")`, item: "'+cmd|calc" })]);
  });

  it('follows the order desk’s filters, and refuses a bad one with the error envelope', async () => {
    const numbers = async (query: string) => [
      ...new Set(records((await exported(`orders.csv?${query}`)).rows).map((r) => r['order number'])),
    ];
    expect(await numbers(`q=${sitaOrder}`)).toEqual([sitaOrder]);
    expect(await numbers('status=Cancelled')).toEqual([cancelledOrder]);
    expect(await numbers('coupon=yes&status=Delivered')).toEqual([sitaOrder]);
    expect(await numbers('from=2020-01-01&to=2020-01-31')).toEqual([]);
    const refused = await exported('orders.csv?status=Lost');
    expect(refused.res.statusCode).toBe(400);
    expect(Object.keys(refused.res.json().message)).toEqual(['status']);
  });

  it('is read batch by batch after the last order sent, and the batches add up to the whole file in every sort', async () => {
    for (const sort of ['newest', 'oldest', 'total_desc', 'total_asc'] as const) {
      const whole = await exported(`orders.csv?sort=${sort}`);
      const { body, asked } = await inBatches(ordersCsv(t.database.db, orderDeskQuery.parse({ sort })), 2);
      expect(body).toBe(whole.res.body);
      // 7 orders in batches of 2: four reads, each after the last order of the one before.
      expect(asked).toHaveLength(4);
      expect(asked[0]).toBeUndefined();
    }
  });

  it('is refused to a role without orders.read', async () => {
    expect((await exported('orders.csv', editor.headers)).res.statusCode).toBe(403);
  });
});

describe('GET /api/admin/customers.csv', () => {
  it('lists customers with their orders, spent (cancelled orders not counted) and wallet, Nepali intact', async () => {
    const { res, rows } = await exported('customers.csv');
    expect(res.headers['content-disposition']).toMatch(/filename="suraksha-customers-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(
      res.body.startsWith('\uFEFFid,name,email,phone,email verified,disabled,joined (Nepal time),orders,spent (Rs),wallet (Rs)\n'),
    ).toBe(true);
    expect(records(rows).find((r) => r.name === 'सीता शर्मा')).toMatchObject({
      id: String(sita.id),
      'email verified': 'yes',
      disabled: 'no',
      orders: '2',
      'spent (Rs)': '21499.50',
      'wallet (Rs)': '250.50',
    });
    expect(records(rows).map((r) => r.name)).toContain(`'=HYPERLINK("http://evil")`);
    // Customers only: no staff member is in the file.
    expect(records(rows).map((r) => r.email)).not.toContain(owner.user.email);
  });

  it('follows the customers page’s search and filters', async () => {
    const names = async (query: string) => records((await exported(`customers.csv?${query}`)).rows).map((r) => r.name);
    expect(await names(`q=${encodeURIComponent('सीता')}`)).toEqual(['सीता शर्मा']);
    expect(await names('verified=no')).toEqual([`'=HYPERLINK("http://evil")`]);
    expect(await names('state=disabled')).toEqual([]);
    expect((await exported('customers.csv?verified=maybe')).res.statusCode).toBe(400);
  });

  it('is read batch by batch after the last customer sent', async () => {
    const whole = await exported('customers.csv');
    const { body, asked } = await inBatches(customersCsv(t.database.db, customerListQuery.parse({})), 1);
    expect(body).toBe(whole.res.body);
    expect(asked).toHaveLength(3);
  });

  it('is refused to a role without customers.read', async () => {
    expect((await exported('customers.csv', editor.headers)).res.statusCode).toBe(403);
  });
});

describe('GET /api/admin/products.csv', () => {
  it('lists every product, inactive ones too, with brand, category, prices in rupees and stock', async () => {
    const { res, rows } = await exported('products.csv', editor.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="suraksha-products-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(
      res.body.startsWith('\uFEFFid,sku,title,slug,brand,category,price (Rs),offer price (Rs),unit,hs code,stock,active,on request,'),
    ).toBe(true);
    expect(records(rows)).toEqual([
      expect.objectContaining({
        sku: 'SR-NP-1',
        title: 'डोम क्यामेरा 4MP',
        brand: 'हिकभिजन',
        category: 'IP Cameras',
        'price (Rs)': '9000.50',
        'offer price (Rs)': '8000.00',
        'hs code': '85258900',
        stock: '7',
        active: 'yes',
        'on request': 'no',
      }),
      expect.objectContaining({
        sku: 'SR-NP-2',
        title: "'@SUM(1)",
        brand: '',
        'offer price (Rs)': '',
        'hs code': '',
        active: 'no',
        'on request': 'yes',
      }),
    ]);
  });

  it('is refused to a customer (every staff role may read the catalogue)', async () => {
    const customer = await createSignedInUser(t.database.db);
    expect((await exported('products.csv', customer.auth)).res.statusCode).toBe(401);
  });
});

describe('GET /api/admin/coupons.csv', () => {
  it('lists each coupon with its usage, a cancelled order’s redemption left out', async () => {
    const { res, rows } = await exported('coupons.csv', editor.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="suraksha-coupons-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(rows[0]?.slice(-7)).toEqual([
      'paused since (Nepal time)',
      'redemptions',
      'customers',
      'discount given (Rs)',
      'orders',
      'orders total (Rs)',
      'last used (Nepal time)',
    ]);
    expect(records(rows).find((r) => r.code === couponCode)).toMatchObject({
      kind: 'amount',
      'amount off (Rs)': '500.00',
      'percent off': '',
      redemptions: '1',
      customers: '1',
      'paused since (Nepal time)': '',
      'discount given (Rs)': '500.00',
      orders: '1',
      'orders total (Rs)': '21499.50',
    });
  });

  it('is refused to a customer (every staff role may read the catalogue)', async () => {
    const customer = await createSignedInUser(t.database.db);
    expect((await exported('coupons.csv', customer.auth)).res.statusCode).toBe(401);
  });
});
