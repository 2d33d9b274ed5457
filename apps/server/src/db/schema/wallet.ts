import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { paisa } from './columns.ts';
import { orders } from './orders.ts';

/** The wallet balance row: locked when spent, never below zero. Equal to the sum of its ledger. */
export const wallets = pgTable(
  'wallets',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balancePaisa: paisa('balance_paisa').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('wallets_balance_not_negative', sql`${t.balancePaisa} >= 0`)],
);

export const walletEntryKind = pgEnum('wallet_entry_kind', ['credit', 'debit']);

/** Ledger, not counter: every credit and debit is a row (DESIGN.md). */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: walletEntryKind('kind').notNull(),
    amountPaisa: paisa('amount_paisa').notNull(),
    /** e.g. 'checkout', 'referral', 'signup-bonus', 'adjustment'. */
    reason: text('reason').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Why, in a staff member's words: an adjustment from the back office always says. */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_ledger_user_idx').on(t.userId),
    // The reports (decision 0105): referral rewards paid in a range read the ledger by reason and date.
    index('wallet_ledger_reason_created_idx').on(t.reason, t.createdAt),
    // At most one spend per order, so 'once per checkout' holds in the database, not in memory.
    uniqueIndex('wallet_ledger_order_reason_unique').on(t.orderId, t.reason),
    check('wallet_ledger_amount_positive', sql`${t.amountPaisa} > 0`),
  ],
);

export const referralStatus = pgEnum('referral_status', ['registered', 'verified', 'rewarded']);

export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Unique: a customer is referred at most once, so the reward is paid at most once. */
    referredId: integer('referred_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: referralStatus('status').notNull().default('registered'),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referrals_referrer_idx').on(t.referrerId), check('referrals_not_self', sql`${t.referrerId} <> ${t.referredId}`)],
);
