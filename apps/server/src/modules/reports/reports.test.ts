import { REPORT_MESSAGES } from '@suraksha/contracts/admin/reports';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codCollections, orderItems, orderStatusHistory } from '../../db/schema/orders.ts';
import { walletLedger } from '../../db/schema/wallet.ts';
import { quoteRequests } from '../../db/schema/forms.ts';
import { createUser } from '../../test/factories/accounts.ts';
import { createBrand, createProduct } from '../../test/factories/catalog.ts';
import { createOrder } from '../../test/factories/orders.ts';
import { createSignedInStaff } from '../../test/factories/staff.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

// The reports (issue #17) against a fixed data set whose figures are summed by hand below: four
// orders around Nepal's fiscal-year boundary (Asar 32, 2082 = 2025-07-16; Shrawan 1 = 2025-07-17),
// one of them cancelled, one placed 10 minutes into Shrawan 1 in Nepal (still the 16th in UTC).

let t: TestApp;
let headers: Record<string, string>;
const rs = (n: number) => Math.round(n * 100);
/** An instant written as Nepal wall-clock time. */
const nepal = (local: string) => new Date(`${local}+05:45`);

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const manager = await createSignedInStaff(db, 'manager');
  headers = { ...apiHeaders, ...manager.headers };
  const hik = await createBrand(db, { title: 'Hikvision', slug: 'report-hikvision' });
  const dahua = await createBrand(db, { title: 'Dahua', slug: 'report-dahua' });
  const one = await createProduct(db, { title: 'Product One', slug: 'report-one', sku: 'REP-1', brandId: hik.id });
  const two = await createProduct(db, { title: 'Product Two', slug: 'report-two', sku: 'REP-2', brandId: dahua.id });
  const three = await createProduct(db, { title: 'Product Three', slug: 'report-three', sku: 'REP-3', brandId: null });
  const productOf: Record<string, number> = { 'Product One': one.id, 'Product Two': two.id, 'Product Three': three.id };
  const order = async (
    at: string,
    status: 'Pending Order' | 'Confirm' | 'Delivered' | 'Cancelled',
    total: number,
    items: [string, number, number][],
    extra = {},
  ) => {
    const customer = await createUser(db);
    const made = await createOrder(db, {
      userId: customer.id,
      email: customer.email,
      status,
      createdAt: nepal(at),
      totalPaisa: rs(total),
      items: items.map(([name, quantity, price]) => ({ name, quantity, unitPricePaisa: rs(price) })),
      ...extra,
    });
    for (const item of made.items)
      await db
        .update(orderItems)
        .set({ productId: productOf[item.name] ?? null })
        .where(eq(orderItems.id, item.id));
    return made.order;
  };
  const delivered = await order('2025-07-16T23:30:00', 'Delivered', 1000, [
    ['Product One', 2, 400],
    ['Product Two', 1, 200],
  ]);
  const confirmed = await order(
    '2025-07-17T00:10:00',
    'Confirm',
    2500,
    [
      ['Product One', 1, 400],
      ['Product Two', 10, 210],
    ],
    { couponPaisa: rs(200), walletPaisa: rs(300) },
  );
  const cancelled = await order('2025-07-17T10:00:00', 'Cancelled', 9999, [['Product Two', 50, 100]], { couponPaisa: rs(50) });
  await order('2025-07-20T12:00:00', 'Pending Order', 1500, [['Product Three', 1, 1500]]);
  // Delivered on the 18th, its cash recorded on the 19th (Nepal days).
  await db
    .insert(orderStatusHistory)
    .values({ orderId: delivered.id, fromStatus: 'On Way', toStatus: 'Delivered', createdAt: nepal('2025-07-18T10:00:00') });
  await db
    .insert(codCollections)
    .values({ orderId: delivered.id, amountPaisa: rs(1000), collectedBy: manager.user.id, collectedAt: nepal('2025-07-19T09:00:00') });
  // Referral rewards: one in the range; one after it and a sign-up bonus in it, neither counted.
  const referrer = await createUser(db);
  await db.insert(walletLedger).values([
    { userId: referrer.id, kind: 'credit', amountPaisa: rs(100), reason: 'referral', createdAt: nepal('2025-07-17T09:00:00') },
    { userId: referrer.id, kind: 'credit', amountPaisa: rs(100), reason: 'referral', createdAt: nepal('2025-07-21T09:00:00') },
    { userId: referrer.id, kind: 'credit', amountPaisa: rs(50), reason: 'signup-bonus', createdAt: nepal('2025-07-17T09:00:00') },
  ]);
  // Quote requests: the first is followed by an order from its e-mail (written in another case); the
  // second's e-mail only has a cancelled order; the third's ordered before asking; the fourth never ordered.
  const quote = (at: string, email: string, n: number) => ({
    reference: `QR-REPORT-${n}`,
    type: 'Single' as const,
    fullName: 'Quote Asker',
    emailAddress: email,
    phoneNumber: '9801234567',
    address: 'Kathmandu',
    createdAt: nepal(at),
  });
  await db
    .insert(quoteRequests)
    .values([
      quote('2025-07-16T20:00:00', confirmed.email.toUpperCase(), 1),
      quote('2025-07-17T11:00:00', cancelled.email, 2),
      quote('2025-07-18T09:00:00', delivered.email, 3),
      quote('2025-07-19T09:00:00', 'never.ordered@example.com', 4),
    ]);
  // New customers: two on Asar 32 (one just before midnight in Nepal), a staff account that day (not a customer), one after the range.
  await createUser(db, { createdAt: nepal('2025-07-16T00:05:00') });
  await createUser(db, { createdAt: nepal('2025-07-16T23:59:00') });
  await createUser(db, { createdAt: nepal('2025-07-16T12:00:00'), role: 'sales' });
  await createUser(db, { createdAt: nepal('2025-07-21T00:00:00') });
});
afterAll(() => t.close());

const get = (url: string, as = headers) => t.app.inject({ url, headers: as });
const reportOf = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const figures = (body: { rows: { label: string; values: Record<string, number> }[] }) => body.rows.map((r) => [r.label, r.values]);
const RANGE = 'from=2025-07-16&to=2025-07-20';

describe('GET /api/admin/reports/<name>', () => {
  it('sales by Nepal day: cancelled orders never count, a day with none shows 0, the average is revenue over orders', async () => {
    const body = await reportOf(`/api/admin/reports/sales?${RANGE}`);
    expect(body).toMatchObject({
      result: 'success',
      name: 'sales',
      title: 'Sales',
      from: '2025-07-16',
      to: '2025-07-20',
      by: 'day',
      row_label: 'Period',
    });
    expect(body.columns.map((c: { key: string; kind: string }) => `${c.key}:${c.kind}`)).toEqual([
      'orders:count',
      'revenue:money',
      'average:money',
    ]);
    expect(figures(body)).toEqual([
      ['2025-07-16', { orders: 1, revenue: 1000, average: 1000 }],
      ['2025-07-17', { orders: 1, revenue: 2500, average: 2500 }],
      ['2025-07-18', { orders: 0, revenue: 0, average: 0 }],
      ['2025-07-19', { orders: 0, revenue: 0, average: 0 }],
      ['2025-07-20', { orders: 1, revenue: 1500, average: 1500 }],
    ]);
    // 5000 / 3 = 1666.666… → 1666.67
    expect(body.totals).toEqual({ orders: 3, revenue: 5000, average: 1666.67 });
  });

  it("sales by fiscal year: Asar's last day and Shrawan 1 fall in different years", async () => {
    const body = await reportOf(`/api/admin/reports/sales?${RANGE}&by=fiscal_year`);
    expect(figures(body)).toEqual([
      ['FY 2081/82', { orders: 1, revenue: 1000, average: 1000 }],
      ['FY 2082/83', { orders: 2, revenue: 4000, average: 2000 }],
    ]);
    expect(body.rows.map((r: { key: string }) => r.key)).toEqual(['2024-07-16', '2025-07-17']);
  });

  it('sales by week and by month', async () => {
    const weeks = await reportOf(`/api/admin/reports/sales?${RANGE}&by=week`);
    expect(figures(weeks)).toEqual([
      ['Week of 2025-07-13', { orders: 2, revenue: 3500, average: 1750 }],
      ['Week of 2025-07-20', { orders: 1, revenue: 1500, average: 1500 }],
    ]);
    const months = await reportOf(`/api/admin/reports/sales?${RANGE}&by=month`);
    expect(figures(months)).toEqual([['2025-07', { orders: 3, revenue: 5000, average: 1666.67 }]]);
  });

  it('orders by status: every status listed, cancelled included here', async () => {
    const body = await reportOf(`/api/admin/reports/orders-by-status?${RANGE}`);
    expect(figures(body)).toEqual([
      ['Pending Order', { orders: 1, value: 1500 }],
      ['Confirm', { orders: 1, value: 2500 }],
      ['Shipping', { orders: 0, value: 0 }],
      ['On Way', { orders: 0, value: 0 }],
      ['Delivered', { orders: 1, value: 1000 }],
      ['Cancelled', { orders: 1, value: 9999 }],
    ]);
    expect(body.totals).toEqual({ orders: 4, value: 14999 });
  });

  it('top products and brands by revenue and by units, without the cancelled order', async () => {
    const products = await reportOf(`/api/admin/reports/top-products?${RANGE}`);
    expect(figures(products)).toEqual([
      ['Product Two', { units: 11, revenue: 2300 }],
      ['Product Three', { units: 1, revenue: 1500 }],
      ['Product One', { units: 3, revenue: 1200 }],
    ]);
    const byUnits = await reportOf(`/api/admin/reports/top-products?${RANGE}&rank=units`);
    expect(byUnits.rows.map((r: { label: string }) => r.label)).toEqual(['Product Two', 'Product One', 'Product Three']);
    const brands = await reportOf(`/api/admin/reports/top-brands?${RANGE}`);
    expect(figures(brands)).toEqual([
      ['Dahua', { units: 11, revenue: 2300 }],
      ['No brand', { units: 1, revenue: 1500 }],
      ['Hikvision', { units: 3, revenue: 1200 }],
    ]);
  });

  it('coupons and wallet spent, without the cancelled order', async () => {
    const body = await reportOf(`/api/admin/reports/coupons-wallet?${RANGE}&by=month`);
    expect(figures(body)).toEqual([['2025-07', { coupon_orders: 1, coupon: 200, wallet_orders: 1, wallet: 300 }]]);
  });

  it('referral rewards paid, by month: only referral credits in the range', async () => {
    const body = await reportOf(`/api/admin/reports/referral-rewards?${RANGE}&by=month`);
    expect(figures(body)).toEqual([['2025-07', { rewards: 1, paid: 100 }]]);
  });

  it('COD delivered against collected, each on its own Nepal day', async () => {
    const body = await reportOf(`/api/admin/reports/cod-collected?${RANGE}`);
    const day = (label: string) => body.rows.find((r: { label: string }) => r.label === label)?.values;
    expect(day('2025-07-18')).toEqual({ delivered_orders: 1, delivered: 1000, collected_orders: 0, collected: 0 });
    expect(day('2025-07-19')).toEqual({ delivered_orders: 0, delivered: 0, collected_orders: 1, collected: 1000 });
    expect(body.totals).toEqual({ delivered_orders: 1, delivered: 1000, collected_orders: 1, collected: 1000 });
  });

  it('quote requests to orders: converted when the same e-mail orders (not cancelled) after asking, within 30 days', async () => {
    const body = await reportOf(`/api/admin/reports/quote-conversion?${RANGE}`);
    expect(body.columns.map((c: { kind: string }) => c.kind)).toEqual(['count', 'count', 'percent']);
    expect(figures(body).slice(0, 4)).toEqual([
      ['2025-07-16', { quotes: 1, converted: 1, rate: 100 }],
      ['2025-07-17', { quotes: 1, converted: 0, rate: 0 }],
      ['2025-07-18', { quotes: 1, converted: 0, rate: 0 }],
      ['2025-07-19', { quotes: 1, converted: 0, rate: 0 }],
    ]);
    expect(body.totals).toEqual({ quotes: 4, converted: 1, rate: 25 });
    const csv = await get(`/api/admin/reports/quote-conversion.csv?${RANGE}&by=month`);
    expect(csv.body).toBe('\uFEFFPeriod,Quote requests,Ordered within 30 days,Conversion (%)\n2025-07,4,1,25.0\nTotal,4,1,25.0\n');
  });

  it('new customers by Nepal day; staff accounts are not customers', async () => {
    const body = await reportOf(`/api/admin/reports/new-customers?${RANGE}`);
    expect(body.rows[0]).toEqual({ key: '2025-07-16', label: '2025-07-16', values: { customers: 2 } });
    expect(body.totals).toEqual({ customers: 2 });
  });

  it.each([
    ['a missing first day', 'to=2025-07-20', 'from', REPORT_MESSAGES.from],
    ['a date that does not exist', 'from=2025-02-30&to=2025-03-02', 'from', REPORT_MESSAGES.from],
    ['a last day before the first', 'from=2025-07-20&to=2025-07-16', 'to', REPORT_MESSAGES.order],
    ['a range over three years', 'from=2020-01-01&to=2025-07-16', 'to', REPORT_MESSAGES.tooLong],
    ['a range of millennia', 'from=1000-01-01&to=9999-12-31', 'to', REPORT_MESSAGES.tooLong],
    ['an unknown period', `${RANGE}&by=year`, 'by', 'The period must be one of day, week, month, fiscal_year.'],
    ['an unknown ranking', `${RANGE}&rank=price`, 'rank', 'The ranking must be one of revenue, units.'],
    ['a fiscal year outside the calendar', 'from=1942-01-01&to=1943-12-31&by=fiscal_year', 'by', REPORT_MESSAGES.fiscalYears],
  ])('%s → 400 with its message under the field', async (_, query, field, message) => {
    for (const url of [`/api/admin/reports/sales?${query}`, `/api/admin/reports/top-products.csv?${query}`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().message[field]).toBe(message);
    }
  });

  it('is refused to a role without reports.read', async () => {
    const sales = { ...apiHeaders, ...(await createSignedInStaff(t.database.db, 'sales')).headers };
    expect((await get(`/api/admin/reports/sales?${RANGE}`, sales)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/reports/<name>.csv', () => {
  it("is the chart's table with a totals row: BOM, header, money in rupees", async () => {
    const res = await get(`/api/admin/reports/sales.csv?${RANGE}&by=fiscal_year`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="suraksha-report-sales-2025-07-16-to-2025-07-20-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body).toBe(
      '\uFEFFPeriod,Orders,Revenue (Rs),Average order value (Rs)\n' +
        'FY 2081/82,1,1000.00,1000.00\n' +
        'FY 2082/83,2,4000.00,2000.00\n' +
        'Total,3,5000.00,1666.67\n',
    );
  });

  it('top products as CSV', async () => {
    const res = await get(`/api/admin/reports/top-products.csv?${RANGE}&rank=units`);
    expect(res.body).toBe(
      '\uFEFFProduct,Units,Revenue (Rs)\nProduct Two,11,2300.00\nProduct One,3,1200.00\nProduct Three,1,1500.00\nTotal,15,5000.00\n',
    );
  });
});
