import { randomBytes } from 'node:crypto';
import { coupons } from '../../db/schema/coupons.ts';
import type { Database } from '../../platform/database.ts';

// Test-data factory for coupons: a running Rs 500-off coupon unless overridden.

let sequence = 0;

export type CouponRow = typeof coupons.$inferSelect;
const DAY = 24 * 60 * 60 * 1000;

export async function createCoupon(db: Database, overrides: Partial<typeof coupons.$inferInsert> = {}): Promise<CouponRow> {
  const n = ++sequence;
  const code = `TEST${n}-${randomBytes(3).toString('hex').toUpperCase()}`;
  const [row] = await db
    .insert(coupons)
    .values({
      code,
      title: `Test coupon ${n}`,
      slug: code.toLowerCase(),
      kind: 'amount',
      value: 500_00,
      minOrderPaisa: 0,
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() + 30 * DAY),
      usageLimit: null,
      perUserLimit: null,
      ...overrides,
    })
    .returning();
  return row as CouponRow;
}
