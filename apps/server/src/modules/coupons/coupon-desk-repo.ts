import { type SQL, and, asc, count, desc, eq, gt, gte, isNotNull, isNull, like, lt, lte, or, sql } from 'drizzle-orm';
import { COUPON_REDEMPTIONS_SHOWN, COUPONS_PER_PAGE, type CouponListQuery, type CouponState } from '@suraksha/contracts/admin/coupons';
import { users } from '../../db/schema/accounts.ts';
import { couponRedemptions } from '../../db/schema/coupon-redemptions.ts';
import { coupons } from '../../db/schema/coupons.ts';
import { orders } from '../../db/schema/orders.ts';
import type { Database } from '../../platform/database.ts';
import { couponTermColumns } from './repo.ts';

/** The back office's coupon queries (issue #16): search, filters, sort, page and usage figures, in SQL. */

/** `%`, `_` and `\` typed by staff are letters, not wildcards. */
const likeEscaped = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The rows of each state at `now`, the same order of precedence as the storefront's refusals. */
function stateCondition(state: CouponState, now: Date): SQL | undefined {
  const running = and(isNull(coupons.pausedAt), lte(coupons.startsAt, now), gte(coupons.endsAt, now));
  const usedUp = and(isNotNull(coupons.usageLimit), gte(coupons.usedCount, coupons.usageLimit));
  switch (state) {
    case 'paused':
      return isNotNull(coupons.pausedAt);
    case 'scheduled':
      return and(isNull(coupons.pausedAt), gt(coupons.startsAt, now));
    case 'expired':
      return and(isNull(coupons.pausedAt), lt(coupons.endsAt, now));
    case 'used_up':
      return and(running, usedUp);
    case 'active':
      return and(running, or(isNull(coupons.usageLimit), lt(coupons.usedCount, coupons.usageLimit)));
  }
}

function listConditions(query: CouponListQuery, now: Date): SQL | undefined {
  return and(
    query.q ? like(coupons.code, `%${likeEscaped(query.q)}%`) : undefined,
    query.state ? stateCondition(query.state, now) : undefined,
    query.visibility ? eq(coupons.public, query.visibility === 'public') : undefined,
  );
}

/**
 * Redemptions per coupon: a cancelled order's redemption is deleted when it is cancelled (it
 * gives the use back), so every row here is a use of an order that stands.
 */
function redemptionTotals(db: Database) {
  return db
    .select({
      couponId: couponRedemptions.couponId,
      redemptions: count().as('redemptions'),
      discountPaisa: sql<number>`coalesce(sum(${couponRedemptions.amountPaisa}), 0)`.mapWith(Number).as('discount_paisa'),
    })
    .from(couponRedemptions)
    .groupBy(couponRedemptions.couponId)
    .as('redemption_totals');
}

/** Orders placed with each coupon and not cancelled, and what they come to. */
function orderTotals(db: Database) {
  return db
    .select({
      couponId: orders.couponId,
      placed: count().as('coupon_orders'),
      totalPaisa: sql<number>`coalesce(sum(${orders.totalPaisa}), 0)`.mapWith(Number).as('coupon_orders_paisa'),
    })
    .from(orders)
    .where(and(isNotNull(orders.couponId), sql`${orders.status} <> 'Cancelled'`))
    .groupBy(orders.couponId)
    .as('coupon_order_totals');
}

const couponColumns = {
  ...couponTermColumns,
  title: coupons.title,
  usedCount: coupons.usedCount,
  public: coupons.public,
  createdAt: coupons.createdAt,
};

/** Coupons with their figures: the list's rows and one coupon's page read the same way. */
function couponsWithFigures(db: Database) {
  const redeemed = redemptionTotals(db);
  const placed = orderTotals(db);
  const figures = {
    redemptions: sql<number>`coalesce(${redeemed.redemptions}, 0)`.mapWith(Number),
    discountPaisa: sql<number>`coalesce(${redeemed.discountPaisa}, 0)`.mapWith(Number),
    orders: sql<number>`coalesce(${placed.placed}, 0)`.mapWith(Number),
    ordersPaisa: sql<number>`coalesce(${placed.totalPaisa}, 0)`.mapWith(Number),
  };
  const query = db
    .select({ ...couponColumns, ...figures })
    .from(coupons)
    .leftJoin(redeemed, eq(redeemed.couponId, coupons.id))
    .leftJoin(placed, eq(placed.couponId, coupons.id));
  return { query, figures };
}

export type CouponFiguresRow = Awaited<ReturnType<typeof findCoupons>>['rows'][number];

/** One page of coupons under the query, and how many match. */
export async function findCoupons(db: Database, query: CouponListQuery, now: Date) {
  const { query: rows, figures } = couponsWithFigures(db);
  const ordering: Record<NonNullable<CouponListQuery['sort']>, SQL[]> = {
    created_desc: [desc(coupons.createdAt), desc(coupons.id)],
    created_asc: [asc(coupons.createdAt), asc(coupons.id)],
    code_asc: [asc(coupons.code)],
    code_desc: [desc(coupons.code)],
    ends_asc: [asc(coupons.endsAt), asc(coupons.id)],
    ends_desc: [desc(coupons.endsAt), desc(coupons.id)],
    redemptions_desc: [desc(figures.redemptions), desc(coupons.id)],
    redemptions_asc: [asc(figures.redemptions), asc(coupons.id)],
    discount_desc: [desc(figures.discountPaisa), desc(coupons.id)],
    discount_asc: [asc(figures.discountPaisa), asc(coupons.id)],
  };
  const where = listConditions(query, now);
  const [page, [counted]] = await Promise.all([
    rows
      .where(where)
      .orderBy(...ordering[query.sort ?? 'created_desc'])
      .limit(COUPONS_PER_PAGE)
      .offset((query.page - 1) * COUPONS_PER_PAGE),
    db.select({ n: count() }).from(coupons).where(where),
  ]);
  return { rows: page, total: counted?.n ?? 0 };
}

/** One coupon with its figures, or undefined. */
export async function findCouponWithFigures(db: Database, id: number) {
  const [row] = await couponsWithFigures(db).query.where(eq(coupons.id, id)).limit(1);
  return row;
}

/** The newest redemptions of a coupon: which order, which customer, how much, when. */
export function findLatestRedemptions(db: Database, couponId: number) {
  return db
    .select({
      orderNumber: orders.orderNumber,
      customerId: users.id,
      name: users.name,
      email: users.email,
      amountPaisa: couponRedemptions.amountPaisa,
      createdAt: couponRedemptions.createdAt,
    })
    .from(couponRedemptions)
    .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
    .innerJoin(users, eq(users.id, couponRedemptions.userId))
    .where(eq(couponRedemptions.couponId, couponId))
    .orderBy(desc(couponRedemptions.createdAt), desc(couponRedemptions.id))
    .limit(COUPON_REDEMPTIONS_SHOWN);
}

/** Whether any order (cancelled ones too) names the coupon: its invoices show the code. */
export async function usedByAnOrder(db: Database, couponId: number): Promise<boolean> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.couponId, couponId)).limit(1);
  return row !== undefined;
}

export async function codeTaken(db: Database, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, code)).limit(1);
  return row !== undefined && row.id !== exceptId;
}

export async function slugTaken(db: Database, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.slug, slug)).limit(1);
  return row !== undefined;
}

/** The coupon's row, locked for the write that follows; undefined for an unknown id. */
export async function lockCoupon(tx: Database, id: number) {
  const [row] = await tx.select(couponColumns).from(coupons).where(eq(coupons.id, id)).for('update').limit(1);
  return row;
}
export type LockedCoupon = NonNullable<Awaited<ReturnType<typeof lockCoupon>>>;
