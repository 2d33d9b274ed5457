import { and, count, desc, eq, gte, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/accounts.ts';
import { brands, products } from '../../db/schema/catalog.ts';
import { quoteRequests } from '../../db/schema/forms.ts';
import { codCollections, orderItems, orderStatusHistory, orders } from '../../db/schema/orders.ts';
import { walletLedger } from '../../db/schema/wallet.ts';
import { REFERRAL_REASON } from '../referrals/referral-reward.ts';
import type { Database } from '../../platform/database.ts';

/**
 * The reports' queries (issue #17, decision 0105). Each is bounded by a range of created_at and
 * reads it through an index on created_at (orders_created_idx, users_role_created_idx), so a month's
 * report reads a month of rows, never the whole table; each groups on the server and sends at most a
 * row per Nepal day (or per status, or the top few), so what leaves the database stays small.
 */

/**
 * The Nepal day of a timestamp, to group by: `number` counts days since 1970-01-01 in Nepal (UTC+5:45
 * all year, so a fixed shift of 20,700 s: no time-zone data needed, PGlite included), integer
 * arithmetic on each row; `day` writes it as YYYY-MM-DD once per group. Formatting every row with
 * to_char instead cost about twice the time of a year's sales report (bench/reports.ts).
 */
function nepalDay(at: PgColumn) {
  const number = sql<number>`floor((extract(epoch from ${at}) + 20700) / 86400)::int`;
  return { number, day: sql<string>`to_char(date '1970-01-01' + ${number}, 'YYYY-MM-DD')` };
}

const inRange = (at: PgColumn, from: Date, to: Date) => and(gte(at, from), lt(at, to));
/** Cancelled orders are never sales. */
const sold = (from: Date, to: Date): SQL => and(inRange(orders.createdAt, from, to), ne(orders.status, 'Cancelled')) as SQL;
const sumOf = (column: PgColumn | SQL) => sql<string>`coalesce(sum(${column}), 0)::bigint`;

/** Orders placed in [from, to) and not cancelled, per Nepal day: how many, their totals, coupon discounts and wallet spent. */
export function dailySales(db: Database, from: Date, to: Date) {
  const { day, number } = nepalDay(orders.createdAt);
  return db
    .select({
      day,
      orders: count(),
      totalPaisa: sumOf(orders.totalPaisa),
      couponPaisa: sumOf(orders.couponPaisa),
      couponOrders: sql<number>`(count(*) filter (where ${orders.couponPaisa} > 0))::int`,
      walletPaisa: sumOf(orders.walletPaisa),
      walletOrders: sql<number>`(count(*) filter (where ${orders.walletPaisa} > 0))::int`,
    })
    .from(orders)
    .where(sold(from, to))
    .groupBy(number);
}

/** Orders placed in [from, to) per status (cancelled included: this is where they show): how many and their totals. */
export function ordersByStatus(db: Database, from: Date, to: Date) {
  return db
    .select({ status: orders.status, orders: count(), totalPaisa: sumOf(orders.totalPaisa) })
    .from(orders)
    .where(inRange(orders.createdAt, from, to))
    .groupBy(orders.status);
}

export type Rank = 'revenue' | 'units';

const units = sumOf(orderItems.quantity);
const linePaisa = sumOf(orderItems.amountPaisa);
const ranked = (rank: Rank) => (rank === 'units' ? [desc(units), desc(linePaisa)] : [desc(linePaisa), desc(units)]);

/**
 * The best-selling products of orders placed in [from, to) and not cancelled: units and the lines'
 * amounts (before an order's coupon, which is not split across lines). A line whose product was
 * deleted counts under the name it was sold with.
 */
export function topProducts(db: Database, from: Date, to: Date, rank: Rank, limit: number) {
  const nameWhenGone = sql`case when ${orderItems.productId} is null then ${orderItems.name} end`;
  return db
    .select({
      key: sql<string>`coalesce(${orderItems.productId}::text, 'sold as ' || min(${orderItems.name}))`,
      name: sql<string>`coalesce(min(${products.title}), min(${orderItems.name}))`,
      units,
      revenuePaisa: linePaisa,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(sold(from, to))
    .groupBy(orderItems.productId, nameWhenGone)
    .orderBy(...ranked(rank), sql`1`)
    .limit(limit);
}

/** The best-selling brands, as topProducts; lines of products without a brand (or deleted) count under none. */
export function topBrands(db: Database, from: Date, to: Date, rank: Rank, limit: number) {
  return db
    .select({
      key: sql<string>`coalesce(${brands.id}::text, 'none')`,
      name: sql<string | null>`min(${brands.title})`,
      units,
      revenuePaisa: linePaisa,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(sold(from, to))
    .groupBy(brands.id)
    .orderBy(...ranked(rank), sql`1`)
    .limit(limit);
}

/** Customer accounts opened in [from, to), per Nepal day (staff accounts are not customers). */
export function dailyNewCustomers(db: Database, from: Date, to: Date) {
  const { day, number } = nepalDay(users.createdAt);
  return db
    .select({ day, customers: count() })
    .from(users)
    .where(and(eq(users.role, 'customer'), inRange(users.createdAt, from, to)))
    .groupBy(number);
}

/** Referral rewards credited to wallets in [from, to), per Nepal day (read through wallet_ledger_reason_created_idx). */
export function dailyReferralRewards(db: Database, from: Date, to: Date) {
  const { day, number } = nepalDay(walletLedger.createdAt);
  return db
    .select({ day, rewards: count(), paisa: sumOf(walletLedger.amountPaisa) })
    .from(walletLedger)
    .where(and(eq(walletLedger.reason, REFERRAL_REASON), eq(walletLedger.kind, 'credit'), inRange(walletLedger.createdAt, from, to)))
    .groupBy(number);
}

/**
 * Cash-on-delivery orders delivered in [from, to), per Nepal day of the move to Delivered (read through
 * order_status_history_to_created_idx), with their totals: the cash that should have come in.
 */
export function dailyCodDelivered(db: Database, from: Date, to: Date) {
  const { day, number } = nepalDay(orderStatusHistory.createdAt);
  return db
    .select({ day, orders: sql<number>`count(distinct ${orders.id})::int`, paisa: sumOf(orders.totalPaisa) })
    .from(orderStatusHistory)
    .innerJoin(orders, eq(orders.id, orderStatusHistory.orderId))
    .where(
      and(
        eq(orderStatusHistory.toStatus, 'Delivered'),
        inRange(orderStatusHistory.createdAt, from, to),
        eq(orders.paymentMethod, 'Cash On Delivery'),
      ),
    )
    .groupBy(number);
}

/** Cash recorded as collected in [from, to), per Nepal day (read through cod_collections_at_idx). */
export function dailyCodCollected(db: Database, from: Date, to: Date) {
  const { day, number } = nepalDay(codCollections.collectedAt);
  return db
    .select({ day, orders: count(), paisa: sumOf(codCollections.amountPaisa) })
    .from(codCollections)
    .where(inRange(codCollections.collectedAt, from, to))
    .groupBy(number);
}

/** How long after a quote request an order still counts as that quote's sale (decision 0105). */
export const QUOTE_CONVERSION_DAYS = 30;

/**
 * Quote requests received in [from, to), per Nepal day, and how many of them converted: the same
 * e-mail (any case) placed an order, not cancelled, within QUOTE_CONVERSION_DAYS after the request.
 * Each request looks its e-mail up in orders_email_lower_created_idx.
 */
export function dailyQuoteConversions(db: Database, from: Date, to: Date) {
  const { day, number } = nepalDay(quoteRequests.createdAt);
  const ordered = sql`exists (select 1 from ${orders} where lower(${orders.email}) = lower(${quoteRequests.emailAddress})
    and ${orders.createdAt} >= ${quoteRequests.createdAt}
    and ${orders.createdAt} < ${quoteRequests.createdAt} + make_interval(days => ${QUOTE_CONVERSION_DAYS})
    and ${orders.status} <> 'Cancelled')`;
  return db
    .select({ day, quotes: count(), converted: sql<number>`(count(*) filter (where ${ordered}))::int` })
    .from(quoteRequests)
    .where(inRange(quoteRequests.createdAt, from, to))
    .groupBy(number);
}
