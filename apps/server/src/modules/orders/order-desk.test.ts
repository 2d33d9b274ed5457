import { orderDeskQuery, type OrderDeskQueryParams } from '@suraksha/contracts/admin/order-desk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories/accounts.ts';
import { createOrder } from '../../test/factories/orders.ts';
import { openTestDatabase, type TestDatabase } from '../../test/test-app.ts';
import { orderDesk } from './order-desk-service.ts';

// The order desk's list (issue #15): filters, search, sort, pages and the tabs' counts, done in SQL.

let t: TestDatabase;
const numbers: Record<string, string> = {};

beforeAll(async () => {
  t = await openTestDatabase();
  const db = t.handle.db;
  const user = await createUser(db);
  const at = (iso: string) => new Date(iso);
  interface Seed {
    createdAt: Date;
    totalPaisa: number;
    couponPaisa?: number;
    walletPaisa?: number;
    status?: 'Confirm' | 'Delivered' | 'Cancelled';
    fullName?: string;
    phone?: string;
    email?: string;
    state?: string;
    quantity?: number;
  }
  const seed = async (key: string, { fullName = 'Sita Sharma', state = 'Bagmati Province', quantity = 1, ...order }: Seed) => {
    const items = [{ name: 'Camera', quantity, unitPricePaisa: 1_000_00 }];
    const address = { fullName, state, ...(order.phone ? { phone: order.phone } : {}) };
    numbers[key] = (await createOrder(db, { userId: user.id, ...order, items, address })).order.orderNumber;
  };
  // 00:30 in Kathmandu on 1 Nov is still 31 Oct in UTC: the desk's days are Nepal's.
  await seed('early', {
    createdAt: at('2026-10-31T18:45:00Z'),
    totalPaisa: 5_000_00,
    fullName: 'Hari Thapa',
    phone: '+9779841000001',
  });
  await seed('coupon', {
    createdAt: at('2026-11-02T06:00:00Z'),
    totalPaisa: 20_000_00,
    couponPaisa: 500_00,
    fullName: 'Sita Sharma',
    state: 'Gandaki (Province 4)',
  });
  await seed('wallet', {
    createdAt: at('2026-11-03T06:00:00Z'),
    totalPaisa: 12_000_00,
    walletPaisa: 1_000_00,
    status: 'Confirm',
    email: 'ram.100%@example.com',
    quantity: 3,
  });
  await seed('delivered', {
    createdAt: at('2026-11-04T06:00:00Z'),
    totalPaisa: 8_000_00,
    status: 'Delivered',
    fullName: 'Maya Tamang',
  });
  await seed('cancelled', {
    createdAt: at('2026-11-05T06:00:00Z'),
    totalPaisa: 1_000_00,
    status: 'Cancelled',
    fullName: 'Hari Karki',
  });
});
afterAll(() => t.drop());

const desk = (params: OrderDeskQueryParams = {}) => orderDesk(t.handle.db, orderDeskQuery.parse(params));
const listed = async (params: OrderDeskQueryParams = {}) => (await desk(params)).orders.map((o) => o.order_number);

describe('the order desk list', () => {
  it('lists the newest first with each order’s customer, province, pieces and amounts in rupees', async () => {
    const answer = await desk();
    expect(answer.orders.map((o) => o.order_number)).toEqual([
      numbers.cancelled,
      numbers.delivered,
      numbers.wallet,
      numbers.coupon,
      numbers.early,
    ]);
    expect(answer.orders[2]).toMatchObject({ status: 'Confirm', items: 3, wallet: 1000, coupon: 0, total: 12000 });
    expect(answer.orders[3]).toMatchObject({ customer_name: 'Sita Sharma', province: 'Gandaki (Province 4)', coupon: 500 });
    expect(answer.pagination).toEqual({ page: 1, perPage: 25, total: 5, totalPages: 1 });
  });

  it('counts every status tab under the other filters, whatever tab is open', async () => {
    const { counts, orders } = await desk({ status: 'Confirm' });
    expect(orders.map((o) => o.order_number)).toEqual([numbers.wallet]);
    expect(counts).toEqual({ 'Pending Order': 2, Confirm: 1, Shipping: 0, 'On Way': 0, Delivered: 1, Cancelled: 1 });
    expect((await desk({ status: 'Confirm', coupon: 'yes' })).counts).toMatchObject({ 'Pending Order': 1, Confirm: 0 });
  });

  it('takes days as Nepal lives them: an order at 00:30 in Kathmandu belongs to that day', async () => {
    expect(await listed({ from: '2026-11-01', to: '2026-11-01' })).toEqual([numbers.early]);
    expect(await listed({ to: '2026-10-31' })).toEqual([]);
    expect(await listed({ from: '2026-11-03', to: '2026-11-04' })).toEqual([numbers.delivered, numbers.wallet]);
  });

  it('filters by coupon, wallet and province', async () => {
    expect(await listed({ coupon: 'yes' })).toEqual([numbers.coupon]);
    expect(await listed({ wallet: 'yes' })).toEqual([numbers.wallet]);
    expect(await listed({ wallet: 'no', coupon: 'no' })).toHaveLength(3);
    expect(await listed({ province: 'Gandaki (Province 4)' })).toEqual([numbers.coupon]);
  });

  it('finds an order by its number, the customer’s name, e-mail or phone; wildcards are letters', async () => {
    expect(await listed({ q: (numbers.wallet as string).toLowerCase() })).toEqual([numbers.wallet]);
    expect(await listed({ q: 'hari' })).toEqual([numbers.cancelled, numbers.early]);
    expect(await listed({ q: '984-100-0001' })).toEqual([numbers.early]);
    expect(await listed({ q: '984-1000001' })).toEqual([numbers.early]); // as the desk shows it
    expect(await listed({ q: '0984 1000001' })).toEqual([numbers.early]);
    expect(await listed({ q: '100%' })).toEqual([numbers.wallet]);
    expect(await listed({ q: '_' })).toEqual([]);
  });

  it('sorts by total either way and pages at 25', async () => {
    expect(await listed({ sort: 'total_desc' })).toEqual([
      numbers.coupon,
      numbers.wallet,
      numbers.delivered,
      numbers.early,
      numbers.cancelled,
    ]);
    expect((await listed({ sort: 'oldest' }))[0]).toBe(numbers.early);
    const past = await desk({ page: '2' });
    expect(past.orders).toEqual([]);
    expect(past.pagination).toMatchObject({ page: 2, total: 5, totalPages: 1 });
  });
});

describe('the order desk query', () => {
  it('refuses what it cannot take, each under its field', () => {
    const refused = orderDeskQuery.safeParse({ status: 'Lost', from: '2026-02-30', coupon: 'maybe', sort: 'price', page: '0' });
    expect(refused.success).toBe(false);
    const fields = new Set(refused.error?.issues.map((i) => i.path[0]));
    expect(fields).toEqual(new Set(['status', 'from', 'coupon', 'sort', 'page']));
    const backwards = orderDeskQuery.safeParse({ from: '2026-11-05', to: '2026-11-01' });
    expect(backwards.error?.issues[0]).toMatchObject({ path: ['to'], message: 'The last day must not be before the first day.' });
  });
});
