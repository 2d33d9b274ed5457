import { and, count, eq, isNull, lt, max, or, sql } from 'drizzle-orm';
import { couponRedemptions } from '../../db/schema/coupon-redemptions.ts';
import { coupons } from '../../db/schema/coupons.ts';
import type { Database } from '../../platform/database.ts';

/** Drizzle queries of coupons and their redemptions. */

/**
 * The columns of a coupon's terms that every coupon read selects (checkout, the back office's
 * desk and its CSV): what it takes off, from what order, when and how often it can be used, and
 * whether it is paused. Each read adds the columns it also needs.
 */
export const couponTermColumns = {
  id: coupons.id,
  code: coupons.code,
  kind: coupons.kind,
  value: coupons.value,
  maxDiscountPaisa: coupons.maxDiscountPaisa,
  minOrderPaisa: coupons.minOrderPaisa,
  startsAt: coupons.startsAt,
  endsAt: coupons.endsAt,
  usageLimit: coupons.usageLimit,
  perUserLimit: coupons.perUserLimit,
  pausedAt: coupons.pausedAt,
};

const couponColumns = { ...couponTermColumns, usedCount: coupons.usedCount };

export type CouponRow = Awaited<ReturnType<typeof findCoupon>>;

/** A coupon by its normalised code; `lock` takes the row lock checkout redeems under. */
export async function findCoupon(db: Database, code: string, opts: { lock?: boolean } = {}) {
  const query = db.select(couponColumns).from(coupons).where(eq(coupons.code, code));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** How many times a customer has redeemed a coupon. */
export async function redemptionsBy(db: Database, couponId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId)));
  return row?.n ?? 0;
}

/**
 * The customer's highest use number of a coupon (0 when none): the next use takes the one after
 * it, not count + 1, because a cancelled order gives its redemption back and leaves a gap.
 */
export async function lastUseNumber(db: Database, couponId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: max(couponRedemptions.useNumber) })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId)));
  return row?.n ?? 0;
}

/**
 * Gives back the redemption of a cancelled order: the row goes and the usage counter drops, so
 * the coupon (and the customer's own limit) count it no more. False when the order used none.
 */
export async function releaseRedemption(tx: Database, orderId: number): Promise<boolean> {
  const released = await tx
    .delete(couponRedemptions)
    .where(eq(couponRedemptions.orderId, orderId))
    .returning({ couponId: couponRedemptions.couponId });
  for (const { couponId } of released) {
    await tx
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} - 1` })
      .where(eq(coupons.id, couponId));
  }
  return released.length > 0;
}

/**
 * Records a redemption: the usage counter moves only while it is below the limit (a guarded
 * update), and the unique indexes hold one redemption per order and per customer's use number.
 * False when the coupon was used up meanwhile.
 */
export async function redeem(
  tx: Database,
  r: { couponId: number; userId: number; orderId: number; amountPaisa: number; useNumber: number },
): Promise<boolean> {
  const counted = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(and(eq(coupons.id, r.couponId), or(isNull(coupons.usageLimit), lt(coupons.usedCount, coupons.usageLimit))))
    .returning({ id: coupons.id });
  if (counted.length === 0) return false;
  await tx.insert(couponRedemptions).values(r);
  return true;
}
