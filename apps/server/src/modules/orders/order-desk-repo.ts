import { type SQL, and, asc, count, desc, eq, gt, gte, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import { ORDER_DESK_PER_PAGE, type OrderDeskQuery } from '@suraksha/contracts/admin/order-desk';
import { endOfNepalDay, startOfNepalDay } from '@suraksha/domain/nepal-time';
import type { OrderStatus } from '@suraksha/domain/order-status';
import { orderItems, orders, shippingAddresses } from '../../db/schema/orders.ts';
import type { Database } from '../../platform/database.ts';

/** The order desk's queries (issue #15): every filter, the sort and the page are done here, in SQL. */

/** `%`, `_` and `\` typed by staff are letters, not wildcards. */
export const likeEscaped = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

type SearchKind = 'order-number' | 'phone' | 'name-or-email';

const phoneDigits = (term: string) => term.replace(/[\s-]/g, '').replace(/^\+/, '');

/** An order number (SRK-…) or a phone (digits) go to their own column, so the common searches stay on one index. */
function searchKind(term: string): SearchKind {
  if (/^srk-?/i.test(term)) return 'order-number';
  return /^\d{3,}$/.test(phoneDigits(term)) ? 'phone' : 'name-or-email';
}

/**
 * Where the query is used: the page joins the address anyway (it shows the name), so a name search is
 * one OR over both tables there; the counts instead take the matching ids of each table's own trigram
 * index (a semi-join on their union), about three times faster than joining every order to count.
 */
type Use = 'page' | 'counts';

export function searchCondition(db: Database, term: string, use: Use): SQL | undefined {
  const kind = searchKind(term);
  if (kind === 'order-number') return ilike(orders.orderNumber, `${likeEscaped(term.toUpperCase())}%`);
  if (kind === 'phone') return ilike(orders.phone, `%${likeEscaped(phoneDigits(term))}%`);
  const like = `%${likeEscaped(term)}%`;
  if (use === 'page') return or(ilike(shippingAddresses.fullName, like), ilike(orders.email, like), ilike(orders.orderNumber, like));
  const byName = db.select({ id: shippingAddresses.orderId }).from(shippingAddresses).where(ilike(shippingAddresses.fullName, like));
  const byOrder = db
    .select({ id: orders.id })
    .from(orders)
    .where(or(ilike(orders.email, like), ilike(orders.orderNumber, like)));
  return inArray(orders.id, byName.union(byOrder));
}

/** Every condition of the query but the status: the tabs count under them. */
function filterConditions(db: Database, query: OrderDeskQuery, use: Use): SQL[] {
  const where: (SQL | undefined)[] = [
    query.from ? gte(orders.createdAt, startOfNepalDay(query.from)) : undefined,
    query.to ? lt(orders.createdAt, endOfNepalDay(query.to)) : undefined,
    query.coupon === 'yes' ? gt(orders.couponPaisa, 0) : query.coupon === 'no' ? eq(orders.couponPaisa, 0) : undefined,
    query.wallet === 'yes' ? gt(orders.walletPaisa, 0) : query.wallet === 'no' ? eq(orders.walletPaisa, 0) : undefined,
    query.province ? eq(shippingAddresses.state, query.province) : undefined,
    query.q ? searchCondition(db, query.q, use) : undefined,
  ];
  return where.filter((c): c is SQL => c !== undefined);
}

const ORDERING = {
  newest: [desc(orders.createdAt), desc(orders.id)],
  oldest: [asc(orders.createdAt), asc(orders.id)],
  total_desc: [desc(orders.totalPaisa), desc(orders.id)],
  total_asc: [asc(orders.totalPaisa), asc(orders.id)],
} as const;

/** One page of orders under the query (how many match comes from the tabs' counts). */
export function findDeskOrders(db: Database, query: OrderDeskQuery) {
  const where = and(...filterConditions(db, query, 'page'), query.status ? eq(orders.status, query.status) : undefined);
  const itemCount = db
    .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .where(eq(orderItems.orderId, orders.id));
  return db
    .select({
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      status: orders.status,
      customerName: shippingAddresses.fullName,
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
  const rows = await joined.where(and(...filterConditions(db, query, 'counts'))).groupBy(orders.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}
