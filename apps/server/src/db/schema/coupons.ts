import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { paisa, timestamps } from './columns.ts';

export const couponKind = pgEnum('coupon_kind', ['amount', 'percent']);

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Upper-cased, no spaces; random, never derived from anything guessable. */
    code: text('code').notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    image: text('image'),
    kind: couponKind('kind').notNull(),
    /** Paisa for 'amount', whole percent for 'percent'. */
    value: integer('value').notNull(),
    maxDiscountPaisa: paisa('max_discount_paisa'),
    minOrderPaisa: paisa('min_order_paisa').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    perUserLimit: integer('per_user_limit'),
    /** Shown in the /coupons grid. */
    public: boolean('public').notNull().default(true),
    /** Set while staff have paused the coupon: checkout refuses it and the public grid hides it. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('coupons_code_unique').on(t.code),
    check('coupons_value_positive', sql`${t.value} > 0`),
    check('coupons_percent_range', sql`${t.kind} <> 'percent' OR ${t.value} <= 100`),
    check('coupons_used_within_limit', sql`${t.usedCount} >= 0 AND (${t.usageLimit} IS NULL OR ${t.usedCount} <= ${t.usageLimit})`),
    check('coupons_window', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
