import { type CsvExport, nepalTimeCell, rupeesCell, yesNoCell } from '../../platform/csv-export.ts';
import type { Database } from '../../platform/database.ts';
import { findCouponOrders, findCouponUsage, findCouponsForExport } from './coupon-export-repo.ts';

type Usage = Awaited<ReturnType<typeof findCouponUsage>>[number];
type Placed = Awaited<ReturnType<typeof findCouponOrders>>[number];
type Coupon = Awaited<ReturnType<typeof findCouponsForExport>>[number] & { usage: Usage | undefined; placed: Placed | undefined };

export const COUPON_CSV_COLUMNS = [
  'id',
  'code',
  'title',
  'kind',
  'amount off (Rs)',
  'percent off',
  'max discount (Rs)',
  'min order (Rs)',
  'starts (Nepal time)',
  'ends (Nepal time)',
  'usage limit',
  'per-customer limit',
  'public',
  'paused since (Nepal time)',
  'redemptions',
  'customers',
  'discount given (Rs)',
  'orders',
  'orders total (Rs)',
  'last used (Nepal time)',
] as const;

/** Every coupon by id with its terms, pause and usage (cancelled orders excluded), as a streamed CSV. */
export function couponsCsv(db: Database): CsvExport<Coupon, number> {
  return {
    name: 'suraksha-coupons',
    columns: COUPON_CSV_COLUMNS,
    source: {
      batch: async (afterId, limit) => {
        const batch = await findCouponsForExport(db, afterId, limit);
        const ids = batch.map((c) => c.id);
        const [used, placed] = await Promise.all([findCouponUsage(db, ids), findCouponOrders(db, ids)]);
        const usage = new Map(used.map((u) => [u.couponId, u]));
        const orders = new Map(placed.map((p) => [p.couponId, p]));
        return batch.map((c) => ({ ...c, usage: usage.get(c.id), placed: orders.get(c.id) }));
      },
      keyOf: (c) => c.id,
      lines: (c) => [
        [
          c.id,
          c.code,
          c.title,
          c.kind,
          c.kind === 'amount' ? rupeesCell(c.value) : '',
          c.kind === 'percent' ? c.value : '',
          rupeesCell(c.maxDiscountPaisa),
          rupeesCell(c.minOrderPaisa),
          nepalTimeCell(c.startsAt),
          nepalTimeCell(c.endsAt),
          c.usageLimit,
          c.perUserLimit,
          yesNoCell(c.public),
          nepalTimeCell(c.pausedAt),
          c.usage?.redemptions ?? 0,
          c.usage?.customers ?? 0,
          rupeesCell(c.usage?.discountPaisa ?? 0),
          c.placed?.placed ?? 0,
          rupeesCell(c.placed?.totalPaisa ?? 0),
          nepalTimeCell(c.usage?.lastUsedAt),
        ],
      ],
    },
  };
}
