import { type SQL, and, asc, count, desc, eq, gt, gte, ilike, like, lt, or, sql } from 'drizzle-orm';
import { ORDER_DESK_PER_PAGE, type OrderDeskQuery } from '@suraksha/contracts/admin/order-desk';
import { endOfNepalDay, startOfNepalDay } from '@suraksha/domain/nepal-time';
import type { OrderStatus } from '@suraksha/domain/order-status';
import { orderItems, orders, shippingAddresses } from '../../db/schema/orders.ts';
import type { Database } from '../../platform/database.ts';
import { phoneSearchDigits } from '@suraksha/domain/nepal-phone';

/** The order desk's queries (issue #15): every filter, the sort and the page are done here, in SQL. */

/** `%`, `_` and `\` typed by staff are letters, not wildcards. */
export const likeEscaped = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

type SearchKind = 'order-number' | 'phone' | 'name-or-email';

/** An order number (SRK-…) or a phone (digits) go to their own column, so the common searches stay on one index. */
function searchKind(term: string): SearchKind {
  if (/^srk-?/i.test(term)) return 'order-number';
  return phoneSearchDigits(term) === null ? 'name-or-email' : 'phone';
}

/**
 * A search, on the orders table alone: the order's own copy of the shipping name sits beside its
 * e-mail and phone (decision 0091), so the page and the tab counts read one table's indexes. An
 * order number typed from its start is a prefix (stored upper-case; a pattern btree); anything
 * else matches any part (trigram indexes).
 */
export function searchCondition(term: string): SQL {
  const kind = searchKind(term);
  if (kind === 'order-number') return like(orders.orderNumber, `${likeEscaped(term.toUpperCase())}%`);
  // Phones are stored in E.164 (decision 0120): the search looks for their national digits.
  if (kind === 'phone') return ilike(orders.phone, `%${likeEscaped(phoneSearchDigits(term) ?? '')}%`);
  const anyPart = `%${likeEscaped(term)}%`;
  return or(ilike(orders.customerName, anyPart), ilike(orders.email, anyPart), ilike(orders.orderNumber, anyPart)) as SQL;
}

/** Every condition of the query but the status: the tabs count under them. */
function filterConditions(query: OrderDeskQuery): SQL[] {
  const where: (SQL | undefined)[] = [
    query.from ? gte(orders.createdAt, startOfNepalDay(query.from)) : undefined,
    query.to ? lt(orders.createdAt, endOfNepalDay(query.to)) : undefined,
    query.coupon === 'yes' ? gt(orders.couponPaisa, 0) : query.coupon === 'no' ? eq(orders.couponPaisa, 0) : undefined,
    query.wallet === 'yes' ? gt(orders.walletPaisa, 0) : query.wallet === 'no' ? eq(orders.walletPaisa, 0) : undefined,
    query.province ? eq(shippingAddresses.state, query.province) : undefined,
    query.q ? searchCondition(query.q) : undefined,
  ];
  return where.filter((c): c is SQL => c !== undefined);
}

const ORDERING = {
  newest: [desc(orders.createdAt), desc(orders.id)],
  oldest: [asc(orders.createdAt), asc(orders.id)],
  total_desc: [desc(orders.totalPaisa), desc(orders.id)],
  total_asc: [asc(orders.totalPaisa), asc(orders.id)],
} as const;

/** Every condition of the query, the status among them: what the list (and its CSV export) shows. It needs the address joined. */
export function deskOrderConditions(query: OrderDeskQuery): SQL | undefined {
  return and(...filterConditions(query), query.status ? eq(orders.status, query.status) : undefined);
}

/** One page of orders under the query (how many match comes from the tabs' counts). */
export function findDeskOrders(db: Database, query: OrderDeskQuery) {
  const where = deskOrderConditions(query);
  const itemCount = db
    .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .where(eq(orderItems.orderId, orders.id));
  return db
    .select({
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      status: orders.status,
      customerName: orders.customerName,
      email: orders.email,
      phone: orders.phone,
      province: shippingAddresses.state,
      items: sql<number>`(${itemCount})`,
      couponPaisa: orders.couponPaisa,
      walletPaisa: orders.walletPaisa,
      totalPaisa: orders.totalPaisa,
    })
    .from(orders)
    .innerJoin(shippingAddresses, eq(shippingAddresses.orderId, orders.id))
    .where(where)
    .orderBy(...ORDERING[query.sort ?? 'newest'])
    .limit(ORDER_DESK_PER_PAGE)
    .offset((query.page - 1) * ORDER_DESK_PER_PAGE);
}

/**
 * How many orders each status tab holds under the other filters. Every order has its one address
 * (checkout writes both in one transaction), so the address is joined only for the province filter.
 */
export async function countDeskOrdersByStatus(db: Database, query: OrderDeskQuery): Promise<Map<OrderStatus, number>> {
  const base = db.select({ status: orders.status, n: count() }).from(orders);
  const joined = query.province ? base.innerJoin(shippingAddresses, eq(shippingAddresses.orderId, orders.id)) : base;
  const rows = await joined.where(and(...filterConditions(query))).groupBy(orders.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}
