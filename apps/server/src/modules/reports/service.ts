import {
  REPORT_TITLES,
  type ReportColumn,
  type ReportName,
  type ReportQuery,
  type ReportResponse,
  TOP_LIMIT,
} from '@suraksha/contracts/admin/reports';
import { paisaToRupees } from '@suraksha/domain/money';
import { endOfNepalDay, startOfNepalDay } from '@suraksha/domain/nepal-time';
import { ORDER_STATUSES } from '@suraksha/domain/order-status';
import { daysBetween, periodOf } from '@suraksha/domain/report-periods';
import type { Database } from '../../platform/database.ts';
import {
  dailyCodCollected,
  dailyCodDelivered,
  dailyNewCustomers,
  dailyQuoteConversions,
  dailyReferralRewards,
  dailySales,
  ordersByStatus,
  topBrands,
  topProducts,
} from './repo.ts';

/**
 * The reports (issue #17): each asks the database for its figures per Nepal day (or per status, or
 * the top few) and groups the days into the periods asked for here, so a week, a month and Nepal's
 * fiscal year are all the same query. Money stays in paisa until the answer, where it becomes rupees.
 */

/** A report before its money is turned into rupees: values in paisa for money columns. */
interface Figures {
  rowLabel: string;
  columns: ReportColumn[];
  rows: { key: string; label: string; values: Record<string, number> }[];
  totals: Record<string, number>;
}

const count = (key: string, label: string): ReportColumn => ({ key, label, kind: 'count' });
const money = (key: string, label: string): ReportColumn => ({ key, label, kind: 'money' });
const percent = (key: string, label: string): ReportColumn => ({ key, label, kind: 'percent' });
/** converted of all as a percentage with one decimal, 0 when there are none. */
const rate = (part: number, all: number) => (all === 0 ? 0 : Math.round((part * 1000) / all) / 10);

/** Day rows summed into periods, every period of the range listed (0 when nothing happened). */
function byPeriod(query: ReportQuery, days: { day: string; values: Record<string, number> }[], keys: string[]) {
  const periods = new Map<string, { key: string; label: string; values: Record<string, number> }>();
  for (const day of daysBetween(query.from, query.to)) {
    const period = periodOf(day, query.by);
    if (!periods.has(period.start))
      periods.set(period.start, { key: period.start, label: period.label, values: Object.fromEntries(keys.map((k) => [k, 0])) });
  }
  for (const row of days) {
    const period = periods.get(periodOf(row.day, query.by).start);
    if (!period) continue;
    for (const key of keys) period.values[key] = (period.values[key] ?? 0) + (row.values[key] ?? 0);
  }
  return [...periods.values()];
}

const sumColumn = (rows: { values: Record<string, number> }[], key: string) => rows.reduce((sum, row) => sum + (row.values[key] ?? 0), 0);
/** The average order value in whole paisa (rounded half up), 0 without orders. */
const average = (paisa: number, orders: number) => (orders === 0 ? 0 : Math.round(paisa / orders));

async function sales(db: Database, query: ReportQuery, from: Date, to: Date): Promise<Figures> {
  const days = (await dailySales(db, from, to)).map((d) => ({ day: d.day, values: { orders: d.orders, revenue: Number(d.totalPaisa) } }));
  const rows = byPeriod(query, days, ['orders', 'revenue']).map((row) => ({
    ...row,
    values: { ...row.values, average: average(row.values.revenue ?? 0, row.values.orders ?? 0) },
  }));
  const orders = sumColumn(rows, 'orders');
  const revenue = sumColumn(rows, 'revenue');
  return {
    rowLabel: 'Period',
    columns: [count('orders', 'Orders'), money('revenue', 'Revenue'), money('average', 'Average order value')],
    rows,
    totals: { orders, revenue, average: average(revenue, orders) },
  };
}

async function couponsWallet(db: Database, query: ReportQuery, from: Date, to: Date): Promise<Figures> {
  const keys = ['coupon_orders', 'coupon', 'wallet_orders', 'wallet'];
  const days = (await dailySales(db, from, to)).map((d) => ({
    day: d.day,
    values: { coupon_orders: d.couponOrders, coupon: Number(d.couponPaisa), wallet_orders: d.walletOrders, wallet: Number(d.walletPaisa) },
  }));
  const rows = byPeriod(query, days, keys);
  return {
    rowLabel: 'Period',
    columns: [
      count('coupon_orders', 'Orders with a coupon'),
      money('coupon', 'Coupon discounts'),
      count('wallet_orders', 'Orders paid partly by wallet'),
      money('wallet', 'Wallet spent'),
    ],
    rows,
    totals: Object.fromEntries(keys.map((k) => [k, sumColumn(rows, k)])),
  };
}

async function newCustomers(db: Database, query: ReportQuery, from: Date, to: Date): Promise<Figures> {
  const days = (await dailyNewCustomers(db, from, to)).map((d) => ({ day: d.day, values: { customers: d.customers } }));
  const rows = byPeriod(query, days, ['customers']);
  return { rowLabel: 'Period', columns: [count('customers', 'New customers')], rows, totals: { customers: sumColumn(rows, 'customers') } };
}

async function referralRewards(db: Database, query: ReportQuery, from: Date, to: Date): Promise<Figures> {
  const days = (await dailyReferralRewards(db, from, to)).map((d) => ({
    day: d.day,
    values: { rewards: d.rewards, paid: Number(d.paisa) },
  }));
  const rows = byPeriod(query, days, ['rewards', 'paid']);
  return {
    rowLabel: 'Period',
    columns: [count('rewards', 'Rewards'), money('paid', 'Paid to wallets')],
    rows,
    totals: { rewards: sumColumn(rows, 'rewards'), paid: sumColumn(rows, 'paid') },
  };
}

/** Delivered COD orders against the cash recorded, each on its own day (cash is often recorded a day after delivery). */
async function codCollected(db: Database, query: ReportQuery, from: Date, to: Date): Promise<Figures> {
  const keys = ['delivered_orders', 'delivered', 'collected_orders', 'collected'];
  const [delivered, collected] = await Promise.all([dailyCodDelivered(db, from, to), dailyCodCollected(db, from, to)]);
  const days = [
    ...delivered.map((d) => ({ day: d.day, values: { delivered_orders: d.orders, delivered: Number(d.paisa) } })),
    ...collected.map((d) => ({ day: d.day, values: { collected_orders: d.orders, collected: Number(d.paisa) } })),
  ];
  const rows = byPeriod(query, days, keys);
  return {
    rowLabel: 'Period',
    columns: [
      count('delivered_orders', 'COD orders delivered'),
      money('delivered', 'Their totals'),
      count('collected_orders', 'Collections recorded'),
      money('collected', 'Cash collected'),
    ],
    rows,
    totals: Object.fromEntries(keys.map((k) => [k, sumColumn(rows, k)])),
  };
}

async function quoteConversion(db: Database, query: ReportQuery, from: Date, to: Date): Promise<Figures> {
  const days = (await dailyQuoteConversions(db, from, to)).map((d) => ({
    day: d.day,
    values: { quotes: d.quotes, converted: d.converted },
  }));
  const rows = byPeriod(query, days, ['quotes', 'converted']).map((row) => ({
    ...row,
    values: { ...row.values, rate: rate(row.values.converted ?? 0, row.values.quotes ?? 0) },
  }));
  const quotes = sumColumn(rows, 'quotes');
  const converted = sumColumn(rows, 'converted');
  return {
    rowLabel: 'Period',
    columns: [count('quotes', 'Quote requests'), count('converted', 'Ordered within 30 days'), percent('rate', 'Conversion (%)')],
    rows,
    totals: { quotes, converted, rate: rate(converted, quotes) },
  };
}

async function statuses(db: Database, from: Date, to: Date): Promise<Figures> {
  const found = await ordersByStatus(db, from, to);
  const rows = ORDER_STATUSES.map((status) => {
    const row = found.find((r) => r.status === status);
    return { key: status, label: status, values: { orders: row?.orders ?? 0, value: Number(row?.totalPaisa ?? 0) } };
  });
  return {
    rowLabel: 'Status',
    columns: [count('orders', 'Orders'), money('value', 'Order value')],
    rows,
    totals: { orders: sumColumn(rows, 'orders'), value: sumColumn(rows, 'value') },
  };
}

async function top(db: Database, name: 'top-products' | 'top-brands', query: ReportQuery, from: Date, to: Date): Promise<Figures> {
  const found =
    name === 'top-products' ? await topProducts(db, from, to, query.rank, TOP_LIMIT) : await topBrands(db, from, to, query.rank, TOP_LIMIT);
  const rows = found.map((r) => ({
    key: r.key,
    label: r.name ?? 'No brand',
    values: { units: Number(r.units), revenue: Number(r.revenuePaisa) },
  }));
  return {
    rowLabel: name === 'top-products' ? 'Product' : 'Brand',
    columns: [count('units', 'Units'), money('revenue', 'Revenue')],
    rows,
    totals: { units: sumColumn(rows, 'units'), revenue: sumColumn(rows, 'revenue') },
  };
}

/** A report's figures with money still in paisa (what the CSV writes). */
export async function reportFigures(db: Database, name: ReportName, query: ReportQuery): Promise<Figures> {
  const from = startOfNepalDay(query.from);
  const to = endOfNepalDay(query.to);
  switch (name) {
    case 'sales':
      return sales(db, query, from, to);
    case 'coupons-wallet':
      return couponsWallet(db, query, from, to);
    case 'new-customers':
      return newCustomers(db, query, from, to);
    case 'referral-rewards':
      return referralRewards(db, query, from, to);
    case 'cod-collected':
      return codCollected(db, query, from, to);
    case 'quote-conversion':
      return quoteConversion(db, query, from, to);
    case 'orders-by-status':
      return statuses(db, from, to);
    case 'top-products':
    case 'top-brands':
      return top(db, name, query, from, to);
  }
}

const inRupees = (columns: ReportColumn[], values: Record<string, number>) =>
  Object.fromEntries(columns.map((c) => [c.key, c.kind === 'money' ? paisaToRupees(values[c.key] ?? 0) : (values[c.key] ?? 0)]));

/** GET /api/admin/reports/<name>: the figures with money in rupees, as every admin answer carries it. */
export async function report(db: Database, name: ReportName, query: ReportQuery): Promise<ReportResponse> {
  const figures = await reportFigures(db, name, query);
  return {
    result: 'success',
    name,
    title: REPORT_TITLES[name],
    from: query.from,
    to: query.to,
    by: query.by,
    row_label: figures.rowLabel,
    columns: figures.columns,
    rows: figures.rows.map((row) => ({ ...row, values: inRupees(figures.columns, row.values) })),
    totals: inRupees(figures.columns, figures.totals),
  };
}
