import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { paisa } from './columns.ts';
import { coupons } from './coupons.ts';
import { orders } from './orders.ts';

/** A coupon spent on an order: its own file, because it joins coupons and orders (which reference each other's tables otherwise in a cycle). */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountPaisa: paisa('amount_paisa').notNull(),
    /**
     * The customer's 1st, 2nd… use of this coupon, counted while the coupon row is locked. Unique
     * per (coupon, customer), so a per-customer limit holds in the database even if two
     * checkouts raced past the count: with a limit of 1 this is unique (coupon, customer).
     */
    useNumber: integer('use_number').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_coupon_order_unique').on(t.couponId, t.orderId),
    uniqueIndex('coupon_redemptions_customer_use_unique').on(t.couponId, t.userId, t.useNumber),
    check('coupon_redemptions_use_number_positive', sql`${t.useNumber} >= 1`),
    check('coupon_redemptions_amount_positive', sql`${t.amountPaisa} > 0`),
  ],
);
