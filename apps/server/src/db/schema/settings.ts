import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The shop's own settings that the owner changes from the back office (not the environment:
 * those are deploy-time). One row per key; a missing row means the default in code
 * (e.g. DEFAULT_SALES_WALLET_LIMIT_PAISA in packages/domain/src/permissions.ts).
 */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  /** The staff member who set it last; kept when they leave (no foreign key). */
  updatedBy: integer('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
