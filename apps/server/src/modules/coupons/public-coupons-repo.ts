import { and, asc, eq, gt, isNull, lt, lte, or } from 'drizzle-orm';
import { coupons } from '../../db/schema/coupons.ts';
import type { Database } from '../../platform/database.ts';

/**
 * Coupons of the public grid at `now`: marked public, not paused, inside their window and not used up.
 * Only the columns a buyer may see are selected; counts and limits stay in the database.
 */
export function listPublicCoupons(db: Database, now: Date) {
  return db
    .select({
      title: coupons.title,
      slug: coupons.slug,
      image: coupons.image,
      code: coupons.code,
      minOrderPaisa: coupons.minOrderPaisa,
      endsAt: coupons.endsAt,
    })
    .from(coupons)
    .where(
      and(
        eq(coupons.public, true),
        isNull(coupons.pausedAt),
        lte(coupons.startsAt, now),
        gt(coupons.endsAt, now),
        or(isNull(coupons.usageLimit), lt(coupons.usedCount, coupons.usageLimit)),
      ),
    )
    .orderBy(asc(coupons.endsAt), asc(coupons.id));
}
