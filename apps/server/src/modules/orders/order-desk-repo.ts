import { type SQL, and, asc, count, desc, eq, gt, gte, ilike, lt, or, sql } from 'drizzle-orm';
import { ORDER_DESK_PER_PAGE, type OrderDeskQuery } from '@suraksha/contracts/admin/order-desk';
import { endOfNepalDay, startOfNepalDay } from '@suraksha/domain/nepal-time';
import type { OrderStatus } from '@suraksha/domain/order-status';
import { orderItems, orders, shippingAddresses } from '../../db/schema/orders.ts';
import type { Database } from '../../platform/database.ts';

/** The order desk's queries (issue #15): every filter, the sort and the page are done here, in SQL. */

/** `%`, `_` and `\` typed by staff are letters, not wildcards. */
const likeEscaped = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What a search term matches. An order number (SRK-…) or a phone (digits) go to their own column,
 * so the common searches stay on an index; anything else is looked for in the name and the e-mail.
 */
function searchCondition(term: string): SQL | undefined {
  const like = `%${likeEscaped(term)}%`;
  if (/^srk-?/i.test(term)) return ilike(orders.orderNumber, `${likeEscaped(term.toUpperCase())}%`);
  const digits = term.replace(/[\s-]/g, '');
  if (/^\+?\d{3,}$/.test(digits))
    return or(ilike(orders.phone, `%${likeEscaped(digits.replace(/^\+/, ''))}%`), ilike(shippingAddresses.phone, like));
  return or(ilike(shippingAddresses.fullName, like), ilike(orders.email, like), ilike(orders.orderNumber, like));
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

/** One page of orders under the query, with the number that match it. */
export async function findDeskOrders(db: Database, query: OrderDeskQuery) {
  const where = and(...filterConditions(query), query.status ? eq(orders.status, query.status) : undefined);
  const itemCount = db
    .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .where(eq(orderItems.orderId, orders.id));
  const [rows, [matched]] = await Promise.all([
    db
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
      .offset((query.page - 1) * ORDER_DESK_PER_PAGE),
    db.select({ n: count() }).from(orders).innerJoin(shippingAddresses, eq(shippingAddresses.orderId, orders.id)).where(where),
  ]);
  return { rows, total: matched?.n ?? 0 };
}

/** How many orders each status tab holds under the other filters. */
export async function countDeskOrdersByStatus(db: Database, query: OrderDeskQuery): Promise<Map<OrderStatus, number>> {
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .innerJoin(shippingAddresses, eq(shippingAddresses.orderId, orders.id))
    .where(and(...filterConditions(query)))
    .groupBy(orders.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}
